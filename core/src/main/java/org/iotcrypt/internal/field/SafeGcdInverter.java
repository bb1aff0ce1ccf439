package org.iotcrypt.internal.field;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * Constant-time inversion modulo an odd modulus m &lt; 2^256 by Bernstein and Yang's "safegcd"
 * divsteps (Fast constant-time gcd computation and modular inversion, TCHES 2019), in the
 * batched form with 30 divsteps per 2x2 transition matrix (as described for libsecp256k1's
 * 32-bit inverse, with zeta = -(delta + 1/2)) so that every product and sum fits a 64-bit long
 * (Java has no 128-bit type). 20 batches of 30 = 600 divsteps, more than the 590
 * that 256-bit inputs need, run for every input; each divstep is branch-free (masks only), so
 * the running time does not depend on the value. An input of 0 gives 0.
 *
 * <p>Numbers are nine 30-bit limbs, least significant first, the top limb signed.
 */
final class SafeGcdInverter {

    private static final int LIMBS = 9;
    private static final int BATCHES = 20;
    private static final long M30 = (1L << 30) - 1;

    private final long[] m;
    /** m^-1 mod 2^30. */
    private final int mInv30;

    SafeGcdInverter(BigInteger modulus) {
        if (!modulus.testBit(0) || modulus.bitLength() > 256) {
            throw new IllegalArgumentException("modulus must be odd and below 2^256");
        }
        m = new long[LIMBS];
        for (int i = 0; i < LIMBS; i++) {
            m[i] = modulus.shiftRight(30 * i).longValue() & M30;
        }
        mInv30 = modulus.modInverse(BigInteger.ONE.shiftLeft(30)).intValue();
    }

    /**
     * Returns x^-1 mod m (0 for x = 0) as nine 30-bit limbs, all in [0, 2^30); x is given as
     * nine 30-bit limbs in [0, 2^30) with value below m.
     */
    long[] invert(long[] x) {
        long[] f = m.clone();
        long[] g = x.clone();
        long[] d = new long[LIMBS];
        long[] e = new long[LIMBS];
        e[0] = 1;
        int zeta = -1;
        long[] t = new long[4];
        for (int i = 0; i < BATCHES; i++) {
            zeta = divsteps(zeta, (int) f[0], (int) g[0], t);
            updateDe(d, e, t);
            updateFg(f, g, t);
        }
        // Now f = +-1 (gcd 1) and d = +-x^-1 in (-2m, m); fix the sign and bring d into [0, m).
        long fNegative = f[LIMBS - 1] >> 63;
        addModulusIfNegative(d);
        for (int i = 0; i < LIMBS; i++) {
            d[i] = (d[i] ^ fNegative) - fNegative;
        }
        carry(d);
        addModulusIfNegative(d);
        // g held the input (e.g. 1 + d when a private key is set up), e its cofactor
        Arrays.fill(g, 0);
        Arrays.fill(e, 0);
        Arrays.fill(t, 0);
        return d;
    }

    /**
     * Thirty divsteps on the low bits of f and g; t receives the transition matrix (u, v, q, r)
     * scaled by 2^30, with (f, g) * 2^30 = (u f + v g, q f + r g). zeta is -(delta + 1/2).
     */
    private static int divsteps(int zeta, int f, int g, long[] t) {
        int u = 1;
        int v = 0;
        int q = 0;
        int r = 1;
        for (int i = 0; i < 30; i++) {
            // mask1: zeta < 0 (delta > 0); mask2: g odd.
            int mask1 = zeta >> 31;
            int mask2 = -(g & 1);
            // If g is odd, add f (negated when delta > 0) to g, and the matching row.
            int x = (f ^ mask1) - mask1;
            int y = (u ^ mask1) - mask1;
            int z = (v ^ mask1) - mask1;
            g += x & mask2;
            q += y & mask2;
            r += z & mask2;
            // When both hold, swap in effect: f takes the old g, and delta becomes 1 - delta.
            mask1 &= mask2;
            zeta = (zeta ^ mask1) - 1;
            f += g & mask1;
            u += q & mask1;
            v += r & mask1;
            g >>= 1;
            u <<= 1;
            v <<= 1;
        }
        t[0] = u;
        t[1] = v;
        t[2] = q;
        t[3] = r;
        return zeta;
    }

    /** (d, e) = t (d, e) / 2^30 mod m, adding multiples of m to make the division exact. */
    private void updateDe(long[] d, long[] e, long[] t) {
        long u = t[0];
        long v = t[1];
        long q = t[2];
        long r = t[3];
        long sd = d[LIMBS - 1] >> 63;
        long se = e[LIMBS - 1] >> 63;
        // Start md, me so that negative d, e are made up for (keeping the outputs above -2m).
        long md = (u & sd) + (v & se);
        long me = (q & sd) + (r & se);
        long cd = u * d[0] + v * e[0];
        long ce = q * d[0] + r * e[0];
        md -= (mInv30 * (int) cd + md) & M30;
        me -= (mInv30 * (int) ce + me) & M30;
        cd += m[0] * md;
        ce += m[0] * me;
        cd >>= 30;
        ce >>= 30;
        for (int i = 1; i < LIMBS; i++) {
            cd += u * d[i] + v * e[i] + m[i] * md;
            ce += q * d[i] + r * e[i] + m[i] * me;
            d[i - 1] = cd & M30;
            e[i - 1] = ce & M30;
            cd >>= 30;
            ce >>= 30;
        }
        d[LIMBS - 1] = cd;
        e[LIMBS - 1] = ce;
    }

    /** (f, g) = t (f, g) / 2^30, an exact division. */
    private static void updateFg(long[] f, long[] g, long[] t) {
        long u = t[0];
        long v = t[1];
        long q = t[2];
        long r = t[3];
        long cf = u * f[0] + v * g[0];
        long cg = q * f[0] + r * g[0];
        cf >>= 30;
        cg >>= 30;
        for (int i = 1; i < LIMBS; i++) {
            cf += u * f[i] + v * g[i];
            cg += q * f[i] + r * g[i];
            f[i - 1] = cf & M30;
            g[i - 1] = cg & M30;
            cf >>= 30;
            cg >>= 30;
        }
        f[LIMBS - 1] = cf;
        g[LIMBS - 1] = cg;
    }

    /**
     * r = a^-1 mod m (0 for a = 0), both as five 52-bit limbs, least significant first (the
     * fields' limbs); a below m. The 30-bit copies of a and of its inverse are wiped: either may
     * be secret (1 + d and (1 + d)^-1 when a private key is set up).
     */
    void invertLimbs52(long[] a, long[] r) {
        long[] x = toLimbs30(a);
        long[] inverse = invert(x);
        fromLimbs30(inverse, r);
        Arrays.fill(x, 0);
        Arrays.fill(inverse, 0);
    }

    /** a (five 52-bit limbs, least significant first) as nine 30-bit limbs. */
    static long[] toLimbs30(long[] a) {
        long[] x = new long[LIMBS];
        for (int i = 0; i < LIMBS; i++) {
            int pos = 30 * i;
            int k = pos / 52;
            int o = pos % 52;
            long v = a[k] >>> o;
            if (o + 30 > 52 && k + 1 < a.length) {
                v |= a[k + 1] << (52 - o);
            }
            x[i] = v & M30;
        }
        return x;
    }

    /** Writes x (nine 30-bit limbs, value below 2^256) into r as five 52-bit limbs. */
    static void fromLimbs30(long[] x, long[] r) {
        long mask = (1L << 52) - 1;
        for (int j = 0; j < r.length; j++) {
            int pos = 52 * j;
            int k = pos / 30;
            int shift = 30 - pos % 30;
            long v = x[k] >>> (pos % 30);
            while (shift < 52 && ++k < LIMBS) {
                v |= x[k] << shift;
                shift += 30;
            }
            r[j] = v & mask;
        }
    }

    /** a += m if a is negative (masked), then carried back to 30-bit limbs. */
    private void addModulusIfNegative(long[] a) {
        long mask = a[LIMBS - 1] >> 63;
        for (int i = 0; i < LIMBS; i++) {
            a[i] += m[i] & mask;
        }
        carry(a);
    }

    /** Carries signed limbs into 30-bit limbs, the top limb keeping the sign. */
    private static void carry(long[] a) {
        for (int i = 0; i < LIMBS - 1; i++) {
            a[i + 1] += a[i] >> 30;
            a[i] &= M30;
        }
    }
}
