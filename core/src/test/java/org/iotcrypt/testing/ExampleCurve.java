package org.iotcrypt.testing;

import java.math.BigInteger;
import org.iotcrypt.internal.point.CurveParameters;
import org.iotcrypt.sm2.Sm2Curve;
import org.iotcrypt.vectors.VectorFile;

/**
 * The F_p-256 example curve of GM/T 0003.2-2012 appendix A (vectors/gmt0003-example-curve.txt):
 * the curve the standards' worked examples of signing, key exchange and encryption are computed
 * on. Its a != -3, so it exercises the generic field and point code.
 */
public final class ExampleCurve {

    private static final VectorFile.Vector NUMBERS = VectorFile.load("gmt0003-example-curve.txt").get(0);

    /** The numbers as the data file holds them. */
    public static final CurveParameters PARAMETERS = CurveParameters.of(NUMBERS.get("name"), number("p"),
            number("a"), number("b"), number("n"), number("gx"), number("gy"));

    private static final Sm2Curve CURVE = Sm2Curve.of(PARAMETERS.name(), PARAMETERS.p(), PARAMETERS.a(),
            PARAMETERS.b(), PARAMETERS.n(), PARAMETERS.gx(), PARAMETERS.gy());

    private ExampleCurve() {
    }

    /** The curve for the protocol classes (one instance, so its tables are built once). */
    public static Sm2Curve curve() {
        return CURVE;
    }

    private static BigInteger number(String field) {
        return new BigInteger(1, NUMBERS.hex(field));
    }
}
