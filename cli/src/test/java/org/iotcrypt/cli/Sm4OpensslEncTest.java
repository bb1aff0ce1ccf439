package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code iotcrypt sm4 encrypt|decrypt --pass-file} against the {@code openssl enc} command, both
 * directions, for sm4-cbc and sm4-ctr at sizes around the block, with the default and a chosen
 * iteration count, a non-ASCII passphrase, and through standard input and output.
 */
class Sm4OpensslEncTest {

    @TempDir
    Path dir;

    private Path pass;

    @BeforeEach
    void passphrase() throws Exception {
        Peers.assumeOpensslSm3();
        pass = Files.writeString(dir.resolve("pass.txt"), "pässwörd for enc\nsecond line ignored\n");
    }

    private static Peers.Output openssl(String... args) {
        List<String> c = new ArrayList<>(List.of("openssl", "enc"));
        c.addAll(List.of(args));
        return Peers.run(c, null, null);
    }

    private List<String> iterOption(Integer iter) {
        return iter == null ? List.of() : List.of("-iter", iter.toString());
    }

    @Test
    void bothWaysWithOpensslEnc() throws Exception {
        Random random = new Random(3);
        for (String cipher : List.of("sm4-cbc", "sm4-ctr")) {
            for (Integer iter : Arrays.asList(null, 1, 2500)) {
                for (int size : new int[] {0, 1, 15, 16, 17, 4096, 100_003}) {
                    byte[] plain = new byte[size];
                    random.nextBytes(plain);
                    Path in = Files.write(dir.resolve("plain"), plain);
                    String what = cipher + " iter " + iter + " size " + size;
                    // openssl -> iotcrypt
                    Path theirs = dir.resolve("theirs.enc");
                    List<String> e = new ArrayList<>(List.of("-e", "-" + cipher, "-pbkdf2", "-md", "sm3"));
                    e.addAll(iterOption(iter));
                    e.addAll(List.of("-pass", "file:" + pass, "-in", in.toString(), "-out", theirs.toString()));
                    assertEquals(0, openssl(e.toArray(String[]::new)).exitCode(), what);
                    List<String> d = new ArrayList<>(List.of("sm4", "decrypt", "--cipher", cipher, "--pass-file", pass.toString(),
                            "-f", "-o", dir.resolve("ours.dec").toString()));
                    if (iter != null) {
                        d.addAll(List.of("--iter", iter.toString()));
                    }
                    d.add(theirs.toString());
                    CliRun dr = CliRun.of(d.toArray(String[]::new));
                    assertEquals(0, dr.exitCode(), what + ": " + dr.err());
                    assertArrayEquals(plain, Files.readAllBytes(dir.resolve("ours.dec")), what);
                    // iotcrypt -> openssl
                    Path ours = dir.resolve("ours.enc");
                    List<String> s = new ArrayList<>(List.of("sm4", "encrypt", "--cipher", cipher, "--pass-file", pass.toString(),
                            "-f", "-o", ours.toString()));
                    if (iter != null) {
                        s.addAll(List.of("--iter", iter.toString()));
                    }
                    s.add(in.toString());
                    CliRun er = CliRun.of(s.toArray(String[]::new));
                    assertEquals(0, er.exitCode(), what + ": " + er.err());
                    assertEquals(16 + (cipher.equals("sm4-cbc") ? (size / 16 + 1) * 16 : size), Files.size(ours), what);
                    Path back = dir.resolve("back");
                    List<String> o = new ArrayList<>(List.of("-d", "-" + cipher, "-pbkdf2", "-md", "sm3"));
                    o.addAll(iterOption(iter));
                    o.addAll(List.of("-pass", "file:" + pass, "-in", ours.toString(), "-out", back.toString()));
                    Peers.Output od = openssl(o.toArray(String[]::new));
                    assertEquals(0, od.exitCode(), what + ": " + od.err());
                    assertArrayEquals(plain, Files.readAllBytes(back), what);
                }
            }
        }
    }

    @Test
    void standardInputAndOutputAndTheDefaultCipher() throws Exception {
        byte[] plain = "a log line\n".repeat(1000).getBytes(java.nio.charset.StandardCharsets.UTF_8);
        CliRun enc = CliRun.withStdin(plain, "sm4", "encrypt", "--pass-file", pass.toString(), "-");
        assertEquals(0, enc.exitCode(), enc.err());
        assertEquals("Salted__", new String(enc.binary(), 0, 8, java.nio.charset.StandardCharsets.US_ASCII));
        Path f = Files.write(dir.resolve("x.enc"), enc.binary());
        Peers.Output od = openssl("-d", "-sm4-cbc", "-pbkdf2", "-md", "sm3", "-pass", "file:" + pass, "-in", f.toString(),
                "-out", dir.resolve("x").toString());
        assertEquals(0, od.exitCode(), od.err());
        assertArrayEquals(plain, Files.readAllBytes(dir.resolve("x")));
        CliRun dec = CliRun.withStdin(enc.binary(), "sm4", "decrypt", "--pass-file", pass.toString(), "-");
        assertEquals(0, dec.exitCode(), dec.err());
        assertArrayEquals(plain, dec.binary());
    }

    @Test
    void aWrongPassphraseOrAPlainFileIsRefusedAndWritesNothing() throws Exception {
        Path in = Files.write(dir.resolve("p"), new byte[100]);
        Path enc = dir.resolve("p.enc");
        assertEquals(0, openssl("-e", "-sm4-cbc", "-pbkdf2", "-md", "sm3", "-pass", "file:" + pass, "-in", in.toString(),
                "-out", enc.toString()).exitCode());
        Path wrong = Files.writeString(dir.resolve("wrong.txt"), "not the passphrase\n");
        CliRun bad = CliRun.of("sm4", "decrypt", "--pass-file", wrong.toString(), "-o", dir.resolve("out").toString(), enc.toString());
        assertEquals(1, bad.exitCode());
        assertTrue(bad.err().contains("bad decrypt"), bad.err());
        assertFalse(Files.exists(dir.resolve("out")));
        CliRun plain = CliRun.of("sm4", "decrypt", "--pass-file", pass.toString(), "-o", dir.resolve("out").toString(), in.toString());
        assertEquals(1, plain.exitCode());
        assertTrue(plain.err().contains("does not start with Salted__"), plain.err());
        assertFalse(Files.exists(dir.resolve("out")));
    }

    @Test
    void theFileAndHexFormsDoNotMix() {
        assertEquals(2, CliRun.of("sm4", "encrypt", "--pass-file", pass.toString(), "--key", "00", "x").exitCode());
        assertEquals(2, CliRun.of("sm4", "encrypt", "--cipher", "sm4-cbc", "--key", "00".repeat(16), "00").exitCode());
        assertEquals(2, CliRun.of("sm4", "encrypt", "00").exitCode());
        assertEquals(2, CliRun.of("sm4", "encrypt", "--pass-file", pass.toString(), "--cipher", "sm4-gcm", "x").exitCode());
        // Words, not lines: the help wraps its paragraphs.
        String help = CliRun.of("sm4", "--help").out().replaceAll("\\s+", " ");
        assertTrue(help.contains("NOT authenticated") && help.contains("iotcrypt seal"), help);
    }
}
