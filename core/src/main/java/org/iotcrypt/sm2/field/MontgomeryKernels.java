package org.iotcrypt.sm2.field;

/**
 * The unrolled 4x64-bit-limb Montgomery kernels behind {@link MontgomeryField}: CIOS
 * multiplication, a dedicated squaring (each cross product once, doubled, then a separate
 * reduction), and the word-by-word reduction. Limbs are least significant first; the modulus
 * m = (m0, m1, m2, m3) is odd with 2^255 &lt; m &lt; 2^256 and minv = -m^-1 mod 2^64.
 *
 * <p>Java has no carry flag and no unsigned 64x64-bit high product before JDK 18: each carry is
 * recovered from the top bits ({@link #carry}), the high half of an unsigned product from
 * {@link Math#multiplyHigh} and its sign fix-up ({@link #mulHigh}). Loops are written out so
 * that the limbs stay in registers and the JIT sees straight-line code. Branch-free.
 */
final class MontgomeryKernels {

    private MontgomeryKernels() {
    }

    /** r = a * b / 2^256 mod m, fully reduced (a, b below 2^256 with a * b &lt; 2^256 * m). */
    static void mul(long[] r, long[] a, long[] b, long m0, long m1, long m2, long m3, long minv) {
        long a0 = a[0];
        long a1 = a[1];
        long a2 = a[2];
        long a3 = a[3];
        long b0 = b[0];
        long b1 = b[1];
        long b2 = b[2];
        long b3 = b[3];
        long t0;
        long t1;
        long t2;
        long t3;
        long t4;
        long t5;
        long lo;
        long hi;
        long s;
        long u;
        long c;
        long q;
        // round 0: t += a * b0; t = (t + q * m) / 2^64
        t0 = a0 * b0;
        t1 = mulHigh(a0, b0);
        lo = a1 * b0;
        s = t1 + lo;
        t2 = mulHigh(a1, b0) + carry(t1, lo, s);
        t1 = s;
        lo = a2 * b0;
        s = t2 + lo;
        t3 = mulHigh(a2, b0) + carry(t2, lo, s);
        t2 = s;
        lo = a3 * b0;
        s = t3 + lo;
        t4 = mulHigh(a3, b0) + carry(t3, lo, s);
        t3 = s;
        t5 = 0;
        q = t0 * minv;
        c = mulHigh(q, m0) + nonZero(t0);
        lo = q * m1;
        hi = mulHigh(q, m1);
        s = t1 + lo;
        hi += carry(t1, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t0 = u;
        lo = q * m2;
        hi = mulHigh(q, m2);
        s = t2 + lo;
        hi += carry(t2, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t1 = u;
        lo = q * m3;
        hi = mulHigh(q, m3);
        s = t3 + lo;
        hi += carry(t3, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t2 = u;
        s = t4 + c;
        t3 = s;
        t4 = t5 + carry(t4, c, s);
        // round 1: t += a * b1; t = (t + q * m) / 2^64
        lo = a0 * b1;
        s = t0 + lo;
        c = mulHigh(a0, b1) + carry(t0, lo, s);
        t0 = s;
        lo = a1 * b1;
        hi = mulHigh(a1, b1);
        s = t1 + lo;
        hi += carry(t1, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t1 = u;
        lo = a2 * b1;
        hi = mulHigh(a2, b1);
        s = t2 + lo;
        hi += carry(t2, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t2 = u;
        lo = a3 * b1;
        hi = mulHigh(a3, b1);
        s = t3 + lo;
        hi += carry(t3, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t3 = u;
        s = t4 + c;
        t5 = carry(t4, c, s);
        t4 = s;
        q = t0 * minv;
        c = mulHigh(q, m0) + nonZero(t0);
        lo = q * m1;
        hi = mulHigh(q, m1);
        s = t1 + lo;
        hi += carry(t1, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t0 = u;
        lo = q * m2;
        hi = mulHigh(q, m2);
        s = t2 + lo;
        hi += carry(t2, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t1 = u;
        lo = q * m3;
        hi = mulHigh(q, m3);
        s = t3 + lo;
        hi += carry(t3, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t2 = u;
        s = t4 + c;
        t3 = s;
        t4 = t5 + carry(t4, c, s);
        // round 2: t += a * b2; t = (t + q * m) / 2^64
        lo = a0 * b2;
        s = t0 + lo;
        c = mulHigh(a0, b2) + carry(t0, lo, s);
        t0 = s;
        lo = a1 * b2;
        hi = mulHigh(a1, b2);
        s = t1 + lo;
        hi += carry(t1, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t1 = u;
        lo = a2 * b2;
        hi = mulHigh(a2, b2);
        s = t2 + lo;
        hi += carry(t2, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t2 = u;
        lo = a3 * b2;
        hi = mulHigh(a3, b2);
        s = t3 + lo;
        hi += carry(t3, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t3 = u;
        s = t4 + c;
        t5 = carry(t4, c, s);
        t4 = s;
        q = t0 * minv;
        c = mulHigh(q, m0) + nonZero(t0);
        lo = q * m1;
        hi = mulHigh(q, m1);
        s = t1 + lo;
        hi += carry(t1, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t0 = u;
        lo = q * m2;
        hi = mulHigh(q, m2);
        s = t2 + lo;
        hi += carry(t2, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t1 = u;
        lo = q * m3;
        hi = mulHigh(q, m3);
        s = t3 + lo;
        hi += carry(t3, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t2 = u;
        s = t4 + c;
        t3 = s;
        t4 = t5 + carry(t4, c, s);
        // round 3: t += a * b3; t = (t + q * m) / 2^64
        lo = a0 * b3;
        s = t0 + lo;
        c = mulHigh(a0, b3) + carry(t0, lo, s);
        t0 = s;
        lo = a1 * b3;
        hi = mulHigh(a1, b3);
        s = t1 + lo;
        hi += carry(t1, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t1 = u;
        lo = a2 * b3;
        hi = mulHigh(a2, b3);
        s = t2 + lo;
        hi += carry(t2, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t2 = u;
        lo = a3 * b3;
        hi = mulHigh(a3, b3);
        s = t3 + lo;
        hi += carry(t3, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t3 = u;
        s = t4 + c;
        t5 = carry(t4, c, s);
        t4 = s;
        q = t0 * minv;
        c = mulHigh(q, m0) + nonZero(t0);
        lo = q * m1;
        hi = mulHigh(q, m1);
        s = t1 + lo;
        hi += carry(t1, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t0 = u;
        lo = q * m2;
        hi = mulHigh(q, m2);
        s = t2 + lo;
        hi += carry(t2, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t1 = u;
        lo = q * m3;
        hi = mulHigh(q, m3);
        s = t3 + lo;
        hi += carry(t3, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t2 = u;
        s = t4 + c;
        t3 = s;
        t4 = t5 + carry(t4, c, s);
        reduceOnce(r, t0, t1, t2, t3, t4, m0, m1, m2, m3);
    }

    /** r = a^2 / 2^256 mod m, fully reduced (a &lt; m). */
    static void sqr(long[] r, long[] a, long m0, long m1, long m2, long m3, long minv) {
        long a0 = a[0];
        long a1 = a[1];
        long a2 = a[2];
        long a3 = a[3];
        long lo;
        long hi;
        long s;
        long u;
        long c;
        // Cross products a_i * a_j, i < j, into t1..t6.
        long t1 = a0 * a1;
        long t2 = mulHigh(a0, a1);
        lo = a0 * a2;
        s = t2 + lo;
        long t3 = mulHigh(a0, a2) + carry(t2, lo, s);
        t2 = s;
        lo = a0 * a3;
        s = t3 + lo;
        long t4 = mulHigh(a0, a3) + carry(t3, lo, s);
        t3 = s;
        lo = a1 * a2;
        s = t3 + lo;
        c = mulHigh(a1, a2) + carry(t3, lo, s);
        t3 = s;
        lo = a1 * a3;
        hi = mulHigh(a1, a3);
        s = t4 + lo;
        hi += carry(t4, lo, s);
        u = s + c;
        long t5 = hi + carry(s, c, u);
        t4 = u;
        lo = a2 * a3;
        s = t5 + lo;
        long t6 = mulHigh(a2, a3) + carry(t5, lo, s);
        t5 = s;
        // Doubled.
        long t7 = t6 >>> 63;
        t6 = (t6 << 1) | (t5 >>> 63);
        t5 = (t5 << 1) | (t4 >>> 63);
        t4 = (t4 << 1) | (t3 >>> 63);
        t3 = (t3 << 1) | (t2 >>> 63);
        t2 = (t2 << 1) | (t1 >>> 63);
        t1 <<= 1;
        // Plus the squares a_i^2 at limb 2i; the carry formula takes a carry-in.
        long t0 = a0 * a0;
        hi = mulHigh(a0, a0);
        s = t1 + hi;
        c = carry(t1, hi, s);
        t1 = s;
        lo = a1 * a1;
        hi = mulHigh(a1, a1);
        s = t2 + lo + c;
        c = carry(t2, lo, s);
        t2 = s;
        s = t3 + hi + c;
        c = carry(t3, hi, s);
        t3 = s;
        lo = a2 * a2;
        hi = mulHigh(a2, a2);
        s = t4 + lo + c;
        c = carry(t4, lo, s);
        t4 = s;
        s = t5 + hi + c;
        c = carry(t5, hi, s);
        t5 = s;
        lo = a3 * a3;
        hi = mulHigh(a3, a3);
        s = t6 + lo + c;
        c = carry(t6, lo, s);
        t6 = s;
        t7 += hi + c;
        redc(r, t0, t1, t2, t3, t4, t5, t6, t7, m0, m1, m2, m3, minv);
    }

    /** r = t / 2^256 mod m for t = (t0..t7) &lt; m^2, fully reduced. */
    static void redc(long[] r, long t0, long t1, long t2, long t3, long t4, long t5, long t6, long t7,
            long m0, long m1, long m2, long m3, long minv) {
        long lo;
        long hi;
        long s;
        long u;
        long c;
        long q;
        long top = 0;
        // round 0: t = t + q * m * 2^0, clearing limb 0
        q = t0 * minv;
        c = mulHigh(q, m0) + nonZero(t0);
        lo = q * m1;
        hi = mulHigh(q, m1);
        s = t1 + lo;
        hi += carry(t1, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t1 = u;
        lo = q * m2;
        hi = mulHigh(q, m2);
        s = t2 + lo;
        hi += carry(t2, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t2 = u;
        lo = q * m3;
        hi = mulHigh(q, m3);
        s = t3 + lo;
        hi += carry(t3, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t3 = u;
        s = t4 + c + top;
        top = carry(t4, c, s);
        t4 = s;
        // round 1: t = t + q * m * 2^64, clearing limb 1
        q = t1 * minv;
        c = mulHigh(q, m0) + nonZero(t1);
        lo = q * m1;
        hi = mulHigh(q, m1);
        s = t2 + lo;
        hi += carry(t2, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t2 = u;
        lo = q * m2;
        hi = mulHigh(q, m2);
        s = t3 + lo;
        hi += carry(t3, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t3 = u;
        lo = q * m3;
        hi = mulHigh(q, m3);
        s = t4 + lo;
        hi += carry(t4, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t4 = u;
        s = t5 + c + top;
        top = carry(t5, c, s);
        t5 = s;
        // round 2: t = t + q * m * 2^128, clearing limb 2
        q = t2 * minv;
        c = mulHigh(q, m0) + nonZero(t2);
        lo = q * m1;
        hi = mulHigh(q, m1);
        s = t3 + lo;
        hi += carry(t3, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t3 = u;
        lo = q * m2;
        hi = mulHigh(q, m2);
        s = t4 + lo;
        hi += carry(t4, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t4 = u;
        lo = q * m3;
        hi = mulHigh(q, m3);
        s = t5 + lo;
        hi += carry(t5, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t5 = u;
        s = t6 + c + top;
        top = carry(t6, c, s);
        t6 = s;
        // round 3: t = t + q * m * 2^192, clearing limb 3
        q = t3 * minv;
        c = mulHigh(q, m0) + nonZero(t3);
        lo = q * m1;
        hi = mulHigh(q, m1);
        s = t4 + lo;
        hi += carry(t4, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t4 = u;
        lo = q * m2;
        hi = mulHigh(q, m2);
        s = t5 + lo;
        hi += carry(t5, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t5 = u;
        lo = q * m3;
        hi = mulHigh(q, m3);
        s = t6 + lo;
        hi += carry(t6, lo, s);
        u = s + c;
        c = hi + carry(s, c, u);
        t6 = u;
        s = t7 + c + top;
        top = carry(t7, c, s);
        t7 = s;
        reduceOnce(r, t4, t5, t6, t7, top, m0, m1, m2, m3);
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
