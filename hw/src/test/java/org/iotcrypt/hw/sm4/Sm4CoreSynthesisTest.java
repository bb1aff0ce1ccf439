package org.iotcrypt.hw.sm4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotcrypt.hw.eda.Yosys;
import org.iotcrypt.hw.power.StandardCells;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * sm4_core's three architectures with NLT4 and the LUT S-box, synthesized to the OSU 0.18 µm
 * cells: the flip-flops are exactly the registers core_*.v declare plus one NLT4's per round
 * function, and OffKS pays for its 32 x 32-bit round keys. Prints NAND2 equivalents and flip-flops per architecture.
 */
class Sm4CoreSynthesisTest {

    /** Control flip-flops: OffKS r(5) kexp enc ready; OnKP r(5) prep enc ready; OnKS r(5) key_phase enc ready. */
    private static final int CONTROL = 8;

    @Test
    void synthesizesTheThreeArchitectures(@TempDir Path dir) throws IOException {
        // state registers (128 each), key register (128) for reuse, round keys 32 x 32 for OffKS
        int[] datapathFlops = {128 + 32 * 32, 3 * 128, 3 * 128};
        int[] rfs = {1, 2, 1};
        String[] names = {"OffKS", "OnKP", "OnKS"};
        int nltFlops = nlt4FlipFlops(Files.createDirectories(dir.resolve("nlt")));
        double[] gates = new double[3];
        for (int arch = 0; arch < 3; arch++) {
            Path work = Files.createDirectories(dir.resolve(names[arch]));
            Path top = work.resolve("top.v");
            String module = "sm4_" + names[arch].toLowerCase() + "_nlt4_lut";
            Files.writeString(top, "module " + module + " (input clk, input rst, input key_load, input [127:0] key,\n"
                    + "    output key_ready, input start, input [127:0] block_in, output busy, output done,\n"
                    + "    output [127:0] block_out);\n"
                    + "  sm4_core #(.ARCH(" + arch + "), .SBOXES(4), .SBOX_KIND(0)) core (clk, rst, key_load, key,\n"
                    + "      key_ready, start, block_in, busy, done, block_out);\nendmodule\n");
            List<Path> sources = new ArrayList<>(Sm4Rtl.core());
            sources.add(top);
            Yosys.AsicResult r = Yosys.synthesizeAsic(work, module, sources, false, 300);
            gates[arch] = StandardCells.gateEquivalents(r.cellArea());
            System.out.printf("sm4_core %s NLT4 LUT: %.0f NAND2 equivalents, %d flip-flops%n",
                    names[arch], StandardCells.gateEquivalents(r.cellArea()), r.flipFlops());
            assertEquals(datapathFlops[arch] + CONTROL + rfs[arch] * nltFlops, r.flipFlops(),
                    names[arch] + " flip-flops");
        }
        assertTrue(gates[0] > gates[1] && gates[0] > gates[2], "OffKS, with its round-key registers, is the largest");
    }

    /** The flip-flops of one sm4_nlt with four LUT S-boxes (its result and handshake registers). */
    private static int nlt4FlipFlops(Path work) throws IOException {
        Path top = work.resolve("top.v");
        Files.writeString(top, "module nlt4 (input clk, input rst, input start, input [31:0] in, output [31:0] out,\n"
                + "    output done);\n  sm4_nlt #(.SBOXES(4), .SBOX_KIND(0)) n (clk, rst, start, in, out, done);\nendmodule\n");
        List<Path> sources = new ArrayList<>(Sm4Rtl.core());
        sources.add(top);
        return Yosys.synthesizeAsic(work, "nlt4", sources, false, 120).flipFlops();
    }
}
