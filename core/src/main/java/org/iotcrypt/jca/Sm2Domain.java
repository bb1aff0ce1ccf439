package org.iotcrypt.jca;

import java.math.BigInteger;
import java.security.spec.ECField;
import java.security.spec.ECFieldFp;
import java.security.spec.ECParameterSpec;
import java.security.spec.ECPoint;
import java.security.spec.EllipticCurve;
import org.iotcrypt.internal.point.CurveParameters;
import org.iotcrypt.internal.util.Bytes;
import org.iotcrypt.sm2.Sm2Curve;

/**
 * The sm2p256v1 curve as the JDK's {@link ECParameterSpec}, and the conversions between the
 * JDK's {@link BigInteger}/{@link ECPoint} view of keys and the protocol layer's 32-byte
 * big-endian values.
 *
 * <p>The provider handles this one curve only: a key or spec on any other curve is refused.
 * Curves are compared by value (field prime, a, b, generator, order, cofactor), so the
 * {@code ECParameterSpec} of another provider (Bouncy Castle's {@code ECNamedCurveSpec}, Kona's
 * {@code SM2ParameterSpec}) counts as sm2p256v1 when its numbers are.
 */
public final class Sm2Domain {

    /** The name {@code ECGenParameterSpec} and OpenSSL use. */
    public static final String CURVE_NAME = "sm2p256v1";

    /** The curve's OID, GM/T 0006 (1.2.156.10197.1.301). */
    public static final String CURVE_OID = "1.2.156.10197.1.301";

    /** sm2p256v1 (GB/T 32918.5) in the JDK's terms. */
    public static final ECParameterSpec PARAMS = toSpec(CurveParameters.SM2P256V1);

    private static final int BYTES = 32;

    private Sm2Domain() {
    }

    /** The curve all keys of this provider live on. */
    public static Sm2Curve curve() {
        return Sm2Curve.sm2p256v1();
    }

    /** Whether {@code spec} describes sm2p256v1, compared by value; false for null. */
    public static boolean isSm2(ECParameterSpec spec) {
        if (spec == null) {
            return false;
        }
        if (spec == PARAMS) {
            return true;
        }
        EllipticCurve curve = spec.getCurve();
        ECField field = curve.getField();
        return field instanceof ECFieldFp
                && ((ECFieldFp) field).getP().equals(((ECFieldFp) PARAMS.getCurve().getField()).getP())
                && curve.getA().equals(PARAMS.getCurve().getA())
                && curve.getB().equals(PARAMS.getCurve().getB())
                && spec.getGenerator().equals(PARAMS.getGenerator())
                && spec.getOrder().equals(PARAMS.getOrder())
                && spec.getCofactor() == PARAMS.getCofactor();
    }

    /**
     * A non-negative integer below 2^256 as 32 bytes big-endian.
     *
     * @return null if the value is negative or does not fit, for the caller to turn into its own
     *         exception type
     */
    public static byte[] toBytes32(BigInteger value) {
        if (value == null || value.signum() < 0 || value.bitLength() > 8 * BYTES) {
            return null;
        }
        return Bytes.unsignedFixed(value, BYTES);
    }

    /** 32 bytes big-endian as a non-negative integer. */
    public static BigInteger toInteger(byte[] bytes32) {
        return new BigInteger(1, bytes32);
    }

    /** The 65-byte {@code 04||x||y} encoding as the JDK's affine point. */
    public static ECPoint toPoint(byte[] encoded65) {
        byte[] x = new byte[BYTES];
        byte[] y = new byte[BYTES];
        System.arraycopy(encoded65, 1, x, 0, BYTES);
        System.arraycopy(encoded65, 1 + BYTES, y, 0, BYTES);
        return new ECPoint(toInteger(x), toInteger(y));
    }

    private static ECParameterSpec toSpec(CurveParameters c) {
        EllipticCurve curve = new EllipticCurve(new ECFieldFp(c.p()), c.a(), c.b());
        return new ECParameterSpec(curve, new ECPoint(c.gx(), c.gy()), c.n(), 1);
    }
}
