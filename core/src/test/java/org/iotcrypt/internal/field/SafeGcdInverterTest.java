package org.iotcrypt.internal.field;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.Random;
import org.iotcrypt.internal.point.CurveParameters;
import org.iotcrypt.testing.ExampleCurve;
import org.junit.jupiter.api.Test;

/**
 * safegcd inversion on its own against BigInteger.modInverse: the four curve moduli, random odd
 * moduli of every size up to 256 bits (composite ones too, inverting units only), and the limb
 * conversions it is fed through.
 */
class SafeGcdInverterTest {

    @Test
    void invertsModuloTheCurveModuli() {
        Random rnd = new Random(11);
        for (BigInteger m : new BigInteger[] {CurveParameters.SM2P256V1.p(), CurveParameters.SM2P256V1.n(),
                ExampleCurve.PARAMETERS.p(), ExampleCurve.PARAMETERS.n()}) {
            SafeGcdInverter inverter = new SafeGcdInverter(m);
            BigInteger[] edge = {BigInteger.ONE, BigInteger.TWO, m.subtract(BigInteger.ONE), m.subtract(BigInteger.TWO),
                    m.shiftRight(1), BigInteger.ONE.shiftLeft(255).mod(m), BigInteger.ONE.shiftLeft(128)};
            for (BigInteger x : edge) {
                assertEquals(x.modInverse(m), invert(inverter, x), x.toString(16));
            }
            for (int i = 0; i < 2000; i++) {
                BigInteger x = new BigInteger(256, rnd).mod(m);
                assertEquals(x.signum() == 0 ? BigInteger.ZERO : x.modInverse(m), invert(inverter, x));
            }
            assertEquals(BigInteger.ZERO, invert(inverter, BigInteger.ZERO));
        }
    }

    @Test
    void invertsUnitsModuloRandomOddModuli() {
        Random rnd = new Random(12);
        for (int i = 0; i < 3000; i++) {
            int bits = 2 + rnd.nextInt(255);
            BigInteger m = new BigInteger(bits, rnd).setBit(0).setBit(bits - 1);
            BigInteger x = new BigInteger(bits, rnd).mod(m);
            if (!x.gcd(m).equals(BigInteger.ONE)) {
                continue;
            }
            assertEquals(x.modInverse(m), invert(new SafeGcdInverter(m), x), m.toString(16) + " " + x.toString(16));
        }
    }

    @Test
    void limbConversionsRoundTrip() {
        Random rnd = new Random(13);
        for (int i = 0; i < 200; i++) {
            BigInteger v = new BigInteger(256, rnd);
            long[] limbs = limbs(v, 52, 5);
            long[] x = SafeGcdInverter.toLimbs30(limbs);
            assertEquals(v, value(x, 30));
            long[] back = new long[5];
            SafeGcdInverter.fromLimbs30(x, back);
            assertEquals(v, value(back, 52));
        }
    }

    @Test
    void rejectsEvenOrOversizedModuli() {
        assertThrows(IllegalArgumentException.class, () -> new SafeGcdInverter(BigInteger.TEN));
        assertThrows(IllegalArgumentException.class, () -> new SafeGcdInverter(BigInteger.ONE.shiftLeft(256).add(BigInteger.ONE)));
    }

    private static BigInteger invert(SafeGcdInverter inverter, BigInteger x) {
        return value(inverter.invert(limbs(x, 30, 9)), 30);
    }

    private static long[] limbs(BigInteger v, int bits, int n) {
        long[] r = new long[n];
        for (int i = 0; i < n; i++) {
            r[i] = v.shiftRight(bits * i).longValue() & (bits == 64 ? -1L : (1L << bits) - 1);
        }
        return r;
    }

    private static BigInteger value(long[] limbs, int bits) {
        BigInteger v = BigInteger.ZERO;
        for (int i = limbs.length - 1; i >= 0; i--) {
            v = v.shiftLeft(bits).add(new BigInteger(Long.toUnsignedString(limbs[i])));
        }
        return v;
    }
}
