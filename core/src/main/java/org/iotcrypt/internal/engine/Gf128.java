package org.iotcrypt.internal.engine;

/**
 * The reduction of GHASH's field, GF(2^128) modulo x^128 + x^7 + x^2 + x + 1, in GCM's reflected
 * bit order, with the assembly of the Karatsuba product before it: one copy for core's
 * {@code Ghash} and the vector GHASH, which produce the same six word products. Shifts and XORs only, constant time.
 */
public final class Gf128 {

    private Gf128() {
    }

    /**
     * Assembles and reduces the product of two 128-bit values from the low 64 bits of the six
     * word products the multipliers compute (BearSSL's ctmul64: exact low halves, and the high
     * halves from the same on bit-reversed operands): {@code z0}, {@code z1}, {@code zMid} those of
     * lo·lo, hi·hi and (hi xor lo)·(hi xor lo), {@code w0}, {@code w1}, {@code wMid} those of their
     * bit reversals. Karatsuba's middle terms, the reversals back, and the reduction, into
     * {@code y[at]} (high word) and {@code y[at + 1]}: one copy for core's {@code Ghash} and both
     * vector kernels.
     */
    public static void reduceKaratsuba(long z0, long z1, long zMid, long w0, long w1, long wMid, long[] y, int at) {
        long z2 = zMid ^ z0 ^ z1;
        long w2 = wMid ^ w0 ^ w1;
        w0 = Long.reverse(w0) >>> 1;
        w1 = Long.reverse(w1) >>> 1;
        w2 = Long.reverse(w2) >>> 1;
        // 255-bit product, most significant word first.
        reduce(w1, z1 ^ w2, w0 ^ z2, z0, y, at);
    }

    /**
     * Reduces a 255-bit carry-less product of two reflected 128-bit values, given as four words
     * most significant first as the multipliers leave it (one bit short of the reflected
     * 256-bit value, so it is shifted left by one first), and writes the result to
     * {@code y[at]} (high word) and {@code y[at + 1]} (low word).
     */
    private static void reduce(long p0, long p1, long p2, long p3, long[] y, int at) {
        p0 = (p0 << 1) | (p1 >>> 63);
        p1 = (p1 << 1) | (p2 >>> 63);
        p2 = (p2 << 1) | (p3 >>> 63);
        p3 <<= 1;
        reduceWide(p0, p1, p2, p3, y, at);
    }

    /**
     * Reduces a 256-bit carry-less product in GCM's reflected order (four words, most significant
     * first, bit 255 - d the coefficient of x^d) into {@code y[at]} (high word) and
     * {@code y[at + 1]}: for products made without the multipliers (the scalar bulk GHASH's byte
     * tables).
     */
    public static void reduceWide(long p0, long p1, long p2, long p3, long[] y, int at) {
        // Fold the low 128 bits (degrees 128..255) back with x^128 = x^7 + x^2 + x + 1.
        p1 ^= p3 ^ (p3 >>> 1) ^ (p3 >>> 2) ^ (p3 >>> 7);
        p2 ^= (p3 << 63) ^ (p3 << 62) ^ (p3 << 57);
        p0 ^= p2 ^ (p2 >>> 1) ^ (p2 >>> 2) ^ (p2 >>> 7);
        p1 ^= (p2 << 63) ^ (p2 << 62) ^ (p2 << 57);
        y[at] = p0;
        y[at + 1] = p1;
    }
}
