package org.iotcrypt.internal.multiply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;
import org.iotcrypt.testing.Unsigned;
import org.junit.jupiter.api.Test;

/** wNAF and Booth recodings: the digits sum back to the scalar and have the promised shape. */
class WnafTest {

    private static BigInteger value(short[] digits) {
        BigInteger v = BigInteger.ZERO;
        for (int i = digits.length - 1; i >= 0; i--) {
            v = v.shiftLeft(1).add(BigInteger.valueOf(digits[i]));
        }
        return v;
    }

    @Test
    void wnafDigitsReconstructTheScalarWithTheNafShape() {
        Random rnd = new Random(6);
        BigInteger all = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE);
        for (int w = 2; w <= 16; w++) {
            for (int i = 0; i < 200; i++) {
                BigInteger k = i == 0 ? all : i == 1 ? BigInteger.ZERO : new BigInteger(256, rnd);
                long[] limbs = Wnaf.limbs(Unsigned.bytes32(k));
                short[] d = Wnaf.recode(limbs, 0, 256, w);
                assertEquals(k, value(d));
                int lastNonZero = -w;
                for (int j = 0; j < d.length; j++) {
                    if (d[j] != 0) {
                        assertTrue((d[j] & 1) == 1 && Math.abs(d[j]) < (1 << (w - 1)), "digit " + d[j]);
                        assertTrue(j - lastNonZero >= w, "non-adjacent");
                        lastNonZero = j;
                    }
                }
                for (int bits : new int[] {16, 32, 64}) {
                    BigInteger mask = BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
                    for (int s = 0; s < 256 / bits; s++) {
                        assertEquals(k.shiftRight(bits * s).and(mask), value(Wnaf.recode(limbs, bits * s, bits, w)));
                    }
                }
            }
        }
        assertThrows(IllegalArgumentException.class, () -> Wnaf.recode(new long[5], 0, 256, 17));
    }

    @Test
    void boothDigitsReconstructTheScalar() {
        Random rnd = new Random(7);
        for (int w = 4; w <= 7; w++) {
            int windows = (257 + w - 1) / w;
            for (int i = 0; i < 100; i++) {
                BigInteger k = i == 0 ? BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE) : new BigInteger(256, rnd);
                long[] limbs = Scalars.limbs(Unsigned.bytes32(k));
                BigInteger v = BigInteger.ZERO;
                for (int j = windows - 1; j >= 0; j--) {
                    int digit = Booth.digit(limbs, j, w);
                    int magnitude = digit >>> 1;
                    assertTrue(magnitude <= 1 << (w - 1));
                    v = v.shiftLeft(w).add(BigInteger.valueOf((digit & 1) == 1 ? -magnitude : magnitude));
                }
                assertEquals(k, v);
            }
        }
    }
}
