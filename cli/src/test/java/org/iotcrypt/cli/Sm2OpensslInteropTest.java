package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code iotcrypt sm2} against the {@code openssl} 3 CLI, the independent peer: keys made by
 * each are used by the other, signatures made by each are checked by the other, ciphertexts made
 * by each are decrypted by the other. Skipped (not passed) where openssl lacks SM2.
 */
class Sm2OpensslInteropTest {

    private static final String DEFAULT_ID = "1234567812345678";

    @TempDir
    Path dir;

    private Path message;

    @BeforeEach
    void message() throws IOException {
        Peers.assumeOpensslSm2();
        byte[] content = new byte[1000];
        new Random(32918).nextBytes(content);
        message = Files.write(dir.resolve("message.bin"), content);
    }

    @Test
    void ourKeyFilesAreTheOnesOpensslWrites() throws IOException {
        ok(CliRun.of("sm2", "keygen", "--private", path("k.pem"), "--public", path("pub.pem")));
        // openssl reads both, and writing them back out changes not a byte: the same PKCS#8 and SPKI.
        assertEquals(Files.readString(dir.resolve("k.pem")), openssl("pkey", "-in", path("k.pem")));
        assertEquals(Files.readString(dir.resolve("pub.pem")), openssl("pkey", "-in", path("k.pem"), "-pubout"));
        assertEquals(Files.readString(dir.resolve("pub.pem")),
                openssl("pkey", "-pubin", "-in", path("pub.pem"), "-pubout"));
        assertTrue(openssl("pkey", "-in", path("k.pem"), "-noout", "-text").contains("ASN1 OID: SM2"));
    }

    @Test
    void opensslVerifiesOurSignature() {
        ok(CliRun.of("sm2", "keygen", "--private", path("k.pem"), "--public", path("pub.pem")));
        ok(CliRun.of("sm2", "sign", "--key", path("k.pem"), "--out", path("sig.der"), message.toString()));
        assertEquals("Signature Verified Successfully\n", opensslVerify(DEFAULT_ID, "pub.pem", "sig.der"));
    }

    @Test
    void weVerifyOpensslsSignatureAndRejectItForAnotherFile() throws IOException {
        opensslKeys();
        openssl("pkeyutl", "-sign", "-rawin", "-digest", "sm3", "-pkeyopt", "distid:" + DEFAULT_ID,
                "-inkey", path("k.pem"), "-in", message.toString(), "-out", path("sig.der"));
        CliRun r = CliRun.of("sm2", "verify", "--key", path("pub.pem"), "--signature", path("sig.der"), message.toString());
        ok(r);
        assertEquals(message + ": signature OK\n", r.out());

        Path other = Files.write(dir.resolve("other.bin"), new byte[] {1, 2, 3});
        CliRun wrong = CliRun.of("sm2", "verify", "--key", path("pub.pem"), "--signature", path("sig.der"), other.toString());
        assertEquals(1, wrong.exitCode(), wrong.err());
        assertTrue(wrong.err().contains("signature INVALID"), wrong.err());
    }

    /** Keys openssl encrypted (PBES2, AES-256-CBC or SM4-CBC) sign and decrypt with --passphrase-file. */
    @Test
    void encryptedKeysWorkWithThePassphraseFile() throws IOException {
        opensslKeys();
        Files.writeString(dir.resolve("pass.txt"), "correct horse\n");
        for (String cipher : List.of("aes-256-cbc", "sm4-cbc")) {
            openssl("pkcs8", "-topk8", "-in", path("k.pem"), "-v2", cipher, "-passout", "file:" + path("pass.txt"),
                    "-out", path("enc.pem"));
            ok(CliRun.of("sm2", "sign", "--key", path("enc.pem"), "--passphrase-file", path("pass.txt"), "--force",
                    "--out", path("sig.der"), message.toString()));
            assertEquals("Signature Verified Successfully\n", opensslVerify(DEFAULT_ID, "pub.pem", "sig.der"));
        }
        openssl("pkeyutl", "-encrypt", "-pubin", "-inkey", path("pub.pem"), "-in", message.toString(), "-out", path("c.sm2"));
        ok(CliRun.of("sm2", "decrypt", "--key", path("enc.pem"), "--passphrase-file", path("pass.txt"), "--out",
                path("plain"), path("c.sm2")));
        assertArrayEquals(Files.readAllBytes(message), Files.readAllBytes(dir.resolve("plain")));

        CliRun none = CliRun.of("sm2", "sign", "--key", path("enc.pem"), "--out", path("x.der"), message.toString());
        assertEquals(1, none.exitCode());
        assertTrue(none.err().contains("give its passphrase with --key-passphrase-file"), none.err());
        Files.writeString(dir.resolve("wrong.txt"), "wrong horse\n");
        CliRun wrong = CliRun.of("sm2", "sign", "--key", path("enc.pem"), "--passphrase-file", path("wrong.txt"),
                "--out", path("x.der"), message.toString());
        assertEquals(1, wrong.exitCode());
        assertTrue(wrong.err().contains("wrong passphrase"), wrong.err());
        assertTrue(!Files.exists(dir.resolve("x.der")));
    }

    /**
     * keygen --passphrase-file writes what openssl pkcs8 decrypts (aes, the default) and what
     * this tool reads back (sm4: PBKDF2-HMAC-SM3, which OpenSSL 3.0 has no OID for, so it refuses).
     */
    @Test
    void keygenEncryptsUnderThePassphrase() throws IOException {
        Files.writeString(dir.resolve("pass.txt"), "correct horse\n");
        ok(CliRun.of("sm2", "keygen", "--private", path("enc.pem"), "--public", path("pub.pem"),
                "--passphrase-file", path("pass.txt")));
        assertTrue(Files.readString(dir.resolve("enc.pem")).startsWith("-----BEGIN ENCRYPTED PRIVATE KEY-----"));
        assertEquals(Files.readString(dir.resolve("pub.pem")),
                openssl("pkey", "-in", path("enc.pem"), "-passin", "file:" + path("pass.txt"), "-pubout"));
        assertTrue(openssl("asn1parse", "-in", path("enc.pem")).contains("aes-256-cbc"));

        ok(CliRun.of("sm2", "keygen", "--private", path("sm.pem"), "--public", path("smpub.pem"),
                "--passphrase-file", path("pass.txt"), "--protection", "sm4"));
        assertTrue(openssl("asn1parse", "-in", path("sm.pem")).contains("sm4-cbc"));
        ok(CliRun.of("sm2", "sign", "--key", path("sm.pem"), "--passphrase-file", path("pass.txt"),
                "--out", path("sig.der"), message.toString()));
        assertEquals("Signature Verified Successfully\n", opensslVerify(DEFAULT_ID, "smpub.pem", "sig.der"));
    }

    /** A certificate stands for its key wherever a public key is asked for (verify, encrypt). */
    @Test
    void aCertificateServesAsThePublicKey() throws IOException {
        opensslKeys();
        openssl("req", "-new", "-x509", "-key", path("k.pem"), "-sm3", "-subj", "/CN=signer", "-days", "10",
                "-out", path("cert.pem"));
        openssl("x509", "-in", path("cert.pem"), "-outform", "DER", "-out", path("cert.der"));
        openssl("pkeyutl", "-sign", "-rawin", "-digest", "sm3", "-pkeyopt", "distid:" + DEFAULT_ID,
                "-inkey", path("k.pem"), "-in", message.toString(), "-out", path("sig.der"));
        for (String cert : List.of("cert.pem", "cert.der")) {
            CliRun r = CliRun.of("sm2", "verify", "--key", path(cert), "--signature", path("sig.der"), message.toString());
            ok(r);
            assertEquals(message + ": signature OK\n", r.out());
        }
        ok(CliRun.of("sm2", "encrypt", "--key", path("cert.pem"), "--out", path("c.der"), message.toString()));
        openssl("pkeyutl", "-decrypt", "-inkey", path("k.pem"), "-in", path("c.der"), "-out", path("decrypted"));
        assertArrayEquals(Files.readAllBytes(message), Files.readAllBytes(dir.resolve("decrypted")));

        // A certificate of another kind of key says so.
        openssl("req", "-new", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
                "-keyout", path("p256.key"), "-subj", "/CN=p256", "-days", "10", "-out", path("p256.pem"));
        CliRun p256 = CliRun.of("sm2", "verify", "--key", path("p256.pem"), "--signature", path("sig.der"), message.toString());
        assertEquals(1, p256.exitCode(), p256.err());
        assertTrue(p256.err().contains("holds a key of type EC, not an SM2 key"), p256.err());
    }

    @Test
    void aCustomUserIdMeansTheSameToBoth() {
        opensslKeys();
        String id = "ALICE123@YAHOO.COM";
        ok(CliRun.of("sm2", "sign", "--key", path("k.pem"), "--id", id, "--out", path("sig.der"), message.toString()));
        assertEquals("Signature Verified Successfully\n", opensslVerify(id, "pub.pem", "sig.der"));
        // Under the default ID the same signature is someone else's: openssl must reject it.
        Peers.Output o = Peers.run(opensslVerifyCommand(DEFAULT_ID, "pub.pem", "sig.der"), null, dir);
        assertEquals(1, o.exitCode(), o.out() + o.err());

        openssl("pkeyutl", "-sign", "-rawin", "-digest", "sm3", "-pkeyopt", "distid:" + id,
                "-inkey", path("k.pem"), "-in", message.toString(), "-out", path("theirs.der"));
        ok(CliRun.of("sm2", "verify", "--key", path("pub.pem"), "-s", path("theirs.der"), "--id-hex",
                "414c494345313233405941484f4f2e434f4d", message.toString()));
        assertEquals(1, CliRun.of("sm2", "verify", "--key", path("pub.pem"), "-s", path("theirs.der"),
                message.toString()).exitCode());
    }

    @Test
    void weDecryptOpensslsCiphertext() throws IOException {
        opensslKeys();
        openssl("pkeyutl", "-encrypt", "-pubin", "-inkey", path("pub.pem"), "-in", message.toString(),
                "-out", path("message.bin.sm2"));
        ok(CliRun.of("sm2", "decrypt", "--key", path("k.pem"), "--out", path("decrypted"), path("message.bin.sm2")));
        assertArrayEquals(Files.readAllBytes(message), Files.readAllBytes(dir.resolve("decrypted")));
    }

    @Test
    void opensslDecryptsOurCiphertext() throws IOException {
        opensslKeys();
        ok(CliRun.of("sm2", "encrypt", "--key", path("pub.pem"), "--out", path("c.der"), message.toString()));
        openssl("pkeyutl", "-decrypt", "-inkey", path("k.pem"), "-in", path("c.der"), "-out", path("decrypted"));
        assertArrayEquals(Files.readAllBytes(message), Files.readAllBytes(dir.resolve("decrypted")));
    }

    /**
     * Every private key form openssl writes for an SM2 key: PKCS#8 PEM and DER, SEC1 PEM ("SM2
     * PRIVATE KEY") and DER; and the public key as SPKI PEM and DER.
     */
    @ParameterizedTest
    @ValueSource(strings = {"k.pem", "k.der", "sec1.pem", "sec1.der"})
    void everyKeyFormOpensslWritesIsRead(String keyFile) {
        opensslKeys();
        openssl("pkey", "-in", path("k.pem"), "-outform", "DER", "-out", path("k.der"));
        openssl("ec", "-in", path("k.pem"), "-out", path("sec1.pem"));
        openssl("ec", "-in", path("k.pem"), "-outform", "DER", "-out", path("sec1.der"));
        openssl("pkey", "-pubin", "-in", path("pub.pem"), "-outform", "DER", "-out", path("pub.der"));
        ok(CliRun.of("sm2", "sign", "--key", path(keyFile), "--out", path("sig.der"), message.toString()));
        assertEquals("Signature Verified Successfully\n", opensslVerify(DEFAULT_ID, "pub.pem", "sig.der"));
        ok(CliRun.of("sm2", "verify", "--key", path("pub.der"), "-s", path("sig.der"), message.toString()));
        ok(CliRun.of("sm2", "encrypt", "--key", path("pub.der"), "--out", path("c.der"), message.toString()));
        ok(CliRun.of("sm2", "decrypt", "--key", path(keyFile), "--out", path("decrypted"), path("c.der")));
    }

    /** Raw keys: d as 32 bytes (from openssl's text dump) and the point 04||x||y (the tail of openssl's SPKI). */
    @Test
    void rawKeysAreRead() throws IOException {
        opensslKeys();
        String text = openssl("pkey", "-in", path("k.pem"), "-noout", "-text");
        String hex = text.substring(text.indexOf("priv:") + 5, text.indexOf("pub:")).replaceAll("[\\s:]", "");
        byte[] d = new BigInteger(hex, 16).toByteArray();
        byte[] d32 = new byte[32];
        System.arraycopy(d, Math.max(0, d.length - 32), d32, Math.max(0, 32 - d.length), Math.min(32, d.length));
        Files.write(dir.resolve("k.raw"), d32);
        openssl("pkey", "-pubin", "-in", path("pub.pem"), "-outform", "DER", "-out", path("pub.der"));
        byte[] spki = Files.readAllBytes(dir.resolve("pub.der"));
        Files.write(dir.resolve("pub.raw"), Arrays.copyOfRange(spki, spki.length - 65, spki.length));

        ok(CliRun.of("sm2", "sign", "--key", path("k.raw"), "--out", path("sig.der"), message.toString()));
        assertEquals("Signature Verified Successfully\n", opensslVerify(DEFAULT_ID, "pub.pem", "sig.der"));
        ok(CliRun.of("sm2", "verify", "--key", path("pub.raw"), "-s", path("sig.der"), message.toString()));
    }

    private void opensslKeys() {
        openssl("genpkey", "-algorithm", "SM2", "-out", path("k.pem"));
        openssl("pkey", "-in", path("k.pem"), "-pubout", "-out", path("pub.pem"));
    }

    private String opensslVerify(String id, String publicKey, String signature) {
        Peers.Output o = Peers.run(opensslVerifyCommand(id, publicKey, signature), null, dir);
        assertEquals(0, o.exitCode(), o.out() + o.err());
        return o.out();
    }

    private List<String> opensslVerifyCommand(String id, String publicKey, String signature) {
        return List.of("openssl", "pkeyutl", "-verify", "-rawin", "-digest", "sm3", "-pkeyopt", "distid:" + id,
                "-pubin", "-inkey", path(publicKey), "-in", message.toString(), "-sigfile", path(signature));
    }

    private String openssl(String... args) {
        List<String> command = new ArrayList<>(List.of("openssl"));
        command.addAll(List.of(args));
        Peers.Output o = Peers.run(command, null, dir);
        assertEquals(0, o.exitCode(), String.join(" ", command) + ": " + o.err());
        return o.out();
    }

    private String path(String name) {
        return dir.resolve(name).toString();
    }

    private static void ok(CliRun r) {
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("", r.err());
    }
}
