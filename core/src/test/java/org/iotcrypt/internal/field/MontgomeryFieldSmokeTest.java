package org.iotcrypt.internal.field;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Random;
import org.iotcrypt.internal.point.CurveParameters;
import org.iotcrypt.testing.ExampleCurve;
import org.junit.jupiter.api.Test;

/** A first cross-check of the generic Montgomery field against BigInteger, on the four moduli. */
class MontgomeryFieldSmokeTest {

    @Test
    void agreesWithBigInteger() {
        Random rnd = new Random(1);
        for (BigInteger m : new BigInteger[] {CurveParameters.SM2P256V1.p(), CurveParameters.SM2P256V1.n(),
                ExampleCurve.PARAMETERS.p(), ExampleCurve.PARAMETERS.n()}) {
            MontgomeryField f = new MontgomeryField(m);
            BigInteger[] edge = {BigInteger.ZERO, BigInteger.ONE, m.subtract(BigInteger.ONE), m.subtract(BigInteger.TWO)};
            for (int i = 0; i < 2000; i++) {
                BigInteger x = i < 4 ? edge[i] : new BigInteger(256, rnd).mod(m);
                BigInteger y = i < 4 ? edge[3 - i] : new BigInteger(256, rnd).mod(m);
                long[] a = f.fromBigInteger(x);
                long[] b = f.fromBigInteger(y);
                long[] r = f.newElement();
                f.mul(r, a, b);
                assertEquals(x.multiply(y).mod(m), f.toBigInteger(r));
                f.add(r, a, b);
                assertEquals(x.add(y).mod(m), f.toBigInteger(r));
                f.sub(r, a, b);
                assertEquals(x.subtract(y).mod(m), f.toBigInteger(r));
                if (i < 50) {
                    f.invert(r, a);
                    assertEquals(x.signum() == 0 ? BigInteger.ZERO : x.modInverse(m), f.toBigInteger(r));
                }
                byte[] raw = new byte[32];
                byte[] big = new BigInteger(256, rnd).toByteArray();
                System.arraycopy(big, Math.max(0, big.length - 32), raw, 32 - Math.min(32, big.length), Math.min(32, big.length));
                f.fromBytes(r, raw, 0);
                assertEquals(new BigInteger(1, raw).mod(m), f.toBigInteger(r));
            }
        }
    }
}
