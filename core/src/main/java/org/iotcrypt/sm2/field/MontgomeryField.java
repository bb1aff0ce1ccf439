package org.iotcrypt.sm2.field;

import java.math.BigInteger;

/**
 * Montgomery arithmetic modulo any odd modulus m with 2^255 &lt; m &lt; 2^256, on four 64-bit
 * limbs, by the CIOS method (coarsely integrated operand scanning, Koç, Acar and Kaliski 1996,
 * the form the paper {@code sm2-cortex-m3-optimization} builds on). Elements are kept as
 * a·2^256 mod m, fully reduced, least significant limb first.
 *
 * <p>Java has neither a carry flag nor an unsigned 64x64-bit high product before JDK 18, so
 * each carry is recovered from the top bits ({@link #carry}) and the high half of an unsigned
 * product from {@link Math#multiplyHigh} plus its sign fix-up ({@link #mulHigh}). Everything
 * is branch-free; the final subtraction of m is a masked select.
 */
public final class MontgomeryField implements ModularField {

    private static final int LIMBS = 4;

    private final BigInteger modulus;
    private final long m0;
    private final long m1;
    private final long m2;
    private final long m3;
    /** -m^-1 mod 2^64. */
    private final long minv;
    /** 2^512 mod m, to enter Montgomery form. */
    private final long[] r2;
    /** 2^256 mod m, the Montgomery form of 1. */
    private final long[] one;
    /** m - 2, the Fermat inversion exponent (public). */
    private final BigInteger inverseExponent;

    public MontgomeryField(BigInteger modulus) {
        if (modulus.signum() <= 0 || !modulus.testBit(0) || modulus.bitLength() != 256) {
            throw new IllegalArgumentException("modulus must be an odd 256-bit number with its top bit set");
        }
        this.modulus = modulus;
        long[] m = limbsOf(modulus);
        m0 = m[0];
        m1 = m[1];
        m2 = m[2];
        m3 = m[3];
        // Newton iteration for m0^-1 mod 2^64: each step doubles the correct low bits.
        long inv = m0;
        for (int i = 0; i < 6; i++) {
            inv *= 2 - m0 * inv;
        }
        minv = -inv;
        r2 = limbsOf(BigInteger.ONE.shiftLeft(512).mod(modulus));
        one = limbsOf(BigInteger.ONE.shiftLeft(256).mod(modulus));
        inverseExponent = modulus.subtract(BigInteger.TWO);
    }

    @Override
    public BigInteger modulus() {
        return modulus;
    }

    @Override
    public int limbs() {
        return LIMBS;
    }

    @Override
    public long[] newElement() {
        return new long[LIMBS];
    }

    @Override
    public long[] fromBigInteger(BigInteger v) {
        long[] r = limbsOf(v.mod(modulus));
        mul(r, r, r2);
        return r;
    }

    @Override
    public BigInteger toBigInteger(long[] a) {
        byte[] out = new byte[32];
        toBytes(a, out, 0);
        return new BigInteger(1, out);
    }

    @Override
    public void fromBytes(long[] r, byte[] in, int off) {
        for (int i = 0; i < LIMBS; i++) {
            long w = 0;
            for (int j = 0; j < 8; j++) {
                w = (w << 8) | (in[off + 8 * (LIMBS - 1 - i) + j] & 0xffL);
            }
            r[i] = w;
        }
        // (v < 2^256) * (2^512 mod m) < 2^256 * m, so one Montgomery product reduces any input.
        mul(r, r, r2);
    }

    @Override
    public void toBytes(long[] a, byte[] out, int off) {
        long[] plain = new long[LIMBS];
        long[] unit = {1, 0, 0, 0};
        mul(plain, a, unit);
        for (int i = 0; i < LIMBS; i++) {
            long w = plain[i];
            for (int j = 7; j >= 0; j--) {
                out[off + 8 * (LIMBS - 1 - i) + j] = (byte) w;
                w >>>= 8;
            }
        }
    }

    @Override
    public void setZero(long[] r) {
        r[0] = 0;
        r[1] = 0;
        r[2] = 0;
        r[3] = 0;
    }

    @Override
    public void setOne(long[] r) {
        set(r, one);
    }

    @Override
    public void set(long[] r, long[] a) {
        r[0] = a[0];
        r[1] = a[1];
        r[2] = a[2];
        r[3] = a[3];
    }

    @Override
    public void add(long[] r, long[] a, long[] b) {
        long s0 = a[0] + b[0];
        long c = carry(a[0], b[0], s0);
        long s1 = a[1] + b[1] + c;
        c = carry(a[1], b[1], s1);
        long s2 = a[2] + b[2] + c;
        c = carry(a[2], b[2], s2);
        long s3 = a[3] + b[3] + c;
        long s4 = carry(a[3], b[3], s3);
        reduceOnce(r, s0, s1, s2, s3, s4);
    }

    @Override
    public void sub(long[] r, long[] a, long[] b) {
        long d0 = a[0] - b[0];
        long w = borrow(a[0], b[0], d0);
        long d1 = a[1] - b[1] - w;
        w = borrow(a[1], b[1], d1);
        long d2 = a[2] - b[2] - w;
        w = borrow(a[2], b[2], d2);
        long d3 = a[3] - b[3] - w;
        w = borrow(a[3], b[3], d3);
        // On borrow add m back, masked.
        long mask = -w;
        long e0 = d0 + (m0 & mask);
        long c = carry(d0, m0 & mask, e0);
        long e1 = d1 + (m1 & mask) + c;
        c = carry(d1, m1 & mask, e1);
        long e2 = d2 + (m2 & mask) + c;
        c = carry(d2, m2 & mask, e2);
        long e3 = d3 + (m3 & mask) + c;
        r[0] = e0;
        r[1] = e1;
        r[2] = e2;
        r[3] = e3;
    }

    @Override
    public void neg(long[] r, long[] a) {
        sub(r, new long[LIMBS], a);
    }

    @Override
    public void mul(long[] r, long[] a, long[] b) {
        long a0 = a[0];
        long a1 = a[1];
        long a2 = a[2];
        long a3 = a[3];
        long t0 = 0;
        long t1 = 0;
        long t2 = 0;
        long t3 = 0;
        long t4 = 0;
        for (int i = 0; i < LIMBS; i++) {
            long bi = b[i];
            // t += a * b[i]
            long lo = a0 * bi;
            long hi = mulHigh(a0, bi);
            long s = t0 + lo;
            hi += carry(t0, lo, s);
            t0 = s;
            long c = hi;

            lo = a1 * bi;
            hi = mulHigh(a1, bi);
            s = t1 + lo;
            hi += carry(t1, lo, s);
            long s2 = s + c;
            hi += carry(s, c, s2);
            t1 = s2;
            c = hi;

            lo = a2 * bi;
            hi = mulHigh(a2, bi);
            s = t2 + lo;
            hi += carry(t2, lo, s);
            s2 = s + c;
            hi += carry(s, c, s2);
            t2 = s2;
            c = hi;

            lo = a3 * bi;
            hi = mulHigh(a3, bi);
            s = t3 + lo;
            hi += carry(t3, lo, s);
            s2 = s + c;
            hi += carry(s, c, s2);
            t3 = s2;
            c = hi;

            s = t4 + c;
            long t5 = carry(t4, c, s);
            t4 = s;

            // t = (t + q * m) / 2^64 with q chosen so that the low limb vanishes.
            long q = t0 * minv;
            lo = q * m0;
            hi = mulHigh(q, m0);
            s = t0 + lo;
            c = hi + carry(t0, lo, s);

            lo = q * m1;
            hi = mulHigh(q, m1);
            s = t1 + lo;
            hi += carry(t1, lo, s);
            s2 = s + c;
            hi += carry(s, c, s2);
            t0 = s2;
            c = hi;

            lo = q * m2;
            hi = mulHigh(q, m2);
            s = t2 + lo;
            hi += carry(t2, lo, s);
            s2 = s + c;
            hi += carry(s, c, s2);
            t1 = s2;
            c = hi;

            lo = q * m3;
            hi = mulHigh(q, m3);
            s = t3 + lo;
            hi += carry(t3, lo, s);
            s2 = s + c;
            hi += carry(s, c, s2);
            t2 = s2;
            c = hi;

            s = t4 + c;
            t3 = s;
            t4 = t5 + carry(t4, c, s);
        }
        reduceOnce(r, t0, t1, t2, t3, t4);
    }

    @Override
    public void sqr(long[] r, long[] a) {
        mul(r, a, a);
    }

    @Override
    public void invert(long[] r, long[] a) {
        // Fermat: a^(m-2). The exponent is public, so branching on its bits is safe; the
        // sequence of squarings and multiplications is the same for every a.
        long[] base = a.clone();
        long[] acc = one.clone();
        for (int i = inverseExponent.bitLength() - 1; i >= 0; i--) {
            sqr(acc, acc);
            if (inverseExponent.testBit(i)) {
                mul(acc, acc, base);
            }
        }
        set(r, acc);
    }

    @Override
    public long isZero(long[] a) {
        long x = a[0] | a[1] | a[2] | a[3];
        return ((x | -x) >>> 63) - 1;
    }

    @Override
    public long equal(long[] a, long[] b) {
        long x = (a[0] ^ b[0]) | (a[1] ^ b[1]) | (a[2] ^ b[2]) | (a[3] ^ b[3]);
        return ((x | -x) >>> 63) - 1;
    }

    @Override
    public void cmov(long[] r, long[] a, long mask) {
        r[0] ^= (r[0] ^ a[0]) & mask;
        r[1] ^= (r[1] ^ a[1]) & mask;
        r[2] ^= (r[2] ^ a[2]) & mask;
        r[3] ^= (r[3] ^ a[3]) & mask;
    }

    /** r = s - m if s (a 257-bit value below 2m) is at least m, else s; branch-free. */
    private void reduceOnce(long[] r, long s0, long s1, long s2, long s3, long s4) {
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

    /** Carry out of x + y (+ an incoming carry) given the 64-bit sum s, as 0 or 1. */
    static long carry(long x, long y, long s) {
        return ((x & y) | ((x | y) & ~s)) >>> 63;
    }

    /** Borrow out of x - y (- an incoming borrow) given the 64-bit difference d, as 0 or 1. */
    static long borrow(long x, long y, long d) {
        return ((~x & y) | (~(x ^ y) & d)) >>> 63;
    }

    /** High 64 bits of the unsigned 128-bit product x*y. */
    static long mulHigh(long x, long y) {
        return Math.multiplyHigh(x, y) + ((x >> 63) & y) + ((y >> 63) & x);
    }

    private static long[] limbsOf(BigInteger v) {
        long[] r = new long[LIMBS];
        for (int i = 0; i < LIMBS; i++) {
            r[i] = v.shiftRight(64 * i).longValue();
        }
        return r;
    }
}
