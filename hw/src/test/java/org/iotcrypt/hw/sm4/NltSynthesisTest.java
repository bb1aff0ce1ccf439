package org.iotcrypt.hw.sm4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotcrypt.hw.eda.CellLibrary;
import org.iotcrypt.hw.eda.Yosys;
import org.iotcrypt.hw.power.StandardCells;
import org.iotcrypt.hw.sm4.Sm4Rtl.SboxKind;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code sm4_nlt} synthesized to the OSU 0.18 µm cells for 1, 2 and 4 S-boxes of each kind:
 * the word register and its control are all the flip-flops, area grows with the number of
 * S-boxes (the paper, §4.3 and §5.2: more S-boxes, more area). Three of the nine netlists, one
 * per S-box kind and one per S-box count, pass {@link NltTestbench}'s checks at gate level (all
 * nine would double the test's time; the DSE gets one S-box, its netlist simulating slowest).
 */
class NltSynthesisTest {

    /** The S-box count whose netlist is simulated, per kind (LUT, CFA, DSE). */
    private static final int[] GATE_LEVEL_SBOXES = {4, 2, 1};

    @ParameterizedTest
    @EnumSource(SboxKind.class)
    void areaGrowsWithTheSboxes(SboxKind kind, @TempDir Path dir) throws IOException {
        double previous = 0;
        for (int sboxes : new int[] {1, 2, 4}) {
            Path sub = Files.createDirectories(dir.resolve("nlt" + sboxes));
            Path top = sub.resolve("top.v");
            Files.writeString(top, "module nlt_top(input clk, input rst, input start, input [31:0] in,\n"
                    + "    output [31:0] out, output done);\n"
                    + "  sm4_nlt #(.SBOXES(" + sboxes + "), .SBOX_KIND(" + kind.kind + ")) nlt (.clk(clk),"
                    + " .rst(rst), .start(start), .in(in), .out(out), .done(done));\nendmodule\n");
            List<Path> sources = new ArrayList<>(Sm4Rtl.nlt());
            sources.add(top);
            Yosys.AsicResult r = Yosys.synthesizeAsic(sub, "nlt_top", sources, false, 120);
            System.out.printf("NLT%d %s: %.1f NAND2 equivalents, %d flip-flops%n", sboxes, kind,
                    StandardCells.gateEquivalents(r.cellArea()), r.flipFlops());
            // The 32-bit word and a one-hot count of the 4 / SBOXES cycles.
            assertEquals(32 + 4 / sboxes, r.flipFlops(), "NLT" + sboxes + " flip-flops");
            assertTrue(StandardCells.gateEquivalents(r.cellArea()) > previous,
                    "NLT" + sboxes + " " + kind + " not larger than with fewer S-boxes");
            previous = StandardCells.gateEquivalents(r.cellArea());
            if (sboxes == GATE_LEVEL_SBOXES[kind.kind]) {
                NltTestbench.check(sub, NltTestbench.instance("nlt_top", sboxes, kind.kind),
                        List.of(CellLibrary.OSU018.verilog(), r.netlist()), sboxes, 0x9a7e + sboxes);
            }
        }
    }
}
