package org.iotcrypt.seal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The format against its description: the vectors in {@code docs/sealed-format.md} open in the
 * Java reader and, for passphrase and key-file stanzas, in the independent decoder
 * {@code docs/iotseal_open.py} (pyca/cryptography, where python3 has it), which also opens fresh
 * files of both AEADs at the segment boundaries and refuses a tampered one.
 */
class SealedFilePythonTest {

    private static final Path DOC = Path.of("..", "docs", "sealed-format.md");
    private static final Path DECODER = Path.of("..", "docs", "iotseal_open.py");

    @TempDir
    Path dir;

    @Test
    void theDocumentsVectorsOpenInJava() throws IOException {
        List<Map<String, String>> vectors = vectors();
        assertEquals(List.of("passphrase", "key-file", "sm2"), vectors.stream().map(v -> v.get("vector")).toList());
        for (Map<String, String> v : vectors) {
            assertArrayEquals(plaintext(v), SealedFileTest.open(Hex.decode(v.get("sealed")), identity(v)), v.get("vector"));
        }
    }

    @Test
    void theDocumentsVectorsOpenInPython() throws Exception {
        assumePyca();
        for (Map<String, String> v : vectors()) {
            if (v.get("vector").equals("sm2")) {
                continue; // pyca has no SM2 encryption
            }
            Path sealed = Files.write(dir.resolve(v.get("vector") + ".sealed"), Hex.decode(v.get("sealed")));
            assertArrayEquals(plaintext(v), python(option(v), sealed), v.get("vector"));
        }
    }

    private Path keyFile() throws IOException {
        return Files.write(dir.resolve("key"), KEY);
    }

    private Path passFile() throws IOException {
        return Files.write(dir.resolve("pass"), "two words\n".getBytes(StandardCharsets.UTF_8));
    }

    /** The key file and passphrase of the fresh files (the passphrase file holds it and a newline). */
    private static final byte[] KEY = new byte[32];
    private static final byte[] PASS = "two words".getBytes(StandardCharsets.UTF_8);

    static {
        new Random(3).nextBytes(KEY);
    }

    @Test
    void freshFilesOpenInPythonAndTamperingIsRefused() throws Exception {
        assumePyca();
        byte[] key = KEY;
        byte[] pass = PASS;
        Path keyFile = keyFile();
        Path passFile = passFile();
        int cases = 0;
        for (SealedAead aead : SealedAead.values()) {
            for (int size : new int[] {0, 1, 1023, 1024, 1025, 5000}) {
                byte[] plain = new byte[size];
                new Random(size).nextBytes(plain);
                Path viaKey = Files.write(dir.resolve("k.sealed"), SealedFileTest.seal(plain, aead, 1024, Recipient.keyFile(key)));
                assertArrayEquals(plain, python(List.of("--key-file", keyFile.toString()), viaKey), aead + " " + size);
                Path viaPass = Files.write(dir.resolve("p.sealed"),
                        SealedFileTest.seal(plain, aead, 1024, Recipient.passphrase(pass, 1000)));
                assertArrayEquals(plain, python(List.of("--passphrase-file", passFile.toString()), viaPass), aead + " " + size);
                cases += 2;
            }
        }
        assertEquals(24, cases);
        byte[] sealed = SealedFileTest.seal(new byte[3000], SealedAead.GCM, 1024, Recipient.keyFile(key));
        sealed[sealed.length - 20] ^= 1;
        Process p = start(List.of("--key-file", keyFile.toString()), Files.write(dir.resolve("bad.sealed"), sealed));
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(1, p.waitFor(), err);
        assertTrue(err.contains("segment 3 does not verify"), err);
    }

    /**
     * The independent decoder keeps the reader's limits, each with a one-line reason and exit 1,
     * never a traceback: a passphrase beside another stanza, iterations past the cap, an empty
     * last segment after a full one, a cut header, a file that is not there.
     */
    @Test
    void pythonKeepsTheReadersLimits() throws Exception {
        assumePyca();
        Path keyFile = keyFile();
        Path passFile = passFile();
        byte[] fk = SealedFileForge.fileKey();
        byte[] mixed = SealedFileForge.file(SealedAead.GCM, 1024, fk, List.of(SealedFileForge.passphrase(PASS, 1000, fk),
                SealedFileForge.keyFile(KEY, fk)), List.of(new byte[5]), new boolean[] {true});
        assertRefused(List.of("--passphrase-file", passFile.toString()), mixed, "a passphrase opens only a file whose one stanza", 0);
        assertArrayEquals(new byte[5], python(List.of("--key-file", keyFile.toString()), Files.write(dir.resolve("m.sealed"), mixed)));
        byte[] costly = SealedFileForge.file(SealedAead.GCM, 1024, fk, List.of(SealedFileForge.passphraseAsking(20_000_000)),
                List.of(new byte[5]), new boolean[] {true});
        assertRefused(List.of("--passphrase-file", passFile.toString()), costly, "asks for 20000000 PBKDF2 iterations", 0);
        byte[] empty = SealedFileForge.file(SealedAead.CCM, 1024, fk, List.of(SealedFileForge.keyFile(KEY, fk)),
                List.of(new byte[1024], new byte[0]), new boolean[] {false, true});
        assertRefused(List.of("--key-file", keyFile.toString()), empty, "segment 2 is an empty last segment", 1024);
        assertRefused(List.of("--key-file", keyFile.toString()), java.util.Arrays.copyOf(mixed, 40), "the header is cut short", 0);
        Process p = start(List.of("--key-file", keyFile.toString()), dir.resolve("absent.sealed"));
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(1, p.waitFor(), err);
        assertTrue(err.contains("absent.sealed: No such file") && err.lines().count() == 1, err);
    }

    /** Refused with the reason, after {@code released} bytes of segments that verified (streamed, as the CLI does). */
    private void assertRefused(List<String> options, byte[] file, String reason, int released) throws Exception {
        Process p = start(options, Files.write(dir.resolve("refused.sealed"), file));
        byte[] out = p.getInputStream().readAllBytes();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(1, p.waitFor(), err);
        assertTrue(err.contains(reason) && err.lines().count() == 1 && !err.contains("Traceback"), err);
        assertEquals(released, out.length, "only verified segments released");
    }

    private List<String> option(Map<String, String> v) throws IOException {
        if (v.get("vector").equals("passphrase")) {
            return List.of("--passphrase-file", Files.writeString(dir.resolve("pw"), v.get("passphrase") + "\n").toString());
        }
        return List.of("--key-file", Files.write(dir.resolve("kf"), Hex.decode(v.get("key-file"))).toString());
    }

    private static Identity identity(Map<String, String> v) throws IOException {
        switch (v.get("vector")) {
            case "passphrase":
                return Identity.passphrase(v.get("passphrase").getBytes(StandardCharsets.UTF_8));
            case "key-file":
                return Identity.keyFile(Hex.decode(v.get("key-file")));
            default:
                try {
                    return Identity.sm2(Sm2KeyEncoding.decodePrivate(Hex.decode(v.get("sm2-private-key-pkcs8"))));
                } catch (java.security.spec.InvalidKeySpecException e) {
                    throw new IOException(e);
                }
        }
    }

    private static byte[] plaintext(Map<String, String> v) {
        if (v.containsKey("plaintext-ascii")) {
            return v.get("plaintext-ascii").replace("\\n", "\n").getBytes(StandardCharsets.US_ASCII);
        }
        assertEquals("1500 bytes, byte i = i mod 251", v.get("plaintext-pattern"));
        byte[] b = new byte[1500];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) (i % 251);
        }
        return b;
    }

    /** The fenced blocks of the document that start with "vector:": key: value lines, hex continued on the lines after "sealed:" and the key's. */
    static List<Map<String, String>> vectors() throws IOException {
        List<Map<String, String>> out = new ArrayList<>();
        String[] lines = Files.readString(DOC).split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (!lines[i].equals("```") || i + 1 >= lines.length || !lines[i + 1].startsWith("vector:")) {
                continue;
            }
            Map<String, String> v = new LinkedHashMap<>();
            String key = null;
            for (i++; !lines[i].equals("```"); i++) {
                int colon = lines[i].indexOf(": ");
                if (lines[i].endsWith(":")) {
                    key = lines[i].substring(0, lines[i].length() - 1);
                    v.put(key, "");
                } else if (colon > 0 && !lines[i].matches("[0-9a-f]+")) {
                    v.put(lines[i].substring(0, colon), lines[i].substring(colon + 2));
                } else {
                    v.put(key, v.get(key) + lines[i].strip());
                }
            }
            out.add(v);
        }
        return out;
    }

    private static void assumePyca() throws Exception {
        Process p = new ProcessBuilder("python3", "-c", "from cryptography.hazmat.primitives.ciphers import algorithms; algorithms.SM4")
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assumeTrue(p.waitFor() == 0, "python3 with pyca/cryptography is needed: " + out);
    }

    private static byte[] python(List<String> options, Path sealed) throws Exception {
        Process p = start(options, sealed);
        byte[] out = p.getInputStream().readAllBytes();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), err);
        return out;
    }

    private static Process start(List<String> options, Path sealed) throws IOException {
        List<String> command = new ArrayList<>(List.of("python3", DECODER.toString()));
        command.addAll(options);
        command.add(sealed.toString());
        return new ProcessBuilder(command).start();
    }
}
