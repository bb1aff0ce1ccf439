package org.iotcrypt.hw.eda;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One run of an external EDA tool (iverilog, vvp, yosys, sta) in a working directory, with its output
 * captured. A tool that is missing, fails or overruns its time limit is an {@link EdaException}
 * naming the command and the end of its output, so a failed check says why.
 */
public final class ToolRun {

    private ToolRun() {
    }

    /** Runs {@code command} in {@code dir} and returns its standard output and error, merged. */
    public static String run(Path dir, List<String> command, long timeoutSeconds) {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            throw new EdaException(command.get(0) + " could not be started (is it installed? .ci/run installs "
                    + "iverilog, yosys, opensta and qflow-tech-osu018): " + e.getMessage(), e);
        }
        try {
            byte[] out = p.getInputStream().readAllBytes();
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new EdaException(String.join(" ", command) + " ran longer than " + timeoutSeconds + " s");
            }
            String text = new String(out, StandardCharsets.UTF_8);
            if (p.exitValue() != 0) {
                throw new EdaException(String.join(" ", command) + " failed with exit code " + p.exitValue()
                        + ":\n" + tail(text, 2000));
            }
            return text;
        } catch (IOException e) {
            throw new EdaException("reading the output of " + command.get(0) + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new EdaException(command.get(0) + " was interrupted", e);
        }
    }

    private static String tail(String s, int max) {
        return s.length() <= max ? s : "..." + s.substring(s.length() - max);
    }
}
