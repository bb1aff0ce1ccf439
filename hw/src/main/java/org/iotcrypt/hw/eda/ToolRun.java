package org.iotcrypt.hw.eda;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One run of an external EDA tool (iverilog, vvp, yosys, sta, nextpnr-ice40) in a working directory, with its output
 * captured. A tool that is missing, fails or overruns its time limit is an {@link EdaException}
 * naming the command and the end of its output, so a failed check says why.
 */
public final class ToolRun {

    private ToolRun() {
    }

    /** Runs {@code command} in {@code dir} and returns its standard output and error, merged. */
    public static String run(Path dir, List<String> command, long timeoutSeconds) {
        Finished f = runToExit(dir, command, timeoutSeconds);
        if (f.timedOut()) {
            throw new EdaException(String.join(" ", command) + " ran longer than " + timeoutSeconds + " s");
        }
        if (f.exitCode() != 0) {
            throw new EdaException(String.join(" ", command) + " failed with exit code " + f.exitCode()
                    + ":\n" + tail(f.output(), 2000));
        }
        return f.output();
    }

    /**
     * A run that ended, whatever its exit code, and its merged output.
     *
     * @param exitCode the process's exit code (meaningless when it timed out)
     * @param output its standard output and error (up to where it was stopped, when it timed out)
     * @param timedOut whether it was stopped at the time limit
     */
    public record Finished(int exitCode, String output, boolean timedOut) {

        /** A run that ended by itself. */
        public Finished(int exitCode, String output) {
            this(exitCode, output, false);
        }

        /** The end of the output, for an error message. */
        public String tail() {
            return ToolRun.tail(output, 2000);
        }
    }

    /**
     * Runs {@code command} in {@code dir} to its end; a non-zero exit code is the caller's to read
     * (a place and route that finds the design too large for the part, say), and so is a run
     * stopped at {@code timeoutSeconds} ({@link Finished#timedOut()}; the process and its children
     * are killed). A missing tool is an {@link EdaException}. The output goes through a temporary
     * file, so the time limit holds while the tool is still writing.
     */
    public static Finished runToExit(Path dir, List<String> command, long timeoutSeconds) {
        Path log;
        try {
            log = Files.createTempFile("iotcrypt-tool-", ".log");
        } catch (IOException e) {
            throw new EdaException("no temporary file for the output of " + command.get(0) + ": " + e.getMessage(), e);
        }
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            delete(log);
            throw new EdaException(command.get(0) + " could not be started (is it installed? .ci/run installs "
                    + "iverilog, yosys, opensta, qflow-tech-osu018 and nextpnr-ice40): " + e.getMessage(), e);
        }
        try {
            boolean ended = p.waitFor(timeoutSeconds, TimeUnit.SECONDS);
            if (!ended) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                p.waitFor();
            }
            String out = Files.readString(log, StandardCharsets.UTF_8);
            return new Finished(ended ? p.exitValue() : -1, out, !ended);
        } catch (IOException e) {
            throw new EdaException("reading the output of " + command.get(0) + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new EdaException(command.get(0) + " was interrupted", e);
        } finally {
            delete(log);
        }
    }

    private static void delete(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // a temporary file left behind is harmless
        }
    }

    private static String tail(String s, int max) {
        return s.length() <= max ? s : "..." + s.substring(s.length() - max);
    }
}
