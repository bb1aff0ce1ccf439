package org.iotcrypt.internal.multiply;

import org.iotcrypt.internal.field.ModularField;
import org.iotcrypt.internal.point.AffinePoint;
import org.iotcrypt.internal.point.JacobianArithmetic;
import org.iotcrypt.internal.point.JacobianPoint;

/**
 * Variable-time wNAF multiplication pieces, for public scalars: the odd-multiple tables
 * (Jacobian for one-shot use, affine by batched inversion for tables used many times) and the
 * interleaved main loop over several (table, digits) terms sharing one chain of doublings.
 */
public final class WnafMultiplier {

    private WnafMultiplier() {
    }

    /**
     * P, 3P, ..., (2^(w-1) - 1)P in Jacobian coordinates (2^(w-2) entries): one doubling and
     * 2^(w-2) - 1 additions, none exceptional since the multiples are below n.
     */
    public static long[] oddMultiplesJacobian(JacobianArithmetic ops, AffinePoint p, int w) {
        ModularField f = ops.field();
        int limbs = f.limbs();
        int count = 1 << (w - 2);
        long[] table = new long[count * 3 * limbs];
        JacobianPoint base = new JacobianPoint(f);
        ops.liftInto(base, p);
        TableScan.storeJacobian(table, limbs, 0, base);
        if (count > 1) {
            JacobianPoint twice = new JacobianPoint(f);
            ops.dbl(twice, base);
            for (int j = 1; j < count; j++) {
                ops.addVartime(base, base, twice);
                TableScan.storeJacobian(table, limbs, j, base);
            }
        }
        return table;
    }

    /**
     * For j = 0..slices-1, the odd multiples 1, 3, ..., 2^(w-1) - 1 of 2^(sliceBits·j)·P,
     * affine (one batched inversion), slice after slice: 2^(w-2) entries per slice.
     */
    static long[] oddMultiplesAffine(JacobianArithmetic ops, AffinePoint p, int w, int slices, int sliceBits) {
        ModularField f = ops.field();
        int count = 1 << (w - 2);
        JacobianPoint[] points = new JacobianPoint[slices * count];
        JacobianPoint base = new JacobianPoint(f);
        JacobianPoint twice = new JacobianPoint(f);
        ops.liftInto(base, p);
        for (int s = 0; s < slices; s++) {
            if (s > 0) {
                ops.dblRepeated(base, base, sliceBits);
            }
            ops.dbl(twice, base);
            JacobianPoint prev = base;
            for (int j = 0; j < count; j++) {
                JacobianPoint e = new JacobianPoint(f);
                if (j == 0) {
                    ops.set(e, base);
                } else {
                    ops.addVartime(e, prev, twice);
                }
                points[s * count + j] = e;
                prev = e;
            }
        }
        long[] table = new long[points.length * 2 * f.limbs()];
        ops.batchToAffine(points, points.length, table, 0);
        return table;
    }

    /**
     * out = sum over terms of (digits_i · table_i), by one left-to-right pass. Affine tables
     * hold 2^(w-2) odd multiples per slice (term t uses entries from {@code affineFirst[t]});
     * the Jacobian table, if not null, is added with full additions.
     */
    public static void interleave(JacobianArithmetic ops, long[][] affineTables, int[] affineFirst,
            short[][] affineDigits, long[] jacobianTable, short[] jacobianDigits, JacobianPoint out) {
        ModularField f = ops.field();
        int limbs = f.limbs();
        int top = jacobianDigits == null ? 0 : jacobianDigits.length;
        for (short[] d : affineDigits) {
            top = Math.max(top, d.length);
        }
        AffinePoint q = new AffinePoint(f);
        JacobianPoint qj = new JacobianPoint(f);
        ops.setInfinity(out);
        boolean empty = true;
        for (int i = top - 1; i >= 0; i--) {
            if (!empty) {
                ops.dbl(out, out);
            }
            for (int t = 0; t < affineDigits.length; t++) {
                short[] digits = affineDigits[t];
                int d = i < digits.length ? digits[i] : 0;
                if (d != 0) {
                    TableScan.loadAffineVartime(affineTables[t], limbs, affineFirst[t] + (Math.abs(d) >> 1), q);
                    if (d < 0) {
                        f.neg(q.y(), q.y());
                    }
                    ops.addMixedVartime(out, out, q);
                    empty = false;
                }
            }
            if (jacobianDigits != null) {
                int d = i < jacobianDigits.length ? jacobianDigits[i] : 0;
                if (d != 0) {
                    TableScan.loadJacobianVartime(jacobianTable, limbs, Math.abs(d) >> 1, qj);
                    if (d < 0) {
                        f.neg(qj.y(), qj.y());
                    }
                    ops.addVartime(out, out, qj);
                    empty = false;
                }
            }
        }
    }
}
