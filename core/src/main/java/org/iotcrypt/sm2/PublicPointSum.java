package org.iotcrypt.sm2;

import java.math.BigInteger;
import org.iotcrypt.sm2.multiply.CurveGroup;
import org.iotcrypt.sm2.multiply.PublicPoint;
import org.iotcrypt.sm2.point.CurveParameters;

/**
 * The sum of two public points in affine coordinates, for the key exchange's P + x̄*R, which
 * the {@link CurveGroup} facade does not offer. The operands are public keys, so the chord and
 * tangent rules are computed with {@code BigInteger} in variable time; no secret comes here.
 * This belongs in the curve layer and should move there once it has a public point addition.
 */
final class PublicPointSum {

    private PublicPointSum() {
    }

    /** a + b, or null for the point at infinity (b = -a). */
    static PublicPoint add(CurveGroup group, PublicPoint a, PublicPoint b) {
        CurveParameters c = group.parameters();
        BigInteger p = c.p();
        BigInteger x1 = new BigInteger(1, a.x());
        BigInteger y1 = new BigInteger(1, a.y());
        BigInteger x2 = new BigInteger(1, b.x());
        BigInteger y2 = new BigInteger(1, b.y());
        BigInteger slope;
        if (x1.equals(x2)) {
            if (!y1.equals(y2) || y1.signum() == 0) {
                return null;
            }
            slope = x1.multiply(x1).multiply(BigInteger.valueOf(3)).add(c.a())
                    .multiply(y1.shiftLeft(1).modInverse(p)).mod(p);
        } else {
            slope = y2.subtract(y1).multiply(x2.subtract(x1).modInverse(p)).mod(p);
        }
        BigInteger x3 = slope.multiply(slope).subtract(x1).subtract(x2).mod(p);
        BigInteger y3 = slope.multiply(x1.subtract(x3)).subtract(y1).mod(p);
        return group.point(Scalars.toBytes(x3), Scalars.toBytes(y3));
    }
}
