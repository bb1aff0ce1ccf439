package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
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
 * {@code seal} and {@code open} used carelessly (issue 42, points 1, 4 and 10): each case asserts
 * the exit code, the message, and that no output appeared. The locale cases run the CLI in a
 * JVM of their own, since a JVM decodes its environment once, at start, in its locale.
 */
class SealHostileCliTest {

    @TempDir
    Path dir;

    @Test
    void aPassphraseBesideAnotherRecipientIsAUsageError() throws IOException {
        Path in = Files.write(dir.resolve("fw.bin"), new byte[100]);
        Path pass = Files.writeString(dir.resolve("pass"), "correct horse\n");
        Path key = Files.write(dir.resolve("k"), new byte[32]);
        CliRun r = CliRun.of("seal", "--passphrase-file", pass.toString(), "--key-file", key.toString(), in.toString());
        assertEquals(2, r.exitCode(), r.err());
        assertTrue(r.err().contains("a passphrase is a sealed file's only recipient"), r.err());
        assertFalse(Files.exists(dir.resolve("fw.bin.sealed")));
        assertEquals(List.of("fw.bin", "k", "pass"), names());
    }

    /** Was: asked for a passphrase, then drew a progress bar, then "wrong key or passphrase". */
    @Test
    void openAsksNothingOfAFileNoPassphraseOpens() throws IOException {
        Path in = Files.write(dir.resolve("log"), new byte[100]);
        Path key = Files.write(dir.resolve("k"), new byte[32]);
        assertEquals(0, CliRun.of("seal", "--key-file", key.toString(), in.toString()).exitCode());
        CliRun r = CliRun.of("open", "-o", dir.resolve("out").toString(), in + ".sealed");
        assertEquals(2, r.exitCode(), r.err());
        assertTrue(r.err().contains("has 0 SM2, 0 passphrase, 1 key-file stanzas: give --key or --secret-file"), r.err());
        assertFalse(r.err().contains("Passphrase"), r.err());
        assertFalse(Files.exists(dir.resolve("out")));
        CliRun dirInput = CliRun.of("open", "--key-file", key.toString(), "-o", dir.resolve("out").toString(), dir.toString());
        assertEquals(1, dirInput.exitCode(), dirInput.err());
        assertTrue(dirInput.err().contains("is a directory"), dirInput.err());
    }

    @Test
    void aPassphraseFileThatIsNotUtf8SealsNothing() throws IOException {
        Path in = Files.write(dir.resolve("d"), new byte[10]);
        Path latin1 = Files.write(dir.resolve("latin1"), "p\u00e4sswort\n".getBytes(StandardCharsets.ISO_8859_1));
        CliRun r = CliRun.of("seal", "--passphrase-file", latin1.toString(), in.toString());
        assertEquals(1, r.exitCode(), r.err());
        assertTrue(r.err().contains("the passphrase is not UTF-8 text"), r.err());
        assertFalse(Files.exists(dir.resolve("d.sealed")));
    }

    /**
     * The case: under LANG=C the JVM reads a non-ASCII variable as U+FFFD; the bytes the
     * shell set are taken instead (from /proc/self/environ), so the same text seals and opens in
     * any locale, and from a passphrase file too.
     */
    @Test
    void anEnvironmentPassphraseGivesTheSameKeyInEveryLocale() throws Exception {
        String chinese = "\u8fd9\u662f\u6211\u7684\u5bc6\u7801\u4e0d\u8981\u544a\u8bc9\u522b\u4eba";
        assertEquals(12, chinese.length());
        Path in = Files.write(dir.resolve("plain"), "twelve characters of Chinese".getBytes(StandardCharsets.UTF_8));
        Path sealed = dir.resolve("plain.sealed");
        assertEquals(0, run(Map.of("LC_ALL", "C", "LANG", "C", "PW", chinese), "seal", "--passphrase-env", "PW",
                "-o", sealed.toString(), in.toString()).exit);
        Path back = dir.resolve("back");
        assertEquals(0, run(Map.of("LC_ALL", "C.UTF-8", "PW", chinese), "open", "--passphrase-env", "PW", "-o", back.toString(),
                sealed.toString()).exit);
        assertEquals(-1L, Files.mismatch(in, back));
        Path file = Files.writeString(dir.resolve("pw"), chinese + "\n", StandardCharsets.UTF_8);
        Files.delete(back);
        assertEquals(0, CliRun.of("open", "--passphrase-file", file.toString(), "-o", back.toString(), sealed.toString()).exitCode());
        Run questionMarks = run(Map.of("LC_ALL", "C", "PW", "?".repeat(36)), "open", "--passphrase-env", "PW", "-o",
                dir.resolve("no").toString(), sealed.toString());
        assertEquals(1, questionMarks.exit, questionMarks.log);
        assertTrue(questionMarks.log.contains("wrong key or passphrase"), questionMarks.log);
        assertFalse(Files.exists(dir.resolve("no")));
    }

    @Test
    void accentsAndCaseAreDifferentPassphrasesUnderLangC() throws Exception {
        Path in = Files.write(dir.resolve("plain"), new byte[10]);
        Path sealed = dir.resolve("plain.sealed");
        assertEquals(0, run(Map.of("LC_ALL", "C", "PW", "p\u00e4ssw\u00f6rd"), "seal", "--passphrase-env", "PW", "-o",
                sealed.toString(), in.toString()).exit);
        Run other = run(Map.of("LC_ALL", "C", "PW", "p\u00c4ssw\u00d6rd"), "open", "--passphrase-env", "PW", "-o",
                dir.resolve("no").toString(), sealed.toString());
        assertEquals(1, other.exit, other.log);
        assertTrue(other.log.contains("wrong key or passphrase"), other.log);
        assertEquals(0, run(Map.of("LC_ALL", "C.UTF-8", "PW", "p\u00e4ssw\u00f6rd"), "open", "--passphrase-env", "PW", "-o",
                dir.resolve("yes").toString(), sealed.toString()).exit);
    }

    /** Bytes that are not UTF-8 in the environment under LANG=C cannot be known as text: refused, nothing sealed. */
    @Test
    void anUndecodableEnvironmentValueIsRefused() throws Exception {
        Path in = Files.write(dir.resolve("plain"), new byte[10]);
        List<String> command = new ArrayList<>(List.of("sh", "-c", "PW=$(printf 'p\\344ss') exec \"$@\"", "sh"));
        command.addAll(java());
        command.addAll(List.of("seal", "--passphrase-env", "PW", in.toString()));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("LC_ALL", "C");
        Process p = pb.start();
        String log = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(1, p.waitFor(), log);
        assertTrue(log.contains("$PW: the passphrase is not UTF-8 text"), log);
        assertFalse(Files.exists(dir.resolve("plain.sealed")));
    }

    private record Run(int exit, String log) {
    }

    private static Run run(Map<String, String> env, String... args) throws Exception {
        List<String> command = new ArrayList<>(java());
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().remove("LANG");
        pb.environment().putAll(env);
        Process p = pb.start();
        String log = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Run(p.waitFor(), log);
    }

    private static List<String> java() {
        return List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), Main.class.getName());
    }

    private List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    static byte[] random(int n) {
        byte[] b = new byte[n];
        new Random(n).nextBytes(b);
        return b;
    }
}
