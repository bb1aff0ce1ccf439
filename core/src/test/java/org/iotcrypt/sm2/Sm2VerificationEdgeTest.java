package org.iotcrypt.sm2;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;
import java.util.stream.Stream;
import org.iotcrypt.internal.point.CurveParameters;
import org.iotcrypt.internal.point.ReferenceCurve;
import org.iotcrypt.testing.ExampleCurve;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Verification's last test, (e + x1) mod n = r, in the case random signatures almost never reach
 * (probability (p - n)/p, below 2^-100 on both curves): x1 in [n, p), where x1 itself is not the
 * reduced value v = (r - e) mod n and only the second candidate v + n matches. The signature is
 * built backwards with the BigInteger reference curve: pick the point R = (x1, y1), s and e, set
 * r = (e + x1) mod n and t = r + s, and take the key P = t^-1 (R - s G), so that s G + t P = R.
 */
class Sm2VerificationEdgeTest {

    static Stream<Arguments> curves() {
        return Stream.of(Arguments.of(Sm2Curve.sm2p256v1(), CurveParameters.SM2P256V1),
                Arguments.of(ExampleCurve.curve(), ExampleCurve.PARAMETERS));
    }

    @ParameterizedTest
    @MethodSource("curves")
    void aSignatureWhoseX1LiesBetweenNAndPVerifies(Sm2Curve curve, CurveParameters params) throws Exception {
        ReferenceCurve ref = new ReferenceCurve(params);
        BigInteger[] big = pointWithXAtLeast(ref, ref.n);
        Random rnd = new Random(11);
        for (int i = 0; i < 4; i++) {
            BigInteger s = new BigInteger(255, rnd).add(BigInteger.ONE);
            BigInteger e = new BigInteger(256, rnd);
            BigInteger r = e.add(big[0]).mod(ref.n);
            BigInteger t = r.add(s).mod(ref.n);
            BigInteger[] key = ref.multiply(t.modInverse(ref.n), ref.add(big, ref.neg(ref.multiply(s, ref.g))));
            Sm2PublicKey pub = Sm2PublicKey.of(curve, Scalars.toBytes(key[0]), Scalars.toBytes(key[1]));
            byte[] rs = concat(Scalars.toBytes(r), Scalars.toBytes(s));
            assertTrue(Sm2Signer.verifyDigest(pub, Scalars.toBytes(e), rs), "x1 = " + big[0].toString(16));
            assertFalse(Sm2Signer.verifyDigest(pub, Scalars.toBytes(e.add(BigInteger.ONE)), rs), "another e");
        }
    }

    /** The point with the smallest x at or above {@code from} (p = 3 mod 4: a root is v^((p+1)/4)). */
    private static BigInteger[] pointWithXAtLeast(ReferenceCurve ref, BigInteger from) {
        for (BigInteger x = from; ; x = x.add(BigInteger.ONE)) {
            BigInteger rhs = x.pow(3).add(ref.a.multiply(x)).add(ref.b).mod(ref.p);
            BigInteger y = rhs.modPow(ref.p.add(BigInteger.ONE).shiftRight(2), ref.p);
            if (y.multiply(y).mod(ref.p).equals(rhs)) {
                return new BigInteger[] {x, y};
            }
        }
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
