package org.iotcrypt.hw.fpga;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.iotcrypt.hw.eda.EdaException;
import org.iotcrypt.hw.eda.Iverilog;
import org.iotcrypt.hw.eda.Yosys;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The serial pin wrapper, simulated: operands shifted in bit by bit reach the design's ports in
 * the order the wrapper documents, and its registered outputs come back out on one pin. The
 * design under the wrapper registers a 9-bit sum and an 8-bit product of two inputs, so every
 * expected value is plain arithmetic.
 */
class PinWrapperTest {

    private static final String ARITH = "module arith(input clk, input rst, input [3:0] a, input [4:0] b, input en,\n"
            + "    output reg [8:0] sum, output reg [7:0] prod, output reg flag);\n"
            + "  always @(posedge clk) if (rst) begin sum <= 0; prod <= 0; flag <= 0; end\n"
            + "    else begin flag <= en; if (en) begin sum <= a + b + 9'd256; prod <= a * b; end end\n"
            + "endmodule\n";

    @Test
    void portsComeFromYosysInDeclarationOrder(@TempDir Path dir) throws IOException {
        Path v = dir.resolve("arith.v");
        Files.writeString(v, ARITH);
        PortList ports = PortList.parse(Yosys.portList(dir, "arith", List.of(v), 60));
        assertEquals("arith", ports.module());
        assertEquals(List.of(new PortList.Port(true, 1, "clk"), new PortList.Port(true, 1, "rst"),
                new PortList.Port(true, 4, "a"), new PortList.Port(true, 5, "b"), new PortList.Port(true, 1, "en"),
                new PortList.Port(false, 9, "sum"), new PortList.Port(false, 8, "prod"),
                new PortList.Port(false, 1, "flag")), ports.ports());
        PinWrapper w = new PinWrapper(ports, "clk", "rst");
        assertEquals(10, w.inputBits());
        assertEquals(18, w.outputBits());
        assertEquals(28, w.flipFlops());
    }

    @Test
    void operandsShiftedInGiveTheirSumAndProductShiftedOut(@TempDir Path dir) throws IOException {
        Path v = dir.resolve("arith.v");
        Files.writeString(v, ARITH);
        PinWrapper w = new PinWrapper(PortList.parse(Yosys.portList(dir, "arith", List.of(v), 60)), "clk", "rst");
        Path wrapper = dir.resolve("ice40_pins.v");
        Files.writeString(wrapper, w.verilog());
        Random random = new Random(46);
        List<int[]> cases = new ArrayList<>();
        StringBuilder tb = new StringBuilder("`timescale 1ns/1ps\nmodule tb;\n  reg clk = 0, rst = 1, sin = 0, load = 0;\n"
                + "  wire sout;\n  ice40_pins dut(.clk(clk), .rst(rst), .sin(sin), .load(load), .sout(sout));\n"
                + "  always #5 clk = ~clk;\n  integer k;\n  reg [17:0] got;\n  reg [9:0] word;\n"
                + "  initial begin\n    @(negedge clk); rst = 0;\n");
        for (int c = 0; c < 8; c++) {
            int a = random.nextInt(16);
            int b = random.nextInt(32);
            cases.add(new int[] {a, b});
            // The input register is {en, b, a} with a in the lowest bits; the last bit shifted in
            // lands in bit 0, so the word goes out from its top bit down.
            int word = (1 << 9) | (b << 4) | a;
            tb.append(String.format(Locale.ROOT, "    word = 10'd%d;%n", word))
                    .append("    for (k = 9; k >= 0; k = k - 1) begin sin = word[k]; @(negedge clk); end\n")
                    // one edge for the design to register, then capture and shift 18 bits out
                    .append("    @(negedge clk); load = 1; @(negedge clk); load = 0;\n")
                    .append("    for (k = 17; k >= 0; k = k - 1) begin got[k] = sout; @(negedge clk); end\n")
                    .append("    $display(\"OUT %h\", got);\n");
        }
        tb.append("    $finish;\n  end\nendmodule\n");
        Path bench = dir.resolve("tb.v");
        Files.writeString(bench, tb.toString());
        String out = Iverilog.simulate(dir, "tb", List.of(v, wrapper, bench), 60);
        List<String> lines = out.lines().filter(l -> l.startsWith("OUT ")).toList();
        assertEquals(8, lines.size(), out);
        for (int c = 0; c < 8; c++) {
            int a = cases.get(c)[0];
            int b = cases.get(c)[1];
            // outputs captured as {sum, prod, flag}: flag registered en, 1 in every word
            int expected = ((a + b + 256) << 9) | ((a * b) << 1) | 1;
            assertEquals(String.format(Locale.ROOT, "OUT %05x", expected), lines.get(c), "case " + c);
        }
    }

    @Test
    void aPortListYosysDidNotWriteIsRefused() {
        assertThrows(EdaException.class, () -> PortList.parse(""));
        assertThrows(EdaException.class, () -> PortList.parse("module m\ninout [0:0] pad\n"));
        assertThrows(EdaException.class, () -> PortList.parse("module m\nwire x\n"));
        PortList ok = PortList.parse("module m\ninput [0:0] clk\noutput [3:0] q\n");
        assertTrue(ok.port("q").isPresent());
        assertThrows(IllegalArgumentException.class, () -> new PinWrapper(ok, "clock", "rst"));
    }
}
