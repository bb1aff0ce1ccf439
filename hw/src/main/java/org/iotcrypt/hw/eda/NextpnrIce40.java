package org.iotcrypt.hw.eda;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One run of nextpnr-ice40 (Debian's {@code nextpnr-ice40}, with {@code fpga-icestorm}'s chip
 * database) on a Yosys JSON netlist: timing-driven placement and routing for a target clock, seed
 * 1 so that a run repeats, and {@code --timing-allow-fail} so that a design slower than the target
 * still reports its Fmax. Its log is kept beside the netlist; a design that does not fit the part
 * ends with a non-zero exit code the caller reads from the log's utilisation, and a run stopped at
 * its time limit is returned as such.
 */
public final class NextpnrIce40 {

    private NextpnrIce40() {
    }

    /** The first line of {@code nextpnr-ice40 --version}. */
    public static String version(Path workDir) {
        return ToolRun.run(workDir, List.of("nextpnr-ice40", "--version"), 30).strip().lines().findFirst()
                .orElse("").strip();
    }

    /**
     * Places and routes {@code json} on the part {@code deviceOptions} names, writing the log to
     * {@code log} in the JSON's folder.
     */
    public static ToolRun.Finished placeAndRoute(Path json, List<String> deviceOptions, double targetMhz,
            String log, long timeoutSeconds) {
        List<String> command = new ArrayList<>(List.of("nextpnr-ice40"));
        command.addAll(deviceOptions);
        command.addAll(List.of("--json", json.getFileName().toString(), "--seed", "1", "--freq",
                String.format(Locale.ROOT, "%.1f", targetMhz), "--timing-allow-fail"));
        Path dir = json.toAbsolutePath().getParent();
        ToolRun.Finished f = ToolRun.runToExit(dir, command, timeoutSeconds);
        try {
            Files.writeString(dir.resolve(log), String.join(" ", command) + "\n" + f.output()
                    + (f.timedOut() ? "\n[stopped by iotcrypt after " + timeoutSeconds + " s]\n" : ""));
        } catch (IOException e) {
            throw new EdaException("writing nextpnr's log in " + dir + ": " + e.getMessage(), e);
        }
        return f;
    }
}
