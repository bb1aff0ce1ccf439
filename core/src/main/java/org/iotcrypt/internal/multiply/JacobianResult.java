package org.iotcrypt.internal.multiply;

import java.math.BigInteger;
import org.iotcrypt.internal.field.ModularField;
import org.iotcrypt.internal.point.JacobianPoint;

/**
 * A public point as a variable-time multiplication left it, in Jacobian coordinates (X, Y, Z),
 * affine x = X / Z^2. Answers whether its affine x equals a given number by testing
 * X = x·Z^2, which costs two multiplications instead of an inversion. Public data only.
 */
public final class JacobianResult {

    private final ModularField field;
    private final BigInteger p;
    private final JacobianPoint point;

    JacobianResult(ModularField field, BigInteger p, JacobianPoint point) {
        this.field = field;
        this.p = p;
        this.point = point;
    }

    /** Whether the point is the point at infinity (Z = 0), which has no affine x. */
    public boolean isInfinity() {
        return field.isZero(point.z()) != 0;
    }

    /**
     * Whether the point is finite and its affine x is the number x. False
     * for any x at or above p, which no affine coordinate equals.
     */
    public boolean hasAffineX(BigInteger x) {
        if (x.signum() < 0 || x.compareTo(p) >= 0 || isInfinity()) {
            return false;
        }
        long[] zz = field.newElement();
        long[] candidate = field.fromBigInteger(x);
        field.sqr(zz, point.z());
        field.mul(candidate, candidate, zz);
        return field.equal(candidate, point.x()) != 0;
    }
}
