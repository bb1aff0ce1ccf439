package org.iotcrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.ArrayList;
import java.util.List;
import javax.crypto.Cipher;
import org.iotcrypt.testing.Openssl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JCA services against the {@code openssl} 3 command, both ways: keys from
 * {@code openssl genpkey -algorithm SM2} through KeyFactory, signatures with the default and a
 * custom ID ({@code pkeyutl -rawin -digest sm3 -pkeyopt distid:...}), and DER C1C3C2 ciphertexts.
 */
class Sm2OpensslJcaTest {

    private static final String CUSTOM_ID = "ALICE123@YAHOO.COM";

    @Test
    void opensslKeysSignaturesAndCiphertextsWorkHere(@TempDir Path dir) throws Exception {
        Path keyFile = dir.resolve("key.der");
        Path pem = dir.resolve("key.pem");
        openssl("genpkey", "-algorithm", "SM2", "-out", pem.toString());
        openssl("pkcs8", "-topk8", "-nocrypt", "-in", pem.toString(), "-outform", "DER", "-out", keyFile.toString());
        byte[] spki = Openssl.run(new byte[0], List.of("openssl", "pkey", "-in", pem.toString(), "-pubout", "-outform", "DER"));
        KeyFactory kf = KeyFactory.getInstance("SM2", Fixtures.IOT);
        PrivateKey priv = kf.generatePrivate(new PKCS8EncodedKeySpec(Files.readAllBytes(keyFile)));
        PublicKey pub = kf.generatePublic(new X509EncodedKeySpec(spki));
        assertArrayEquals(Files.readAllBytes(keyFile), priv.getEncoded(), "PKCS#8 written back as openssl wrote it");
        assertArrayEquals(spki, pub.getEncoded());

        for (String id : new String[] {"1234567812345678", CUSTOM_ID}) {
            byte[] msg = ("signed by openssl for " + id).getBytes(StandardCharsets.US_ASCII);
            Path msgFile = dir.resolve("msg");
            Files.write(msgFile, msg);
            byte[] sig = Openssl.run(new byte[0], List.of("openssl", "pkeyutl", "-sign", "-inkey", pem.toString(),
                    "-rawin", "-digest", "sm3", "-pkeyopt", "distid:" + id, "-in", msgFile.toString()));
            Signature v = Signature.getInstance("SM3withSM2", Fixtures.IOT);
            v.setParameter(new Sm2ParameterSpec(id.getBytes(StandardCharsets.US_ASCII)));
            v.initVerify(pub);
            v.update(msg);
            assertTrue(v.verify(sig), id);
        }
        byte[] msg = "encrypted by openssl".getBytes(StandardCharsets.US_ASCII);
        Path pubFile = dir.resolve("pub.der");
        Files.write(pubFile, spki);
        byte[] ct = Openssl.run(msg, List.of("openssl", "pkeyutl", "-encrypt", "-pubin", "-keyform", "DER",
                "-inkey", pubFile.toString()));
        Cipher c = Cipher.getInstance("SM2", Fixtures.IOT);
        c.init(Cipher.DECRYPT_MODE, priv);
        assertArrayEquals(msg, c.doFinal(ct));
    }

    @Test
    void ourKeysSignaturesAndCiphertextsWorkInOpenssl(@TempDir Path dir) throws Exception {
        KeyPair kp = Sm2Fixtures.ours();
        Path keyFile = dir.resolve("key.der");
        Files.write(keyFile, kp.getPrivate().getEncoded());
        Path pubFile = dir.resolve("pub.der");
        Files.write(pubFile, kp.getPublic().getEncoded());
        byte[] opensslSpki = Openssl.run(new byte[0], List.of("openssl", "pkey", "-inform", "DER", "-in", keyFile.toString(),
                "-pubout", "-outform", "DER"));
        assertArrayEquals(kp.getPublic().getEncoded(), opensslSpki, "openssl derives the same public key from our PKCS#8");

        for (String id : new String[] {"1234567812345678", CUSTOM_ID}) {
            byte[] msg = ("signed by iotcrypt for " + id).getBytes(StandardCharsets.US_ASCII);
            Path msgFile = dir.resolve("msg");
            Files.write(msgFile, msg);
            Signature s = Signature.getInstance("SM3withSM2", Fixtures.IOT);
            s.setParameter(new Sm2ParameterSpec(id.getBytes(StandardCharsets.US_ASCII)));
            s.initSign(kp.getPrivate());
            s.update(msg);
            Path sigFile = dir.resolve("sig");
            Files.write(sigFile, s.sign());
            String verdict = new String(Openssl.run(new byte[0], List.of("openssl", "pkeyutl", "-verify", "-pubin",
                    "-keyform", "DER", "-inkey", pubFile.toString(), "-rawin", "-digest", "sm3", "-pkeyopt", "distid:" + id,
                    "-in", msgFile.toString(), "-sigfile", sigFile.toString())), StandardCharsets.US_ASCII);
            assertEquals("Signature Verified Successfully", verdict.strip(), id);
        }
        byte[] msg = "encrypted by iotcrypt".getBytes(StandardCharsets.US_ASCII);
        Cipher c = Cipher.getInstance("SM2", Fixtures.IOT);
        c.init(Cipher.ENCRYPT_MODE, kp.getPublic());
        byte[] ct = c.doFinal(msg);
        assertArrayEquals(msg, Openssl.run(ct, List.of("openssl", "pkeyutl", "-decrypt", "-keyform", "DER",
                "-inkey", keyFile.toString())));
    }

    private static void openssl(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("openssl"));
        command.addAll(List.of(args));
        Openssl.run(new byte[0], command);
    }
}
