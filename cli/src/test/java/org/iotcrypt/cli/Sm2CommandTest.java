package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code iotcrypt sm2}: round trips through the commands, and every refusal the CLI promises
 * (bad signatures, malformed files, missing files, outputs that would replace inputs), each
 * with its exit code, one line on stderr, and no output file left behind.
 */
class Sm2CommandTest {

    @TempDir
    Path dir;

    private Path message;

    @BeforeEach
    void keysAndMessage() throws IOException {
        byte[] content = new byte[3 * FileHasher.CHUNK + 5];  // several read chunks when streamed
        new Random(32918).nextBytes(content);
        message = Files.write(dir.resolve("message.bin"), content);
        ok(run("sm2", "keygen", "--private", path("k.pem"), "--public", path("pub.pem")));
    }

    @Test
    void keygenWritesPemPkcs8AndSpkiWithAnOwnerOnlyPrivateKey() throws IOException {
        String privatePem = Files.readString(dir.resolve("k.pem"));
        String publicPem = Files.readString(dir.resolve("pub.pem"));
        assertTrue(privatePem.startsWith("-----BEGIN PRIVATE KEY-----\n"), privatePem);
        assertTrue(privatePem.endsWith("-----END PRIVATE KEY-----\n"), privatePem);
        assertTrue(publicPem.startsWith("-----BEGIN PUBLIC KEY-----\n"), publicPem);
        assumeTrue(Files.getFileStore(dir).supportsFileAttributeView("posix"));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("k.pem"))));
    }

    @Test
    void keygenNeverReplacesAKeyUnlessForced() throws IOException {
        byte[] before = Files.readAllBytes(dir.resolve("k.pem"));
        CliRun again = run("sm2", "keygen", "--private", path("k.pem"), "--public", path("new.pem"));
        failed(again, 1, "k.pem: file exists (use --force to replace it)");
        assertArrayEquals(before, Files.readAllBytes(dir.resolve("k.pem")));
        assertFalse(Files.exists(dir.resolve("new.pem")), "nothing written when one target is refused");

        ok(run("sm2", "keygen", "--force", "--private", path("k.pem"), "--public", path("pub.pem")));
        assertFalse(Arrays.equals(before, Files.readAllBytes(dir.resolve("k.pem"))));
        noTemporaryFilesLeft();
    }

    @Test
    void keygenRefusesOneFileForBothKeys() {
        failed(run("sm2", "keygen", "--private", path("a.pem"), "--public", path("a.pem")), 2,
                "--private and --public name the same file");
    }

    @Test
    void signThenVerify() {
        ok(run("sm2", "sign", "--key", path("k.pem"), message.toString()));
        CliRun r = run("sm2", "verify", "--key", path("pub.pem"), "--signature", message + ".sig", message.toString());
        ok(r);
        assertEquals(message + ": signature OK\n", r.out());
        // The private key file names its public key too.
        ok(run("sm2", "verify", "-k", path("k.pem"), "-s", message + ".sig", message.toString()));
    }

    @Test
    void anotherKeyOrAnotherIdDoesNotVerify() {
        ok(run("sm2", "keygen", "--private", path("k2.pem"), "--public", path("pub2.pem")));
        ok(run("sm2", "sign", "--key", path("k.pem"), "--id", "alice@example.com", "-o", path("sig"), message.toString()));
        ok(run("sm2", "verify", "--key", path("pub.pem"), "--id", "alice@example.com", "-s", path("sig"), message.toString()));
        failed(run("sm2", "verify", "--key", path("pub2.pem"), "--id", "alice@example.com", "-s", path("sig"),
                message.toString()), 1, "signature INVALID");
        failed(run("sm2", "verify", "--key", path("pub.pem"), "-s", path("sig"), message.toString()), 1,
                "signature INVALID");
    }

    /** A signature with one bit flipped inside r is still well-formed DER: a wrong signature, exit 1. */
    @Test
    void aTamperedSignatureFails() throws IOException {
        ok(run("sm2", "sign", "--key", path("k.pem"), "-o", path("sig"), message.toString()));
        byte[] der = Files.readAllBytes(dir.resolve("sig"));
        der[10] ^= 0x01;  // inside r's value: SEQUENCE (2) + INTEGER header (2) + at most one 00 pad
        Files.write(dir.resolve("sig"), der);
        failed(run("sm2", "verify", "--key", path("pub.pem"), "-s", path("sig"), message.toString()), 1,
                message + ": signature INVALID");
    }

    @Test
    void aMalformedSignatureIsCalledSo() throws IOException {
        ok(run("sm2", "sign", "--key", path("k.pem"), "-o", path("sig"), message.toString()));
        byte[] der = Files.readAllBytes(dir.resolve("sig"));
        Files.write(dir.resolve("truncated"), Arrays.copyOf(der, der.length - 1));
        failed(run("sm2", "verify", "--key", path("pub.pem"), "-s", path("truncated"), message.toString()), 1,
                path("truncated") + ": not a DER SM2 signature");
        Files.write(dir.resolve("raw"), new byte[64]);
        failed(run("sm2", "verify", "--key", path("pub.pem"), "-s", path("raw"), message.toString()), 1,
                "not a DER SM2 signature");
    }

    @ParameterizedTest
    @ValueSource(strings = {"der", "c1c3c2", "c1c2c3", "DER"})
    void encryptThenDecryptInEachForm(String format) throws IOException {
        ok(run("sm2", "encrypt", "--key", path("pub.pem"), "--format", format, message.toString()));
        Files.move(message, dir.resolve("original"));
        ok(run("sm2", "decrypt", "--key", path("k.pem"), "--format", format, message + ".sm2"));
        assertArrayEquals(Files.readAllBytes(dir.resolve("original")), Files.readAllBytes(message));
        // The decrypted message is the owner's alone, as the private key is.
        if (Files.getFileStore(dir).supportsFileAttributeView("posix")) {
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(message)));
        }
    }

    @Test
    void rawCiphertextLengthsAreC1PlusC3PlusC2() throws IOException {
        ok(run("sm2", "encrypt", "--key", path("pub.pem"), "--format", "c1c3c2", "-o", path("c"), message.toString()));
        assertEquals(65 + 32 + Files.size(message), Files.size(dir.resolve("c")));
    }

    @Test
    void anEmptyFileIsRefusedByName() throws IOException {
        Files.write(dir.resolve("empty.bin"), new byte[0]);
        failed(run("sm2", "encrypt", "--key", path("pub.pem"), "-o", path("c.sm2"), path("empty.bin")), 1,
                "empty.bin: is empty");
        assertFalse(Files.exists(dir.resolve("c.sm2")));
    }

    @Test
    void anAlteredCiphertextWritesNothing() throws IOException {
        ok(run("sm2", "encrypt", "--key", path("pub.pem"), "-o", path("c.sm2"), message.toString()));
        byte[] c = Files.readAllBytes(dir.resolve("c.sm2"));
        c[c.length - 1] ^= 0x01;  // last byte of C2
        Files.write(dir.resolve("c.sm2"), c);
        failed(run("sm2", "decrypt", "--key", path("k.pem"), path("c.sm2")), 1, "c.sm2: decryption failed");
        assertFalse(Files.exists(dir.resolve("c")));
        noTemporaryFilesLeft();
    }

    @Test
    void theWrongFormOrTheWrongKeyFails() throws IOException {
        ok(run("sm2", "encrypt", "--key", path("pub.pem"), "-o", path("c.sm2"), message.toString()));
        failed(run("sm2", "decrypt", "--key", path("k.pem"), "--format", "c1c3c2", "-o", path("m"), path("c.sm2")), 1,
                "decryption failed");
        ok(run("sm2", "keygen", "--private", path("k2.pem")));
        failed(run("sm2", "decrypt", "--key", path("k2.pem"), "-o", path("m"), path("c.sm2")), 1, "decryption failed");
        assertFalse(Files.exists(dir.resolve("m")));
    }

    @Test
    void decryptNeedsAnOutputNameWithoutTheSuffix() {
        failed(run("sm2", "decrypt", "--key", path("k.pem"), message.toString()), 2, "name the output with --out");
    }

    /** The output may not be any input: not the message, not the key, not the signature. */
    @Test
    void anOutputOntoAnInputIsAUsageError() throws IOException {
        byte[] before = Files.readAllBytes(message);
        for (List<String> args : List.of(
                List.of("sign", "--key", path("k.pem"), "-o", message.toString(), message.toString()),
                List.of("sign", "--key", path("k.pem"), "-f", "-o", path("k.pem"), message.toString()),
                List.of("sign", "--key", path("k.pem"), "-f", "-o", dir + "/./message.bin", message.toString()),
                List.of("encrypt", "--key", path("pub.pem"), "-f", "-o", message.toString(), message.toString()),
                List.of("decrypt", "--key", path("k.pem"), "-f", "-o", message.toString(), message.toString()))) {
            CliRun r = run(Stream.concat(Stream.of("sm2"), args.stream()).toArray(String[]::new));
            failed(r, 2, "refusing to write the output onto the input");
        }
        assertArrayEquals(before, Files.readAllBytes(message));
    }

    @Test
    void aSymbolicLinkToTheInputIsTheInput() throws IOException {
        Path link = dir.resolve("link");
        try {
            Files.createSymbolicLink(link, message);
        } catch (UnsupportedOperationException | IOException e) {
            assumeTrue(false, "no symbolic links here");
        }
        failed(run("sm2", "encrypt", "--key", path("pub.pem"), "-f", "-o", link.toString(), message.toString()), 2,
                "refusing to write the output onto the input");
    }

    @Test
    void missingFilesAreNamed() throws IOException {
        failed(run("sm2", "sign", "--key", path("none.pem"), message.toString()), 1,
                path("none.pem") + ": No such file or directory");
        failed(run("sm2", "sign", "--key", path("k.pem"), path("none")), 1, path("none") + ": No such file or directory");
        failed(run("sm2", "verify", "--key", path("pub.pem"), "-s", path("none.sig"), message.toString()), 1,
                path("none.sig") + ": No such file or directory");
        failed(run("sm2", "encrypt", "--key", path("pub.pem"), path("none")), 1, "No such file or directory");
        failed(run("sm2", "encrypt", "--key", path("pub.pem"), "-o", dir + "/no/dir/c", message.toString()), 1,
                "No such file or directory");
        noTemporaryFilesLeft();
    }

    @Test
    void somethingThatIsNoKeyIsRefused() throws IOException {
        Files.writeString(dir.resolve("junk.pem"), "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n");
        failed(run("sm2", "sign", "--key", path("junk.pem"), message.toString()), 1,
                path("junk.pem") + ": cannot read the SM2 private key");
        Path text = Files.writeString(dir.resolve("notes.txt"), "not a key\n", StandardCharsets.US_ASCII);
        failed(run("sm2", "sign", "--key", text.toString(), "-o", path("s"), message.toString()), 1,
                "cannot read the SM2 private key");
        failed(run("sm2", "sign", "--key", message.toString(), "-o", path("s"), message.toString()), 1,
                "too large for a key file");
        failed(run("sm2", "encrypt", "--key", path("junk.pem"), message.toString()), 1,
                path("junk.pem") + ": cannot read the SM2 public key");
        // A public key where a private key belongs.
        failed(run("sm2", "decrypt", "--key", path("pub.pem"), "-o", path("m"), message.toString()), 1,
                "cannot read the SM2 private key");
        // A raw point that is not on the curve.
        byte[] offCurve = new byte[65];
        offCurve[0] = 4;
        offCurve[64] = 1;
        Files.write(dir.resolve("off.raw"), offCurve);
        CliRun r = run("sm2", "encrypt", "--key", path("off.raw"), message.toString());
        assertEquals(1, r.exitCode(), r.err());
        assertTrue(r.err().startsWith("iotcrypt: " + path("off.raw") + ": "), r.err());
    }

    @Test
    void theUserIdIsChecked() {
        failed(run("sm2", "sign", "--key", path("k.pem"), "--id", "a", "--id-hex", "61", message.toString()), 2,
                "--id or --id-hex, not both");
        failed(run("sm2", "sign", "--key", path("k.pem"), "--id-hex", "6", message.toString()), 2, "not hex");
        failed(run("sm2", "sign", "--key", path("k.pem"), "--id", "x".repeat(8192), message.toString()), 2,
                "at most 8191");
    }

    @Test
    void anUnknownFormatIsAUsageError() {
        failed(run("sm2", "encrypt", "--key", path("pub.pem"), "--format", "pem", message.toString()), 2,
                "'pem' is not one of der, c1c3c2, c1c2c3");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sm2 --help", "sm2 keygen --help", "sm2 sign --help", "sm2 verify --help",
        "sm2 encrypt --help", "sm2 decrypt --help"})
    void helpIsEverywhere(String args) {
        CliRun r = CliRun.of(args.split(" "));
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("Usage: iotcrypt sm2"), r.out());
        assertTrue(r.out().contains("Exit codes:"), r.out());
    }

    @Test
    void sm2AloneIsAUsageError() {
        failed(CliRun.of("sm2"), 2, "missing COMMAND");
    }

    @Test
    void verboseAddsTheStackTrace() {
        CliRun r = CliRun.of("--verbose", "sm2", "sign", "--key", path("none.pem"), message.toString());
        assertEquals(1, r.exitCode());
        assertTrue(r.errLines().size() > 1, r.err());
        assertTrue(r.err().contains("\tat "), r.err());
    }

    private void noTemporaryFilesLeft() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            List<String> temporary = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp")).toList();
            assertEquals(List.of(), temporary);
        }
    }

    private String path(String name) {
        return dir.resolve(name).toString();
    }

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }

    private static void ok(CliRun r) {
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("", r.err());
    }

    /** Exit code {@code code}, one line on stderr containing {@code text}, nothing on stdout. */
    private static void failed(CliRun r, int code, String text) {
        assertEquals(code, r.exitCode(), r.err());
        assertEquals(1, r.errLines().size(), r.err());
        assertTrue(r.err().startsWith("iotcrypt: ") && r.err().contains(text), r.err());
        assertEquals("", r.out());
    }
}
