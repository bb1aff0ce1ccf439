package org.iotcrypt.testing;

import java.math.BigInteger;
import org.iotcrypt.internal.point.CurveParameters;
import org.iotcrypt.sm2.Sm2Curve;

/**
 * The F_p-256 example curve of GM/T 0003.2-2012 appendix A (GB/T 32918.2-2016 Annex A.1): the
 * curve the standards' worked examples of signing, key exchange and encryption are computed
 * on. Its a != -3, so it exercises the generic field and point code.
 */
public final class ExampleCurve {

    /** The numbers as printed in the standard. */
    public static final CurveParameters PARAMETERS = CurveParameters.of("gmt0003-example-fp256",
            hex("8542D69E4C044F18E8B92435BF6FF7DE457283915C45517D722EDB8B08F1DFC3"),
            hex("787968B4FA32C3FD2417842E73BBFEFF2F3C848B6831D7E0EC65228B3937E498"),
            hex("63E4C6D3B23B0C849CF84241484BFE48F61D59A5B16BA06E6E12D1DA27C5249A"),
            hex("8542D69E4C044F18E8B92435BF6FF7DD297720630485628D5AE74EE7C32E79B7"),
            hex("421DEBD61B62EAB6746434EBC3CC315E32220B3BADD50BDC4C4E6C147FEDD43D"),
            hex("0680512BCBB42C07D47349D2153B70C4E5D7FDFCBFA36EA1A85841B9E46E09A2"));

    private static final Sm2Curve CURVE = Sm2Curve.of(PARAMETERS.name(), PARAMETERS.p(), PARAMETERS.a(),
            PARAMETERS.b(), PARAMETERS.n(), PARAMETERS.gx(), PARAMETERS.gy());

    private ExampleCurve() {
    }

    /** The curve for the protocol classes (one instance, so its tables are built once). */
    public static Sm2Curve curve() {
        return CURVE;
    }

    private static BigInteger hex(String v) {
        return new BigInteger(v, 16);
    }
}
