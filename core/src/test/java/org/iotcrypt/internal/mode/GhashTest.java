package org.iotcrypt.internal.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Random;
import org.iotcrypt.testing.RandomBytes;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.api.Test;

/**
 * The constant-time GHASH against a plain bit-by-bit multiplication written straight from
 * NIST SP 800-38D, Algorithm 1 (slow, obviously right, test-only).
 */
class GhashTest {

    /** McGrew and Viega's GCM specification, Test Case 2: H, one ciphertext block, no AAD, and GHASH(H, A, C). */
    @Test
    void reproducesTheGcmSpecificationsGhash() {
        VectorFile.Vector v = VectorFile.load("gcm-spec-aes-gcm.txt").stream()
                .filter(r -> r.get("case").equals("2")).findFirst().orElseThrow();
        byte[] ct = v.hex("ct");
        Ghash g = new Ghash(v.hex("h"));
        g.pad();
        g.update(ct, 0, ct.length);
        byte[] got = new byte[16];
        g.finish(0, ct.length, got, 0);
        assertArrayEquals(v.hex("ghash"), got);
        assertArrayEquals(v.hex("ghash"), reference(v.hex("h"), new byte[0], ct), "the bit-serial reference too");
    }

    @Test
    void matchesTheBitSerialDefinition() {
        Random rnd = new Random(3);
        for (int round = 0; round < 300; round++) {
            byte[] h = RandomBytes.of(rnd, 16);
            if (round < 4) {
                h = special(round);
            }
            int aadLen = rnd.nextInt(70);
            int textLen = rnd.nextInt(70);
            byte[] aad = RandomBytes.of(rnd, aadLen);
            byte[] text = RandomBytes.of(rnd, textLen);
            if (round % 7 == 0) {
                java.util.Arrays.fill(text, (byte) 0xff);
            }

            Ghash g = new Ghash(h);
            int cut = aadLen == 0 ? 0 : rnd.nextInt(aadLen);
            g.update(aad, 0, cut);
            g.update(aad, cut, aadLen - cut);
            g.pad();
            g.update(text, 0, textLen);
            byte[] got = new byte[16];
            g.finish(aadLen, textLen, got, 0);

            assertArrayEquals(reference(h, aad, text), got, "round " + round);
        }
    }

    private static byte[] special(int i) {
        byte[] h = new byte[16];
        switch (i) {
            case 0 -> java.util.Arrays.fill(h, (byte) 0xff);
            case 1 -> h[0] = (byte) 0x80;
            case 2 -> h[15] = 1;
            default -> java.util.Arrays.fill(h, (byte) 0x11);
        }
        return h;
    }

    static byte[] reference(byte[] h, byte[] aad, byte[] text) {
        byte[] y = new byte[16];
        y = absorb(y, h, aad);
        y = absorb(y, h, text);
        byte[] len = new byte[16];
        org.iotcrypt.internal.util.Bytes.putLongBE((long) aad.length * 8, len, 0);
        org.iotcrypt.internal.util.Bytes.putLongBE((long) text.length * 8, len, 8);
        return multiply(xor(y, len), h);
    }

    private static byte[] absorb(byte[] y, byte[] h, byte[] data) {
        for (int off = 0; off < data.length; off += 16) {
            byte[] block = new byte[16];
            System.arraycopy(data, off, block, 0, Math.min(16, data.length - off));
            y = multiply(xor(y, block), h);
        }
        return y;
    }

    private static byte[] xor(byte[] a, byte[] b) {
        byte[] r = new byte[16];
        for (int i = 0; i < 16; i++) {
            r[i] = (byte) (a[i] ^ b[i]);
        }
        return r;
    }

    /** SP 800-38D Algorithm 1: Z = X * Y over GF(2^128), bit 0 being the leftmost bit. */
    private static byte[] multiply(byte[] x, byte[] y) {
        byte[] z = new byte[16];
        byte[] v = y.clone();
        for (int i = 0; i < 128; i++) {
            if (((x[i / 8] >> (7 - i % 8)) & 1) != 0) {
                z = xor(z, v);
            }
            boolean lsb = (v[15] & 1) != 0;
            for (int j = 15; j > 0; j--) {
                v[j] = (byte) (((v[j] & 0xff) >>> 1) | ((v[j - 1] & 1) << 7));
            }
            v[0] = (byte) ((v[0] & 0xff) >>> 1);
            if (lsb) {
                v[0] ^= (byte) 0xe1;
            }
        }
        return z;
    }
}
