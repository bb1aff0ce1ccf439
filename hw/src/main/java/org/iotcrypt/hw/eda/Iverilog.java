package org.iotcrypt.hw.eda;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** RTL (or gate-level) simulation with Icarus Verilog: compile with iverilog, run with vvp. */
public final class Iverilog {

    private Iverilog() {
    }

    /**
     * Compiles {@code sources} (testbench included) with top module {@code top} into
     * {@code workDir} and runs the simulation; returns what it printed ($display output).
     */
    public static String simulate(Path workDir, String top, List<Path> sources, long timeoutSeconds) {
        List<String> compile = new ArrayList<>(List.of("iverilog", "-g2012", "-o", "sim.vvp", "-s", top));
        for (Path s : sources) {
            compile.add(s.toAbsolutePath().toString());
        }
        ToolRun.run(workDir, compile, timeoutSeconds);
        return ToolRun.run(workDir, List.of("vvp", "-n", "sim.vvp"), timeoutSeconds);
    }
}
