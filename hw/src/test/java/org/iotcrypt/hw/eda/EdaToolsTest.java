package org.iotcrypt.hw.eda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tool wrappers on an 8-bit register of XORs, whose behaviour and size are known by hand. */
class EdaToolsTest {

    private static final String XOR_REGISTER = "module t(input clk, input [7:0] a, input [7:0] b, output reg [7:0] q);\n"
            + "  always @(posedge clk) q <= a ^ b;\nendmodule\n";

    @Test
    void simulatesAndSynthesizes(@TempDir Path dir) throws IOException {
        Path rtl = dir.resolve("t.v");
        Files.writeString(rtl, XOR_REGISTER);
        Path tb = dir.resolve("tb.v");
        Files.writeString(tb, "module tb; reg clk = 0; reg [7:0] a = 8'h0f, b = 8'h3c; wire [7:0] q;\n"
                + "t u(clk, a, b, q);\ninitial begin #1 clk = 1; #1 $display(\"q=%h\", q); $finish; end\nendmodule\n");
        assertTrue(Iverilog.simulate(dir, "tb", List.of(rtl, tb), 60).contains("q=33"));

        Yosys.AsicResult asic = Yosys.synthesizeAsic(dir, "t", List.of(rtl), false, 120);
        assertEquals(8, asic.flipFlops());
        // Eight flip-flops and eight XOR2 cells (or their equivalents) at least: more than eight
        // NAND2X1 areas (24 µm² in the OSU 0.18 µm library, LibertyTest).
        assertTrue(asic.cellArea() > 8 * 24.0, "cell area " + asic.cellArea());
        assertTrue(Files.exists(asic.netlist()));

        Yosys.FpgaResult fpga = Yosys.synthesizeXilinx7(dir, "t", List.of(rtl), 120);
        assertEquals(8, fpga.flipFlops());
        assertTrue(fpga.luts() >= 4 && fpga.luts() <= 8, "LUTs " + fpga.luts());
    }
}
