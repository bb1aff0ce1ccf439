package org.iotcrypt.internal.point;

import org.iotcrypt.internal.field.ModularField;

/**
 * Point formulas on a short Weierstrass curve y^2 = x^3 + ax + b in Jacobian coordinates,
 * written only against {@link ModularField} (as the JDK's {@code sun.security.ec} does).
 *
 * <p>Formulas (Explicit-Formulas Database names): doubling dbl-2001-b for a = -3
 * (3M + 5S) and dbl-2007-bl for any a (2M + 8S, one M being the product by a); mixed
 * addition Jacobian + affine (8M + 3S); full addition (12M + 4S).
 *
 * <p>{@link #addMixed} and {@link #add} are complete and constant time: the point at
 * infinity on either side, P + P and P + (-P) are handled by computing every candidate and
 * selecting with masks, never by a branch. {@link #addMixedIncomplete} is the bare formula for
 * multipliers that prove the exceptional cases cannot reach it. Methods ending in
 * {@code Vartime} branch on the coordinates and are for public points only.
 *
 * <p>An instance owns its temporaries: it is cheap to create, allocation-free in use, and not
 * thread-safe; make one per scalar multiplication. Results may alias inputs.
 */
public final class JacobianArithmetic {

    private final ModularField f;
    private final long[] a;
    private final boolean aIsMinus3;
    private final long[] one;

    private final long[] t0;
    private final long[] t1;
    private final long[] t2;
    private final long[] t3;
    private final long[] t4;
    private final long[] t5;
    private final long[] t6;
    private final long[] h;
    private final long[] rr;
    /** All ones where the last bare addition's H (resp. R) was 0 mod p. */
    private long hZero;
    private long rZero;
    private final JacobianPoint sum;
    private final JacobianPoint doubled;

    /**
     * @param field the coordinate field
     * @param a the curve coefficient a as an element of {@code field} (read, never written)
     * @param aIsMinus3 whether a = -3, selecting the cheaper doubling (a public curve property)
     */
    public JacobianArithmetic(ModularField field, long[] a, boolean aIsMinus3) {
        this.f = field;
        this.a = a;
        this.aIsMinus3 = aIsMinus3;
        one = field.newElement();
        field.setOne(one);
        t0 = field.newElement();
        t1 = field.newElement();
        t2 = field.newElement();
        t3 = field.newElement();
        t4 = field.newElement();
        t5 = field.newElement();
        t6 = field.newElement();
        h = field.newElement();
        rr = field.newElement();
        sum = new JacobianPoint(field);
        doubled = new JacobianPoint(field);
    }

    /** The field the coordinates live in. */
    public ModularField field() {
        return f;
    }

    /** r = 2p. The point at infinity doubles to itself (Z3 = 2·Y·Z = 0). */
    public void dbl(JacobianPoint r, JacobianPoint p) {
        if (aIsMinus3) {
            dblMinus3(r, p);
        } else {
            dblGeneric(r, p);
        }
    }

    /** r = 2^times · p, by repeated doubling ({@code times} is public). */
    public void dblRepeated(JacobianPoint r, JacobianPoint p, int times) {
        if (times == 0) {
            set(r, p);
            return;
        }
        dbl(r, p);
        for (int i = 1; i < times; i++) {
            dbl(r, r);
        }
    }

    private void dblMinus3(JacobianPoint r, JacobianPoint p) {
        long[] delta = t0;
        long[] gamma = t1;
        long[] beta4 = t2;
        long[] alpha = t3;
        long[] gamma2 = t6;
        f.sqr(delta, p.z);
        f.sqr(gamma, p.y);
        // Sums and small multiples that only feed a product are loose (see ModularField): no
        // carries, no conditional subtraction. 4 beta = X · 4 gamma; 8 gamma^2 = 2 (2 gamma)^2.
        f.mulSmallLoose(t4, gamma, 4);
        f.mul(beta4, p.x, t4);
        f.addLoose(gamma2, gamma, gamma);
        // alpha = 3(X - delta)(X + delta), the a = -3 shortcut for 3X^2 + aZ^4
        f.subLoose(t4, p.x, delta);
        f.addLoose(t5, p.x, delta);
        f.mul(t4, t4, t5);
        f.mulSmallLoose(alpha, t4, 3);
        // Z3 = (Y + Z)^2 - gamma - delta, before Y and Z may be overwritten
        f.addLoose(t4, p.y, p.z);
        f.sqr(t4, t4);
        f.sub(t4, t4, gamma);
        f.sub(r.z, t4, delta);
        // X3 = alpha^2 - 8 beta
        f.sqr(t4, alpha);
        f.sub(t4, t4, beta4);
        f.sub(r.x, t4, beta4);
        // Y3 = alpha (4 beta - X3) - 8 gamma^2
        f.subLoose(t4, beta4, r.x);
        f.mul(t4, alpha, t4);
        f.sqr(t5, gamma2);
        f.sub(t4, t4, t5);
        f.sub(r.y, t4, t5);
    }

    private void dblGeneric(JacobianPoint r, JacobianPoint p) {
        long[] xx = t0;
        long[] yy = t1;
        long[] yyyy = t2;
        long[] zz = t3;
        long[] s = t4;
        long[] m = t5;
        f.sqr(xx, p.x);
        f.sqr(yy, p.y);
        f.sqr(yyyy, yy);
        f.sqr(zz, p.z);
        // S = 2((X + YY)^2 - XX - YYYY)
        f.add(s, p.x, yy);
        f.sqr(s, s);
        f.sub(s, s, xx);
        f.sub(s, s, yyyy);
        f.add(s, s, s);
        // M = 3 XX + a ZZ^2
        f.sqr(m, zz);
        f.mul(m, m, a);
        f.add(m, m, xx);
        f.add(m, m, xx);
        f.add(m, m, xx);
        // Z3 = (Y + Z)^2 - YY - ZZ, before Y and Z may be overwritten
        f.add(t6, p.y, p.z);
        f.sqr(t6, t6);
        f.sub(t6, t6, yy);
        f.sub(r.z, t6, zz);
        // X3 = M^2 - 2S
        f.sqr(t6, m);
        f.sub(t6, t6, s);
        f.sub(r.x, t6, s);
        // Y3 = M (S - X3) - 8 YYYY
        f.sub(t6, s, r.x);
        f.mul(t6, m, t6);
        f.add(yyyy, yyyy, yyyy);
        f.add(yyyy, yyyy, yyyy);
        f.add(yyyy, yyyy, yyyy);
        f.sub(r.y, t6, yyyy);
    }

    /**
     * r = p + q by the bare mixed formula, leaving all ones in {@link #hZero} where
     * H = U2 - X1 = 0 and in {@link #rZero} where R = S2 - Y1 = 0 (tested on the reduced U2, X1,
     * S2, Y1, so that H and R themselves can stay loose: they only feed products). Wrong when p
     * or q is infinity or p = q (then H = R = 0); for p = -q it yields Z3 = 0, the point at
     * infinity, which is right.
     */
    public void addMixedIncomplete(JacobianPoint r, JacobianPoint p, AffinePoint q) {
        long[] z1z1 = t0;
        long[] hh = t1;
        long[] hhh = t2;
        long[] v = t3;
        f.sqr(z1z1, p.z);
        f.mul(t4, q.x, z1z1);
        hZero = f.equal(t4, p.x);
        f.subLoose(h, t4, p.x);
        f.mul(t4, q.y, p.z);
        f.mul(t4, t4, z1z1);
        rZero = f.equal(t4, p.y);
        f.subLoose(rr, t4, p.y);
        f.sqr(hh, h);
        f.mul(hhh, h, hh);
        f.mul(v, p.x, hh);
        f.mul(t5, p.y, hhh);
        f.mul(r.z, p.z, h);
        // X3 = R^2 - HHH - 2V; Y3 = R (V - X3) - Y1 HHH
        f.sqr(t4, rr);
        f.sub(t4, t4, hhh);
        f.sub(t4, t4, v);
        f.sub(t4, t4, v);
        f.subLoose(v, v, t4);
        f.mul(v, rr, v);
        f.sub(r.y, v, t5);
        f.set(r.x, t4);
    }

    /** r = p + q, complete and constant time (either input may be infinity, p = ±q allowed). */
    public void addMixed(JacobianPoint r, JacobianPoint p, AffinePoint q) {
        long pInf = f.isZero(p.z);
        addMixedIncomplete(sum, p, q);
        long same = hZero & rZero & ~pInf & ~q.infinity;
        liftInto(doubled, q);
        dbl(doubled, doubled);
        cmov(sum, doubled, same);
        liftInto(doubled, q);
        cmov(sum, doubled, pInf);
        cmov(sum, p, q.infinity);
        set(r, sum);
    }

    /**
     * r = p + q, constant time, for callers that have proved p != q whenever both are finite
     * (it saves the doubling {@link #addMixed} computes): infinity on either side and
     * p = -q are handled.
     */
    public void addMixedUnlessEqual(JacobianPoint r, JacobianPoint p, AffinePoint q) {
        long pInf = f.isZero(p.z);
        addMixedIncomplete(sum, p, q);
        // p infinite: (q.x, q.y, 1); if q is infinite too, the next select restores p
        f.cmov(sum.x, q.x, pInf);
        f.cmov(sum.y, q.y, pInf);
        f.cmov(sum.z, one, pInf);
        cmov(sum, p, q.infinity);
        set(r, sum);
    }

    /** r = p + q for public points; branches on the coordinates. */
    public void addMixedVartime(JacobianPoint r, JacobianPoint p, AffinePoint q) {
        if (q.infinity != 0) {
            set(r, p);
            return;
        }
        if (f.isZero(p.z) != 0) {
            liftInto(r, q);
            return;
        }
        addMixedIncomplete(sum, p, q);
        if (hZero != 0) {
            if (rZero != 0) {
                liftInto(r, q);
                dbl(r, r);
            } else {
                setInfinity(r);
            }
            return;
        }
        set(r, sum);
    }

    /**
     * Full addition by the bare formula into {@link #sum}, leaving the H = 0 and R = 0 masks in
     * {@link #hZero} and {@link #rZero} (H and R themselves stay loose).
     */
    private void addIncomplete(JacobianPoint p, JacobianPoint q) {
        long[] z1z1 = t0;
        long[] z2z2 = t1;
        long[] u1 = t2;
        long[] s1 = t3;
        f.sqr(z1z1, p.z);
        f.sqr(z2z2, q.z);
        f.mul(u1, p.x, z2z2);
        f.mul(t4, q.x, z1z1);
        hZero = f.equal(t4, u1);
        f.subLoose(h, t4, u1);
        f.mul(s1, p.y, q.z);
        f.mul(s1, s1, z2z2);
        f.mul(t4, q.y, p.z);
        f.mul(t4, t4, z1z1);
        rZero = f.equal(t4, s1);
        f.subLoose(rr, t4, s1);
        // Z3 = Z1 Z2 H
        f.mul(t4, p.z, q.z);
        f.mul(sum.z, t4, h);
        long[] hh = t0;
        long[] hhh = t1;
        long[] v = t5;
        f.sqr(hh, h);
        f.mul(hhh, h, hh);
        f.mul(v, u1, hh);
        f.sqr(t4, rr);
        f.sub(t4, t4, hhh);
        f.sub(t4, t4, v);
        f.sub(sum.x, t4, v);
        f.subLoose(v, v, sum.x);
        f.mul(v, rr, v);
        f.mul(t4, s1, hhh);
        f.sub(sum.y, v, t4);
    }

    /** r = p + q, complete and constant time (either input may be infinity, p = ±q allowed). */
    public void add(JacobianPoint r, JacobianPoint p, JacobianPoint q) {
        long pInf = f.isZero(p.z);
        long qInf = f.isZero(q.z);
        addIncomplete(p, q);
        long same = hZero & rZero & ~pInf & ~qInf;
        dbl(doubled, q);
        cmov(sum, doubled, same);
        cmov(sum, q, pInf);
        cmov(sum, p, qInf);
        set(r, sum);
    }

    /**
     * r = p + q, constant time, for callers that have proved p != q whenever both are finite
     * (it saves the doubling {@link #add} computes): infinity on either side and p = -q are
     * handled.
     */
    public void addUnlessEqual(JacobianPoint r, JacobianPoint p, JacobianPoint q) {
        long pInf = f.isZero(p.z);
        long qInf = f.isZero(q.z);
        addIncomplete(p, q);
        cmov(sum, q, pInf);
        cmov(sum, p, qInf);
        set(r, sum);
    }

    /** r = p + q for public points; branches on the coordinates. */
    public void addVartime(JacobianPoint r, JacobianPoint p, JacobianPoint q) {
        if (f.isZero(q.z) != 0) {
            set(r, p);
            return;
        }
        if (f.isZero(p.z) != 0) {
            set(r, q);
            return;
        }
        addIncomplete(p, q);
        if (hZero != 0) {
            if (rZero != 0) {
                dbl(r, q);
            } else {
                setInfinity(r);
            }
            return;
        }
        set(r, sum);
    }

    /**
     * Zeroes the temporaries: after a multiplication by a secret scalar they hold the last
     * intermediate points (the last sum is the result itself, e.g. the shared point d·C1).
     */
    public void wipe() {
        for (long[] t : new long[][] {t0, t1, t2, t3, t4, t5, t6, h, rr}) {
            f.setZero(t);
        }
        setInfinity(sum);
        setInfinity(doubled);
        hZero = 0;
        rZero = 0;
    }

    /** r = p. */
    public void set(JacobianPoint r, JacobianPoint p) {
        f.set(r.x, p.x);
        f.set(r.y, p.y);
        f.set(r.z, p.z);
    }

    /** r = the point at infinity. */
    public void setInfinity(JacobianPoint r) {
        f.setZero(r.x);
        f.setZero(r.y);
        f.setZero(r.z);
    }

    /** r = (q.x, q.y, 1), or infinity when q is; constant time. */
    public void liftInto(JacobianPoint r, AffinePoint q) {
        f.set(r.x, q.x);
        f.set(r.y, q.y);
        f.set(r.z, one);
        f.setZero(t6);
        f.cmov(r.z, t6, q.infinity);
    }

    /** r = p where mask is all ones, unchanged where mask is 0. */
    public void cmov(JacobianPoint r, JacobianPoint p, long mask) {
        f.cmov(r.x, p.x, mask);
        f.cmov(r.y, p.y, mask);
        f.cmov(r.z, p.z, mask);
    }

    /** y = -y where mask is all ones, unchanged where mask is 0; constant time. */
    public void negateIf(long[] y, long mask) {
        f.neg(t6, y);
        f.cmov(y, t6, mask);
    }

    /** r = -p. */
    public void negate(JacobianPoint r, JacobianPoint p) {
        set(r, p);
        f.neg(r.y, r.y);
    }

    /** r = p in affine coordinates, with one inversion; infinity gives r's infinity mask set. */
    public void toAffine(AffinePoint r, JacobianPoint p) {
        long inf = f.isZero(p.z);
        f.invert(t0, p.z);
        f.sqr(t1, t0);
        f.mul(r.x, p.x, t1);
        f.mul(t1, t1, t0);
        f.mul(r.y, p.y, t1);
        r.infinity = inf;
    }

    /**
     * Writes the affine forms of {@code count} points, none of them infinity, into
     * {@code out} as x then y ({@code 2 * limbs} longs per point) from {@code outOff}, with a
     * single inversion (Montgomery's trick). For building tables from public points.
     */
    public void batchToAffine(JacobianPoint[] points, int count, long[] out, int outOff) {
        int limbs = f.limbs();
        long[][] prefix = new long[count][];
        prefix[0] = points[0].z.clone();
        for (int i = 1; i < count; i++) {
            prefix[i] = f.newElement();
            f.mul(prefix[i], prefix[i - 1], points[i].z);
        }
        long[] inv = f.newElement();
        f.invert(inv, prefix[count - 1]);
        for (int i = count - 1; i >= 0; i--) {
            if (i > 0) {
                f.mul(t0, inv, prefix[i - 1]);
                f.mul(inv, inv, points[i].z);
            } else {
                f.set(t0, inv);
            }
            f.sqr(t1, t0);
            f.mul(t2, points[i].x, t1);
            f.mul(t1, t1, t0);
            f.mul(t3, points[i].y, t1);
            int at = outOff + 2 * limbs * i;
            System.arraycopy(t2, 0, out, at, limbs);
            System.arraycopy(t3, 0, out, at + limbs, limbs);
        }
    }
}
