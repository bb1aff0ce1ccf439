package org.iotcrypt.sm2.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import org.iotcrypt.sm2.Sm2Curve;
import org.iotcrypt.sm2.Sm2Encryption;
import org.iotcrypt.sm2.Sm2KeyPair;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.Sm2Signer;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.testing.Openssl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The encodings end to end with the protocol layer and the openssl command, both ways: keys,
 * DER signatures with the default ID (openssl pkeyutl -rawin -digest sm3 -pkeyopt distid:...)
 * and DER C1C3C2 ciphertexts.
 */
class Sm2OpensslInteropTest {

    private static final String DISTID = "distid:1234567812345678";

    private final SecureRandom random = new SecureRandom();

    @Test
    void opensslKeySignatureAndCiphertextWorkHere(@TempDir Path dir) throws Exception {
        Path keyFile = dir.resolve("key.pem");
        Openssl.run(new byte[0], List.of("openssl", "genpkey", "-algorithm", "SM2", "-out", keyFile.toString()));
        Path pubFile = dir.resolve("pub.pem");
        Openssl.run(new byte[0], List.of("openssl", "pkey", "-in", keyFile.toString(), "-pubout", "-out", pubFile.toString()));
        Sm2PrivateKey key = Sm2KeyEncoding.decodePrivate(Files.readAllBytes(keyFile));
        Sm2PublicKey pub = Sm2KeyEncoding.decodePublic(Files.readAllBytes(pubFile));
        assertEquals(pub, key.publicKey(), "d*G equals the public key openssl wrote");

        for (int i = 0; i < 3; i++) {
            byte[] msg = ("message " + i + " from openssl").getBytes(StandardCharsets.US_ASCII);
            Path msgFile = dir.resolve("msg" + i);
            Files.write(msgFile, msg);
            byte[] sig = Openssl.run(new byte[0], List.of("openssl", "pkeyutl", "-sign", "-inkey", keyFile.toString(),
                    "-rawin", "-digest", "sm3", "-pkeyopt", DISTID, "-in", msgFile.toString()));
            assertTrue(Sm2Signer.verify(pub, Sm2UserId.DEFAULT, msg, Sm2SignatureEncoding.fromDer(sig)));
            byte[] ct = Openssl.run(msg, List.of("openssl", "pkeyutl", "-encrypt", "-pubin", "-inkey", pubFile.toString()));
            assertArrayEquals(msg, Sm2Encryption.decrypt(key, Sm2CiphertextEncoding.decode(ct, CiphertextFormat.DER_C1C3C2)));
        }
    }

    @Test
    void ourKeySignatureAndCiphertextWorkInOpenssl(@TempDir Path dir) throws Exception {
        Sm2KeyPair pair = Sm2KeyPair.generate(Sm2Curve.sm2p256v1(), random);
        Path keyFile = dir.resolve("key.pem");
        Files.writeString(keyFile, Sm2KeyEncoding.pem("PRIVATE KEY", Sm2KeyEncoding.encodePkcs8(pair.privateKey())));
        Path pubFile = dir.resolve("pub.pem");
        Files.writeString(pubFile, Sm2KeyEncoding.pem("PUBLIC KEY", Sm2KeyEncoding.encodeSpki(pair.publicKey())));
        byte[] opensslSpki = Openssl.run(new byte[0], List.of("openssl", "pkey", "-in", keyFile.toString(), "-pubout",
                "-outform", "DER"));
        assertArrayEquals(Sm2KeyEncoding.encodeSpki(pair.publicKey()), opensslSpki, "openssl reads our PKCS#8 and agrees on the public key");

        for (int i = 0; i < 3; i++) {
            byte[] msg = ("message " + i + " from iotcrypt").getBytes(StandardCharsets.US_ASCII);
            Path msgFile = dir.resolve("msg" + i);
            Files.write(msgFile, msg);
            Path sigFile = dir.resolve("sig" + i);
            Files.write(sigFile, Sm2SignatureEncoding.toDer(Sm2Signer.sign(pair.privateKey(), Sm2UserId.DEFAULT, msg, random)));
            String verdict = new String(Openssl.run(new byte[0], List.of("openssl", "pkeyutl", "-verify", "-pubin",
                    "-inkey", pubFile.toString(), "-rawin", "-digest", "sm3", "-pkeyopt", DISTID, "-in", msgFile.toString(),
                    "-sigfile", sigFile.toString())), StandardCharsets.US_ASCII);
            assertEquals("Signature Verified Successfully", verdict.strip());
            byte[] ct = Sm2CiphertextEncoding.encode(Sm2Encryption.encrypt(pair.publicKey(), msg, random),
                    CiphertextFormat.DER_C1C3C2);
            assertArrayEquals(msg, Openssl.run(ct, List.of("openssl", "pkeyutl", "-decrypt", "-inkey", keyFile.toString())));
        }
    }
}
