package org.iotcrypt.internal.point;

import java.math.BigInteger;

/**
 * Test oracle: textbook affine arithmetic on y^2 = x^3 + ax + b with BigInteger, written from
 * the group law (GB/T 32918.1 section 3.2.3), sharing no code with the implementation. A
 * point is {x, y}; null is the point at infinity.
 */
public final class ReferenceCurve {

    public final BigInteger p;
    public final BigInteger a;
    public final BigInteger b;
    public final BigInteger n;
    public final BigInteger[] g;

    public ReferenceCurve(CurveParameters c) {
        p = c.p();
        a = c.a();
        b = c.b();
        n = c.n();
        g = new BigInteger[] {c.gx(), c.gy()};
    }

    public boolean onCurve(BigInteger[] q) {
        return q == null || q[1].pow(2).subtract(q[0].pow(3).add(a.multiply(q[0])).add(b)).mod(p).signum() == 0;
    }

    public BigInteger[] neg(BigInteger[] q) {
        return q == null ? null : new BigInteger[] {q[0], q[1].negate().mod(p)};
    }

    public BigInteger[] add(BigInteger[] q, BigInteger[] r) {
        if (q == null) {
            return r;
        }
        if (r == null) {
            return q;
        }
        BigInteger lambda;
        if (q[0].equals(r[0])) {
            if (!q[1].equals(r[1]) || q[1].signum() == 0) {
                return null;
            }
            lambda = q[0].pow(2).multiply(BigInteger.valueOf(3)).add(a)
                    .multiply(q[1].shiftLeft(1).modInverse(p)).mod(p);
        } else {
            lambda = r[1].subtract(q[1]).multiply(r[0].subtract(q[0]).modInverse(p)).mod(p);
        }
        BigInteger x = lambda.pow(2).subtract(q[0]).subtract(r[0]).mod(p);
        BigInteger y = lambda.multiply(q[0].subtract(x)).subtract(q[1]).mod(p);
        return new BigInteger[] {x, y};
    }

    /** k·q by double-and-add over the bits of k >= 0. */
    public BigInteger[] multiply(BigInteger k, BigInteger[] q) {
        BigInteger[] acc = null;
        for (int i = k.bitLength() - 1; i >= 0; i--) {
            acc = add(acc, acc);
            if (k.testBit(i)) {
                acc = add(acc, q);
            }
        }
        return acc;
    }
}
