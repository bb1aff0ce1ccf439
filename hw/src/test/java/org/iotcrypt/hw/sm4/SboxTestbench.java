package org.iotcrypt.hw.sm4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotcrypt.hw.eda.Iverilog;

/**
 * Exhaustive check of a combinational S-box: a generated testbench applies all 256 inputs and
 * compares each output with the standard's table, which it holds as constants.
 */
final class SboxTestbench {

    private SboxTestbench() {
    }

    /**
     * Simulates {@code instance} (a module instantiation with ports {@code .in(in), .out(out)})
     * from {@code sources} in {@code dir} and fails unless all 256 outputs match the table.
     */
    static void checkExhaustively(Path dir, String instance, List<Path> sources) throws IOException {
        int[] expected = Sm4SboxTable.standard();
        StringBuilder tb = new StringBuilder();
        tb.append("`timescale 1ns/10ps\nmodule tb;\n  reg [7:0] in;\n  wire [7:0] out;\n")
                .append("  reg [7:0] expected [0:255];\n  integer x, bad;\n  ")
                .append(instance).append("\n  initial begin\n");
        for (int x = 0; x < 256; x++) {
            tb.append(String.format("    expected[%d] = 8'h%02x;%n", x, expected[x]));
        }
        tb.append("    bad = 0;\n")
                .append("    for (x = 0; x < 256; x = x + 1) begin\n")
                .append("      in = x;\n      #10;\n")
                .append("      if (out !== expected[x]) begin\n")
                .append("        bad = bad + 1;\n")
                .append("        $display(\"FAIL S(%h) = %h, expected %h\", in, out, expected[x]);\n")
                .append("      end\n    end\n")
                .append("    $display(\"CHECKED %0d inputs, %0d wrong\", x, bad);\n")
                .append("    $finish;\n  end\nendmodule\n");
        Path tbFile = dir.resolve("tb.v");
        Files.writeString(tbFile, tb);
        List<Path> all = new ArrayList<>(sources);
        all.add(tbFile);
        String printed = Iverilog.simulate(dir, "tb", all, 60);
        assertTrue(printed.contains("CHECKED 256 inputs, 0 wrong"), printed);
        assertEquals(-1, printed.indexOf("FAIL"), printed);
    }
}
