package org.iotcrypt.internal.field;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Random;
import org.iotcrypt.internal.point.CurveParameters;
import org.junit.jupiter.api.Test;

/**
 * The SM2 fields after the JIT has compiled them with C2, not only in the interpreter and C1
 * where the other tests mostly run: JDK 17.0.15's C2 once miscompiled SM3's digest output loop
 * (see Sm3JitTest), so every operation here runs tens of thousands of times, on random and
 * edge values, in place and not, against BigInteger.
 */
class FieldJitTest {

    private static final BigInteger P = CurveParameters.SM2P256V1.p();
    private static final BigInteger N = CurveParameters.SM2P256V1.n();

    @Test
    void specialisedPrimeFieldStaysRightOnceCompiled() {
        assertEquals(0, run(ModularFields.sm2Prime(), 20_000, new Random(0xf1)));
    }

    @Test
    void genericFieldsStayRightOnceCompiled() {
        assertEquals(0, run(ModularFields.generic(P), 8_000, new Random(0xf2)));
        assertEquals(0, run(ModularFields.generic(N), 8_000, new Random(0xf3)));
    }

    /** Returns how many results differ from BigInteger's. */
    private static int run(ModularField f, int rounds, Random random) {
        BigInteger m = f.modulus();
        long[] r = f.newElement();
        byte[] bytes = new byte[33];
        int wrong = 0;
        for (int i = 0; i < rounds; i++) {
            BigInteger x = value(m, random);
            BigInteger y = value(m, random);
            long[] a = f.fromBigInteger(x);
            long[] b = f.fromBigInteger(y);
            f.mul(r, a, b);
            wrong += differ(f, r, x.multiply(y).mod(m));
            f.sqr(r, a);
            wrong += differ(f, r, x.multiply(x).mod(m));
            f.add(r, a, b);
            wrong += differ(f, r, x.add(y).mod(m));
            f.sub(r, a, b);
            wrong += differ(f, r, x.subtract(y).mod(m));
            f.mul(b, b, a);
            f.sqr(b, b);
            wrong += differ(f, b, y.multiply(x).pow(2).mod(m));
            if (i % 8 == 0) {
                f.invert(r, a);
                wrong += differ(f, r, x.signum() == 0 ? BigInteger.ZERO : x.modInverse(m));
            }
            f.toBytes(a, bytes, 1);
            wrong += new BigInteger(1, bytes).equals(x) ? 0 : 1;
            random.nextBytes(bytes);
            f.fromBytes(r, bytes, 1);
            bytes[0] = 0;
            wrong += differ(f, r, new BigInteger(1, bytes).mod(m));
        }
        return wrong;
    }

    private static int differ(ModularField f, long[] got, BigInteger want) {
        return f.toBigInteger(got).equals(want) ? 0 : 1;
    }

    /** Mostly uniform values, with 0, 1, m - 1 and values next to powers of two mixed in. */
    private static BigInteger value(BigInteger m, Random random) {
        switch (random.nextInt(16)) {
            case 0:
                return BigInteger.ZERO;
            case 1:
                return BigInteger.ONE;
            case 2:
                return m.subtract(BigInteger.ONE);
            case 3:
                return BigInteger.ONE.shiftLeft(random.nextInt(256)).subtract(BigInteger.ONE).mod(m);
            default:
                return new BigInteger(256, random).mod(m);
        }
    }
}
