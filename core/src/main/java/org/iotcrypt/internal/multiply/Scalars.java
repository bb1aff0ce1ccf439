package org.iotcrypt.internal.multiply;

/** Scalars as little-endian 64-bit limbs, and bit-field extraction at public positions. */
final class Scalars {

    private Scalars() {
    }

    /**
     * The 32-byte big-endian scalar as five little-endian limbs (the fifth is 0, room for the
     * bits recodings read past the top).
     */
    static long[] limbs(byte[] k32) {
        if (k32 == null || k32.length != 32) {
            throw new IllegalArgumentException("scalar must be 32 bytes, got "
                    + (k32 == null ? "null" : k32.length));
        }
        long[] r = new long[5];
        for (int i = 0; i < 4; i++) {
            long w = 0;
            for (int j = 0; j < 8; j++) {
                w = (w << 8) | (k32[8 * (3 - i) + j] & 0xffL);
            }
            r[i] = w;
        }
        return r;
    }

    /**
     * Bits [pos, pos + count) of k (count at most 32; pos public, may be -1 meaning a 0 bit
     * below bit 0); branch-free in the value of k.
     */
    static int bits(long[] k, int pos, int count) {
        long mask = (1L << count) - 1;
        if (pos < 0) {
            return (int) ((k[0] << -pos) & mask);
        }
        int q = pos >>> 6;
        int r = pos & 63;
        long v = k[q] >>> r;
        if (r != 0 && q + 1 < k.length) {
            v |= k[q + 1] << (64 - r);
        }
        return (int) (v & mask);
    }

    /** All ones (as a long) if x == y, else 0; constant time. */
    static long equalMask(int x, int y) {
        long d = x ^ y;
        return ((d | -d) >>> 63) - 1;
    }
}
