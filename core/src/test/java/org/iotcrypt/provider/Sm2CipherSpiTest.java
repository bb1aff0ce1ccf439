package org.iotcrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Arrays;
import java.util.Random;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.IvParameterSpec;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.testing.RandomBytes;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.api.Test;

/**
 * Cipher SM2 in its three layouts, against OpenSSL's known answer and Bouncy Castle's cipher.
 *
 * <p>Bouncy Castle's {@code Cipher "SM2"} writes raw C1C2C3 (its {@code SM2Engine} default, the
 * 2010 draft's order) with C1 = 04||x||y; {@code "SM2/C1C3C2/NoPadding"} there is raw C1C3C2.
 * Neither of its layouts is the DER of GM/T 0009 that our bare {@code "SM2"} uses.
 */
class Sm2CipherSpiTest {

    private static final String[] TRANSFORMATIONS = {"SM2", "SM2/C1C3C2/NoPadding", "SM2/C1C2C3/NoPadding"};

    @Test
    void decryptsOpensslsKnownAnswer() throws Exception {
        VectorFile.Vector v = VectorFile.load("openssl-evppkey-sm2.txt").get(0);
        PrivateKey key = KeyFactory.getInstance("SM2", Fixtures.IOT).generatePrivate(new PKCS8EncodedKeySpec(v.hex("pkcs8")));
        Cipher c = Cipher.getInstance("SM2", Fixtures.IOT);
        c.init(Cipher.DECRYPT_MODE, key);
        assertArrayEquals(v.hex("plaintext"), c.doFinal(v.hex("ciphertext")));
    }

    @Test
    void roundTripsInEveryLayout() throws Exception {
        KeyPair kp = Sm2Fixtures.ours();
        Random rnd = new Random(3);
        for (String t : TRANSFORMATIONS) {
            for (int len : new int[] {1, 31, 32, 33, 200}) {
                byte[] msg = RandomBytes.of(rnd, len);
                byte[] ct = encrypt(Cipher.getInstance(t, Fixtures.IOT), kp.getPublic(), msg);
                assertTrue(ct.length >= msg.length + 97, t);
                assertEquals(t.equals("SM2") ? 0x30 : 0x04, ct[0] & 0xff, t);
                assertArrayEquals(msg, decrypt(Cipher.getInstance(t, Fixtures.IOT), kp.getPrivate(), ct), t + " " + len);
            }
        }
    }

    @Test
    void rawLayoutsPutTheHashWhereTheirNamesSay() throws Exception {
        KeyPair kp = Sm2Fixtures.ours();
        byte[] msg = "layout".getBytes(StandardCharsets.US_ASCII);
        byte[] c1c3c2 = encrypt(Cipher.getInstance("SM2/C1C3C2/NoPadding", Fixtures.IOT), kp.getPublic(), msg);
        byte[] c1c2c3 = new byte[c1c3c2.length];
        System.arraycopy(c1c3c2, 0, c1c2c3, 0, 65);
        System.arraycopy(c1c3c2, 97, c1c2c3, 65, msg.length);
        System.arraycopy(c1c3c2, 65, c1c2c3, 65 + msg.length, 32);
        assertArrayEquals(msg, decrypt(Cipher.getInstance("SM2/C1C2C3/NoPadding", Fixtures.IOT), kp.getPrivate(), c1c2c3));
    }

    @Test
    void interoperatesWithBouncyCastleBothWays() throws Exception {
        Random rnd = new Random(5);
        KeyPair bc = Sm2Fixtures.bc();
        KeyPair ours = Sm2Fixtures.ours();
        String[][] pairs = {{"SM2/C1C2C3/NoPadding", "SM2"}, {"SM2/C1C3C2/NoPadding", "SM2/C1C3C2/NoPadding"}};
        for (String[] pair : pairs) {
            for (KeyPair kp : new KeyPair[] {bc, ours}) {
                byte[] msg = RandomBytes.of(rnd, 1 + rnd.nextInt(100));
                byte[] fromBc = encrypt(Cipher.getInstance(pair[1], Fixtures.BC), kp.getPublic(), msg);
                assertArrayEquals(msg, decrypt(Cipher.getInstance(pair[0], Fixtures.IOT), kp.getPrivate(), fromBc), pair[0]);
                byte[] fromUs = encrypt(Cipher.getInstance(pair[0], Fixtures.IOT), kp.getPublic(), msg);
                assertArrayEquals(msg, decrypt(Cipher.getInstance(pair[1], Fixtures.BC), kp.getPrivate(), fromUs), pair[0]);
            }
        }
    }

    @Test
    void updateBuffersAndDoFinalResets() throws Exception {
        KeyPair kp = Sm2Fixtures.ours();
        byte[] msg = "streamed in three pieces".getBytes(StandardCharsets.US_ASCII);
        Cipher enc = Cipher.getInstance("SM2", Fixtures.IOT);
        enc.init(Cipher.ENCRYPT_MODE, kp.getPublic());
        assertEquals(0, enc.update(msg, 0, 4).length);
        assertEquals(0, enc.update(msg, 4, 6).length);
        byte[] ct = enc.doFinal(msg, 10, msg.length - 10);
        assertTrue(enc.getOutputSize(msg.length) >= ct.length);
        byte[] again = enc.doFinal(msg);
        Cipher dec = Cipher.getInstance("SM2", Fixtures.IOT);
        dec.init(Cipher.DECRYPT_MODE, kp.getPrivate());
        dec.update(ct, 0, 50);
        assertArrayEquals(msg, dec.doFinal(ct, 50, ct.length - 50));
        assertArrayEquals(msg, dec.doFinal(again));
        byte[] out = new byte[dec.getOutputSize(ct.length)];
        assertEquals(msg.length, dec.doFinal(ct, 0, ct.length, out, 0));
        assertArrayEquals(msg, Arrays.copyOf(out, msg.length));
        assertThrows(ShortBufferException.class, () -> dec.doFinal(ct, 0, ct.length, new byte[msg.length - 1], 0));
        assertArrayEquals(msg, dec.doFinal(ct), "a short buffer leaves the cipher usable");
    }

    @Test
    void wrongKeysAndModesAreRefused() throws Exception {
        KeyPair kp = Sm2Fixtures.ours();
        Cipher c = Cipher.getInstance("SM2", Fixtures.IOT);
        assertThrows(InvalidKeyException.class, () -> c.init(Cipher.ENCRYPT_MODE, kp.getPrivate()));
        assertThrows(InvalidKeyException.class, () -> c.init(Cipher.DECRYPT_MODE, kp.getPublic()));
        assertThrows(InvalidKeyException.class, () -> c.init(Cipher.ENCRYPT_MODE, Sm2Fixtures.p256().getPublic()));
        assertThrows(InvalidKeyException.class, () -> c.init(Cipher.DECRYPT_MODE, Sm2Fixtures.p256().getPrivate()));
        assertThrows(InvalidKeyException.class, () -> c.init(Cipher.ENCRYPT_MODE, Fixtures.sm4Key(new Random(1))));
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> c.init(Cipher.ENCRYPT_MODE, kp.getPublic(), new IvParameterSpec(new byte[16])));
        assertThrows(NoSuchAlgorithmException.class, () -> Cipher.getInstance("SM2/ECB/NoPadding", Fixtures.IOT));
        assertThrows(NoSuchPaddingException.class, () -> Cipher.getInstance("SM2/C1C3C2/PKCS5Padding", Fixtures.IOT));
        c.init(Cipher.ENCRYPT_MODE, kp.getPublic());
        assertThrows(IllegalBlockSizeException.class, () -> c.doFinal(new byte[0]));
        assertNotNull(c.doFinal(new byte[1]), "an empty message refused leaves the cipher usable");

        KeyPair doomed = Sm2Fixtures.ours();
        byte[] ct = encrypt(Cipher.getInstance("SM2", Fixtures.IOT), doomed.getPublic(), new byte[3]);
        Cipher dec = Cipher.getInstance("SM2", Fixtures.IOT);
        dec.init(Cipher.DECRYPT_MODE, doomed.getPrivate());
        doomed.getPrivate().destroy();
        assertThrows(IllegalStateException.class, () -> dec.doFinal(ct), "a key destroyed after init");
        assertThrows(InvalidKeyException.class, () -> dec.init(Cipher.DECRYPT_MODE, doomed.getPrivate()));
    }

    @Test
    void tamperedCiphertextsAreBadPaddingAndReleaseNothing() throws Exception {
        KeyPair kp = Sm2Fixtures.ours();
        Random rnd = new Random(13);
        byte[] msg = RandomBytes.of(rnd, 40);
        for (String t : TRANSFORMATIONS) {
            byte[] ct = encrypt(Cipher.getInstance(t, Fixtures.IOT), kp.getPublic(), msg);
            Cipher dec = Cipher.getInstance(t, Fixtures.IOT);
            dec.init(Cipher.DECRYPT_MODE, kp.getPrivate());
            for (int i = 0; i < 120; i++) {
                byte[] bad = Sm2Fixtures.flipBit(ct, rnd);
                if (i % 4 == 0) {
                    bad = Sm2Fixtures.flipBit(bad, rnd);
                }
                if (!Arrays.equals(bad, ct)) {
                    expectBadPadding(dec, bad, t);
                }
            }
            for (byte[] bad : new byte[][] {new byte[0], Arrays.copyOf(ct, 96), Arrays.copyOf(ct, ct.length - 1),
                    Arrays.copyOf(ct, ct.length + 1), Arrays.copyOf(ct, 65), RandomBytes.of(rnd, ct.length)}) {
                expectBadPadding(dec, bad, t);
            }
            assertArrayEquals(msg, dec.doFinal(ct), "failures leave the cipher usable");
        }
        // decryption under another key: C3 cannot match
        byte[] ct = encrypt(Cipher.getInstance("SM2", Fixtures.IOT), kp.getPublic(), msg);
        expectBadPadding(initDecrypt("SM2", Sm2Fixtures.ours().getPrivate()), ct, "other key");
    }

    @Test
    void pointsOffTheCurveAreBadPadding() throws Exception {
        KeyPair kp = Sm2Fixtures.ours();
        byte[] ct = encrypt(Cipher.getInstance("SM2/C1C3C2/NoPadding", Fixtures.IOT), kp.getPublic(), new byte[10]);
        byte[] offCurve = ct.clone();
        offCurve[64] ^= 1;
        expectBadPadding(initDecrypt("SM2/C1C3C2/NoPadding", kp.getPrivate()), offCurve, "y+1");
        byte[] infinity = ct.clone();
        Arrays.fill(infinity, 0, 65, (byte) 0);
        expectBadPadding(initDecrypt("SM2/C1C3C2/NoPadding", kp.getPrivate()), infinity, "zero point");
        byte[] compressed = ct.clone();
        compressed[0] = 0x02;
        expectBadPadding(initDecrypt("SM2/C1C3C2/NoPadding", kp.getPrivate()), compressed, "prefix 02");
        byte[] xTooBig = ct.clone();
        Arrays.fill(xTooBig, 1, 33, (byte) 0xff);
        expectBadPadding(initDecrypt("SM2/C1C3C2/NoPadding", kp.getPrivate()), xTooBig, "x >= p");
    }

    private static Cipher initDecrypt(String t, PrivateKey key) throws Exception {
        Cipher c = Cipher.getInstance(t, Fixtures.IOT);
        c.init(Cipher.DECRYPT_MODE, key);
        return c;
    }

    private static void expectBadPadding(Cipher dec, byte[] bad, String what) {
        try {
            byte[] leaked = dec.doFinal(bad);
            fail(what + ": tampered ciphertext decrypted to " + Hex.encode(leaked) + " from " + Hex.encode(bad));
        } catch (BadPaddingException expected) {
            // the documented outcome
        } catch (Exception e) {
            fail(what + ": expected BadPaddingException, got " + e + " for " + Hex.encode(bad));
        }
    }

    static byte[] encrypt(Cipher c, PublicKey key, byte[] msg) throws Exception {
        c.init(Cipher.ENCRYPT_MODE, key);
        return c.doFinal(msg);
    }

    static byte[] decrypt(Cipher c, PrivateKey key, byte[] ct) throws Exception {
        c.init(Cipher.DECRYPT_MODE, key);
        return c.doFinal(ct);
    }
}
