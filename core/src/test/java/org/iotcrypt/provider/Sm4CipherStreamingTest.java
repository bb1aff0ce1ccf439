package org.iotcrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import org.iotcrypt.testing.RandomBytes;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Cipher.update in random pieces equals one-shot doFinal, getOutputSize bounds every output,
 * the ByteBuffer variants (heap and direct) give the same bytes, and doFinal returns the
 * cipher to its initialized state.
 */
class Sm4CipherStreamingTest {

    @ParameterizedTest
    @EnumSource(Transformation.class)
    void piecesEqualOneShotWithinOutputSizeBounds(Transformation t) throws Exception {
        Random rnd = new Random(200 + t.ordinal());
        for (int i = 0; i < 60; i++) {
            SecretKey key = Fixtures.sm4Key(rnd);
            AlgorithmParameterSpec spec = t.spec(rnd);
            byte[] msg = RandomBytes.of(rnd, t.length(rnd, 300));
            byte[] aad = t.aead() ? RandomBytes.of(rnd, rnd.nextInt(60)) : null;

            Cipher c = start(t, Cipher.ENCRYPT_MODE, key, spec, aad, rnd);
            int predicted = c.getOutputSize(msg.length);
            byte[] oneShot = c.doFinal(msg);
            assertEquals(predicted, oneShot.length, "encryption output size is exact");
            c = start(t, Cipher.ENCRYPT_MODE, key, spec, aad, rnd);
            assertArrayEquals(oneShot, inPieces(c, msg, rnd), t.name + " encrypt in pieces, case " + i);

            c = start(t, Cipher.DECRYPT_MODE, key, spec, aad, rnd);
            assertArrayEquals(msg, inPieces(c, oneShot, rnd), t.name + " decrypt in pieces, case " + i);
        }
    }

    @ParameterizedTest
    @EnumSource(Transformation.class)
    void byteBuffersHeapAndDirect(Transformation t) throws Exception {
        Random rnd = new Random(300 + t.ordinal());
        for (int i = 0; i < 20; i++) {
            SecretKey key = Fixtures.sm4Key(rnd);
            AlgorithmParameterSpec spec = t.spec(rnd);
            byte[] msg = RandomBytes.of(rnd, t.length(rnd, i == 0 ? 10000 : 200));
            byte[] aad = t.aead() ? RandomBytes.of(rnd, rnd.nextInt(40)) : null;
            byte[] expected = start(t, Cipher.ENCRYPT_MODE, key, spec, aad, rnd).doFinal(msg);
            for (boolean direct : new boolean[] {false, true}) {
                Cipher c = start(t, Cipher.ENCRYPT_MODE, key, spec, aad, rnd);
                assertArrayEquals(expected, viaBuffers(c, msg, direct, rnd), t.name + " encrypt direct=" + direct);
                c = start(t, Cipher.DECRYPT_MODE, key, spec, aad, rnd);
                assertArrayEquals(msg, viaBuffers(c, expected, direct, rnd), t.name + " decrypt direct=" + direct);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Transformation.class)
    void doFinalResetsToTheInitializedState(Transformation t) throws Exception {
        Random rnd = new Random(400 + t.ordinal());
        SecretKey key = Fixtures.sm4Key(rnd);
        AlgorithmParameterSpec spec = t.spec(rnd);
        byte[] msg = RandomBytes.of(rnd, t.blockAligned() ? 48 : 45);
        Cipher c = t.iot();
        if (t != Transformation.GCM && t != Transformation.CCM) {
            Transformation.init(c, Cipher.ENCRYPT_MODE, key, spec);
            byte[] first = c.doFinal(msg);
            c.update(msg, 0, 16);
            c.doFinal(msg, 16, msg.length - 16);
            assertArrayEquals(first, c.doFinal(msg), t.name + ": third encryption as the first");
        }
        Transformation.init(c, Cipher.ENCRYPT_MODE, key, spec);
        byte[] ct = c.doFinal(msg);
        Transformation.init(c, Cipher.DECRYPT_MODE, key, spec);
        assertArrayEquals(msg, c.doFinal(ct));
        assertArrayEquals(msg, c.doFinal(ct), t.name + ": second decryption as the first");
    }

    /**
     * A new cipher (a GCM key and IV may encrypt only once per cipher object), initialized,
     * with the AAD fed in random pieces, mixing array and ByteBuffer calls.
     */
    private static Cipher start(Transformation t, int opmode, SecretKey key, AlgorithmParameterSpec spec,
            byte[] aad, Random rnd) throws Exception {
        Cipher c = t.iot();
        Transformation.init(c, opmode, key, spec);
        if (aad == null) {
            return c;
        }
        int pos = 0;
        while (pos < aad.length) {
            int n = Math.min(aad.length - pos, rnd.nextInt(20));
            if (rnd.nextBoolean()) {
                c.updateAAD(aad, pos, n);
            } else {
                c.updateAAD(ByteBuffer.wrap(aad, pos, n));
            }
            pos += n;
        }
        return c;
    }

    /** Encrypts or decrypts in random pieces, checking each output against getOutputSize. */
    private static byte[] inPieces(Cipher c, byte[] in, Random rnd) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int pos = 0;
        while (pos < in.length && rnd.nextInt(8) != 0) {
            int n = Math.min(in.length - pos, rnd.nextInt(40));
            int bound = c.getOutputSize(n);
            byte[] piece;
            if (rnd.nextBoolean()) {
                piece = c.update(in, pos, n);
                piece = piece == null ? new byte[0] : piece;
            } else {
                byte[] buf = new byte[bound + 3];
                int written = c.update(in, pos, n, buf, 3);
                piece = java.util.Arrays.copyOfRange(buf, 3, 3 + written);
            }
            assertTrue(piece.length <= bound, "update wrote " + piece.length + " > getOutputSize " + bound);
            out.writeBytes(piece);
            pos += n;
        }
        int rest = in.length - pos;
        int bound = c.getOutputSize(rest);
        byte[] last = c.doFinal(in, pos, rest);
        assertTrue(last.length <= bound, "doFinal wrote " + last.length + " > getOutputSize " + bound);
        out.writeBytes(last);
        return out.toByteArray();
    }

    private static byte[] viaBuffers(Cipher c, byte[] in, boolean direct, Random rnd) throws Exception {
        ByteBuffer src = direct ? ByteBuffer.allocateDirect(in.length) : ByteBuffer.allocate(in.length);
        src.put(in).flip();
        int capacity = c.getOutputSize(in.length) + 32;
        ByteBuffer dst = direct ? ByteBuffer.allocateDirect(capacity) : ByteBuffer.allocate(capacity);
        int split = rnd.nextInt(in.length + 1);
        ByteBuffer head = src.duplicate().limit(split);
        c.update(head, dst);
        src.position(split);
        c.doFinal(src, dst);
        dst.flip();
        byte[] result = new byte[dst.remaining()];
        dst.get(result);
        return result;
    }
}
