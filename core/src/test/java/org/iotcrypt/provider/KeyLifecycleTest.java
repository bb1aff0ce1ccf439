package org.iotcrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.InvalidAlgorithmParameterException;
import java.security.KeyPair;
import java.security.SecureRandom;
import java.security.Signature;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.testing.RandomBytes;
import org.iotcrypt.testing.Residue;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, fix 4, through the JCA: a cipher keeps one raw copy of its key (the nonce-reuse guard
 * no longer keeps a second), destroys its expanded key when an init brings another, and a key
 * object of this provider's destroys what ciphers and MACs expanded from it.
 */
class KeyLifecycleTest {

    private final Random random = new Random(0x1fe);

    /** The SPI driven directly (same package): javax.crypto.Cipher's field for it cannot be read. */
    private static Sm4CipherSpi spi(String mode) throws Exception {
        Sm4CipherSpi spi = new Sm4CipherSpi();
        spi.engineSetMode(mode);
        spi.engineSetPadding("NoPadding");
        return spi;
    }

    @Test
    void aCipherHoldsOneRawCopyOfItsKey() throws Exception {
        byte[] key = RandomBytes.of(random, 16);
        SecretKeySpec k1 = new SecretKeySpec(key, "SM4");
        Sm4CipherSpi gcm = spi("GCM");
        gcm.engineInit(Cipher.ENCRYPT_MODE, k1, new GCMParameterSpec(128, new byte[12]), null);
        gcm.engineDoFinal(new byte[20], 0, 20);
        Residue.assertCopies(1, Residue.copiesOf(gcm, key));

        // the guard still refuses the same key and nonce, also after a decryption init between
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> gcm.engineInit(Cipher.ENCRYPT_MODE, k1, new GCMParameterSpec(128, new byte[12]), null));
        byte[] nonce = RandomBytes.of(random, 12);
        gcm.engineInit(Cipher.ENCRYPT_MODE, k1, new GCMParameterSpec(128, nonce), null);
        gcm.engineInit(Cipher.DECRYPT_MODE, k1, new GCMParameterSpec(128, new byte[12]), null);
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> gcm.engineInit(Cipher.ENCRYPT_MODE, k1, new GCMParameterSpec(128, nonce), null));
        Residue.assertCopies(1, Residue.copiesOf(gcm, key));
    }

    @Test
    void anInitWithAnotherKeyDestroysTheExpandedOne() throws Exception {
        Sm4CipherSpi ecb = spi("ECB");
        byte[] k1 = RandomBytes.of(random, 16);
        ecb.engineInit(Cipher.ENCRYPT_MODE, new SecretKeySpec(k1, "SM4"), (SecureRandom) null);
        BlockCipher first = engine(ecb);
        ecb.engineInit(Cipher.ENCRYPT_MODE, new SecretKeySpec(k1.clone(), "SM4"), (SecureRandom) null);
        assertTrue(first == engine(ecb), "the same key reuses the expanded one");
        assertFalse(first.isDestroyed());
        ecb.engineInit(Cipher.ENCRYPT_MODE, new SecretKeySpec(RandomBytes.of(random, 16), "SM4"),
                (SecureRandom) null);
        assertTrue(first.isDestroyed(), "the previous key's engine is destroyed");
        Residue.assertCopies(0, Residue.copiesOf(ecb, k1));
    }

    @Test
    void destroyingAGeneratedKeyDisablesTheCiphersAndMacsMadeFromIt() throws Exception {
        KeyGenerator generator = KeyGenerator.getInstance("SM4", Fixtures.IOT);
        SecretKey key = generator.generateKey();
        byte[] raw = key.getEncoded();
        Sm4CipherSpi ctrSpi = spi("CTR");
        ctrSpi.engineInit(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(new byte[16]), null);
        Cipher ctr = Cipher.getInstance("SM4/CTR/NoPadding", Fixtures.IOT);
        ctr.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(new byte[16]));
        Mac mac = Mac.getInstance("HmacSM3", Fixtures.IOT);
        mac.init(key);
        Mac cloned = (Mac) mac.clone();
        assertEquals(32, ctr.update(new byte[32]).length);
        assertEquals(32, ctrSpi.engineUpdate(new byte[32], 0, 32).length);

        key.destroy();
        assertTrue(key.isDestroyed());
        assertThrows(IllegalStateException.class, key::getEncoded);
        assertThrows(IllegalStateException.class, () -> ctr.doFinal(new byte[16]));
        assertThrows(IllegalStateException.class, () -> mac.doFinal(new byte[3]));
        assertThrows(IllegalStateException.class, () -> cloned.update((byte) 1));
        assertThrows(IllegalStateException.class, () -> ctrSpi.engineUpdate(new byte[1], 0, 1),
                "key stream buffered before the destroy is not used after it");
        assertTrue(engine(ctrSpi).isDestroyed());
        Residue.assertCopies(0, Residue.copiesOf(ctrSpi, raw));
        Residue.assertZero(Residue.field(ctrSpi, "operation"), "keyStream");

        // a cipher re-initialized with the same bytes in another key object expands them afresh
        ctr.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(raw, "SM4"), new IvParameterSpec(new byte[16]));
        Cipher bc = Cipher.getInstance("SM4/CTR/NoPadding", Fixtures.BC);
        bc.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(raw, "SM4"), new IvParameterSpec(new byte[16]));
        assertArrayEquals(bc.doFinal(new byte[48]), ctr.doFinal(new byte[48]));
    }

    /**
     * Issue 45: GCM's hash subkey H = E_K(0) is kept per key from the key's second init on, not
     * made at every init (a cipher is initialized again for every nonce); the first init runs
     * one-shot and keeps nothing, so that a key used for one message never pays for H's powers. H
     * goes with the key: no copy after the first message, one while the key serves again, none once
     * an init brings another key. Results are held to Bouncy Castle's.
     */
    @Test
    void gcmMakesTheHashSubkeyOncePerKey() throws Exception {
        byte[] raw = RandomBytes.of(random, 16);
        SecretKeySpec k1 = new SecretKeySpec(raw, "SM4");
        Cipher ecb = Cipher.getInstance("SM4/ECB/NoPadding", Fixtures.BC);
        ecb.init(Cipher.ENCRYPT_MODE, k1);
        byte[] h = ecb.doFinal(new byte[16]);
        Sm4CipherSpi spi = spi("GCM");
        Cipher bc = Cipher.getInstance("SM4/GCM/NoPadding", Fixtures.BC);
        Object first = null;
        for (int i = 0; i < 4; i++) {
            GCMParameterSpec nonce = new GCMParameterSpec(128, RandomBytes.of(random, 12));
            byte[] aad = RandomBytes.of(random, 20);
            byte[] text = RandomBytes.of(random, 64);
            spi.engineInit(Cipher.ENCRYPT_MODE, k1, nonce, null);
            spi.engineUpdateAAD(aad, 0, aad.length);
            bc.init(Cipher.ENCRYPT_MODE, k1, nonce);
            bc.updateAAD(aad);
            assertArrayEquals(bc.doFinal(text), spi.engineDoFinal(text, 0, text.length));
            Object gcm = Residue.field(Residue.field(spi, "expanded"), "gcm");
            if (i == 0) {
                assertTrue(gcm == null, "the first init kept a Gcm");
                Residue.assertCopies(0, Residue.copiesOf(spi, h));
                continue;
            }
            if (first == null) {
                first = gcm;
            }
            assertTrue(gcm != null && gcm == first, "init " + i + " made H again");
            Residue.assertCopies(1, Residue.copiesOf(spi, h));
        }
        spi.engineInit(Cipher.ENCRYPT_MODE, new SecretKeySpec(RandomBytes.of(random, 16), "SM4"),
                new GCMParameterSpec(128, new byte[12]), null);
        assertTrue(((org.iotcrypt.mode.Gcm) first).isDestroyed());
        Residue.assertCopies(0, Residue.copiesOf(spi, h));
        Residue.assertCopies(0, Residue.copiesOf(first, h));
    }

    @Test
    void generatedKeysBehaveAsSecretKeys() throws Exception {
        SecretKey key = KeyGenerator.getInstance("SM4", Fixtures.IOT).generateKey();
        assertInstanceOf(RawSecretKey.class, key);
        assertEquals("SM4", key.getAlgorithm());
        assertEquals("RAW", key.getFormat());
        assertEquals(16, key.getEncoded().length);
        SecretKeySpec same = new SecretKeySpec(key.getEncoded(), "SM4");
        assertTrue(key.equals(same));
        assertNotEquals(key, new SecretKeySpec(new byte[16], "SM4"));
        assertFalse(key.toString().contains(org.iotcrypt.internal.encoding.Hex.encode(key.getEncoded())));
    }

    @Test
    void aDestroyedPrivateKeyIsRefusedBySignature() throws Exception {
        KeyPair pair = Sm2Fixtures.ours();
        Signature signer = Signature.getInstance("SM3withSM2", Fixtures.IOT);
        signer.initSign(pair.getPrivate());
        signer.update(new byte[5]);
        pair.getPrivate().destroy();
        assertThrows(java.security.SignatureException.class, signer::sign);
        assertThrows(java.security.InvalidKeyException.class, () -> signer.initSign(pair.getPrivate()));
    }

    private static BlockCipher engine(Sm4CipherSpi spi) {
        return ((ExpandedKey) Residue.field(spi, "expanded")).cipher();
    }
}
