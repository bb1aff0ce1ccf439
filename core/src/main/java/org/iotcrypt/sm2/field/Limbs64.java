package org.iotcrypt.sm2.field;

/**
 * Carry, borrow and unsigned high product for 64-bit limbs, which Java (no carry flag, no
 * unsigned multiply-high before JDK 18) has to compute from the top bits, and the final
 * conditional subtraction of a 4-limb modulus. All branch-free.
 */
final class Limbs64 {

    private Limbs64() {
    }

    /** r = s - m if s (a 257-bit value below 2m) is at least m, else s; branch-free. */
    static void reduceOnce(long[] r, long s0, long s1, long s2, long s3, long s4,
            long m0, long m1, long m2, long m3) {
        long d0 = s0 - m0;
        long w = borrow(s0, m0, d0);
        long d1 = s1 - m1 - w;
        w = borrow(s1, m1, d1);
        long d2 = s2 - m2 - w;
        w = borrow(s2, m2, d2);
        long d3 = s3 - m3 - w;
        w = borrow(s3, m3, d3);
        // s < m exactly when the subtraction borrows out of the fifth word.
        long keep = -((w & ~s4) & 1);
        r[0] = (s0 & keep) | (d0 & ~keep);
        r[1] = (s1 & keep) | (d1 & ~keep);
        r[2] = (s2 & keep) | (d2 & ~keep);
        r[3] = (s3 & keep) | (d3 & ~keep);
    }

    /** Carry out of x + y (+ an incoming carry of 0 or 1) given the 64-bit sum s, as 0 or 1. */
    static long carry(long x, long y, long s) {
        return ((x & y) | ((x | y) & ~s)) >>> 63;
    }

    /** Borrow out of x - y (- an incoming borrow of 0 or 1) given the 64-bit difference d, as 0 or 1. */
    static long borrow(long x, long y, long d) {
        return ((~x & y) | (~(x ^ y) & d)) >>> 63;
    }

    /** 1 if x != 0, else 0: the carry out of x + (-x). */
    static long nonZero(long x) {
        return (x | -x) >>> 63;
    }

    /** High 64 bits of the unsigned 128-bit product x * y. */
    static long mulHigh(long x, long y) {
        return Math.multiplyHigh(x, y) + ((x >> 63) & y) + ((y >> 63) & x);
    }
}
