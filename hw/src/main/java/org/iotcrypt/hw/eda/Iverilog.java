package org.iotcrypt.hw.eda;

import java.io.IOException;
import java.nio.file.Files;
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
        return simulate(workDir, top, sources, false, List.of(), timeoutSeconds);
    }

    /**
     * Writes {@code testbench} (a module named {@code tb}) to {@code tb.v} in {@code workDir} and
     * simulates it over {@code rtl}: the testbenches' common way in.
     *
     * @return what the simulation printed
     */
    public static String simulateTestbench(Path workDir, String testbench, List<Path> rtl, long timeoutSeconds)
            throws IOException {
        Path tb = workDir.resolve("tb.v");
        Files.writeString(tb, testbench);
        List<Path> sources = new ArrayList<>(rtl);
        sources.add(tb);
        return simulate(workDir, "tb", sources, timeoutSeconds);
    }

    /**
     * As {@link #simulate(Path, String, List, long)}; with {@code specify} the cell models' specify
     * path delays are honoured ({@code -gspecify}: a gate-level netlist then glitches and misses
     * timing as its library says), and {@code plusargs} (e.g. {@code +vcd=out.vcd}) go to vvp.
     */
    public static String simulate(Path workDir, String top, List<Path> sources, boolean specify,
            List<String> plusargs, long timeoutSeconds) {
        List<String> compile = new ArrayList<>(List.of("iverilog", "-g2012"));
        if (specify) {
            compile.add("-gspecify");
        }
        compile.addAll(List.of("-o", "sim.vvp", "-s", top));
        for (Path s : sources) {
            compile.add(s.toAbsolutePath().toString());
        }
        ToolRun.run(workDir, compile, timeoutSeconds);
        List<String> run = new ArrayList<>(List.of("vvp", "-n", "sim.vvp"));
        run.addAll(plusargs);
        return ToolRun.run(workDir, run, timeoutSeconds);
    }
}
