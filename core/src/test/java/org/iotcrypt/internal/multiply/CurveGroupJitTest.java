package org.iotcrypt.internal.multiply;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;
import org.bouncycastle.asn1.gm.GMNamedCurves;
import org.bouncycastle.asn1.x9.X9ECParameters;
import org.bouncycastle.math.ec.ECPoint;
import org.iotcrypt.testing.Unsigned;
import org.junit.jupiter.api.Test;

/**
 * The sm2p256v1 multipliers after the JIT has compiled them with C2, not only in the
 * interpreter and C1 where the other tests mostly run: JDK 17.0.15's C2 once miscompiled
 * SM3's digest output loop (see Sm3JitTest). A few dozen products are computed once by
 * Bouncy Castle and each of ours is then recomputed a thousand times against them.
 */
class CurveGroupJitTest {

    private static final X9ECParameters BC = GMNamedCurves.getByName("sm2p256v1");
    private static final CurveGroup GROUP = CurveGroup.sm2p256v1();
    private static final int CASES = 24;
    private static final int ROUNDS = 1_000;

    @Test
    void multipliersStayRightOnceCompiled() {
        Random random = new Random(0x6a);
        BigInteger n = BC.getN();
        ECPoint q = BC.getG().multiply(new BigInteger(255, random)).normalize();
        byte[] qxy = xy(q);
        PublicPoint p = GROUP.point(Arrays.copyOf(qxy, 32), Arrays.copyOfRange(qxy, 32, 64));
        byte[][] s = new byte[CASES][];
        byte[][] t = new byte[CASES][];
        byte[][] sG = new byte[CASES][];
        byte[][] tP = new byte[CASES][];
        byte[][] sum = new byte[CASES][];
        for (int c = 0; c < CASES; c++) {
            BigInteger sv = c == 0 ? n.subtract(BigInteger.ONE) : new BigInteger(256, random).mod(n);
            BigInteger tv = c == 1 ? BigInteger.ONE : new BigInteger(256, random).mod(n);
            s[c] = Unsigned.bytes32(sv);
            t[c] = Unsigned.bytes32(tv);
            sG[c] = xy(BC.getG().multiply(sv));
            tP[c] = xy(q.multiply(tv));
            sum[c] = xy(BC.getG().multiply(sv).add(q.multiply(tv)));
        }
        int wrong = 0;
        for (int i = 0; i < ROUNDS; i++) {
            int c = i % CASES;
            wrong += Arrays.equals(sG[c], GROUP.multiplyBase(s[c])) ? 0 : 1;
            wrong += Arrays.equals(tP[c], GROUP.multiply(p, t[c])) ? 0 : 1;
            wrong += Arrays.equals(sum[c], GROUP.multiplyBaseAndAddVartime(s[c], t[c], p)) ? 0 : 1;
        }
        assertEquals(0, wrong, "products that differ from Bouncy Castle's");
    }

    private static byte[] xy(ECPoint point) {
        ECPoint a = point.normalize();
        byte[] r = new byte[64];
        System.arraycopy(Unsigned.bytes32(a.getAffineXCoord().toBigInteger()), 0, r, 0, 32);
        System.arraycopy(Unsigned.bytes32(a.getAffineYCoord().toBigInteger()), 0, r, 32, 32);
        return r;
    }

}
