package org.iotcrypt.pkix;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.spec.InvalidKeySpecException;
import java.util.List;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;
import org.iotcrypt.testing.Openssl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Encrypted PKCS#8 keys written by {@code openssl pkcs8 -topk8 -v2 ...} decrypt to the key
 * {@code openssl} wrote in the clear; PBKDF2 with HMAC-SM3 (which OpenSSL 3.0's pkcs8 cannot
 * select) is checked against pyca/cryptography.
 */
class EncryptedPrivateKeyTest {

    @TempDir
    Path dir;

    private static final byte[] PASS = "correct horse battery".getBytes(StandardCharsets.UTF_8);

    @ParameterizedTest
    @ValueSource(strings = {"aes-256-cbc hmacWithSHA256", "sm4-cbc hmacWithSHA256", "aes-128-cbc hmacWithSHA512",
        "aes-192-cbc hmacWithSHA1", "sm4-cbc hmacWithSHA384"})
    void opensslsEncryptedKeysDecrypt(String scheme) throws Exception {
        assumeTrue(Openssl.available());
        String[] s = scheme.split(" ");
        Path key = dir.resolve("k.pem");
        Path pass = Files.write(dir.resolve("pass.txt"), PASS);
        Openssl.run(new byte[0], List.of("openssl", "genpkey", "-algorithm", "SM2", "-out", key.toString()));
        Path enc = dir.resolve("enc.pem");
        Openssl.run(new byte[0], List.of("openssl", "pkcs8", "-topk8", "-in", key.toString(), "-v2", s[0], "-v2prf", s[1],
                "-passout", "file:" + pass, "-out", enc.toString()));
        Sm2PrivateKey clear = Sm2KeyEncoding.decodePrivate(Files.readAllBytes(key));
        byte[] pem = Files.readAllBytes(enc);
        assertTrue(EncryptedPrivateKeys.isEncrypted(pem));
        assertFalse(EncryptedPrivateKeys.isEncrypted(Files.readAllBytes(key)));
        Sm2PrivateKey decrypted = EncryptedPrivateKeys.decrypt(pem, PASS);
        assertEquals(clear.publicKey(), decrypted.publicKey());
        // DER as well
        Path der = dir.resolve("enc.der");
        Openssl.run(new byte[0], List.of("openssl", "pkcs8", "-topk8", "-in", key.toString(), "-v2", s[0], "-v2prf", s[1],
                "-passout", "file:" + pass, "-outform", "DER", "-out", der.toString()));
        assertEquals(clear.publicKey(), EncryptedPrivateKeys.decrypt(Files.readAllBytes(der), PASS).publicKey());

        InvalidKeySpecException wrong = assertThrows(InvalidKeySpecException.class,
                () -> EncryptedPrivateKeys.decrypt(pem, "wrong".getBytes(StandardCharsets.UTF_8)));
        assertTrue(wrong.getMessage().startsWith("wrong passphrase"), wrong.getMessage());
    }

    @Test
    void malformedInputIsAnInvalidKeySpec() throws Exception {
        assertThrows(InvalidKeySpecException.class, () -> EncryptedPrivateKeys.decrypt(new byte[] {0x30, 0}, PASS));
        assertThrows(InvalidKeySpecException.class, () -> EncryptedPrivateKeys.decrypt(new byte[0], PASS));
    }

    /** PBKDF2-HMAC-SM3 against pyca/cryptography's PBKDF2HMAC(SM3), where that Python is present. */
    @Test
    void pbkdf2WithHmacSm3AgreesWithPyca() throws Exception {
        Process p = new ProcessBuilder(List.of("python3", "-c",
                "from cryptography.hazmat.primitives.kdf.pbkdf2 import PBKDF2HMAC\n"
                        + "from cryptography.hazmat.primitives import hashes\n"
                        + "print(PBKDF2HMAC(hashes.SM3(), 48, b'NaCl-salt', 1000).derive(b'correct horse battery').hex())"))
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assumeTrue(p.waitFor() == 0, "python3 with pyca/cryptography is needed: " + out);
        byte[] ours = Pbes2.pbkdf2(Pbes2.HMAC_SM3, PASS, "NaCl-salt".getBytes(StandardCharsets.US_ASCII), 1000, 48);
        assertEquals(out, Hex.encode(ours));
        // And HMAC-SHA256's PBKDF2 against the JDK's own.
        javax.crypto.SecretKeyFactory jdk = javax.crypto.SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256");
        byte[] theirs = jdk.generateSecret(new javax.crypto.spec.PBEKeySpec("correct horse battery".toCharArray(),
                "NaCl-salt".getBytes(StandardCharsets.US_ASCII), 1000, 8 * 48)).getEncoded();
        assertArrayEquals(theirs, Pbes2.pbkdf2("1.2.840.113549.2.9", PASS, "NaCl-salt".getBytes(StandardCharsets.US_ASCII),
                1000, 48));
    }
}
