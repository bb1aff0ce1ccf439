package org.iotcrypt.cli;

import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.seal.SealException;
import picocli.CommandLine;

/**
 * One streaming run of {@code seal}, {@code open} or {@code sm4 --passphrase-file}: from a file or standard input ("-") to a file
 * or standard output ("-"), with the read, the work and the write on three threads (a read-ahead
 * and a write-behind of a few chunks around the calling thread), a progress bar, and a file
 * output that appears under its name only when the work completed ({@link AtomicOutput}).
 */
final class StreamedRun {

    /** The work between the two ends: read all of {@code in}, write to {@code out}. */
    interface Work {
        void run(InputStream in, OutputStream out) throws IOException, CommandFailure;
    }

    /**
     * 1 MiB chunks, two in flight each way: large enough that handing them between threads is
     * rare (64 KiB chunks cost about 90,000 futex calls per GiB, measured with strace), small
     * enough for -Xmx64m.
     */
    private static final int CHUNK = 1024 * 1024;
    private static final int DEPTH = 2;

    private final Main main;
    private final CommandLine cli;
    private final Path in;
    private final Path out;

    StreamedRun(Main main, CommandLine cli, Path in, Path out) {
        this.main = main;
        this.cli = cli;
        this.in = in;
        this.out = out;
    }

    /** The name errors give the input. */
    String inputName() {
        return StandardStreams.name(in);
    }

    /** What a prompt calls an input: "standard input" for "-", else its name as given. */
    static String displayName(Path in) {
        return StandardStreams.isDash(in) ? "standard input" : in.toString();
    }

    /** Refuses an output that is an input or exists (without --force), before any work. */
    void checkOutput(List<Path> otherInputs, boolean force) throws CommandFailure {
        if (StandardStreams.isDash(out)) {
            return;
        }
        List<Path> inputs = new ArrayList<>(otherInputs);
        if (!StandardStreams.isDash(in)) {
            inputs.add(in);
        }
        AtomicOutput.checkTarget(cli, out, inputs, force);
    }

    /**
     * Refuses, before any secret is asked for or any byte written, an input file that is missing,
     * unreadable or a directory (standard input is taken as it comes); declines the vector engine
     * for a file too small to pay for it ({@link VectorEngineChoice}), before any key is made.
     */
    void checkInput() throws CommandFailure {
        if (StandardStreams.isDash(in)) {
            return;
        }
        if (Files.isDirectory(in)) {
            throw new CommandFailure(inputName() + ": is a directory");
        }
        try (InputStream probe = Files.newInputStream(in)) {
            // opened and closed: it exists and is readable
            VectorEngineChoice.forInput(Files.isRegularFile(in) ? Files.size(in) : -1);
        } catch (IOException e) {
            throw FileNames.failure(in, e);
        }
    }

    /** Runs {@code work} from the input to the output; see the class comment. */
    void run(Work work, AtomicOutput.Secrecy secrecy, boolean force, boolean progress, boolean quiet)
            throws CommandFailure {
        String outputName = StandardStreams.isDash(out) ? "standard output" : FileNames.quote(out.toString());
        InputStream raw;
        long total = -1;
        try {
            if (StandardStreams.isDash(in)) {
                raw = main.stdin();
            } else {
                raw = Files.newInputStream(in);
                total = Files.isRegularFile(in) ? Files.size(in) : -1;
            }
        } catch (IOException e) {
            throw FileNames.failure(in, e);
        }
        ProgressMeter meter = ProgressMeter.choose(cli.getErr(), total, progress, quiet);
        AtomicOutput.Pending pending = null;
        try (InputStream source = ProgressMeter.counting(
                new ReadAheadInputStream(new Labelled.In(raw, inputName()), CHUNK, DEPTH), meter)) {
            pending = StandardStreams.isDash(out) ? null : AtomicOutput.begin(out, secrecy, force);
            OutputStream sink = new WriteBehindOutputStream(
                    new Labelled.Out(keepOpen(pending == null ? main.stdoutBytes() : pending.stream()), outputName),
                    CHUNK, DEPTH);
            try {
                work.run(source, sink);
            } finally {
                sink.close();
            }
            if (pending != null) {
                pending.commit();
            }
        } catch (Labelled e) {
            throw new CommandFailure(e.getMessage(), e);
        } catch (SealException e) {
            throw new CommandFailure(inputName() + ": " + e.getMessage(), e);
        } catch (IOException e) {
            throw new CommandFailure(inputName() + ": " + FileNames.reason(e), e);
        } finally {
            if (pending != null) {
                pending.close();
            }
            if (meter != null) {
                meter.close();
            }
        }
    }

    /** Finishing the work flushes the output, never closes it: standard output is the JVM's, a pending file is committed after. */
    private static OutputStream keepOpen(OutputStream stdout) {
        return new FilterOutputStream(stdout) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
            }

            @Override
            public void close() throws IOException {
                flush();
            }
        };
    }

    /** An I/O error of one end, its message already "name: reason". */
    private static final class Labelled extends IOException {

        private static final long serialVersionUID = 1L;

        Labelled(String name, IOException cause) {
            super(name + ": " + FileNames.reason(cause), cause);
        }

        /** The input, its errors labelled. */
        static final class In extends FilterInputStream {
            private final String name;

            In(InputStream in, String name) {
                super(in);
                this.name = name;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                try {
                    return in.read(b, off, len);
                } catch (IOException e) {
                    throw new Labelled(name, e);
                }
            }
        }

        /** The output, its errors labelled. */
        static final class Out extends FilterOutputStream {
            private final String name;

            Out(OutputStream out, String name) {
                super(out);
                this.name = name;
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                try {
                    out.write(b, off, len);
                } catch (IOException e) {
                    throw new Labelled(name, e);
                }
            }

            @Override
            public void flush() throws IOException {
                try {
                    out.flush();
                } catch (IOException e) {
                    throw new Labelled(name, e);
                }
            }
        }
    }
}
