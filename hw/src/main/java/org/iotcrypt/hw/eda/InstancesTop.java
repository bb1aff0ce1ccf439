package org.iotcrypt.hw.eda;

import java.util.List;

/**
 * The top module {@code tb} of a testbench that runs one per-configuration module several times
 * side by side: one clock (100 MHz unless given), instance {@code c<i>} with its parameters and {@code .ID(i)},
 * and {@code END} then {@code $finish} once every instance has raised its {@code finished}
 * output. The per-configuration module (written by the generator) must have ports
 * {@code (input clk, output reg finished)} and an {@code ID} parameter.
 */
public final class InstancesTop {

    private InstancesTop() {
    }

    /**
     * @param module the per-configuration module's name, e.g. {@code tb_ccm}
     * @param parameters one entry per instance: its parameter overrides without ID,
     *     e.g. {@code .ARCH(1), .SBOXES(4)}
     * @return the Verilog of module {@code tb}
     */
    public static String tb(String module, List<String> parameters) {
        return tb(module, TestbenchClock.PAPER, parameters);
    }

    /** As {@link #tb(String, List)}, its clock {@code clock}. */
    public static String tb(String module, TestbenchClock clock, List<String> parameters) {
        StringBuilder v = new StringBuilder()
                .append("module tb;\n")
                .append("  reg clk = 1'b0;\n")
                .append("  always #").append(clock.half()).append(" clk = ~clk;\n")
                .append("  wire [").append(parameters.size() - 1).append(":0] fin;\n");
        for (int i = 0; i < parameters.size(); i++) {
            v.append("  ").append(module).append(" #(").append(parameters.get(i)).append(", .ID(").append(i)
                    .append(")) c").append(i).append(" (.clk(clk), .finished(fin[").append(i).append("]));\n");
        }
        return v.append("  initial begin\n")
                .append("    wait (&fin);\n")
                .append("    $display(\"END\");\n")
                .append("    $finish;\n")
                .append("  end\n")
                .append("endmodule\n")
                .toString();
    }
}
