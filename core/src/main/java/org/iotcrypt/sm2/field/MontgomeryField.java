package org.iotcrypt.sm2.field;

import static org.iotcrypt.sm2.field.Limbs64.borrow;
import static org.iotcrypt.sm2.field.Limbs64.carry;
import static org.iotcrypt.sm2.field.Limbs64.mulHigh;
import static org.iotcrypt.sm2.field.Limbs64.nonZero;

import java.math.BigInteger;
import java.util.Arrays;
import org.iotcrypt.util.Bytes;

/**
 * Montgomery arithmetic modulo any odd modulus m with 2^255 &lt; m &lt; 2^256, on four 64-bit
 * limbs, by the CIOS method (coarsely integrated operand scanning, Koç, Acar and Kaliski 1996,
 * the form the paper {@code sm2-cortex-m3-optimization} builds on). Elements are kept as
 * a·2^256 mod m, fully reduced, least significant limb first.
 *
 * <p>Multiplication and squaring are the unrolled kernels of {@link MontgomeryKernels};
 * inversion is the constant-time safegcd of {@link SafeGcdInverter} (measured about six times
 * faster than Fermat's a^(m-2) by fixed 4-bit windows). Everything is branch-free, and only
 * inversion allocates (its small working arrays); the final subtraction of m is a masked select.
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
    /** 2^768 mod m, which takes a plain inverse of a Montgomery form back to Montgomery form. */
    private final long[] r3;
    private final SafeGcdInverter inverter;

    /**
     * @param modulus odd, 2^255 &lt; modulus &lt; 2^256 (prime for {@link #invert})
     * @throws IllegalArgumentException otherwise
     */
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
        r3 = limbsOf(BigInteger.ONE.shiftLeft(768).mod(modulus));
        inverter = new SafeGcdInverter(modulus);
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
    public long[] fromBigInteger(BigInteger v) {
        long[] r = limbsOf(v.mod(modulus));
        mul(r, r, r2);
        return r;
    }

    @Override
    public void fromBytes(long[] r, byte[] in, int off) {
        r[3] = Bytes.getLongBE(in, off);
        r[2] = Bytes.getLongBE(in, off + 8);
        r[1] = Bytes.getLongBE(in, off + 16);
        r[0] = Bytes.getLongBE(in, off + 24);
        // (v < 2^256) * (2^512 mod m) < 2^256 * m, so one Montgomery product reduces any input.
        mul(r, r, r2);
    }

    @Override
    public void toBytes(long[] a, byte[] out, int off) {
        // Out of Montgomery form: a / 2^256, one word per round. a < m keeps every round's
        // value (t + q * m) / 2^64 below m, so four limbs hold it and no final subtraction is due.
        long t0 = a[0];
        long t1 = a[1];
        long t2 = a[2];
        long t3 = a[3];
        for (int i = 0; i < LIMBS; i++) {
            long q = t0 * minv;
            long c = mulHigh(q, m0) + nonZero(t0);
            long lo = q * m1;
            long s = t1 + lo;
            long hi = mulHigh(q, m1) + carry(t1, lo, s);
            t0 = s + c;
            c = hi + carry(s, c, t0);
            lo = q * m2;
            s = t2 + lo;
            hi = mulHigh(q, m2) + carry(t2, lo, s);
            t1 = s + c;
            c = hi + carry(s, c, t1);
            lo = q * m3;
            s = t3 + lo;
            hi = mulHigh(q, m3) + carry(t3, lo, s);
            t2 = s + c;
            t3 = hi + carry(s, c, t2);
        }
        Bytes.putLongBE(t3, out, off);
        Bytes.putLongBE(t2, out, off + 8);
        Bytes.putLongBE(t1, out, off + 16);
        Bytes.putLongBE(t0, out, off + 24);
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
        addWords(r, a, b[0], b[1], b[2], b[3]);
    }

    /** r = a + (b0..b3) mod m. */
    private void addWords(long[] r, long[] a, long b0, long b1, long b2, long b3) {
        long s0 = a[0] + b0;
        long c = carry(a[0], b0, s0);
        long s1 = a[1] + b1 + c;
        c = carry(a[1], b1, s1);
        long s2 = a[2] + b2 + c;
        c = carry(a[2], b2, s2);
        long s3 = a[3] + b3 + c;
        long s4 = carry(a[3], b3, s3);
        Limbs64.reduceOnce(r, s0, s1, s2, s3, s4, m0, m1, m2, m3);
    }

    @Override
    public void sub(long[] r, long[] a, long[] b) {
        subtract(r, a[0], a[1], a[2], a[3], b);
    }

    /** Fully reduced: 64-bit limbs leave no spare bits for a cheaper loose sum. */
    @Override
    public void addLoose(long[] r, long[] a, long[] b) {
        add(r, a, b);
    }

    /** Fully reduced, as {@link #addLoose}. */
    @Override
    public void subLoose(long[] r, long[] a, long[] b) {
        sub(r, a, b);
    }

    /** Fully reduced, by additions (k is public). */
    @Override
    public void mulSmallLoose(long[] r, long[] a, int k) {
        checkSmall(k);
        long a0 = a[0];
        long a1 = a[1];
        long a2 = a[2];
        long a3 = a[3];
        if (k == 1) {
            set(r, a);
            return;
        }
        add(r, a, a);
        if (k == 3) {
            addWords(r, r, a0, a1, a2, a3);
        } else if (k == 4) {
            add(r, r, r);
        }
    }

    static void checkSmall(int k) {
        if (k < 1 || k > 4) {
            throw new IllegalArgumentException("small multiplier must be in [1, 4], got " + k);
        }
    }

    @Override
    public void neg(long[] r, long[] a) {
        subtract(r, 0, 0, 0, 0, a);
    }

    @Override
    public void mul(long[] r, long[] a, long[] b) {
        MontgomeryKernels.mul(r, a, b, m0, m1, m2, m3, minv);
    }

    @Override
    public void sqr(long[] r, long[] a) {
        MontgomeryKernels.sqr(r, a, m0, m1, m2, m3, minv);
    }

    @Override
    public void invert(long[] r, long[] a) {
        // a holds A = x * 2^256; safegcd gives A^-1, and A^-1 * 2^768 / 2^256 = x^-1 * 2^256.
        long[] x = SafeGcdInverter.toLimbs30(a, 64);
        long[] inverse = inverter.invert(x);
        SafeGcdInverter.fromLimbs30(inverse, r, 64);
        mul(r, r, r3);
        // the value and its inverse may be secret (1 + d, (1 + d)^-1)
        Arrays.fill(x, 0);
        Arrays.fill(inverse, 0);
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

    /** r = (a0..a3) - b mod m for both operands below m; m is added back under a mask on borrow. */
    private void subtract(long[] r, long a0, long a1, long a2, long a3, long[] b) {
        long b0 = b[0];
        long b1 = b[1];
        long b2 = b[2];
        long b3 = b[3];
        long d0 = a0 - b0;
        long w = borrow(a0, b0, d0);
        long d1 = a1 - b1 - w;
        w = borrow(a1, b1, d1);
        long d2 = a2 - b2 - w;
        w = borrow(a2, b2, d2);
        long d3 = a3 - b3 - w;
        w = borrow(a3, b3, d3);
        long mask = -w;
        long e0 = d0 + (m0 & mask);
        long c = carry(d0, m0 & mask, e0);
        long e1 = d1 + (m1 & mask) + c;
        c = carry(d1, m1 & mask, e1);
        long e2 = d2 + (m2 & mask) + c;
        c = carry(d2, m2 & mask, e2);
        r[3] = d3 + (m3 & mask) + c;
        r[0] = e0;
        r[1] = e1;
        r[2] = e2;
    }

    private static long[] limbsOf(BigInteger v) {
        long[] r = new long[LIMBS];
        for (int i = 0; i < LIMBS; i++) {
            r[i] = v.shiftRight(64 * i).longValue();
        }
        return r;
    }
}
