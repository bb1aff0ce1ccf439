package org.iotcrypt.internal.point;

import org.iotcrypt.internal.field.ModularField;

/**
 * A mutable affine point (x, y) over a {@link ModularField}, with an explicit infinity flag
 * (all ones for the point at infinity, else 0) since affine coordinates cannot express it.
 */
public final class AffinePoint {

    final long[] x;
    final long[] y;
    /** All ones when this is the point at infinity, else 0 (a mask, for branch-free use). */
    long infinity;

    /** The point at infinity. */
    public AffinePoint(ModularField field) {
        x = field.newElement();
        y = field.newElement();
        infinity = -1L;
    }

    /** The affine point (x, y); the arrays are copied. */
    public AffinePoint(long[] x, long[] y) {
        this.x = x.clone();
        this.y = y.clone();
        this.infinity = 0;
    }

    /** The x coordinate, live (not a copy). */
    public long[] x() {
        return x;
    }

    /** The y coordinate, live (not a copy). */
    public long[] y() {
        return y;
    }

    /** All ones when this is the point at infinity, else 0. */
    public long infinityMask() {
        return infinity;
    }

    /** Sets the infinity mask (all ones or 0). */
    public void setInfinityMask(long mask) {
        infinity = mask;
    }
}
