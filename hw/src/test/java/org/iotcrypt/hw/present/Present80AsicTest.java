package org.iotcrypt.hw.present;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotcrypt.hw.eda.CellLibrary;
import org.iotcrypt.hw.eda.Iverilog;
import org.iotcrypt.hw.eda.Yosys;
import org.iotcrypt.hw.power.StandardCells;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The three PRESENT-80 datapaths synthesized to the OSU 0.18 µm cells (NAND2 equivalents,
 * flip-flops; the paper gives no ASIC figures) and their netlists simulated at gate level on
 * the CHES 2007 vectors and random pairs.
 */
class Present80AsicTest {

    private static final int[] WIDTHS = {16, 32, 64};

    @Test
    void gateLevelNetlistsAreBitExactAndNarrowerIsSmaller(@TempDir Path dir) throws Exception {
        double[] ge = new double[WIDTHS.length];
        for (int w = 0; w < WIDTHS.length; w++) {
            int width = WIDTHS[w];
            String top = "present80_dp" + width;
            Path work = Files.createDirectory(dir.resolve(top));
            Yosys.AsicResult asic = Yosys.synthesizeAsic(work, top, PresentBench.RTL, false, 120);
            assertEquals(PresentTestbench.flipFlops(width), asic.flipFlops(), top + " flip-flops");

            List<PresentTestbench.Block> blocks = new ArrayList<>(PresentTestbench.ches2007());
            blocks.addAll(PresentTestbench.random(0x6a7e0000L + width, 2));
            Path tb = work.resolve("tb.v");
            Files.writeString(tb, PresentTestbench.testbench(top, blocks, width));
            String printed = Iverilog.simulate(work, "tb", List.of(CellLibrary.OSU018.verilog(), asic.netlist(), tb), 120);
            PresentBench.check("gate-level " + width + "-bit", blocks, printed, width);
            ge[w] = StandardCells.gateEquivalents(asic.cellArea());
            System.out.printf("PRESENT-80 %d-bit OSU 0.18 um: %.0f NAND2 equivalents, %d flip-flops "
                    + "(gate-level simulation bit-exact)%n", width, ge[w], asic.flipFlops());
        }
        assertTrue(ge[0] < ge[1] && ge[1] < ge[2], "area should grow with the datapath width");
    }
}
