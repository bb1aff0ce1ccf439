package org.iotcrypt.hw.pnr;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.iotcrypt.hw.eda.EdaException;
import org.iotcrypt.hw.eda.ToolRun;

/**
 * A design from RTL to a routed layout with qflow 1.3 in the OSU 0.18 µm cells ({@code qflow build
 * -T osu018}): qflow's own Yosys synthesis (its script, not the explorer's timing-driven mapping),
 * graywolf placement, qrouter, and vesta's static timing back-annotated with the routed wires' RC
 * (typical corner, as the library has only that). The RTL files and the design's parameter wrapper
 * are joined into the one source file qflow reads, named after the top module. The project folder is
 * kept: the DEF, the routed netlist, the logs. qflow runs as one process tree; at the time limit the
 * tree is stopped and the layout is {@link Layout.Outcome#STOPPED}.
 */
public final class QflowFlow {

    /** The technology qflow is told to use: the same OSU 0.18 µm cells the explorer synthesizes to. */
    public static final String TECH = "osu018";

    private QflowFlow() {
    }

    /** The first line of qflow's usage text (its version: {@code Qflow version 1.3 revision 17}). */
    public static String version(Path workDir) {
        ToolRun.Finished f = ToolRun.runToExit(workDir, List.of("qflow", "-h"), 30);
        return f.output().lines().map(String::strip).filter(l -> l.startsWith("Qflow version")).findFirst()
                .orElse("qflow (version not printed)");
    }

    /**
     * Runs the flow for {@code top} in {@code projectDir} (emptied of an earlier run's source first).
     *
     * @param design the design's name, for the result
     * @param sources the RTL files, in order
     * @param wrapper Verilog appended after them (a parameter wrapper; empty for none)
     */
    public static Layout run(Path projectDir, String design, String top, List<Path> sources, String wrapper,
            long timeoutSeconds) throws IOException {
        Path source = projectDir.resolve("source");
        Files.createDirectories(source);
        StringBuilder v = new StringBuilder();
        for (Path s : sources) {
            v.append("// ").append(s.getFileName()).append('\n').append(Files.readString(s, StandardCharsets.UTF_8))
                    .append('\n');
        }
        v.append(wrapper);
        Files.writeString(source.resolve(top + ".v"), v, StandardCharsets.UTF_8);
        Path netlist = projectDir.resolve(top + ".rtlnopwr.v");
        for (String old : List.of("log/route.log", "log/post_sta.log", top + ".def", netlist.getFileName().toString())) {
            Files.deleteIfExists(projectDir.resolve(old));
        }
        long t0 = System.nanoTime();
        ToolRun.Finished f = ToolRun.runToExit(projectDir, List.of("qflow", "build", "-T", TECH, top), timeoutSeconds);
        double seconds = (System.nanoTime() - t0) / 1e9;
        Files.writeString(projectDir.resolve("qflow.log"), f.output()
                + (f.timedOut() ? "\n[stopped by iotcrypt after " + timeoutSeconds + " s]\n" : ""), StandardCharsets.UTF_8);
        String def = read(projectDir.resolve(top + ".def"));
        OptionalInt failed = QflowLogs.failedRoutes(read(projectDir.resolve("log/route.log")));
        OptionalDouble fmax = QflowLogs.fmaxMhz(read(projectDir.resolve("log/post_sta.log")));
        Layout.Outcome outcome;
        if (f.timedOut()) {
            outcome = Layout.Outcome.STOPPED;
        } else if (failed.isPresent() && failed.getAsInt() > 0) {
            outcome = Layout.Outcome.NOT_ROUTED;
        } else if (failed.isPresent() && f.exitCode() == 0) {
            outcome = Layout.Outcome.ROUTED;
        } else {
            outcome = Layout.Outcome.FAILED;
        }
        int fill = QflowLogs.fillCells(def);
        return new Layout(design, outcome, failed.orElse(0), outcome == Layout.Outcome.ROUTED ? fmax
                : OptionalDouble.empty(), QflowLogs.dieAreaUm2(def), QflowLogs.components(def) - fill, fill, seconds,
                Files.isRegularFile(netlist) ? Optional.of(netlist) : Optional.empty());
    }

    private static String read(Path file) {
        try {
            return Files.isRegularFile(file) ? Files.readString(file, StandardCharsets.ISO_8859_1) : "";
        } catch (IOException e) {
            throw new EdaException("reading " + file + ": " + e.getMessage(), e);
        }
    }
}
