package org.iotcrypt.internal.point;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import org.iotcrypt.sm2.Sm2Curve;
import org.iotcrypt.testing.ExampleCurve;
import org.junit.jupiter.api.Test;

/**
 * The example curve's numbers (vectors/gmt0003-example-curve.txt) make a curve of prime order n
 * with G on it, checked in BigInteger apart from the code under test; and Sm2Curve.of refuses
 * numbers that do not.
 */
class ExampleCurveTest {

    private final CurveParameters c = ExampleCurve.PARAMETERS;

    @Test
    void gIsOnTheCurveAndHasPrimeOrderN() {
        ReferenceCurve ref = new ReferenceCurve(c);
        assertTrue(c.p().isProbablePrime(100) && c.n().isProbablePrime(100));
        assertTrue(ref.onCurve(ref.g));
        assertNull(ref.multiply(c.n(), ref.g), "n*G is the point at infinity");
        assertEquals(ref.neg(ref.g)[1], ref.multiply(c.n().subtract(BigInteger.ONE), ref.g)[1], "(n-1)*G = -G");
        assertEquals(false, c.aIsMinus3());
    }

    @Test
    void sm2CurveOfRefusesAGeneratorOffTheCurveOrOfAnotherOrder() {
        assertThrows(IllegalArgumentException.class, () -> Sm2Curve.of("bad-g", c.p(), c.a(), c.b(), c.n(), c.gx(),
                c.gy().add(BigInteger.ONE)));
        BigInteger otherPrime = c.n().subtract(BigInteger.TWO).nextProbablePrime();
        assertThrows(IllegalArgumentException.class, () -> Sm2Curve.of("bad-n", c.p(), c.a(), c.b(),
                otherPrime.equals(c.n()) ? c.n().add(BigInteger.TWO).nextProbablePrime() : otherPrime, c.gx(), c.gy()));
        assertThrows(IllegalArgumentException.class, () -> Sm2Curve.of("short-p", BigInteger.valueOf(23), c.a(), c.b(),
                c.n(), c.gx(), c.gy()));
    }
}
