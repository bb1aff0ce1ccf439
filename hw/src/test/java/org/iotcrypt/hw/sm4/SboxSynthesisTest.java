package org.iotcrypt.hw.sm4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.iotcrypt.hw.eda.CellLibrary;
import org.iotcrypt.hw.eda.Yosys;
import org.iotcrypt.hw.power.StandardCells;
import org.iotcrypt.hw.sm4.Sm4Rtl.SboxKind;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The S-box candidates synthesized to the OSU 0.18 µm cells (flattening, as a whole design would
 * be): their area ordering, the DSE's kept structure, and each netlist simulated at gate level
 * with the library's cell models on all 256 inputs against GB/T 32907's table.
 */
class SboxSynthesisTest {

    @TempDir
    static Path work;

    private static final Map<SboxKind, Yosys.AsicResult> RESULTS = new EnumMap<>(SboxKind.class);

    @BeforeAll
    static void synthesize() throws IOException {
        for (SboxKind kind : SboxKind.values()) {
            Path dir = Files.createDirectories(work.resolve(kind.name()));
            Yosys.AsicResult r = Yosys.synthesizeAsic(dir, kind.module, Sm4Rtl.sboxes(), false, 120);
            RESULTS.put(kind, r);
            System.out.printf("S-box %s: %.1f NAND2 equivalents (cell area %.0f), %d flip-flops%n", kind,
                    StandardCells.gateEquivalents(r.cellArea()), r.cellArea(), r.flipFlops());
        }
    }

    /** The paper (§5.2, Figure 12d): CFA gives the smallest area, DSE the largest. It holds here too. */
    @Test
    void cfaIsSmallestAndDseLargest() {
        double lut = StandardCells.gateEquivalents(RESULTS.get(SboxKind.LUT).cellArea());
        double cfa = StandardCells.gateEquivalents(RESULTS.get(SboxKind.CFA).cellArea());
        double dse = StandardCells.gateEquivalents(RESULTS.get(SboxKind.DSE).cellArea());
        assertTrue(cfa < lut && lut < dse, "LUT " + lut + ", CFA " + cfa + ", DSE " + dse);
        // Sanity of the scale: the 137-gate circuit is at least 137 two-input cells' worth.
        assertTrue(cfa > 137, "CFA " + cfa);
    }

    @Test
    void combinational() {
        for (Yosys.AsicResult r : RESULTS.values()) {
            assertEquals(0, r.flipFlops());
        }
    }

    /** keep_hierarchy kept the decoder and the encoder as modules through synth -flatten. */
    @Test
    void dseKeepsItsDecoderAndEncoder() throws IOException {
        String netlist = Files.readString(RESULTS.get(SboxKind.DSE).netlist());
        assertTrue(netlist.contains("module sm4_sbox_dse_decoder("), "no decoder module in the DSE netlist");
        assertTrue(netlist.contains("module sm4_sbox_dse_encoder("), "no encoder module in the DSE netlist");
    }

    @ParameterizedTest
    @EnumSource(SboxKind.class)
    void gateLevelNetlistIsTheSbox(SboxKind kind, @TempDir Path dir) throws IOException {
        SboxTestbench.checkExhaustively(dir, kind.module + " dut (.in(in), .out(out));",
                List.of(CellLibrary.OSU018.verilog(), RESULTS.get(kind).netlist()));
    }
}
