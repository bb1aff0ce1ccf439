package org.iotcrypt.internal.engine;

/**
 * The reduction of GHASH's field, GF(2^128) modulo x^128 + x^7 + x^2 + x + 1, in GCM's reflected
 * bit order: one copy for core's {@code Ghash} and the vector GHASH, which produce the same
 * unreduced product. Shifts and XORs only, constant time.
 */
public final class Gf128 {

    private Gf128() {
    }

    /**
     * Reduces a 255-bit carry-less product of two reflected 128-bit values, given as four words
     * most significant first as the multipliers leave it (one bit short of the reflected
     * 256-bit value, so it is shifted left by one first), and writes the result to
     * {@code y[0]} (high word) and {@code y[1]} (low word).
     */
    public static void reduce(long p0, long p1, long p2, long p3, long[] y) {
        reduce(p0, p1, p2, p3, y, 0);
    }

    /** As {@link #reduce(long, long, long, long, long[])}, into {@code y[at]} and {@code y[at + 1]}. */
    public static void reduce(long p0, long p1, long p2, long p3, long[] y, int at) {
        p0 = (p0 << 1) | (p1 >>> 63);
        p1 = (p1 << 1) | (p2 >>> 63);
        p2 = (p2 << 1) | (p3 >>> 63);
        p3 <<= 1;
        // Fold the low 128 bits (degrees 128..255) back with x^128 = x^7 + x^2 + x + 1.
        p1 ^= p3 ^ (p3 >>> 1) ^ (p3 >>> 2) ^ (p3 >>> 7);
        p2 ^= (p3 << 63) ^ (p3 << 62) ^ (p3 << 57);
        p0 ^= p2 ^ (p2 >>> 1) ^ (p2 >>> 2) ^ (p2 >>> 7);
        p1 ^= (p2 << 63) ^ (p2 << 62) ^ (p2 << 57);
        y[at] = p0;
        y[at + 1] = p1;
    }
}
