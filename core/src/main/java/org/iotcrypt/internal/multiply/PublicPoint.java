package org.iotcrypt.internal.multiply;

import java.util.Arrays;
import org.iotcrypt.internal.point.AffinePoint;

/**
 * A validated public curve point: affine, on the curve, coordinates below p, never the point
 * at infinity. Made by {@link CurveGroup#point}. Immutable as far as callers can see; it
 * carries a lazily built precomputed table for repeated verification with the same key
 * (see {@link CurveGroup#multiplyBaseAndAddVartime}), which is public data.
 */
public final class PublicPoint {

    private final CurveGroup group;
    private final byte[] x;
    private final byte[] y;
    private final AffinePoint affine;
    private volatile long[] wnafTable;
    /** Racy on purpose: a lost update only delays building the cache by one call. */
    private int vartimeUses;

    PublicPoint(CurveGroup group, byte[] x, byte[] y, AffinePoint affine) {
        this.group = group;
        this.x = x.clone();
        this.y = y.clone();
        this.affine = affine;
    }

    /** The x coordinate, 32 bytes big-endian (a copy). */
    public byte[] x() {
        return x.clone();
    }

    /** The y coordinate, 32 bytes big-endian (a copy). */
    public byte[] y() {
        return y.clone();
    }

    /** The uncompressed encoding 04 || x || y, 65 bytes. */
    public byte[] encoded() {
        byte[] r = new byte[65];
        r[0] = 4;
        System.arraycopy(x, 0, r, 1, 32);
        System.arraycopy(y, 0, r, 33, 32);
        return r;
    }

    /** The group this point belongs to. */
    CurveGroup group() {
        return group;
    }

    /** The point in the group's field representation (shared: do not modify). */
    AffinePoint affine() {
        return affine;
    }

    long[] cachedWnafTable() {
        return wnafTable;
    }

    void cacheWnafTable(long[] table) {
        wnafTable = table;
    }

    /** Counts a variable-time use and returns the count so far (including this one). */
    int noteVartimeUse() {
        int n = vartimeUses + 1;
        vartimeUses = n;
        return n;
    }

    /** Whether both have the same coordinates (the caller compares the curves). */
    public boolean samePoint(PublicPoint other) {
        return Arrays.equals(x, other.x) && Arrays.equals(y, other.y);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PublicPoint other && group.parameters().equals(other.group.parameters()) && samePoint(other);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(x) + Arrays.hashCode(y);
    }

    @Override
    public String toString() {
        return "PublicPoint[" + group.parameters().name() + "]";
    }
}
