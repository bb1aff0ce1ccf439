package org.iotcrypt.internal.multiply;

import java.math.BigInteger;
import java.util.Arrays;
import org.iotcrypt.internal.field.ModularField;
import org.iotcrypt.internal.point.AffinePoint;
import org.iotcrypt.internal.point.JacobianArithmetic;
import org.iotcrypt.internal.point.JacobianPoint;

/**
 * Constant-time k·G by signed fixed windows over a precomputed affine table, without
 * doublings: with width w = 6, window i holds (j+1)·2^(6i)·G for j = 0..31, 43 windows cover the
 * 257 bits Booth recoding needs, and k·G = sum_i d_i·2^(6i)·G takes 43 mixed additions. Each
 * addend is read by a masked scan of its whole row and negated by a mask, so neither the
 * memory access pattern nor the operation sequence depends on k. Table: 43·32 points, 88 KiB
 * on 4 limbs, 110 KiB on 5; built once (about 1 400 additions and one batched inversion).
 * Width 6 because it measured as fast as 7 (whose table is twice as large: the masked scans
 * grow as fast as the additions shrink) and faster than 5 (+8%) and 4 (+28%).
 *
 * <p>Why a cheap addition without the doubling case is safe here: before window i the
 * accumulator is S·G with |S| at most M_i = 2^(w-1)(2^(wi) - 1)/(2^w - 1) &lt; 2^(wi), and
 * the addend is d·2^(wi)·G with 1 &lt;= |d| &lt;= 2^(w-1). They are equal only if
 * S - d·2^(wi) = 0 mod n, while 0 &lt; |S - d·2^(wi)| &lt;= M_(i+1); so whenever
 * M_(i+1) &lt; n the doubling case cannot occur, for any 256-bit k. The windows where that
 * bound fails (the last one on both curves) use the complete addition; it is needed: on the
 * example curve k = 2^256 mod n makes the last addend equal the accumulator. Infinity on either
 * side (a 0 digit, an empty accumulator) and P + (-P) are handled by masks in every window.
 */
final class FixedBaseMultiplier {

    /** The window width used by {@link CurveGroup}. */
    static final int DEFAULT_W = 6;

    private final int w;
    private final int row;

    private final ModularField field;
    private final long[] a;
    private final boolean aIsMinus3;
    private final int windows;
    private final int firstCompleteWindow;
    private final long[] table;

    FixedBaseMultiplier(ModularField field, long[] a, boolean aIsMinus3, AffinePoint g, BigInteger n, int w) {
        this.w = w;
        this.row = 1 << (w - 1);
        this.field = field;
        this.a = a;
        this.aIsMinus3 = aIsMinus3;
        this.windows = (257 + w - 1) / w;
        this.firstCompleteWindow = firstUnsafeWindow(n, w);
        int limbs = field.limbs();
        this.table = new long[windows * row * 2 * limbs];
        JacobianArithmetic ops = new JacobianArithmetic(field, a, aIsMinus3);
        JacobianPoint[] multiples = new JacobianPoint[row];
        for (int j = 0; j < row; j++) {
            multiples[j] = new JacobianPoint(field);
        }
        JacobianPoint base = new JacobianPoint(field);
        ops.liftInto(base, g);
        for (int i = 0; i < windows; i++) {
            ops.set(multiples[0], base);
            ops.dbl(multiples[1], base);
            // G and its multiples are public: the table may be built in variable time.
            for (int j = 2; j < row; j++) {
                ops.addVartime(multiples[j], multiples[j - 1], base);
            }
            ops.batchToAffine(multiples, row, table, i * row * 2 * limbs);
            // next base: 2^w times this one = 2 * (row * base)
            ops.dbl(base, multiples[row - 1]);
        }
    }

    /** The first window i whose bound M_(i+1) reaches n (see the class comment). */
    private static int firstUnsafeWindow(BigInteger n, int w) {
        BigInteger half = BigInteger.ONE.shiftLeft(w - 1);
        BigInteger divisor = BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE);
        int i = 0;
        while (true) {
            BigInteger bound = half.multiply(BigInteger.ONE.shiftLeft(w * (i + 1)).subtract(BigInteger.ONE))
                    .divide(divisor);
            if (bound.compareTo(n) >= 0) {
                return i;
            }
            i++;
        }
    }

    /** out = k·G (Jacobian), constant time in k; k is any 32-byte big-endian value. */
    void multiply(byte[] k32, JacobianPoint out) {
        long[] k = Scalars.limbs(k32);
        int limbs = field.limbs();
        JacobianArithmetic ops = new JacobianArithmetic(field, a, aIsMinus3);
        AffinePoint q = new AffinePoint(field);
        ops.setInfinity(out);
        for (int i = 0; i < windows; i++) {
            int digit = Booth.digit(k, i, w);
            int magnitude = digit >>> 1;
            TableScan.selectAffine(table, limbs, i * row, row, magnitude - 1, q);
            q.setInfinityMask(Scalars.equalMask(magnitude, 0));
            ops.negateIf(q.y(), -(long) (digit & 1));
            if (i < firstCompleteWindow) {
                ops.addMixedUnlessEqual(out, out, q);
            } else {
                ops.addMixed(out, out, q);
            }
        }
        Arrays.fill(k, 0);
        // q held the last addend (a table entry chosen by k); ops the last partial sums
        field.setZero(q.x());
        field.setZero(q.y());
        ops.wipe();
    }
}
