package org.iotcrypt.internal.field;

import java.math.BigInteger;

/**
 * Arithmetic modulo the sm2p256v1 prime p = 2^256 - 2^224 - 2^96 + 2^64 - 1, specialised to
 * its shape: Montgomery form with R = 2^260 on five 52-bit limbs (the layout, products and loose
 * elements of {@link Montgomery52Field}).
 *
 * <p>Why Montgomery: p = -1 mod 2^52, so each reduction step's multiplier q is just the low 52
 * bits of the lowest column, and q * p = q*2^256 - q*2^224 - q*2^96 + q*2^64 - q is added by
 * shifts and masks, no products. Columns are signed during the reduction; arithmetic shifts carry
 * them exactly. Every method is branch-free and free of secret-indexed memory access. Inversion
 * (safegcd) was measured about 3.8 times faster here than Fermat's a^(p-2) by a fixed addition
 * chain (256 squarings and 15 products).
 */
public final class Sm2PrimeField extends Montgomery52Field {

    /** The sm2p256v1 prime. */
    public static final BigInteger P = new BigInteger(
            "FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000FFFFFFFFFFFFFFFF", 16);

    private static final long M48 = (1L << 48) - 1;
    /** 2^256 - p on limbs 1 and 4 (limb 0 holds 1, limbs 2 and 3 hold 0): 2^96 - 2^64 and 2^224. */
    private static final long C1 = (1L << 44) - (1L << 12);
    private static final long C4 = 1L << 16;

    Sm2PrimeField() {
        super(P);
    }

    @Override
    public void mul(long[] r, long[] a, long[] b) {
        // Operands pre-shifted by 6 for both halves of each product (see lo and hi).
        long x0 = a[0] << 6;
        long x1 = a[1] << 6;
        long x2 = a[2] << 6;
        long x3 = a[3] << 6;
        long x4 = a[4] << 6;
        long y0 = b[0] << 6;
        long y1 = b[1] << 6;
        long y2 = b[2] << 6;
        long y3 = b[3] << 6;
        long y4 = b[4] << 6;
        // Column k collects the low halves of the products a_i*b_j with i+j = k and the high
        // halves of those with i+j = k-1; each column stays below 2^56.
        long c0 = lo(x0, y0);
        long c1 = hi(x0, y0) + lo(x0, y1) + lo(x1, y0);
        long c2 = hi(x0, y1) + hi(x1, y0) + lo(x0, y2) + lo(x1, y1) + lo(x2, y0);
        long c3 = hi(x0, y2) + hi(x1, y1) + hi(x2, y0) + lo(x0, y3) + lo(x1, y2) + lo(x2, y1) + lo(x3, y0);
        long c4 = hi(x0, y3) + hi(x1, y2) + hi(x2, y1) + hi(x3, y0)
                + lo(x0, y4) + lo(x1, y3) + lo(x2, y2) + lo(x3, y1) + lo(x4, y0);
        long c5 = hi(x0, y4) + hi(x1, y3) + hi(x2, y2) + hi(x3, y1) + hi(x4, y0)
                + lo(x1, y4) + lo(x2, y3) + lo(x3, y2) + lo(x4, y1);
        long c6 = hi(x1, y4) + hi(x2, y3) + hi(x3, y2) + hi(x4, y1) + lo(x2, y4) + lo(x3, y3) + lo(x4, y2);
        long c7 = hi(x2, y4) + hi(x3, y3) + hi(x4, y2) + lo(x3, y4) + lo(x4, y3);
        long c8 = hi(x3, y4) + hi(x4, y3) + lo(x4, y4);
        long c9 = hi(x4, y4);
        reduceColumns(r, c0, c1, c2, c3, c4, c5, c6, c7, c8, c9);
    }

    @Override
    public void sqr(long[] r, long[] a) {
        // Operands pre-shifted for lo and hi (see hi); cross products once, with one factor doubled.
        long x0 = a[0] << 6;
        long x1 = a[1] << 6;
        long x2 = a[2] << 6;
        long x3 = a[3] << 6;
        long x4 = a[4] << 6;
        long e0 = x0 << 1;
        long e1 = x1 << 1;
        long e2 = x2 << 1;
        long e3 = x3 << 1;
        long c0 = lo(x0, x0);
        long c1 = hi(x0, x0) + lo(e0, x1);
        long c2 = hi(e0, x1) + lo(e0, x2) + lo(x1, x1);
        long c3 = hi(e0, x2) + hi(x1, x1) + lo(e0, x3) + lo(e1, x2);
        long c4 = hi(e0, x3) + hi(e1, x2) + lo(e0, x4) + lo(e1, x3) + lo(x2, x2);
        long c5 = hi(e0, x4) + hi(e1, x3) + hi(x2, x2) + lo(e1, x4) + lo(e2, x3);
        long c6 = hi(e1, x4) + hi(e2, x3) + lo(e2, x4) + lo(x3, x3);
        long c7 = hi(e2, x4) + hi(x3, x3) + lo(e3, x4);
        long c8 = hi(e3, x4) + lo(x4, x4);
        long c9 = hi(x4, x4);
        reduceColumns(r, c0, c1, c2, c3, c4, c5, c6, c7, c8, c9);
    }

    @Override
    void reduce(long[] r, long c0, long c1, long c2, long c3, long c4, long c5, long c6,
            long c7, long c8, long c9) {
        reduceColumns(r, c0, c1, c2, c3, c4, c5, c6, c7, c8, c9);
    }

    @Override
    void reduceOnce(long[] r, long s0, long s1, long s2, long s3, long s4) {
        reduceBelow2p(r, s0, s1, s2, s3, s4);
    }

    /**
     * {@link #reduce}, static: mul and sqr call it directly (measured about 4% faster per
     * multiplication than the instance method). Five steps each add q*p with q = the lowest
     * column mod 2^52, leaving a value below 2p.
     */
    private static void reduceColumns(long[] r, long c0, long c1, long c2, long c3, long c4, long c5, long c6,
            long c7, long c8, long c9) {
        long q = c0 & M;
        c1 += (c0 >> 52) + ((q << 12) & M) - ((q << 44) & M);
        c2 += (q >>> 40) - (q >>> 8);
        c4 += ((q << 48) & M) - ((q << 16) & M);
        c5 += (q >>> 4) - (q >>> 36);
        q = c1 & M;
        c2 += (c1 >> 52) + ((q << 12) & M) - ((q << 44) & M);
        c3 += (q >>> 40) - (q >>> 8);
        c5 += ((q << 48) & M) - ((q << 16) & M);
        c6 += (q >>> 4) - (q >>> 36);
        q = c2 & M;
        c3 += (c2 >> 52) + ((q << 12) & M) - ((q << 44) & M);
        c4 += (q >>> 40) - (q >>> 8);
        c6 += ((q << 48) & M) - ((q << 16) & M);
        c7 += (q >>> 4) - (q >>> 36);
        q = c3 & M;
        c4 += (c3 >> 52) + ((q << 12) & M) - ((q << 44) & M);
        c5 += (q >>> 40) - (q >>> 8);
        c7 += ((q << 48) & M) - ((q << 16) & M);
        c8 += (q >>> 4) - (q >>> 36);
        q = c4 & M;
        c5 += (c4 >> 52) + ((q << 12) & M) - ((q << 44) & M);
        c6 += (q >>> 40) - (q >>> 8);
        c8 += ((q << 48) & M) - ((q << 16) & M);
        c9 += (q >>> 4) - (q >>> 36);
        reduceBelow2p(r, c5, c6, c7, c8, c9);
    }

    /**
     * r = s mod p for s = s0 + s1*2^52 + ... (signed columns) with 0 &lt;= s &lt; 2p. With
     * c = 2^256 - p = 2^224 + 2^96 - 2^64 + 1, t = s + c reaches 2^256 exactly when s &gt;= p, and
     * then s - p = t - 2^256: the carries of s and of t are two independent chains the processor
     * runs side by side, instead of a trial subtraction waiting for s's carries.
     */
    private static void reduceBelow2p(long[] r, long s0, long s1, long s2, long s3, long s4) {
        long t0 = s0 + 1;
        long t1 = s1 + C1 + (t0 >> 52);
        long t2 = s2 + (t1 >> 52);
        long t3 = s3 + (t2 >> 52);
        long t4 = s4 + C4 + (t3 >> 52);
        s1 += s0 >> 52;
        s2 += s1 >> 52;
        s3 += s2 >> 52;
        s4 += s3 >> 52;
        // t < 2^257, so bit 256 (bit 48 of t4) is the whole overflow
        long ge = -(t4 >> 48);
        r[0] = (s0 ^ ((s0 ^ t0) & ge)) & M;
        r[1] = (s1 ^ ((s1 ^ t1) & ge)) & M;
        r[2] = (s2 ^ ((s2 ^ t2) & ge)) & M;
        r[3] = (s3 ^ ((s3 ^ t3) & ge)) & M;
        r[4] = (s4 ^ ((s4 ^ t4) & ge)) & M48;
    }
}
