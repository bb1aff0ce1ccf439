package org.iotcrypt.internal.field;

import java.math.BigInteger;

/**
 * Montgomery arithmetic modulo any odd modulus m with 2^255 &lt; m &lt; 2^256, on five 52-bit
 * limbs with R = 2^260 (see {@link Montgomery52Field} for the layout, the loose elements and why
 * 52 bits): the generic twin of {@link Sm2PrimeField}, whose reduction adds q·m for each of the
 * five low columns (q = -column·m^-1 mod 2^52) instead of using the modulus's shape.
 *
 * <p>Why not the paper's CIOS over full words (which an earlier version of this class ran on
 * 64-bit limbs): its unsigned high products came from {@code Math.multiplyHigh} with a sign
 * fix-up, and that method's JDK 17 bytecode branches on the operands' signs, a leak of secret
 * limbs in the interpreter and C1; made branch-free it was slower still, and every 64-bit carry
 * costs several instructions on the JVM. In one JMH session this form took 53 ns per
 * multiplication against 71 ns for the 4x64-bit CIOS and 87 ns for that CIOS with its high
 * products made branch-free (bench/results/latest-field.md). Branch-free, constant time.
 */
public final class MontgomeryField extends Montgomery52Field {

    /** The limbs of m pre-shifted by 6, the form {@link #hi} takes. */
    private final long mx0;
    private final long mx1;
    private final long mx2;
    private final long mx3;
    private final long mx4;
    /** -m^-1 mod 2^52. */
    private final long minv;

    /**
     * @param modulus odd, 2^255 &lt; modulus &lt; 2^256 (prime for {@link #invert})
     * @throws IllegalArgumentException otherwise
     */
    public MontgomeryField(BigInteger modulus) {
        super(modulus);
        mx0 = m0 << 6;
        mx1 = m1 << 6;
        mx2 = m2 << 6;
        mx3 = m3 << 6;
        mx4 = m4 << 6;
        BigInteger r = BigInteger.ONE.shiftLeft(52);
        minv = r.subtract(modulus.modInverse(r)).longValue();
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
        reduce(r, c0, c1, c2, c3, c4, c5, c6, c7, c8, c9);
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
        reduce(r, c0, c1, c2, c3, c4, c5, c6, c7, c8, c9);
    }

    /**
     * r = (c0 + c1*2^52 + ... + c9*2^468) / 2^260 mod m for non-negative columns whose value is
     * below 2^260*m: five steps each add q*m with q = -c_i/m mod 2^52, which clears column i.
     */
    @Override
    void reduce(long[] r, long c0, long c1, long c2, long c3, long c4, long c5, long c6,
            long c7, long c8, long c9) {
        long q = (c0 * minv) & M;
        long q6 = q << 6;
        c1 += ((c0 + lo(q6, mx0)) >>> 52) + hi(q6, mx0) + lo(q6, mx1);
        c2 += hi(q6, mx1) + lo(q6, mx2);
        c3 += hi(q6, mx2) + lo(q6, mx3);
        c4 += hi(q6, mx3) + lo(q6, mx4);
        c5 += hi(q6, mx4);
        q = (c1 * minv) & M;
        q6 = q << 6;
        c2 += ((c1 + lo(q6, mx0)) >>> 52) + hi(q6, mx0) + lo(q6, mx1);
        c3 += hi(q6, mx1) + lo(q6, mx2);
        c4 += hi(q6, mx2) + lo(q6, mx3);
        c5 += hi(q6, mx3) + lo(q6, mx4);
        c6 += hi(q6, mx4);
        q = (c2 * minv) & M;
        q6 = q << 6;
        c3 += ((c2 + lo(q6, mx0)) >>> 52) + hi(q6, mx0) + lo(q6, mx1);
        c4 += hi(q6, mx1) + lo(q6, mx2);
        c5 += hi(q6, mx2) + lo(q6, mx3);
        c6 += hi(q6, mx3) + lo(q6, mx4);
        c7 += hi(q6, mx4);
        q = (c3 * minv) & M;
        q6 = q << 6;
        c4 += ((c3 + lo(q6, mx0)) >>> 52) + hi(q6, mx0) + lo(q6, mx1);
        c5 += hi(q6, mx1) + lo(q6, mx2);
        c6 += hi(q6, mx2) + lo(q6, mx3);
        c7 += hi(q6, mx3) + lo(q6, mx4);
        c8 += hi(q6, mx4);
        q = (c4 * minv) & M;
        q6 = q << 6;
        c5 += ((c4 + lo(q6, mx0)) >>> 52) + hi(q6, mx0) + lo(q6, mx1);
        c6 += hi(q6, mx1) + lo(q6, mx2);
        c7 += hi(q6, mx2) + lo(q6, mx3);
        c8 += hi(q6, mx3) + lo(q6, mx4);
        c9 += hi(q6, mx4);
        reduceOnce(r, c5, c6, c7, c8, c9);
    }

    /**
     * r = s mod m for s = s0 + s1*2^52 + ... (non-negative columns) with s &lt; 2m: the carries are
     * settled, m is subtracted, and the difference kept unless it borrowed.
     */
    @Override
    void reduceOnce(long[] r, long s0, long s1, long s2, long s3, long s4) {
        s1 += s0 >>> 52;
        s2 += s1 >>> 52;
        s3 += s2 >>> 52;
        s4 += s3 >>> 52;
        s0 &= M;
        s1 &= M;
        s2 &= M;
        s3 &= M;
        long d0 = s0 - m0;
        long d1 = s1 - m1 + (d0 >> 52);
        long d2 = s2 - m2 + (d1 >> 52);
        long d3 = s3 - m3 + (d2 >> 52);
        long d4 = s4 - m4 + (d3 >> 52);
        long keep = d4 >> 63;
        r[0] = (d0 ^ ((d0 ^ s0) & keep)) & M;
        r[1] = (d1 ^ ((d1 ^ s1) & keep)) & M;
        r[2] = (d2 ^ ((d2 ^ s2) & keep)) & M;
        r[3] = (d3 ^ ((d3 ^ s3) & keep)) & M;
        r[4] = d4 ^ ((d4 ^ s4) & keep);
    }
}
