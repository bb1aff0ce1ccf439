package org.iotcrypt.internal.mode;

import java.util.Arrays;
import org.iotcrypt.internal.util.Bytes;

/**
 * GHASH written straight from NIST SP 800-38D, Algorithm 1 and the definition of GHASH_H(A, C):
 * bit by bit, slow, obviously right, test-only. The reference every GHASH implementation's tests
 * compare against (GhashTest, ScalarBulkGhashTest), with the hash subkeys whose extreme bits the
 * suites start from.
 */
final class BitSerialGhash {

    private BitSerialGhash() {
    }

    /** H for round {@code i} of 0..3: all ones, the top bit alone, the bottom bit alone, 0x11 repeated. */
    static byte[] extremeH(int i) {
        byte[] h = new byte[16];
        switch (i) {
            case 0 -> Arrays.fill(h, (byte) 0xff);
            case 1 -> h[0] = (byte) 0x80;
            case 2 -> h[15] = 1;
            default -> Arrays.fill(h, (byte) 0x11);
        }
        return h;
    }

    /** GHASH_H(A, C) of a whole message: AAD and text, each zero-padded, then the length block. */
    static byte[] message(byte[] h, byte[] aad, byte[] text) {
        byte[] y = new byte[16];
        y = absorb(y, h, aad);
        y = absorb(y, h, text);
        byte[] len = new byte[16];
        Bytes.putLongBE((long) aad.length * 8, len, 0);
        Bytes.putLongBE((long) text.length * 8, len, 8);
        return multiply(xor(y, len), h);
    }

    /** Y = (Y xor X_i) * H for each 16-byte block X_i of {@code data} (the last zero-padded), from {@code y}. */
    static byte[] absorb(byte[] y, byte[] h, byte[] data) {
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
    static byte[] multiply(byte[] x, byte[] y) {
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
