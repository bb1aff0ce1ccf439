package org.iotcrypt.pkix;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.Security;
import java.security.SecureRandom;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.List;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.EncryptedPrivateKeyInfo;
import javax.crypto.SecretKey;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import org.iotcrypt.provider.IotCryptProvider;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;
import org.iotcrypt.testing.Openssl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Encrypted PKCS#8 in JCA users' hands: {@code EncryptedPrivateKeyInfo} with the provider's
 * {@code SecretKeyFactory}, {@code Cipher} and {@code AlgorithmParameters PBES2}, then
 * {@code KeyFactory SM2}; the keys are what {@code openssl pkcs8 -topk8} wrote, and what the
 * provider encrypts is read back by {@code openssl pkcs8} (AES) or Bouncy Castle's parts (SM).
 *
 * <p>Two JDK limits shape the route. The JDK parses an EncryptedPrivateKeyInfo's parameters with
 * the first provider's {@code AlgorithmParameters PBES2}, and SunJCE's refuses SM4-CBC, so the
 * provider must come before SunJCE for SM keys. And {@code getKeySpec} checks the decrypted
 * PKCS#8 by parsing its curve with SunEC, which has no sm2p256v1, so it fails for every SM2 key;
 * the route is {@code getKeySpec(Cipher)}'s first half, {@code cipher.doFinal(getEncryptedData())}.
 */
class EncryptedPrivateKeyInfoTest {

    private static final char[] PASSWORD = "pass phrase".toCharArray();

    @TempDir
    Path dir;

    @BeforeEach
    void first() {
        Security.insertProviderAt(new IotCryptProvider(), 1);
    }

    @AfterEach
    void remove() {
        Security.removeProvider(IotCryptProvider.NAME);
    }

    @ParameterizedTest
    @ValueSource(strings = {"aes-256-cbc", "sm4-cbc"})
    void opensslsKeysDecryptThroughTheJca(String cipher) throws Exception {
        assumeTrue(Openssl.available());
        Path key = dir.resolve("k.pem");
        Openssl.run(new byte[0], List.of("openssl", "genpkey", "-algorithm", "SM2", "-out", key.toString()));
        Path pass = Files.write(dir.resolve("pass"), new String(PASSWORD).getBytes(StandardCharsets.UTF_8));
        Path der = dir.resolve("k.der");
        Openssl.run(new byte[0], List.of("openssl", "pkcs8", "-topk8", "-v2", cipher, "-in", key.toString(),
                "-passout", "file:" + pass, "-outform", "DER", "-out", der.toString()));

        EncryptedPrivateKeyInfo info = new EncryptedPrivateKeyInfo(Files.readAllBytes(der));
        SecretKey password = SecretKeyFactory.getInstance(info.getAlgName()).generateSecret(new PBEKeySpec(PASSWORD));
        Cipher c = Cipher.getInstance(info.getAlgName());
        c.init(Cipher.DECRYPT_MODE, password, info.getAlgParameters());
        PrivateKey decrypted = KeyFactory.getInstance("SM2").generatePrivate(new PKCS8EncodedKeySpec(c.doFinal(info.getEncryptedData())));
        assertEquals(Sm2KeyEncoding.decodePrivate(Files.readAllBytes(key)).publicKey(),
                Sm2KeyEncoding.decodePrivate(decrypted.getEncoded()).publicKey());

        Cipher wrong = Cipher.getInstance(info.getAlgName());
        wrong.init(Cipher.DECRYPT_MODE, SecretKeyFactory.getInstance(info.getAlgName())
                .generateSecret(new PBEKeySpec("wrong".toCharArray())), info.getAlgParameters());
        assertThrows(BadPaddingException.class, () -> wrong.doFinal(info.getEncryptedData()));
    }

    @Test
    void theProvidersEncryptionIsReadByBouncyCastlesParts() throws Exception {
        PrivateKey key = java.security.KeyPairGenerator.getInstance("SM2").generateKeyPair().getPrivate();
        Cipher c = Cipher.getInstance("PBES2");
        c.init(Cipher.ENCRYPT_MODE, SecretKeyFactory.getInstance("PBES2").generateSecret(new PBEKeySpec(PASSWORD)));
        EncryptedPrivateKeyInfo info = new EncryptedPrivateKeyInfo(c.getParameters(), c.doFinal(key.getEncoded()));
        byte[] der = info.getEncoded();
        org.bouncycastle.asn1.pkcs.EncryptedPrivateKeyInfo bc = org.bouncycastle.asn1.pkcs.EncryptedPrivateKeyInfo.getInstance(der);
        byte[] pkcs8 = BouncyCastlePbes2.decryptSm4(bc.getEncryptionAlgorithm().getParameters().toASN1Primitive().getEncoded(),
                bc.getEncryptedData(), PASSWORD);
        assertArrayEquals(key.getEncoded(), pkcs8);
        assertThrows(IllegalStateException.class, () -> c.doFinal(key.getEncoded()), "one salt and IV per init");
    }

    /** EncryptedPrivateKeys.encrypt: AES is read by openssl pkcs8; SM by Bouncy Castle's parts. */
    @Test
    void encryptedKeysAreReadByThePeers() throws Exception {
        assumeTrue(Openssl.available());
        Sm2PrivateKey key = Sm2KeyEncoding.decodePrivate(
                java.security.KeyPairGenerator.getInstance("SM2").generateKeyPair().getPrivate().getEncoded());
        byte[] pass = new String(PASSWORD).getBytes(StandardCharsets.UTF_8);
        Path passFile = Files.write(dir.resolve("pass"), pass);
        Path aes = Files.write(dir.resolve("aes.der"),
                EncryptedPrivateKeys.encrypt(key, pass, PasswordProtection.AES_256_CBC, new SecureRandom()));
        byte[] clear = Openssl.run(new byte[0], List.of("openssl", "pkcs8", "-inform", "DER", "-in", aes.toString(),
                "-passin", "file:" + passFile));
        assertEquals(key.publicKey(), Sm2KeyEncoding.decodePrivate(clear).publicKey());

        byte[] sm = EncryptedPrivateKeys.encrypt(key, pass, PasswordProtection.SM4_CBC, new SecureRandom());
        org.bouncycastle.asn1.pkcs.EncryptedPrivateKeyInfo bc = org.bouncycastle.asn1.pkcs.EncryptedPrivateKeyInfo.getInstance(sm);
        byte[] pkcs8 = BouncyCastlePbes2.decryptSm4(bc.getEncryptionAlgorithm().getParameters().toASN1Primitive().getEncoded(),
                bc.getEncryptedData(), PASSWORD);
        assertEquals(key.publicKey(), Sm2KeyEncoding.decodePrivate(pkcs8).publicKey());
        assertEquals(key.publicKey(), EncryptedPrivateKeys.decrypt(sm, pass).publicKey());
    }
}
