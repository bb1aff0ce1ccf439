package org.iotcrypt.sm2.multiply;

import java.util.Arrays;
import org.iotcrypt.sm2.field.ModularField;
import org.iotcrypt.sm2.point.AffinePoint;
import org.iotcrypt.sm2.point.JacobianArithmetic;
import org.iotcrypt.sm2.point.JacobianPoint;

/**
 * Constant-time k·P for a point P known only at run time (decryption's d·C1, key exchange):
 * signed fixed windows of width 5 (Booth recoding, digits in [-16, 16], no zero-skipping),
 * a Jacobian table P..16P, left to right: 52 windows, 255 doublings and 51 complete
 * additions. Every digit costs the same: the table row is read by a masked scan, the sign
 * applied by a mask, a 0 digit selects the point at infinity (Z = 0) which the complete
 * addition absorbs. wNAF is not used here because the positions of its non-zero digits leak
 * the scalar.
 *
 * <p>The complete addition (which also computes a doubling per window) is kept rather than
 * argued away: near the top of the scalar the accumulator's multiple can wrap mod n, and the
 * saving would be about 8 multiplications per window.
 */
final class VariableBaseMultiplier {

    static final int W = 5;
    private static final int ROW = 1 << (W - 1);
    private static final int WINDOWS = (257 + W - 1) / W;

    private VariableBaseMultiplier() {
    }

    /** out = k·p (Jacobian), constant time in k; p must not be infinity. */
    static void multiply(ModularField field, long[] a, boolean aIsMinus3, AffinePoint p, byte[] k32,
            JacobianPoint out) {
        long[] k = Scalars.limbs(k32);
        int limbs = field.limbs();
        JacobianArithmetic ops = new JacobianArithmetic(field, a, aIsMinus3);
        long[] table = new long[ROW * 3 * limbs];
        JacobianPoint t = new JacobianPoint(field);
        JacobianPoint base = new JacobianPoint(field);
        ops.liftInto(base, p);
        TableScan.storeJacobian(table, limbs, 0, base);
        ops.dbl(t, base);
        TableScan.storeJacobian(table, limbs, 1, t);
        for (int j = 2; j < ROW; j++) {
            ops.add(t, t, base);
            TableScan.storeJacobian(table, limbs, j, t);
        }

        JacobianPoint q = new JacobianPoint(field);
        int digit = Booth.digit(k, WINDOWS - 1, W);
        TableScan.selectJacobian(table, limbs, ROW, (digit >>> 1) - 1, out);
        ops.negateIf(out.y(), -(long) (digit & 1));
        for (int i = WINDOWS - 2; i >= 0; i--) {
            ops.dblRepeated(out, out, W);
            digit = Booth.digit(k, i, W);
            TableScan.selectJacobian(table, limbs, ROW, (digit >>> 1) - 1, q);
            ops.negateIf(q.y(), -(long) (digit & 1));
            ops.add(out, out, q);
        }
        Arrays.fill(k, 0);
        Arrays.fill(table, 0);
    }
}
