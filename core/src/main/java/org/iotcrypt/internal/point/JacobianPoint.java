package org.iotcrypt.internal.point;

import org.iotcrypt.internal.field.ModularField;

/**
 * A mutable point in Jacobian coordinates (X, Y, Z) standing for the affine point
 * (X/Z^2, Y/Z^3); Z = 0 is the point at infinity. The coordinates are field elements of the
 * {@link ModularField} that made them, so a point is only meaningful together with it.
 *
 * <p>Mutable on purpose: scalar multiplication reuses a handful of these for a whole call
 * instead of allocating in its inner loops.
 */
public final class JacobianPoint {

    final long[] x;
    final long[] y;
    final long[] z;

    /** The point at infinity (all coordinates zero). */
    public JacobianPoint(ModularField field) {
        x = field.newElement();
        y = field.newElement();
        z = field.newElement();
    }

    /** The X coordinate, live (not a copy). */
    public long[] x() {
        return x;
    }

    /** The Y coordinate, live (not a copy). */
    public long[] y() {
        return y;
    }

    /** The Z coordinate, live (not a copy). */
    public long[] z() {
        return z;
    }
}
