package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CLI tried as a careless user (issue 42, points 9 to 11): "-" is standard input or output
 * in every {@code sm2} command or a usage error, never a file named "-"; inputs and secrets are
 * checked before a byte is written; an SM2 signature that fails only because OpenSSL 3.0 signed
 * it under an empty ID says so. Each case asserts the exit code, the message and the files left.
 */
class CliCarelessUseTest {

    @TempDir
    Path dir;

    private Path key;
    private Path pub;
    private Path data;

    @BeforeEach
    void keys() throws IOException {
        key = dir.resolve("k.pem");
        pub = dir.resolve("k.pub.pem");
        assertEquals(0, CliRun.of("sm2", "keygen", "--private", key.toString(), "--public", pub.toString()).exitCode());
        data = Files.writeString(dir.resolve("data.txt"), "firmware 1.2.3\n");
    }

    /** Nothing named "-" appeared in the working directory (the module's) or the test's. */
    @AfterEach
    void noFileNamedDash() {
        assertFalse(Files.exists(Path.of("-")), "a file named '-' in the working directory");
        assertFalse(Files.exists(Path.of("-.sig")), "a file named '-.sig' in the working directory");
    }

    @Test
    void dashIsStandardOutputForEveryOutput() throws IOException {
        CliRun sig = CliRun.of("sm2", "sign", "-k", key.toString(), "-o", "-", data.toString());
        assertEquals(0, sig.exitCode(), sig.err());
        assertTrue(sig.binary().length >= 70 && sig.binary()[0] == 0x30, "a DER signature on standard output");
        Path sigFile = Files.write(dir.resolve("data.sig"), sig.binary());
        assertEquals(0, CliRun.of("sm2", "verify", "-k", pub.toString(), "-s", sigFile.toString(), data.toString()).exitCode());

        CliRun keygen = CliRun.of("sm2", "keygen", "--private", "-");
        assertEquals(0, keygen.exitCode(), keygen.err());
        String pem = new String(keygen.binary(), StandardCharsets.US_ASCII);
        assertTrue(pem.startsWith("-----BEGIN PRIVATE KEY-----"), pem);

        CliRun enc = CliRun.of("sm2", "encrypt", "-k", pub.toString(), "-o", "-", data.toString());
        assertEquals(0, enc.exitCode(), enc.err());
        CliRun dec = CliRun.withStdin(enc.binary(), "sm2", "decrypt", "-k", key.toString(), "-");
        assertEquals(0, dec.exitCode(), dec.err());
        assertArrayEquals(Files.readAllBytes(data), dec.binary(), "FILE - decrypts to standard output");

        CliRun req = CliRun.of("sm2", "req", "-k", key.toString(), "--subject", "/CN=device", "-o", "-");
        assertEquals(0, req.exitCode(), req.err());
        assertTrue(new String(req.binary(), StandardCharsets.US_ASCII).startsWith("-----BEGIN CERTIFICATE REQUEST-----"));
        CliRun cert = CliRun.of("sm2", "cert", "--self-sign", "-k", key.toString(), "--subject", "/CN=root", "--ca", "-o", "-");
        assertEquals(0, cert.exitCode(), cert.err());
        assertTrue(new String(cert.binary(), StandardCharsets.US_ASCII).startsWith("-----BEGIN CERTIFICATE-----"));
        assertEquals(List.of("data.sig", "data.txt", "k.pem", "k.pub.pem"), names());
    }

    @Test
    void dashIsStandardInputForTheData() throws IOException {
        byte[] message = Files.readAllBytes(data);
        CliRun sig = CliRun.withStdin(message, "sm2", "sign", "-k", key.toString(), "-");
        assertEquals(0, sig.exitCode(), sig.err());
        Path sigFile = Files.write(dir.resolve("stdin.sig"), sig.binary());
        CliRun ok = CliRun.withStdin(message, "sm2", "verify", "-k", pub.toString(), "-s", sigFile.toString(), "-");
        assertEquals(0, ok.exitCode(), ok.err());
        assertEquals("standard input: signature OK", ok.out().strip());
        CliRun changed = CliRun.withStdin("firmware 6.6.6\n".getBytes(StandardCharsets.UTF_8), "sm2", "verify", "-k",
                pub.toString(), "-s", sigFile.toString(), "-");
        assertEquals(1, changed.exitCode());
        assertTrue(changed.err().contains("standard input: signature INVALID"), changed.err());
        CliRun show = CliRun.withStdin(Files.readAllBytes(pub), "sm2", "show", "-");
        assertEquals(0, show.exitCode(), show.err());
    }

    @Test
    void dashWhereNoStreamFitsIsAUsageError() {
        for (List<String> args : List.of(
                List.of("sm2", "sign", "--key", "-", data.toString()),
                List.of("sm2", "verify", "-k", pub.toString(), "-s", "-", data.toString()),
                List.of("sm2", "verify", "-k", pub.toString(), "-s", data.toString(), "--trust", pub.toString(), "--crl", "-",
                        data.toString()),
                List.of("sm2", "encrypt", "-k", "-", data.toString()),
                List.of("sm2", "keygen", "--private", "-", "--public", "-"),
                List.of("sm2", "req", "-k", "-", "--subject", "/CN=x", "-o", dir.resolve("r.pem").toString()),
                List.of("sm2", "cert", "--self-sign", "-k", "-", "--subject", "/CN=x", "-o", dir.resolve("c.pem").toString()))) {
            CliRun r = CliRun.of(args.toArray(String[]::new));
            assertEquals(2, r.exitCode(), args + ": " + r.err());
            assertTrue(r.err().contains("'-'") || r.err().contains("cannot both be '-'"), args + ": " + r.err());
            assertEquals(0, r.binary().length, args + ": nothing on standard output");
        }
    }

    /** Was: "Salted__" and the salt on standard output, then the failure on the directory. */
    @Test
    void sm4ChecksItsInputsBeforeWritingAByte() throws IOException {
        Path pass = Files.writeString(dir.resolve("pass.txt"), "correct horse\n");
        CliRun directory = CliRun.of("sm4", "encrypt", "--pass-file", pass.toString(), dir.toString());
        assertEquals(1, directory.exitCode(), directory.err());
        assertTrue(directory.err().contains("is a directory"), directory.err());
        assertEquals(0, directory.binary().length, "nothing written");
        CliRun missing = CliRun.of("sm4", "encrypt", "--pass-file", pass.toString(), dir.resolve("absent").toString());
        assertEquals(1, missing.exitCode());
        assertEquals(0, missing.binary().length);
        Path empty = Files.writeString(dir.resolve("empty.txt"), "\n");
        for (String op : List.of("encrypt", "decrypt")) {
            CliRun r = CliRun.of("sm4", op, "--pass-file", empty.toString(), data.toString());
            assertEquals(1, r.exitCode(), r.err());
            assertTrue(r.err().contains("the passphrase is empty"), r.err());
            assertEquals(0, r.binary().length);
        }
        Path latin1 = Files.write(dir.resolve("latin1.txt"), "p\u00e4ss\n".getBytes(StandardCharsets.ISO_8859_1));
        CliRun notText = CliRun.of("sm4", "encrypt", "--pass-file", latin1.toString(), data.toString());
        assertEquals(1, notText.exitCode());
        assertTrue(notText.err().contains("not UTF-8 text"), notText.err());
        assertEquals(0, notText.binary().length);
    }

    /**
     * OpenSSL 3.0 signs with an empty ID by default (pkeyutl and dgst alike): the verification
     * under the GM/T default fails, and the message says that the empty ID would accept it and
     * which option gives it. A signature under the default ID gets no such hint.
     */
    @Test
    void anOpensslDefaultSignatureIsExplained() {
        Peers.assumeOpensslSm2();
        Path sig = dir.resolve("openssl.sig");
        Peers.Output o = Peers.run(List.of("openssl", "pkeyutl", "-sign", "-rawin", "-digest", "sm3", "-inkey", key.toString(),
                "-in", data.toString(), "-out", sig.toString()), null, null);
        assertEquals(0, o.exitCode(), o.err());
        CliRun r = CliRun.of("sm2", "verify", "-k", pub.toString(), "-s", sig.toString(), data.toString());
        assertEquals(1, r.exitCode());
        assertTrue(r.err().contains("signature INVALID") && r.err().contains("valid under the empty user ID instead")
                && r.err().contains("--id ''"), r.err());
        CliRun withEmpty = CliRun.of("sm2", "verify", "--id", "", "-k", pub.toString(), "-s", sig.toString(), data.toString());
        assertEquals(0, withEmpty.exitCode(), withEmpty.err());
        Path dgst = dir.resolve("dgst.sig");
        o = Peers.run(List.of("openssl", "dgst", "-sm3", "-sign", key.toString(), "-out", dgst.toString(), data.toString()),
                null, null);
        assertEquals(0, o.exitCode(), o.err());
        assertEquals(0, CliRun.of("sm2", "verify", "--id", "", "-k", pub.toString(), "-s", dgst.toString(), data.toString())
                .exitCode(), "openssl dgst -sign: the empty ID too");
        CliRun other = CliRun.of("sm2", "verify", "-k", pub.toString(), "-s", dgst.toString(), dir.resolve("k.pem").toString());
        assertEquals(1, other.exitCode());
        assertFalse(other.err().contains("empty user ID"), "no hint when no ID makes it valid: " + other.err());
    }

    private List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
