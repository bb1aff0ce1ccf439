package org.iotcrypt.hw.sm4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.iotcrypt.hw.eda.Iverilog;

/**
 * Checks an {@code sm4_nlt} (RTL or netlist) in a generated testbench: on random words (and the
 * edge words 0 and all-ones) the result is the byte-wise S-box of GB/T 32907's table,
 * {@code done} comes 4 / SBOXES cycles after {@code start} and for one cycle only, {@code out}
 * holds after it, and {@code in} matters only in the start cycle (other cycles drive a different
 * word). A start in the middle of a word begins again on the new word.
 */
final class NltTestbench {

    private static final int WORDS = 24;

    private NltTestbench() {
    }

    /**
     * Simulates {@code instance} (ports {@code .clk(clk), .rst(rst), .start(start), .in(in),
     * .out(out), .done(done)}) with {@code sboxes} S-boxes from {@code sources} in {@code dir} on
     * words drawn from {@code seed}; fails on any wrong result or cycle count.
     */
    static void check(Path dir, String instance, List<Path> sources, int sboxes, long seed) throws IOException {
        int[] sbox = Sm4SboxTable.standard();
        Random random = new Random(seed);
        int[] words = new int[WORDS];
        words[1] = -1;
        for (int i = 2; i < WORDS; i++) {
            words[i] = random.nextInt();
        }
        String tb = testbench(instance, sbox, words, random.nextInt(), 4 / sboxes);
        String printed = Iverilog.simulateTestbench(dir, tb, sources, 60);
        assertTrue(printed.contains("CHECKED " + (WORDS + 1) + " words, 0 wrong"), printed);
        assertEquals(-1, printed.indexOf("FAIL"), printed);
    }

    /** The {@code sm4_nlt} instantiation the testbench expects. */
    static String instance(String module, int sboxes, int kind) {
        String params = module.equals("sm4_nlt") ? " #(.SBOXES(" + sboxes + "), .SBOX_KIND(" + kind + "))" : "";
        return module + params + " dut (.clk(clk), .rst(rst), .start(start), .in(in), .out(out), .done(done));";
    }

    /**
     * Per word: a start at a falling edge, then count rising edges until done; check the result,
     * the count, one more cycle with done low and out held. Last, a start followed by another
     * one cycle later (mid-word for SBOXES < 4), expecting the second word's result.
     */
    private static String testbench(String instance, int[] sbox, int[] words, int interrupting, int cycles) {
        StringBuilder tb = new StringBuilder();
        tb.append("`timescale 1ns/10ps\nmodule tb;\n")
                .append("  reg clk = 0, rst = 1, start = 0;\n  reg [31:0] in = 0;\n")
                .append("  wire [31:0] out;\n  wire done;\n")
                .append("  integer n, bad = 0, checked = 0;\n")
                .append("  ").append(instance).append("\n")
                .append("  always #5 clk = ~clk;\n")
                .append("  task run(input [31:0] word, input [31:0] expected);\n")
                .append("    begin\n")
                .append("      @(negedge clk) begin start = 1; in = word; end\n")
                .append("      @(negedge clk) begin start = 0; in = ~word; end\n")
                .append("      n = 1;\n")
                .append("      while (!done && n < 8) begin @(negedge clk); n = n + 1; end\n")
                .append("      check(word, expected, n);\n")
                .append("    end\n  endtask\n")
                .append("  task check(input [31:0] word, input [31:0] expected, input integer n);\n")
                .append("    begin\n      checked = checked + 1;\n")
                .append("      if (out !== expected || n != ").append(cycles).append(") begin\n")
                .append("        bad = bad + 1;\n")
                .append("        $display(\"FAIL tau(%h) = %h after %0d cycles, expected %h after ")
                .append(cycles).append("\", word, out, n, expected);\n      end\n")
                .append("      @(negedge clk);\n")
                .append("      if (done !== 1'b0 || out !== expected) begin\n")
                .append("        bad = bad + 1;\n")
                .append("        $display(\"FAIL after tau(%h): done %b, out %h a cycle later\", word, done, out);\n")
                .append("      end\n    end\n  endtask\n")
                .append("  initial begin\n")
                .append("    @(negedge clk) rst = 0;\n");
        for (int w : words) {
            tb.append(String.format("    run(32'h%08x, 32'h%08x);%n", w, Sm4SboxTable.tau(sbox, w)));
        }
        int first = words[words.length - 1] ^ 0x5a5a5a5a;
        tb.append(String.format("    @(negedge clk) begin start = 1; in = 32'h%08x; end%n", first));
        tb.append(String.format("    run(32'h%08x, 32'h%08x);%n", interrupting, Sm4SboxTable.tau(sbox, interrupting)))
                .append("    $display(\"CHECKED %0d words, %0d wrong\", checked, bad);\n")
                .append("    $finish;\n  end\nendmodule\n");
        return tb.toString();
    }
}
