package org.iotcrypt.hw.present;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.iotcrypt.hw.eda.Yosys;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The three PRESENT-80 datapaths synthesized with Yosys's {@code synth_xilinx -family xc7}, LUTs
 * and flip-flops printed beside the paper's Table 1 (16-bit: 160 LUTs / 153 FFs, 32-bit:
 * 185 / 169, Vivado on a ZYNQ-7000). Maximum clock frequency needs vendor timing tools and is
 * left out.
 */
class Present80FpgaTest {

    private static final int[] WIDTHS = {16, 32, 64};

    @Test
    void fpgaResourcesBesideThePapersTable1(@TempDir Path dir) throws Exception {
        int[] paperLuts = {160, 185, -1};
        int[] paperFfs = {153, 169, -1};
        int[] luts = new int[WIDTHS.length];
        for (int w = 0; w < WIDTHS.length; w++) {
            int width = WIDTHS[w];
            String top = "present80_dp" + width;
            Yosys.FpgaResult fpga = Yosys.synthesizeXilinx7(Files.createDirectory(dir.resolve(top)), top,
                    PresentBench.RTL, 120);
            assertEquals(PresentTestbench.flipFlops(width), fpga.flipFlops(), top + " flip-flops");
            luts[w] = fpga.luts();
            System.out.printf("PRESENT-80 %d-bit xc7 (yosys synth_xilinx): %d LUTs, %d FFs; paper Table 1: %s%n",
                    width, fpga.luts(), fpga.flipFlops(),
                    paperLuts[w] < 0 ? "-" : paperLuts[w] + " LUTs, " + paperFfs[w] + " FFs");
        }
        assertTrue(luts[0] < luts[1] && luts[1] < luts[2], "LUTs should grow with the datapath width");
    }
}
