package org.iotcrypt.internal.point;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigInteger;
import java.util.Random;
import org.iotcrypt.internal.field.ModularField;
import org.iotcrypt.internal.field.MontgomeryField;
import org.iotcrypt.testing.ExampleCurve;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Point formulas against the BigInteger oracle, on both curves, edge cases included. */
class JacobianArithmeticTest {

    static CurveParameters[] curves() {
        return new CurveParameters[] {CurveParameters.SM2P256V1, ExampleCurve.PARAMETERS};
    }

    private ModularField f;
    private JacobianArithmetic ops;
    private ReferenceCurve ref;
    private Random rnd;

    private void setUp(CurveParameters c) {
        f = new MontgomeryField(c.p());
        ops = new JacobianArithmetic(f, f.fromBigInteger(c.a()), c.aIsMinus3());
        ref = new ReferenceCurve(c);
        rnd = new Random(c.name().hashCode());
    }

    /** A random point, with a random Z so that the Jacobian representation is not trivial. */
    private JacobianPoint jacobian(BigInteger[] q) {
        JacobianPoint r = new JacobianPoint(f);
        if (q == null) {
            return r;
        }
        BigInteger z = new BigInteger(250, rnd).add(BigInteger.ONE);
        f.set(r.x, f.fromBigInteger(q[0].multiply(z.pow(2))));
        f.set(r.y, f.fromBigInteger(q[1].multiply(z.pow(3))));
        f.set(r.z, f.fromBigInteger(z));
        return r;
    }

    private AffinePoint affine(BigInteger[] q) {
        return q == null ? new AffinePoint(f) : new AffinePoint(f.fromBigInteger(q[0]), f.fromBigInteger(q[1]));
    }

    /** The affine value of r, checked without an inversion: X = x Z^2 and Y = y Z^3. */
    private BigInteger[] value(JacobianPoint r) {
        BigInteger z = f.toBigInteger(r.z);
        if (z.signum() == 0) {
            return null;
        }
        BigInteger zInv = z.modInverse(ref.p);
        BigInteger x = f.toBigInteger(r.x).multiply(zInv.pow(2)).mod(ref.p);
        BigInteger y = f.toBigInteger(r.y).multiply(zInv.pow(3)).mod(ref.p);
        return new BigInteger[] {x, y};
    }

    private BigInteger[] randomPoint() {
        return ref.multiply(new BigInteger(256, rnd).mod(ref.n), ref.g);
    }

    private void checkAdditions(BigInteger[] p, BigInteger[] q) {
        BigInteger[] expected = ref.add(p, q);
        JacobianPoint r = new JacobianPoint(f);
        ops.add(r, jacobian(p), jacobian(q));
        assertArrayEquals(expected, value(r), "add");
        ops.addVartime(r, jacobian(p), jacobian(q));
        assertArrayEquals(expected, value(r), "addVartime");
        ops.addMixed(r, jacobian(p), affine(q));
        assertArrayEquals(expected, value(r), "addMixed");
        ops.addMixedVartime(r, jacobian(p), affine(q));
        assertArrayEquals(expected, value(r), "addMixedVartime");
        if (p == null || q == null || !p[0].equals(q[0]) || !p[1].equals(q[1])) {
            ops.addMixedUnlessEqual(r, jacobian(p), affine(q));
            assertArrayEquals(expected, value(r), "addMixedUnlessEqual");
            ops.addUnlessEqual(r, jacobian(p), jacobian(q));
            assertArrayEquals(expected, value(r), "addUnlessEqual");
        }
        // aliasing: result over the first input
        JacobianPoint alias = jacobian(p);
        ops.addMixed(alias, alias, affine(q));
        assertArrayEquals(expected, value(alias), "addMixed aliased");
        alias = jacobian(p);
        ops.add(alias, alias, jacobian(q));
        assertArrayEquals(expected, value(alias), "add aliased");
    }

    @ParameterizedTest
    @MethodSource("curves")
    void additionMatchesOracleIncludingEdgeCases(CurveParameters c) {
        setUp(c);
        for (int i = 0; i < 12; i++) {
            BigInteger[] p = randomPoint();
            BigInteger[] q = randomPoint();
            checkAdditions(p, q);
            checkAdditions(p, p);
            checkAdditions(p, ref.neg(p));
            checkAdditions(null, q);
            checkAdditions(p, null);
        }
        checkAdditions(null, null);
        checkAdditions(ref.g, ref.g);
    }

    @ParameterizedTest
    @MethodSource("curves")
    void doublingMatchesOracle(CurveParameters c) {
        setUp(c);
        for (int i = 0; i < 12; i++) {
            BigInteger[] p = randomPoint();
            JacobianPoint r = jacobian(p);
            ops.dbl(r, r);
            assertArrayEquals(ref.add(p, p), value(r));
            JacobianPoint s = new JacobianPoint(f);
            ops.dblRepeated(s, jacobian(p), 5);
            assertArrayEquals(ref.multiply(BigInteger.valueOf(32), p), value(s));
        }
        JacobianPoint inf = new JacobianPoint(f);
        ops.dbl(inf, inf);
        assertNull(value(inf));
    }

    @ParameterizedTest
    @MethodSource("curves")
    void affineConversionsMatchOracle(CurveParameters c) {
        setUp(c);
        BigInteger[][] points = new BigInteger[9][];
        JacobianPoint[] jac = new JacobianPoint[points.length];
        for (int i = 0; i < points.length; i++) {
            points[i] = randomPoint();
            jac[i] = jacobian(points[i]);
        }
        int limbs = f.limbs();
        long[] out = new long[points.length * 2 * limbs + 3];
        ops.batchToAffine(jac, points.length, out, 3);
        for (int i = 0; i < points.length; i++) {
            long[] x = new long[limbs];
            long[] y = new long[limbs];
            System.arraycopy(out, 3 + 2 * limbs * i, x, 0, limbs);
            System.arraycopy(out, 3 + 2 * limbs * i + limbs, y, 0, limbs);
            assertArrayEquals(points[i], new BigInteger[] {f.toBigInteger(x), f.toBigInteger(y)});
        }
        JacobianPoint neg = new JacobianPoint(f);
        ops.negate(neg, jac[0]);
        assertArrayEquals(ref.neg(points[0]), value(neg));
        AffinePoint q = new AffinePoint(f);
        ops.toAffine(q, jac[1]);
        assertArrayEquals(points[1], new BigInteger[] {f.toBigInteger(q.x), f.toBigInteger(q.y)});
        org.junit.jupiter.api.Assertions.assertEquals(0L, q.infinityMask());
        ops.toAffine(q, new JacobianPoint(f));
        org.junit.jupiter.api.Assertions.assertEquals(-1L, q.infinityMask());
    }
}
