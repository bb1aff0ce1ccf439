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
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code iotcrypt seal} and {@code open} in-process: round trips at the segment boundaries for
 * both AEADs and every kind of recipient, the tampering cases of the format on CLI-made files
 * (each its own message, nothing written, no temporary file left), pipelines through standard
 * input and output, existing outputs and inputs, the progress bar.
 */
class SealCommandTest {

    private static final int SEGMENT = 1024;

    @TempDir
    Path dir;

    private Path passFile;
    private Path keyFile;
    private Path sm2Key;
    private Path sm2Public;

    private void keys() throws IOException {
        passFile = Files.writeString(dir.resolve("pass.txt"), "correct horse battery staple\n");
        byte[] key = new byte[32];
        new Random(7).nextBytes(key);
        keyFile = Files.write(dir.resolve("file.key"), key);
        sm2Key = dir.resolve("sm2.pem");
        sm2Public = dir.resolve("sm2.pub.pem");
        assertEquals(0, CliRun.of("sm2", "keygen", "--private", sm2Key.toString(), "--public", sm2Public.toString()).exitCode());
    }

    private static byte[] data(int size, long seed) {
        byte[] b = new byte[size];
        new Random(seed).nextBytes(b);
        return b;
    }

    private static CliRun ok(String... args) {
        CliRun r = CliRun.of(args);
        assertEquals(0, r.exitCode(), String.join(" ", args) + ": " + r.err());
        return r;
    }

    private List<String> hiddenFiles() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(".")).toList();
        }
    }

    @Test
    void roundTripsAtTheSegmentBoundariesForBothAeadsAndEveryRecipient() throws IOException {
        keys();
        for (String aead : List.of("gcm", "ccm")) {
            for (int size : new int[] {0, 1, SEGMENT - 1, SEGMENT, SEGMENT + 1, 3 * SEGMENT, 5 * SEGMENT + 7}) {
                byte[] plain = data(size, size);
                Path in = Files.write(dir.resolve("in-" + aead + "-" + size), plain);
                ok("seal", "--aead", aead, "--segment-size", "1K", "-r", sm2Public.toString(),
                        "--key-file", keyFile.toString(), in.toString());
                ok("seal", "--aead", aead, "--segment-size", "1K", "--passphrase-file", passFile.toString(),
                        "-o", in + ".p.sealed", in.toString());
                Path sealed = Path.of(in + ".sealed");
                long segments = Math.max(1, (size + SEGMENT - 1) / SEGMENT + (size % SEGMENT == 0 && size > 0 ? 1 : 0));
                assertTrue(Files.size(sealed) >= size + 16L * segments, aead + " " + size);
                for (List<String> with : List.of(List.of("-k", sm2Key.toString()),
                        List.of("--passphrase-file", passFile.toString()), List.of("--key-file", keyFile.toString()))) {
                    Path out = dir.resolve("out");
                    List<String> args = new ArrayList<>(List.of("open", "-f", "-o", out.toString()));
                    args.addAll(with);
                    args.add(with.get(0).equals("--passphrase-file") ? in + ".p.sealed" : sealed.toString());
                    ok(args.toArray(String[]::new));
                    assertArrayEquals(plain, Files.readAllBytes(out), aead + " " + size + " " + with.get(0));
                }
            }
        }
        assertEquals(List.of(), hiddenFiles());
    }

    @Test
    void severalMebibytesWithTheDefaultSegmentAndTheDefaultNames() throws IOException {
        keys();
        byte[] plain = data(3 * 1024 * 1024 + 5, 3);
        Path in = Files.write(dir.resolve("log.tar"), plain);
        ok("seal", "--key-file", keyFile.toString(), in.toString());
        Files.delete(in);
        ok("open", "--key-file", keyFile.toString(), dir.resolve("log.tar.sealed").toString());
        assertArrayEquals(plain, Files.readAllBytes(in));
        ok("seal", "--aead", "ccm", "-r", sm2Public.toString(), "--key-file", keyFile.toString(), "-o",
                dir.resolve("ccm.sealed").toString(), in.toString());
        for (List<String> with : List.of(List.of("-k", sm2Key.toString()), List.of("--key-file", keyFile.toString()))) {
            List<String> args = new ArrayList<>(List.of("open", "-f", "-o", dir.resolve("ccm").toString()));
            args.addAll(with);
            args.add(dir.resolve("ccm.sealed").toString());
            ok(args.toArray(String[]::new));
            assertArrayEquals(plain, Files.readAllBytes(dir.resolve("ccm")), "CCM, 3 MiB, " + with.get(0));
        }
        // Segments sealed and opened side by side or one at a time: the same files.
        ok("seal", "--threads", "3", "--key-file", keyFile.toString(), "-o", dir.resolve("t3.sealed").toString(), in.toString());
        ok("open", "--threads", "1", "--key-file", keyFile.toString(), dir.resolve("t3.sealed").toString());
        assertArrayEquals(plain, Files.readAllBytes(dir.resolve("t3")));
        ok("seal", "--threads", "1", "--key-file", keyFile.toString(), "-o", dir.resolve("t1.sealed").toString(), in.toString());
        ok("open", "--threads", "4", "--key-file", keyFile.toString(), dir.resolve("t1.sealed").toString());
        assertArrayEquals(plain, Files.readAllBytes(dir.resolve("t1")));
        assertEquals(2, CliRun.of("open", "--threads", "0", "--key-file", keyFile.toString(), "-o", "-",
                dir.resolve("t1.sealed").toString()).exitCode());
    }

    /** Issue 45: the default --threads, one per processor up to 4, one fewer on the vector engine (never below one). */
    @Test
    void defaultThreadsLeaveAProcessorToTheCopiesOnTheVectorEngine() {
        int[][] cases = {{1, 1, 1}, {2, 2, 1}, {3, 3, 2}, {4, 4, 3}, {5, 4, 4}, {64, 4, 4}};
        for (int[] c : cases) {
            assertEquals(c[1], OutputOptions.Threads.byDefault(c[0], false), c[0] + " processors");
            assertEquals(c[2], OutputOptions.Threads.byDefault(c[0], true), c[0] + " processors, vector engine");
        }
    }

    @Test
    void aCertificateIsARecipientAndSeveralSm2RecipientsEachOpen() throws IOException {
        Peers.assumeOpensslSm2();
        keys();
        Path other = dir.resolve("other.pem");
        Path cert = dir.resolve("other.crt");
        Peers.Output gen = Peers.run(List.of("openssl", "genpkey", "-algorithm", "SM2", "-out", other.toString()), null, null);
        assertEquals(0, gen.exitCode(), gen.err());
        Peers.Output req = Peers.run(List.of("openssl", "req", "-new", "-x509", "-key", other.toString(), "-subj", "/CN=ops",
                "-sm3", "-sigopt", "distid:1234567812345678", "-days", "30", "-out", cert.toString()), null, null);
        assertEquals(0, req.exitCode(), req.err());
        byte[] plain = data(2500, 9);
        Path in = Files.write(dir.resolve("fw.bin"), plain);
        ok("seal", "-r", cert.toString(), "-r", sm2Public.toString(), in.toString());
        for (Path key : List.of(other, sm2Key)) {
            ok("open", "-f", "-k", key.toString(), "-o", dir.resolve("fw.out").toString(), in + ".sealed");
            assertArrayEquals(plain, Files.readAllBytes(dir.resolve("fw.out")), key.toString());
        }
        CliRun wrong = CliRun.of("open", "--key-file", keyFile.toString(), "-o", dir.resolve("x").toString(), in + ".sealed");
        assertEquals(1, wrong.exitCode());
        assertTrue(wrong.err().contains("no recipient stanza opens with the key file given"), wrong.err());
        assertTrue(wrong.err().contains("2 SM2, 0 passphrase, 0 key-file stanzas"), wrong.err());
        assertFalse(Files.exists(dir.resolve("x")));
    }

    /** The sealed file of 4 segments of 1 KiB plus a short one, and where its segments start. */
    private record Sealed(byte[] bytes, int header) {
        static final int FULL = SEGMENT + 16;

        byte[] segment(int i) {
            int from = header + i * FULL;
            return Arrays.copyOfRange(bytes, from, Math.min(bytes.length, from + FULL));
        }
    }

    private Sealed sealFive(String aead) throws IOException {
        Path in = Files.write(dir.resolve("five-" + aead), data(4 * SEGMENT + 100, 5));
        ok("seal", "--aead", aead, "--segment-size", "1024", "--key-file", keyFile.toString(), in.toString());
        byte[] bytes = Files.readAllBytes(Path.of(in + ".sealed"));
        return new Sealed(bytes, bytes.length - 4 * Sealed.FULL - 116);
    }

    private CliRun openBytes(byte[] sealed) throws IOException {
        Path f = Files.write(dir.resolve("case.sealed"), sealed);
        Files.deleteIfExists(dir.resolve("case"));
        CliRun r = CliRun.of("open", "--key-file", keyFile.toString(), f.toString());
        assertEquals(1, r.exitCode(), r.err());
        assertFalse(Files.exists(dir.resolve("case")), "nothing appears under the output name");
        assertEquals(List.of(), hiddenFiles(), "no temporary file is left");
        assertEquals(1, r.errLines().size(), r.err());
        return r;
    }

    private static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] out = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }

    @Test
    void everyTamperingHasItsOwnMessageAndWritesNothing() throws IOException {
        keys();
        for (String aead : List.of("gcm", "ccm")) {
            Sealed s = sealFive(aead);
            byte[] head = Arrays.copyOf(s.bytes(), s.header());
            byte[] damaged = s.bytes().clone();
            damaged[s.header() + Sealed.FULL + 10] ^= 1;
            assertTrue(openBytes(damaged).err().contains("segment 2 is damaged"), aead);
            byte[] swapped = concat(head, s.segment(1), s.segment(0), s.segment(2), s.segment(3), s.segment(4));
            assertTrue(openBytes(swapped).err().contains("segment 1 is segment 2 of the file: segments were reordered"), aead);
            byte[] twice = concat(head, s.segment(0), s.segment(1), s.segment(1), s.segment(2), s.segment(3), s.segment(4));
            assertTrue(openBytes(twice).err().contains("segment 3 repeats segment 2"), aead);
            byte[] noLast = concat(head, s.segment(0), s.segment(1), s.segment(2), s.segment(3));
            assertTrue(openBytes(noLast).err().contains("the file ends after segment 4, which is not the last: truncated"), aead);
            byte[] cut = Arrays.copyOf(s.bytes(), s.bytes().length - 50);
            assertTrue(openBytes(cut).err().contains("the file ends inside segment 5"), aead);
            byte[] trailing = concat(s.bytes(), new byte[] {1, 2, 3});
            assertTrue(openBytes(trailing).err().contains("3 bytes follow the last segment (segment 5): trailing data"), aead);
            byte[] header = s.bytes().clone();
            header[12] ^= 1; // the segment size field
            String changed = openBytes(header).err();
            assertTrue(changed.contains("header") , aead + ": " + changed);
            byte[] onlyHeader = head;
            assertTrue(openBytes(onlyHeader).err().contains("truncated (no segment)"), aead);
            Path pass = Files.writeString(dir.resolve("wrong.txt"), "not it\n");
            Path f = Files.write(dir.resolve("case.sealed"), s.bytes());
            CliRun wrong = CliRun.of("open", "--passphrase-file", pass.toString(), f.toString());
            assertEquals(1, wrong.exitCode());
            assertTrue(wrong.err().contains("wrong key or passphrase"), wrong.err());
            CliRun notSealed = CliRun.of("open", "--key-file", keyFile.toString(), "-o", dir.resolve("n").toString(),
                    passFile.toString());
            assertEquals(1, notSealed.exitCode());
            assertTrue(notSealed.err().contains("not a sealed file"), notSealed.err());
        }
    }

    @Test
    void pipelinesThroughStandardInputAndOutput() throws IOException {
        keys();
        byte[] plain = data(200_000, 11);
        CliRun sealed = CliRun.withStdin(plain, "seal", "--key-file", keyFile.toString(), "-");
        assertEquals(0, sealed.exitCode(), sealed.err());
        assertEquals("", sealed.out());
        CliRun opened = CliRun.withStdin(sealed.binary(), "open", "--key-file", keyFile.toString(), "-");
        assertEquals(0, opened.exitCode(), opened.err());
        assertArrayEquals(plain, opened.binary());
        Path file = Files.write(dir.resolve("p.sealed"), sealed.binary());
        CliRun toStdout = CliRun.of("open", "--key-file", keyFile.toString(), "-o", "-", file.toString());
        assertArrayEquals(plain, toStdout.binary());
        CliRun fromStdin = CliRun.withStdin(plain, "seal", "--key-file", keyFile.toString(), "-o",
                dir.resolve("s.sealed").toString(), "-");
        assertEquals(0, fromStdin.exitCode(), fromStdin.err());
        ok("open", "--key-file", keyFile.toString(), dir.resolve("s.sealed").toString());
        assertArrayEquals(plain, Files.readAllBytes(dir.resolve("s")));
    }

    @Test
    void toStandardOutputOnlyVerifiedSegmentsGoOutAndTheFailureNamesTheSegment() throws IOException {
        keys();
        Sealed s = sealFive("gcm");
        byte[] damaged = s.bytes().clone();
        damaged[s.header() + 2 * Sealed.FULL + 5] ^= 0x40;
        CliRun r = CliRun.withStdin(damaged, "open", "--key-file", keyFile.toString(), "-");
        assertEquals(1, r.exitCode());
        assertTrue(r.err().contains("standard input: segment 3 is damaged"), r.err());
        byte[] plain = data(4 * SEGMENT + 100, 5);
        assertArrayEquals(Arrays.copyOf(plain, 2 * SEGMENT), r.binary(), "segments 1 and 2, which verified, and no more");
    }

    @Test
    void existingOutputsNeedForceAndInputsAreNeverReplaced() throws IOException {
        keys();
        Path in = Files.write(dir.resolve("doc"), data(5000, 1));
        ok("seal", "--key-file", keyFile.toString(), in.toString());
        Path sealed = dir.resolve("doc.sealed");
        byte[] first = Files.readAllBytes(sealed);
        CliRun again = CliRun.of("seal", "--key-file", keyFile.toString(), in.toString());
        assertEquals(1, again.exitCode());
        assertTrue(again.err().contains("doc.sealed: file exists (use --force to replace it)"), again.err());
        assertArrayEquals(first, Files.readAllBytes(sealed));
        ok("seal", "--force", "--key-file", keyFile.toString(), in.toString());
        assertFalse(Arrays.equals(first, Files.readAllBytes(sealed)), "a fresh file key and salt");
        CliRun existing = CliRun.of("open", "--key-file", keyFile.toString(), sealed.toString());
        assertEquals(1, existing.exitCode());
        assertTrue(existing.err().contains("file exists"), existing.err());
        assertEquals(2, CliRun.of("seal", "--key-file", keyFile.toString(), "-o", in.toString(), in.toString()).exitCode());
        assertEquals(2, CliRun.of("open", "-f", "--key-file", keyFile.toString(), "-o", sealed.toString(), sealed.toString()).exitCode());
        assertEquals(2, CliRun.of("seal", "-f", "--key-file", keyFile.toString(), "-o", keyFile.toString(), in.toString()).exitCode());
        CliRun noSuffix = CliRun.of("open", "--key-file", keyFile.toString(), in.toString());
        assertEquals(2, noSuffix.exitCode());
        assertTrue(noSuffix.err().contains(in + " does not end in .sealed: name the output with --out"), noSuffix.err());
        assertEquals(List.of(), hiddenFiles());
    }

    @Test
    void clearUsageErrors() throws IOException {
        keys();
        Path in = Files.write(dir.resolve("d"), data(10, 1));
        CliRun none = CliRun.of("seal", in.toString());
        assertEquals(2, none.exitCode());
        assertTrue(none.err().contains("no recipient: give --recipient, --passphrase-file, --passphrase-env or --secret-file"), none.err());
        CliRun absent = CliRun.of("open", dir.resolve("e.sealed").toString());
        assertEquals(1, absent.exitCode(), "the input is checked before anything is asked");
        assertTrue(absent.err().contains("e.sealed") && absent.err().contains("No such file"), absent.err());
        ok("seal", "--passphrase-file", passFile.toString(), "-o", dir.resolve("p.sealed").toString(), in.toString());
        CliRun nothing = CliRun.of("open", dir.resolve("p.sealed").toString());
        assertEquals(2, nothing.exitCode());
        assertTrue(nothing.err().contains("nothing to open with"), nothing.err());
        CliRun aead = CliRun.of("seal", "--aead", "ocb", "--key-file", keyFile.toString(), in.toString());
        assertEquals(2, aead.exitCode());
        assertTrue(aead.err().contains("--aead must be gcm or ccm"), aead.err());
        CliRun segment = CliRun.of("seal", "--segment-size", "16M", "--key-file", keyFile.toString(), in.toString());
        assertEquals(2, segment.exitCode());
        assertTrue(segment.err().contains("--segment-size must be 1K to 8M"), segment.err());
        CliRun both = CliRun.of("seal", "--passphrase-file", passFile.toString(), "--passphrase-env", "HOME", in.toString());
        assertEquals(2, both.exitCode());
        Path tooShort = Files.write(dir.resolve("short.key"), new byte[15]);
        CliRun shortKey = CliRun.of("seal", "--key-file", tooShort.toString(), in.toString());
        assertEquals(1, shortKey.exitCode());
        assertTrue(shortKey.err().contains("short.key: 15 bytes: a key file holds 16 to 64 random bytes"), shortKey.err());
        CliRun missing = CliRun.of("seal", "--key-file", keyFile.toString(), dir.resolve("nope").toString());
        assertEquals(1, missing.exitCode());
        assertTrue(missing.err().contains("nope: No such file or directory"), missing.err());
        assertEquals(List.of(), hiddenFiles());
    }

    @Test
    void theProgressBarOnlyWhenAsked() throws IOException {
        keys();
        Path in = Files.write(dir.resolve("big"), data(6 * 1024 * 1024, 2));
        CliRun asked = ok("seal", "--progress", "--key-file", keyFile.toString(), in.toString());
        // The last line, after the blanking \r: the final state, ending where its text ends.
        String last = asked.err().substring(asked.err().lastIndexOf('\r') + 1);
        assertTrue(last.startsWith("[########################] 100% 6.0 MiB / 6.0 MiB"), asked.err());
        assertTrue(last.contains("/s") && !last.contains("ETA"), last);
        assertTrue(last.endsWith("\n") && !last.endsWith(" \n"), "no trailing blanks: [" + last + "]");
        // Not a terminal (the test's stderr): no bar by default, and never with --quiet.
        assertEquals("", ok("open", "--key-file", keyFile.toString(), "-o", dir.resolve("o1").toString(), in + ".sealed").err());
        assertEquals("", ok("open", "--quiet", "--key-file", keyFile.toString(), "-o", dir.resolve("o2").toString(),
                in + ".sealed").err());
    }

    @Test
    void cliMadeFilesOpenInTheIndependentPythonDecoder() throws Exception {
        PythonDecoder.assumeAvailable();
        keys();
        for (String aead : List.of("gcm", "ccm")) {
            for (int size : new int[] {0, SEGMENT, 3 * SEGMENT + 1}) {
                byte[] plain = data(size, 40 + size);
                Path in = Files.write(dir.resolve("py-" + aead + "-" + size), plain);
                ok("seal", "--aead", aead, "--segment-size", "1K", "--key-file", keyFile.toString(), in.toString());
                ok("seal", "--aead", aead, "--segment-size", "1K", "--passphrase-file", passFile.toString(),
                        "-o", in + ".p.sealed", in.toString());
                Path sealed = Path.of(in + ".sealed");
                assertArrayEquals(plain, PythonDecoder.open(List.of("--key-file", keyFile.toString()), sealed), aead + size);
                assertArrayEquals(plain, PythonDecoder.open(List.of("--passphrase-file", passFile.toString()),
                        Path.of(in + ".p.sealed")), aead + size);
            }
        }
        byte[] piped = CliRun.withStdin("over a pipe".getBytes(StandardCharsets.UTF_8), "seal", "--key-file",
                keyFile.toString(), "-").binary();
        Path p = Files.write(dir.resolve("piped.sealed"), piped);
        assertEquals("over a pipe", new String(PythonDecoder.open(List.of("--key-file", keyFile.toString()), p),
                StandardCharsets.UTF_8));
    }
}
