package org.iotcrypt.internal.point;

import java.math.BigInteger;
import org.iotcrypt.internal.field.ModularField;

/**
 * The curve equation y^2 = x^3 + ax + b over one field: the single place where it is written,
 * for the on-curve test of every point that comes in and for point decompression.
 *
 * <p>Both operations see public points only (keys, ciphertexts' C1, ephemeral keys) and
 * {@link #solveYVartime} takes time that depends on x. The square root is v^((p+1)/4), which is
 * a root whenever one exists because p = 3 (mod 4) (true of sm2p256v1 and of the GM/T 0003
 * example curve); the candidate is squared back to tell a non-residue apart.
 */
public final class CurveEquation {

    private final ModularField field;
    private final long[] a;
    private final long[] b;
    /** (p + 1) / 4, or null when p = 1 (mod 4) and this simple root does not apply. */
    private final BigInteger sqrtExponent;

    public CurveEquation(ModularField field, CurveParameters params) {
        this.field = field;
        this.a = field.fromBigInteger(params.a());
        this.b = field.fromBigInteger(params.b());
        BigInteger p = params.p();
        this.sqrtExponent = p.testBit(1) ? p.add(BigInteger.ONE).shiftRight(2) : null;
    }

    /** Whether (x, y), given in the field's representation, satisfies the equation. */
    public boolean holds(long[] x, long[] y) {
        long[] lhs = field.newElement();
        long[] rhs = rightHandSide(x);
        field.sqr(lhs, y);
        return field.equal(lhs, rhs) != 0;
    }

    /**
     * The y of the curve point with this x whose parity (of y's integer value below p) is
     * {@code odd}, or null when there is none (x^3 + ax + b is not a square, or it is 0 and an
     * odd y is asked for). Variable time: x must be public.
     *
     * @throws IllegalStateException if p = 1 (mod 4), where this square root does not apply
     */
    public long[] solveYVartime(long[] x, boolean odd) {
        if (sqrtExponent == null) {
            throw new IllegalStateException("point decompression needs a field prime p = 3 (mod 4)");
        }
        long[] v = rightHandSide(x);
        long[] y = field.newElement();
        field.setOne(y);
        for (int i = sqrtExponent.bitLength() - 1; i >= 0; i--) {
            field.sqr(y, y);
            if (sqrtExponent.testBit(i)) {
                field.mul(y, y, v);
            }
        }
        long[] check = field.newElement();
        field.sqr(check, y);
        if (field.equal(check, v) == 0) {
            return null;
        }
        byte[] bytes = new byte[32];
        field.toBytes(y, bytes, 0);
        if (((bytes[bytes.length - 1] & 1) == 1) != odd) {
            if (field.isZero(y) != 0) {
                return null;
            }
            field.neg(y, y);
        }
        return y;
    }

    /** x^3 + ax + b, as (x^2 + a)·x + b. */
    private long[] rightHandSide(long[] x) {
        long[] r = field.newElement();
        field.sqr(r, x);
        field.add(r, r, a);
        field.mul(r, r, x);
        field.add(r, r, b);
        return r;
    }
}
