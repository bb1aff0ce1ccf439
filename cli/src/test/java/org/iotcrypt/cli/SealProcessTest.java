package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code seal} and {@code open} as separate processes, for what an in-process run cannot show:
 * a file four times the heap under {@code -Xmx64m}, the passphrase from the environment, the
 * temporary output removed when the process is stopped by SIGTERM or SIGINT, and the terminal:
 * prompts without echo (through Java's Console and through /dev/tty) and the progress bar, on a
 * pseudo-terminal made by Python's {@code pty} module.
 */
class SealProcessTest {

    private static final Path ON_TERMINAL = Path.of("src", "test", "resources", "org", "iotcrypt", "cli", "on_terminal.py");

    @TempDir
    Path dir;

    private static List<String> java(String... jvmOptions) {
        List<String> c = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        c.addAll(List.of(jvmOptions));
        c.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
        return c;
    }

    private static Process start(List<String> command, Map<String, String> env, Path log) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().putAll(env);
        return pb.start();
    }

    private static void writePattern(Path file, long size) throws IOException {
        byte[] block = new byte[1 << 20];
        new Random(size).nextBytes(block);
        try (OutputStream out = Files.newOutputStream(file)) {
            for (long at = 0; at < size; at += block.length) {
                block[0] = (byte) (at >>> 20);
                out.write(block, 0, (int) Math.min(block.length, size - at));
            }
        }
    }

    private List<String> leftovers() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp")).toList();
        }
    }

    @Test
    void aFileFourTimesTheHeapUnderXmx64mWithThePassphraseFromTheEnvironment() throws Exception {
        Path in = dir.resolve("archive.tar");
        writePattern(in, 256L << 20);
        Path log = dir.resolve("log");
        Map<String, String> env = Map.of("IOT_PASS", "pässphrase from the environment");
        Process seal = start(cat(java("-Xmx64m"), "seal", "--passphrase-env", "IOT_PASS", in.toString()), env, log);
        assertEquals(0, seal.waitFor(), Files.readString(log));
        Process open = start(cat(java("-Xmx64m"), "open", "--passphrase-env", "IOT_PASS", "-o",
                dir.resolve("back").toString(), in + ".sealed"), env, log);
        assertEquals(0, open.waitFor(), Files.readString(log));
        assertEquals(-1L, Files.mismatch(in, dir.resolve("back")));
        Process unset = start(cat(java(), "open", "--passphrase-env", "NOT_SET_ANYWHERE", "-o", dir.resolve("none").toString(),
                in + ".sealed"), Map.of(), log);
        assertEquals(2, unset.waitFor());
        assertTrue(Files.readString(log).contains("the environment variable NOT_SET_ANYWHERE is not set"), Files.readString(log));
    }

    @Test
    void stoppedBySigtermOrSigintTheTemporaryOutputIsRemoved() throws Exception {
        Path key = Files.write(dir.resolve("k"), new byte[32]);
        byte[] chunk = new byte[1 << 20];
        new Random(46).nextBytes(chunk);
        for (String signal : List.of("TERM", "INT")) {
            Path out = dir.resolve("big." + signal + ".sealed");
            // Standard input held open, so the seal cannot finish before the signal. And SIGINT set back
            // to its default before the JVM starts: a test run started in the background by a shell
            // without job control inherits SIGINT ignored, the JVM then installs no handler, and the
            // seal went on (it finished a 384 MiB file input and exited 0, or waited on stdin).
            List<String> command = new ArrayList<>(List.of("python3", "-c", "import os, signal, sys; "
                    + "signal.signal(signal.SIGINT, signal.SIG_DFL); os.execvp(sys.argv[1], sys.argv[1:])"));
            command.addAll(java());
            command.addAll(List.of("seal", "--key-file", key.toString(), "-o", out.toString(), "-"));
            ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(dir.resolve("log").toFile());
            Process p = pb.start();
            OutputStream stdin = p.getOutputStream();
            long deadline = System.nanoTime() + 60_000_000_000L;
            while (leftovers().isEmpty() && p.isAlive() && System.nanoTime() < deadline) {
                stdin.write(chunk);
                stdin.flush();
                Thread.sleep(20);
            }
            assertTrue(p.isAlive(), "still sealing when the signal comes: " + Files.readString(dir.resolve("log")));
            assertEquals(1, leftovers().size());
            Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start();
            assertEquals(0, kill.waitFor());
            assertNotEquals(0, p.waitFor(), signal);
            stdin.close();
            assertEquals(List.of(), leftovers(), signal + ": the temporary file is gone");
            assertFalse(Files.exists(out), signal + ": nothing under the output name");
        }
    }

    private static List<String> cat(List<String> head, String... tail) {
        List<String> all = new ArrayList<>(head);
        all.addAll(List.of(tail));
        return all;
    }

    private static void assumePty() throws Exception {
        Process p = new ProcessBuilder("python3", "-c", "import pty, os; os.openpty()").redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        assumeTrue(p.waitFor() == 0, "python3 with pty is needed");
    }

    /** Runs the CLI on a pseudo-terminal answering its prompts; returns what the terminal showed. */
    private String onTerminal(List<String> answers, Path stdoutTo, int expectedExit, String... args) throws Exception {
        return run(answers, stdoutTo, expectedExit, cat(java(), args));
    }

    /** Runs {@code program} on a pseudo-terminal answering its prompts; returns what the terminal showed. */
    private static String run(List<String> answers, Path stdoutTo, int expectedExit, List<String> program) throws Exception {
        List<String> command = new ArrayList<>(List.of("python3", ON_TERMINAL.toString()));
        command.addAll(program);
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("ANSWERS", String.join("\n", answers));
        if (stdoutTo != null) {
            pb.environment().put("STDOUT_TO", stdoutTo.toString());
        }
        Process p = pb.start();
        String shown = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(expectedExit, p.waitFor(), shown);
        return shown;
    }

    @Test
    void onATerminalItAsksWithoutEchoAndShowsProgress() throws Exception {
        assumePty();
        String secret = "tr0ub4dor-and-3";
        Path in = dir.resolve("fw.bin");
        writePattern(in, 6L << 20);
        String sealing = onTerminal(List.of(secret, secret), null, 0, "seal", in.toString());
        assertTrue(sealing.contains("Passphrase for " + in + ": "), sealing);
        assertTrue(sealing.contains("Again, to confirm: "), sealing);
        assertFalse(sealing.contains(secret), "no echo: " + sealing);
        assertTrue(sealing.contains("100% 6.0 MiB / 6.0 MiB"), "a progress bar on the terminal: " + sealing);
        // Standard output to a file: no Console for Java, the prompt goes through /dev/tty.
        Path opened = dir.resolve("opened");
        String opening = onTerminal(List.of(secret), opened, 0, "open", "--quiet", "-o", "-", in + ".sealed");
        assertTrue(opening.contains("Passphrase for " + in + ".sealed: "), opening);
        assertFalse(opening.contains(secret), "no echo: " + opening);
        assertFalse(opening.contains("%"), "--quiet: no bar: " + opening);
        assertEquals(-1L, Files.mismatch(in, opened));
        Path key = Files.write(dir.resolve("k"), new byte[32]);
        // A pipe's size is not known: no bar, even with a terminal on standard error.
        List<String> sealPipe = cat(List.of("sh", "-c", "cat \"$0\" | \"$@\"", in.toString()), java().toArray(String[]::new));
        sealPipe.addAll(List.of("seal", "--key-file", key.toString(), "-o", dir.resolve("piped.sealed").toString(), "-"));
        String piped = run(List.of(), null, 0, sealPipe);
        assertTrue(Files.size(dir.resolve("piped.sealed")) > 6L << 20, piped);
        assertFalse(piped.contains("%") || piped.contains("MiB"), "no bar for a pipe: " + piped);
        String toTerminal = onTerminal(List.of(), null, 2, "seal", "--key-file", key.toString(), "-o", "-", in.toString());
        assertTrue(toTerminal.contains("refusing to write a sealed file to the terminal"), toTerminal);
        String differ = onTerminal(List.of(secret, secret + "x"), null, 1, "seal", "-o", dir.resolve("x").toString(),
                in.toString());
        assertTrue(differ.contains("the two passphrases differ"), differ);
        assertFalse(Files.exists(dir.resolve("x")));
    }
}
