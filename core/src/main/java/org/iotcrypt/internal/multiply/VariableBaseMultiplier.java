package org.iotcrypt.internal.multiply;

import java.math.BigInteger;
import java.util.Arrays;
import org.iotcrypt.internal.field.ModularField;
import org.iotcrypt.internal.point.AffinePoint;
import org.iotcrypt.internal.point.JacobianArithmetic;
import org.iotcrypt.internal.point.JacobianPoint;

/**
 * Constant-time k·P for a point P known only at run time (decryption's d·C1, key exchange):
 * signed fixed windows of width 5 (Booth recoding, digits in [-16, 16], no zero-skipping),
 * a Jacobian table P..16P, left to right: 52 windows, 255 doublings and 51 complete
 * additions. The table depends on P alone, which is public, and is built in variable time.
 * Every digit costs the same: the table row is read by a masked scan, the sign
 * applied by a mask, a 0 digit selects the point at infinity (Z = 0) which the complete
 * addition absorbs. wNAF is not used here because the positions of its non-zero digits leak
 * the scalar.
 *
 * <p>Only the last window needs the complete addition (which also computes a doubling): Booth
 * digits telescope, so the accumulator before window i's addition is 32·A·P with
 * A = floor(k / 2^(5(i+1))) + k[5(i+1) - 1], 0 &lt;= 32·A &lt;= 2^(256-5i), and the addend is
 * d·P with |d| &lt;= 16. The two are the same point only if 32·A = d mod n; while
 * 2^(256-5i) + 16 &lt; n (every window but the last, on both curves: n &gt; 2^255) that means
 * 32·A = d as integers, so A = d = 0, i.e. infinity on both sides, which the masks handle.
 * P + (-P) needs no care (the formula yields Z = 0). Saves 3M + 5S on 50 of 51 additions.
 */
final class VariableBaseMultiplier {

    static final int W = 5;
    private static final int ROW = 1 << (W - 1);
    private static final int WINDOWS = (257 + W - 1) / W;

    private final ModularField field;
    private final long[] a;
    private final boolean aIsMinus3;
    /** Windows below this index use the complete addition (see the class comment). */
    private final int completeBelow;

    VariableBaseMultiplier(ModularField field, long[] a, boolean aIsMinus3, BigInteger n) {
        this.field = field;
        this.a = a;
        this.aIsMinus3 = aIsMinus3;
        int i = 0;
        while (BigInteger.ONE.shiftLeft(256 - W * i).add(BigInteger.valueOf(ROW)).compareTo(n) >= 0) {
            i++;
        }
        this.completeBelow = i;
    }

    /** out = k·p (Jacobian), constant time in k; p must not be infinity. */
    void multiply(AffinePoint p, byte[] k32, JacobianPoint out) {
        long[] k = Scalars.limbs(k32);
        int limbs = field.limbs();
        JacobianArithmetic ops = new JacobianArithmetic(field, a, aIsMinus3);
        long[] table = new long[ROW * 3 * limbs];
        // The table depends on P alone, which is public, so it is built in variable time: even
        // multiples by doubling half their size, odd ones by a mixed addition of the affine P
        // to the multiple below (no P + P case: the multiples are below n).
        JacobianPoint[] multiples = new JacobianPoint[ROW];
        for (int j = 0; j < ROW; j++) {
            multiples[j] = new JacobianPoint(field);
            int m = j + 1;
            if (m == 1) {
                ops.liftInto(multiples[j], p);
            } else if ((m & 1) == 0) {
                ops.dbl(multiples[j], multiples[m / 2 - 1]);
            } else {
                ops.addMixedVartime(multiples[j], multiples[j - 1], p);
            }
            TableScan.storeJacobian(table, limbs, j, multiples[j]);
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
            if (i < completeBelow) {
                ops.add(out, out, q);
            } else {
                ops.addUnlessEqual(out, out, q);
            }
        }
        Arrays.fill(k, 0);
        Arrays.fill(table, 0);
        // q held the last window's addend, the table entry its Booth digit chose
        ops.setInfinity(q);
        ops.wipe();
    }
}
