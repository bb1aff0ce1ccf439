package org.iotcrypt.internal.multiply;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.math.BigInteger;
import java.util.Random;
import org.bouncycastle.asn1.gm.GMNamedCurves;
import org.bouncycastle.asn1.x9.X9ECParameters;
import org.bouncycastle.math.ec.ECAlgorithms;
import org.bouncycastle.math.ec.ECPoint;
import org.iotcrypt.testing.Unsigned;
import org.junit.jupiter.api.Test;

/** The sm2p256v1 multipliers against Bouncy Castle's own (an independent implementation). */
class BouncyCastleCrossCheckTest {

    private static final X9ECParameters BC = GMNamedCurves.getByName("sm2p256v1");

    private static byte[] encode(ECPoint p) {
        ECPoint q = p.normalize();
        byte[] out = new byte[64];
        System.arraycopy(Unsigned.bytes32(q.getAffineXCoord().toBigInteger()), 0, out, 0, 32);
        System.arraycopy(Unsigned.bytes32(q.getAffineYCoord().toBigInteger()), 0, out, 32, 32);
        return out;
    }

    @Test
    void agreesWithBouncyCastleOnRandomScalars() {
        CurveGroup group = CurveGroup.sm2p256v1();
        BigInteger n = BC.getN();
        Random rnd = new Random(5);
        ECPoint bcP = BC.getG().multiply(new BigInteger(256, rnd).mod(n)).normalize();
        byte[] pxy = encode(bcP);
        PublicPoint p = group.point(java.util.Arrays.copyOfRange(pxy, 0, 32), java.util.Arrays.copyOfRange(pxy, 32, 64));
        for (int i = 0; i < 25; i++) {
            BigInteger k = new BigInteger(256, rnd).mod(n);
            BigInteger t = new BigInteger(256, rnd).mod(n);
            assertArrayEquals(encode(BC.getG().multiply(k)), group.multiplyBase(Unsigned.bytes32(k)));
            assertArrayEquals(encode(bcP.multiply(k)), group.multiply(p, Unsigned.bytes32(k)));
            assertArrayEquals(encode(ECAlgorithms.sumOfTwoMultiplies(BC.getG(), k, bcP, t)),
                    group.multiplyBaseAndAddVartime(Unsigned.bytes32(k), Unsigned.bytes32(t), p));
        }
    }
}
