package org.iotcrypt.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.cli.api.InputFiles;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * "-" in the commands that read and write whole files (the {@code sm2} family), as in
 * {@code seal}, {@code open} and {@code sm4}: standard input where data is read, standard output
 * where a result is written, and never a file named "-". Where a command cannot take a stream
 * (a key, a certificate, a second input when the first is standard input), "-" is a usage error,
 * checked for every file option at once by {@link #refuseElsewhere} before any work.
 */
final class StandardStreams {

    private StandardStreams() {
    }

    static boolean isDash(Path p) {
        return p != null && p.toString().equals("-");
    }

    /**
     * Refuses "-" in every file option and parameter of {@code spec} but those named in
     * {@code streams} (their option names, or the parameter's label), and refuses two of them
     * on standard input or two on standard output.
     */
    static void refuseElsewhere(CommandSpec spec, Set<String> inputs, Set<String> outputs) {
        List<String> in = new ArrayList<>();
        List<String> out = new ArrayList<>();
        for (ArgSpec arg : spec.args()) {
            Object value = arg.getValue();
            boolean dash = value instanceof Path ? isDash((Path) value)
                    : value instanceof java.util.Collection<?> && ((java.util.Collection<?>) value).stream()
                            .anyMatch(v -> v instanceof Path && isDash((Path) v));
            if (!dash) {
                continue;
            }
            String name = arg.isOption() ? ((CommandLine.Model.OptionSpec) arg).longestName() : arg.paramLabel();
            if (inputs.contains(name)) {
                in.add(name);
            } else if (outputs.contains(name)) {
                out.add(name);
            } else {
                throw new ParameterException(spec.commandLine(), name + ": '-' (standard input or output) is not taken here:"
                        + " name a file" + (inputs.isEmpty() ? "" : " (" + String.join(" or ", inputs) + " may be -)"));
            }
        }
        if (in.size() > 1 || out.size() > 1) {
            throw new ParameterException(spec.commandLine(), String.join(" and ", in.size() > 1 ? in : out)
                    + " cannot both be '-': there is one " + (in.size() > 1 ? "standard input" : "standard output"));
        }
    }

    /** The output a command writes by default: "-" when its input is standard input, else {@code named}. */
    static Path defaultOutput(Path input, Path named) {
        return isDash(input) ? input : named;
    }

    /**
     * Checks an output before any work: standard output ("-"), refused for binary data when it is
     * a terminal; a file, as {@link AtomicOutput#checkTarget} checks it ({@code inputs} may hold "-").
     */
    static void checkOutput(CommandLine cli, Path target, List<Path> inputs, boolean force, boolean binary)
            throws CommandFailure {
        if (isDash(target)) {
            if (binary) {
                refuseTerminal(cli, target, "binary data");
            }
            return;
        }
        List<Path> files = new ArrayList<>();
        for (Path p : inputs) {
            if (p != null && !isDash(p)) {
                files.add(p);
            }
        }
        AtomicOutput.checkTarget(cli, target, files, force);
    }

    /** Refuses to write {@code what} to standard output ("-") when it is a terminal, before any work. */
    static void refuseTerminal(CommandLine cli, Path target, String what) {
        if (isDash(target) && Terminal.isTerminal(1)) {
            throw new ParameterException(cli, "refusing to write " + what + " to the terminal: redirect standard output"
                    + " or name a file with -o");
        }
    }

    /** Writes a whole output: to standard output for "-", else atomically to the file. */
    static void write(CommandLine cli, Path target, byte[] data, AtomicOutput.Secrecy secrecy, boolean force)
            throws CommandFailure {
        if (!isDash(target)) {
            AtomicOutput.write(target, data, secrecy, force);
            return;
        }
        OutputStream stdout = main(cli).stdoutBytes();
        try {
            stdout.write(data);
            stdout.flush();
        } catch (IOException e) {
            throw new CommandFailure("standard output: " + FileNames.reason(e), e);
        }
    }

    /** The whole input, from standard input for "-", refused above {@code maxBytes}. */
    static byte[] readAll(CommandLine cli, Path file, long maxBytes, String tooLarge) throws CommandFailure {
        if (!isDash(file)) {
            return InputFiles.readAll(file, maxBytes, tooLarge);
        }
        try {
            byte[] data = main(cli).stdin().readNBytes((int) Math.min(maxBytes + 1, Integer.MAX_VALUE - 8));
            if (data.length > maxBytes) {
                throw new CommandFailure("standard input: " + tooLarge);
            }
            return data;
        } catch (IOException e) {
            throw new CommandFailure("standard input: " + FileNames.reason(e), e);
        }
    }

    /** The input as a stream: standard input for "-" (not closed by the caller's close), else the file. */
    static InputStream open(CommandLine cli, Path file) throws IOException {
        if (!isDash(file)) {
            return FileHasher.openFile(file.toString());
        }
        return new java.io.FilterInputStream(main(cli).stdin()) {
            @Override
            public void close() {
                // standard input stays the JVM's
            }
        };
    }

    /** How errors name an input: "standard input" for "-". */
    static String name(Path file) {
        return isDash(file) ? "standard input" : FileNames.quote(file.toString());
    }

    private static Main main(CommandLine cli) {
        return (Main) cli.getCommandSpec().root().userObject();
    }
}
