package org.iotcrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import java.util.Random;
import javax.crypto.AEADBadTagException;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.SecretKey;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.iotcrypt.testing.RandomBytes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Every refusal of Cipher SM4: its exception type, its message, and that no plaintext escapes. */
class Sm4CipherErrorTest {

    private static final byte FILL = (byte) 0xA5;

    private final Random rnd = new Random(500);
    private final SecretKey key = Fixtures.sm4Key(rnd);

    @ParameterizedTest
    @ValueSource(ints = {1, 8, 15, 17, 24, 32})
    void wrongKeyLength(int length) throws Exception {
        for (Transformation t : Transformation.values()) {
            Cipher c = t.iot();
            InvalidKeyException e = assertThrows(InvalidKeyException.class,
                    () -> c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[length], "SM4")), t.name);
            assertEquals("SM4 key must be 16 bytes, got " + length, e.getMessage());
        }
    }

    @Test
    void wrongIvLength() throws Exception {
        for (String name : new String[] {"SM4/CBC/PKCS5Padding", "SM4/CTR/NoPadding"}) {
            for (int len : new int[] {0, 8, 12, 15, 17, 32}) {
                Cipher c = Cipher.getInstance(name, Fixtures.IOT);
                InvalidAlgorithmParameterException e = assertThrows(InvalidAlgorithmParameterException.class,
                        () -> c.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(new byte[Math.max(len, 1)], 0, len)));
                assertTrue(e.getMessage().contains("16 bytes, got " + len), e.getMessage());
            }
        }
    }

    @Test
    void gcmRangesNamed() throws Exception {
        Cipher c = Transformation.GCM.iot();
        for (int bits : new int[] {0, 32, 64, 88, 100, 136, 256}) {
            InvalidAlgorithmParameterException e = assertThrows(InvalidAlgorithmParameterException.class,
                    () -> c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(bits, new byte[12])));
            assertTrue(e.getMessage().contains("96..128 bits"), e.getMessage());
        }
        InvalidAlgorithmParameterException e = assertThrows(InvalidAlgorithmParameterException.class,
                () -> c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, new byte[0])));
        assertTrue(e.getMessage().contains("at least 1 byte"), e.getMessage());
    }

    @Test
    void ccmRangesNamed() throws Exception {
        Cipher c = Transformation.CCM.iot();
        for (int nonce : new int[] {0, 6, 14, 16}) {
            InvalidAlgorithmParameterException e = assertThrows(InvalidAlgorithmParameterException.class,
                    () -> c.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, new byte[nonce])));
            assertTrue(e.getMessage().contains("7..13 bytes"), e.getMessage());
        }
        for (int bits : new int[] {0, 16, 24, 40, 72, 120, 144}) {
            InvalidAlgorithmParameterException e = assertThrows(InvalidAlgorithmParameterException.class,
                    () -> c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(bits, new byte[12])));
            assertTrue(e.getMessage().contains("32..128 bits"), e.getMessage());
        }
    }

    @Test
    void ccmPayloadBeyondWhatTheNonceAllows() throws Exception {
        GCMParameterSpec longestNonce = new GCMParameterSpec(128, new byte[13]);
        Cipher c = Transformation.CCM.iot();
        c.init(Cipher.ENCRYPT_MODE, key, longestNonce);
        assertEquals(65535 + 16, c.doFinal(new byte[65535]).length, "2^16 - 1 bytes fit a 2-byte length field");
        byte[] otherNonce = new byte[13];
        otherNonce[0] = 1;
        c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, otherNonce));
        IllegalBlockSizeException e = assertThrows(IllegalBlockSizeException.class, () -> c.doFinal(new byte[65536]));
        assertTrue(e.getMessage().contains("13"), e.getMessage());
    }

    @Test
    void wrongKindOfParameters() throws Exception {
        assertThrows(InvalidAlgorithmParameterException.class, () -> Transformation.ECB_PKCS5.iot()
                .init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(new byte[16])));
        assertThrows(InvalidAlgorithmParameterException.class, () -> Transformation.GCM.iot()
                .init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(new byte[12])));
        assertThrows(InvalidAlgorithmParameterException.class, () -> Transformation.CBC_PKCS5.iot()
                .init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, new byte[16])));
    }

    @ParameterizedTest
    @EnumSource(value = Transformation.class, names = {"CBC_PKCS5", "CBC_NOPADDING", "CTR", "GCM", "CCM"})
    void decryptionWithoutParameters(Transformation t) throws Exception {
        Cipher c = t.iot();
        assertThrows(InvalidKeyException.class, () -> c.init(Cipher.DECRYPT_MODE, key));
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> c.init(Cipher.DECRYPT_MODE, key, (AlgorithmParameterSpec) null));
    }

    @Test
    void partialBlockWithoutPadding() throws Exception {
        for (Transformation t : new Transformation[] {Transformation.ECB_NOPADDING, Transformation.CBC_NOPADDING}) {
            for (int opmode : new int[] {Cipher.ENCRYPT_MODE, Cipher.DECRYPT_MODE}) {
                Cipher c = t.iot();
                c.init(opmode, key, t.spec(rnd));
                assertThrows(IllegalBlockSizeException.class, () -> c.doFinal(new byte[15]), t.name);
                assertThrows(IllegalBlockSizeException.class, () -> c.doFinal(new byte[33]), t.name);
            }
        }
        Cipher padded = Transformation.CBC_PKCS5.iot();
        padded.init(Cipher.DECRYPT_MODE, key, new IvParameterSpec(new byte[16]));
        assertThrows(IllegalBlockSizeException.class, () -> padded.doFinal(new byte[17]));
    }

    @ParameterizedTest
    @EnumSource(value = Transformation.class, names = {"ECB_PKCS5", "CBC_PKCS5"})
    void badPaddingReleasesNothing(Transformation t) throws Exception {
        AlgorithmParameterSpec spec = t.spec(rnd);
        Cipher raw = Cipher.getInstance(t.name.replace("PKCS5Padding", "NoPadding"), Fixtures.BC);
        Cipher c = t.iot();
        byte[][] badLastBlocks = {
            lastBlockEndingIn(0x00), lastBlockEndingIn(0x11), lastBlockEndingIn(0xff),
            withTail(new byte[] {3, 3, 2}), withTail(new byte[] {5, 5, 5, 4, 5}),
        };
        for (byte[] plainWithBadPad : badLastBlocks) {
            Transformation.init(raw, Cipher.ENCRYPT_MODE, key, spec);
            Transformation.init(c, Cipher.DECRYPT_MODE, key, spec);
            byte[] ct = raw.doFinal(plainWithBadPad);
            assertThrows(BadPaddingException.class, () -> c.doFinal(ct));
            byte[] out = filled(ct.length + 8);
            assertThrows(BadPaddingException.class, () -> c.doFinal(ct, 0, ct.length, out, 4));
            assertUntouched(out);
            byte[] good = Arrays.copyOf(plainWithBadPad, 16);
            assertArrayEquals(good, c.doFinal(raw.doFinal(padded(good))), "usable again after the failure");
        }
    }

    @ParameterizedTest
    @EnumSource(value = Transformation.class, names = {"GCM", "CCM"})
    void forgedInputReleasesNothing(Transformation t) throws Exception {
        for (int i = 0; i < 20; i++) {
            AlgorithmParameterSpec spec = t.spec(rnd);
            byte[] aad = RandomBytes.of(rnd, rnd.nextInt(30));
            byte[] msg = RandomBytes.of(rnd, 1 + rnd.nextInt(100));
            Cipher enc = t.iot();
            enc.init(Cipher.ENCRYPT_MODE, key, spec);
            enc.updateAAD(aad);
            byte[] ct = enc.doFinal(msg);

            byte[] forgedCt = ct.clone();
            forgedCt[rnd.nextInt(forgedCt.length)] ^= (byte) (1 << rnd.nextInt(8));
            byte[] forgedAad = Arrays.copyOf(aad, aad.length + 1);
            Cipher dec = t.iot();
            for (boolean forgeAad : new boolean[] {false, true}) {
                dec.init(Cipher.DECRYPT_MODE, key, spec);
                dec.updateAAD(forgeAad ? forgedAad : aad);
                byte[] input = forgeAad ? ct : forgedCt;
                byte[] fromUpdate = dec.update(input, 0, input.length - 1);
                assertTrue(fromUpdate == null || fromUpdate.length == 0, "update released plaintext");
                byte[] out = filled(input.length + 10);
                assertThrows(AEADBadTagException.class, () -> dec.doFinal(input, input.length - 1, 1, out, 5));
                assertUntouched(out);
            }
            for (boolean direct : new boolean[] {false, true}) {
                dec.updateAAD(aad);
                ByteBuffer out = direct ? ByteBuffer.allocateDirect(ct.length) : ByteBuffer.allocate(ct.length);
                assertThrows(AEADBadTagException.class, () -> dec.doFinal(ByteBuffer.wrap(forgedCt), out));
                assertEquals(0, out.position(), "ByteBuffer output advanced");
                while (out.hasRemaining()) {
                    assertEquals(0, out.get(), "ByteBuffer output written");
                }
            }
            dec.updateAAD(aad);
            assertArrayEquals(msg, dec.doFinal(ct), "usable again after the failure");
            assertThrows(AEADBadTagException.class, () -> dec.doFinal(new byte[3]), "shorter than a tag");
        }
    }

    @Test
    void gcmRefusesASecondEncryptionUnderTheSameKeyAndIv() throws Exception {
        byte[] iv = RandomBytes.of(rnd, 12);
        GCMParameterSpec spec = new GCMParameterSpec(128, iv);
        Cipher c = Transformation.GCM.iot();
        c.init(Cipher.ENCRYPT_MODE, key, spec);
        c.doFinal(new byte[20]);
        assertThrows(IllegalStateException.class, () -> c.update(new byte[5]));
        assertThrows(IllegalStateException.class, () -> c.updateAAD(new byte[5]));
        assertThrows(IllegalStateException.class, () -> c.doFinal(new byte[5]));
        assertArrayEquals(iv, c.getIV(), "the IV stays readable");
        InvalidAlgorithmParameterException e = assertThrows(InvalidAlgorithmParameterException.class,
                () -> c.init(Cipher.ENCRYPT_MODE, key, spec));
        assertEquals("cannot reuse key and IV for GCM encryption", e.getMessage());
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key.getEncoded(), "SM4"), spec),
                "an equal key in another object is the same key");

        c.init(Cipher.DECRYPT_MODE, key, spec);
        c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, RandomBytes.of(rnd, 12)));
        c.doFinal(new byte[1]);
        c.init(Cipher.ENCRYPT_MODE, Fixtures.sm4Key(rnd), spec);
        c.doFinal(new byte[1]);
        c.init(Cipher.ENCRYPT_MODE, key);
        c.doFinal(new byte[1]);
    }

    /** Not a JDK rule (the JDK has no CCM): a repeated CCM nonce leaks the XOR of the plaintexts as in GCM. */
    @Test
    void ccmRefusesASecondEncryptionUnderTheSameKeyAndNonce() throws Exception {
        GCMParameterSpec spec = new GCMParameterSpec(128, RandomBytes.of(rnd, 12));
        Cipher c = Transformation.CCM.iot();
        c.init(Cipher.ENCRYPT_MODE, key, spec);
        c.doFinal(new byte[20]);
        assertThrows(IllegalStateException.class, () -> c.doFinal(new byte[20]));
        InvalidAlgorithmParameterException e = assertThrows(InvalidAlgorithmParameterException.class,
                () -> c.init(Cipher.ENCRYPT_MODE, key, spec));
        assertEquals("cannot reuse key and nonce for CCM encryption", e.getMessage());
        c.init(Cipher.DECRYPT_MODE, key, spec);
        c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, RandomBytes.of(rnd, 12)));
        c.doFinal(new byte[1]);
    }

    @Test
    void wrapModesAreRefusedClearly() throws Exception {
        Cipher c = Transformation.CBC_PKCS5.iot();
        for (int opmode : new int[] {Cipher.WRAP_MODE, Cipher.UNWRAP_MODE}) {
            InvalidParameterException e = assertThrows(InvalidParameterException.class, () -> c.init(opmode, key));
            assertTrue(e.getMessage().contains("ENCRYPT_MODE and DECRYPT_MODE"), e.getMessage());
        }
    }

    @Test
    void aadOnlyBeforePayloadAndOnlyForAead() throws Exception {
        Cipher gcm = Transformation.GCM.iot();
        gcm.init(Cipher.ENCRYPT_MODE, key);
        gcm.update(new byte[3]);
        assertThrows(IllegalStateException.class, () -> gcm.updateAAD(new byte[1]));
        Cipher cbc = Transformation.CBC_PKCS5.iot();
        cbc.init(Cipher.ENCRYPT_MODE, key);
        assertThrows(IllegalStateException.class, () -> cbc.updateAAD(new byte[1]));
    }

    @ParameterizedTest
    @EnumSource(Transformation.class)
    void shortBufferKeepsTheState(Transformation t) throws Exception {
        AlgorithmParameterSpec spec = t.spec(rnd);
        byte[] msg = RandomBytes.of(rnd, 64);
        Cipher c = t.iot();
        Cipher reference = t.iot();
        Transformation.init(c, Cipher.ENCRYPT_MODE, key, spec);
        Transformation.init(reference, Cipher.ENCRYPT_MODE, key, spec);
        byte[] expected = reference.doFinal(msg);
        byte[] small = new byte[expected.length - 1];
        assertThrows(ShortBufferException.class, () -> c.doFinal(msg, 0, msg.length, small, 0));
        byte[] enough = new byte[expected.length];
        assertEquals(expected.length, c.doFinal(msg, 0, msg.length, enough, 0));
        assertArrayEquals(expected, enough);
    }

    /**
     * A padded decryption into an array smaller than getOutputSize is refused before anything
     * is consumed, so the retry with a large enough array gives the whole message back (the
     * scenario where a provider that decrypts first and checks after loses a block).
     */
    @Test
    void paddedDecryptionShortBufferKeepsTheMessageForARetry() throws Exception {
        IvParameterSpec iv = new IvParameterSpec(RandomBytes.of(rnd, 16));
        byte[] msg = RandomBytes.of(rnd, 40);
        Cipher c = Transformation.CBC_PKCS5.iot();
        c.init(Cipher.ENCRYPT_MODE, key, iv);
        byte[] ct = c.doFinal(msg);
        c.init(Cipher.DECRYPT_MODE, key, iv);
        byte[] first = new byte[16];
        int head = c.update(ct, 0, 16, first, 0);
        byte[] tooSmall = new byte[35];
        assertThrows(ShortBufferException.class, () -> c.doFinal(ct, 16, 32, tooSmall, 0));
        assertArrayEquals(new byte[35], tooSmall, "nothing written on ShortBufferException");
        byte[] rest = new byte[c.getOutputSize(32)];
        int tail = c.doFinal(ct, 16, 32, rest, 0);
        byte[] all = new byte[head + tail];
        System.arraycopy(first, 0, all, 0, head);
        System.arraycopy(rest, 0, all, head, tail);
        assertArrayEquals(msg, all);
    }

    @Test
    void inPlaceOperation() throws Exception {
        for (Transformation t : Transformation.values()) {
            AlgorithmParameterSpec spec = t.spec(rnd);
            byte[] msg = RandomBytes.of(rnd, 48);
            Cipher c = t.iot();
            Transformation.init(c, Cipher.ENCRYPT_MODE, key, spec);
            Cipher reference = t.bc();
            Transformation.init(reference, Cipher.ENCRYPT_MODE, key, spec);
            byte[] expected = reference.doFinal(msg);
            byte[] buf = Arrays.copyOf(msg, expected.length + 16);
            int n = c.doFinal(buf, 0, msg.length, buf, 0);
            assertArrayEquals(expected, Arrays.copyOf(buf, n), t.name);
        }
    }

    private static byte[] lastBlockEndingIn(int b) {
        byte[] block = new byte[16];
        block[15] = (byte) b;
        return block;
    }

    private static byte[] withTail(byte[] tail) {
        byte[] block = new byte[16];
        System.arraycopy(tail, 0, block, 16 - tail.length, tail.length);
        return block;
    }

    private static byte[] padded(byte[] block) {
        byte[] out = Arrays.copyOf(block, block.length + 16);
        Arrays.fill(out, block.length, out.length, (byte) 16);
        return out;
    }

    private static byte[] filled(int n) {
        byte[] b = new byte[n];
        Arrays.fill(b, FILL);
        return b;
    }

    private static void assertUntouched(byte[] out) {
        for (int i = 0; i < out.length; i++) {
            assertEquals(FILL, out[i], "output byte " + i + " was written");
        }
    }
}
