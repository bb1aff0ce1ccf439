package org.iotcrypt.bench.research;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import org.iotcrypt.internal.field.MontgomeryField;
import org.iotcrypt.internal.point.AffinePoint;
import org.iotcrypt.internal.point.CurveParameters;
import org.iotcrypt.internal.point.JacobianArithmetic;
import org.iotcrypt.internal.point.JacobianPoint;
import org.iotcrypt.testing.ExampleCurve;
import org.junit.jupiter.api.Test;

/**
 * The operation counts core's point-formula comments and the wNAF cost report rely on, counted on
 * core's own formulas (moved here with the counting field, research code that stays out of the
 * library jar).
 */
class FormulaCostTest {

    private static void assertCost(CountingField f, long muls, long sqrs, String what) {
        assertEquals(muls + "M+" + sqrs + "S", f.muls() + "M+" + f.sqrs() + "S", what);
        f.reset();
    }

    @Test
    void formulaCostsAsDocumented() {
        for (CurveParameters c : new CurveParameters[] {CurveParameters.SM2P256V1, ExampleCurve.PARAMETERS}) {
            CountingField f = new CountingField(new MontgomeryField(c.p()));
            JacobianArithmetic ops = new JacobianArithmetic(f, f.fromBigInteger(c.a()), c.aIsMinus3());
            AffinePoint g = new AffinePoint(f.fromBigInteger(c.gx()), f.fromBigInteger(c.gy()));
            JacobianPoint p = new JacobianPoint(f);
            ops.liftInto(p, g);
            ops.dbl(p, p);
            JacobianPoint q = new JacobianPoint(f);
            ops.dbl(q, p);
            f.reset();
            ops.dbl(q, q);
            if (c.aIsMinus3()) {
                assertCost(f, 3, 5, "doubling, a = -3");
            } else {
                assertCost(f, 2, 8, "doubling, any a");
            }
            ops.addMixedIncomplete(q, q, g);
            assertCost(f, 8, 3, "mixed addition");
            ops.addVartime(q, q, p);
            assertCost(f, 12, 4, "full addition");
            AffinePoint r = new AffinePoint(f);
            ops.toAffine(r, q);
            assertEquals(1, f.invs());
            assertCost(f, 3, 1, "to affine, besides the inversion");
            assertEquals(c.p(), f.modulus());
            assertEquals(BigInteger.ZERO, f.toBigInteger(f.newElement()));
        }
    }
}
