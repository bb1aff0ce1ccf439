package org.iotcrypt.internal.field;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.iotcrypt.conformance.Implementations;
import org.iotcrypt.internal.point.CurveParameters;
import org.iotcrypt.testing.Unsigned;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One conformance suite run over every {@link ModularField} implementation and modulus:
 * each operation against BigInteger on edge values and random ones (including values with
 * long runs of ones and zeros, which exercise every carry and limb boundary), with aliased
 * operands, and fromBytes on inputs at and above the modulus.
 */
class ModularFieldConformanceTest {

    private static final BigInteger TWO_256 = BigInteger.ONE.shiftLeft(256);
    private static final int RANDOM_VALUES = 300;

    /** Every field implementation, from the one list (org.iotcrypt.conformance.Implementations). */
    static Stream<Arguments> fields() {
        return Implementations.fields().stream().map(f -> Arguments.of(f.name(), f.field()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fields")
    void ringOperationsAgreeWithBigInteger(String name, ModularField f) {
        BigInteger m = f.modulus();
        List<BigInteger> values = values(m, new Random(name.hashCode()));
        long[] r = f.newElement();
        for (int i = 0; i < values.size(); i++) {
            BigInteger x = values.get(i);
            BigInteger y = values.get((i * 7 + 3) % values.size());
            long[] a = f.fromBigInteger(x);
            long[] b = f.fromBigInteger(y);
            f.add(r, a, b);
            assertEquals(x.add(y).mod(m), f.toBigInteger(r), "add");
            f.sub(r, a, b);
            assertEquals(x.subtract(y).mod(m), f.toBigInteger(r), "sub");
            f.neg(r, a);
            assertEquals(x.negate().mod(m), f.toBigInteger(r), "neg");
            f.mul(r, a, b);
            assertEquals(x.multiply(y).mod(m), f.toBigInteger(r), "mul");
            f.sqr(r, a);
            assertEquals(x.multiply(x).mod(m), f.toBigInteger(r), "sqr");
            assertEquals(x.signum() == 0 ? -1L : 0L, f.isZero(a), "isZero");
            assertEquals(x.equals(y) ? -1L : 0L, f.equal(a, b), "equal");
            assertEquals(-1L, f.equal(a, f.fromBigInteger(x.add(m))), "equal");
        }
    }

    /**
     * Loose sums and differences as operands of mul and sqr, on either or both sides: the
     * edge values (0, 1, m - 1, runs of ones) give the largest loose limbs, which are what the
     * bounds in Sm2PrimeField's comment are about.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("fields")
    void looseOperandsMultiplyExactly(String name, ModularField f) {
        BigInteger m = f.modulus();
        List<BigInteger> values = values(m, new Random(name.hashCode() + 2));
        // values whose Montgomery representation (R = 2^256 or 2^260) is m - 1, m - 2 or 1:
        // the largest and smallest limbs a loose sum or difference can be made of
        for (int bits : new int[] {256, 260}) {
            BigInteger rInverse = BigInteger.ONE.shiftLeft(bits).modInverse(m);
            for (BigInteger rep : new BigInteger[] {m.subtract(BigInteger.ONE), m.subtract(BigInteger.TWO),
                    BigInteger.ONE}) {
                values.add(0, rep.multiply(rInverse).mod(m));
            }
        }
        long[] sum = f.newElement();
        long[] diff = f.newElement();
        long[] r = f.newElement();
        for (int i = 0; i < values.size(); i++) {
            BigInteger x = values.get(i);
            BigInteger y = values.get((i * 11 + 5) % values.size());
            BigInteger z = values.get((i * 13 + 1) % values.size());
            long[] a = f.fromBigInteger(x);
            long[] b = f.fromBigInteger(y);
            long[] c = f.fromBigInteger(z);
            BigInteger s = x.add(y);
            BigInteger d = y.subtract(x);
            f.addLoose(sum, a, b);
            f.subLoose(diff, b, a);
            f.mul(r, sum, diff);
            assertEquals(s.multiply(d).mod(m), f.toBigInteger(r), "loose * loose");
            f.mul(r, c, diff);
            assertEquals(z.multiply(d).mod(m), f.toBigInteger(r), "reduced * loose");
            f.mul(r, sum, c);
            assertEquals(s.multiply(z).mod(m), f.toBigInteger(r), "loose * reduced");
            f.sqr(r, sum);
            assertEquals(s.multiply(s).mod(m), f.toBigInteger(r), "sqr loose sum");
            f.sqr(r, diff);
            assertEquals(d.multiply(d).mod(m), f.toBigInteger(r), "sqr loose difference");
            for (int k = 1; k <= 4; k++) {
                BigInteger kx = x.multiply(BigInteger.valueOf(k));
                f.mulSmallLoose(sum, a, k);
                f.mul(r, sum, diff);
                assertEquals(kx.multiply(d).mod(m), f.toBigInteger(r), k + "·a * loose");
                f.mulSmallLoose(r, c, k);
                f.mul(r, sum, r);
                assertEquals(kx.multiply(z).multiply(BigInteger.valueOf(k)).mod(m), f.toBigInteger(r),
                        k + "·a * " + k + "·c");
                f.mulSmallLoose(r, a, k);
                f.sqr(r, r);
                assertEquals(kx.multiply(kx).mod(m), f.toBigInteger(r), "(" + k + "·a)^2, r = a");
            }
            f.subLoose(sum, a, a);
            f.mul(r, sum, sum);
            assertEquals(BigInteger.ZERO, f.toBigInteger(r), "a - a");
            f.addLoose(a, a, a);
            f.sqr(a, a);
            assertEquals(x.shiftLeft(1).pow(2).mod(m), f.toBigInteger(a), "addLoose r=a=b");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fields")
    void resultsMayAliasOperands(String name, ModularField f) {
        BigInteger m = f.modulus();
        for (BigInteger x : values(m, new Random(name.hashCode() + 1)).subList(0, 60)) {
            BigInteger y = x.multiply(BigInteger.valueOf(3)).add(BigInteger.ONE).mod(m);
            long[] a = f.fromBigInteger(x);
            f.add(a, a, a);
            assertEquals(x.shiftLeft(1).mod(m), f.toBigInteger(a), "add r=a=b");
            a = f.fromBigInteger(x);
            f.mul(a, a, a);
            assertEquals(x.multiply(x).mod(m), f.toBigInteger(a), "mul r=a=b");
            a = f.fromBigInteger(x);
            f.sqr(a, a);
            assertEquals(x.multiply(x).mod(m), f.toBigInteger(a), "sqr r=a");
            a = f.fromBigInteger(x);
            f.sub(a, a, a);
            assertEquals(BigInteger.ZERO, f.toBigInteger(a), "sub r=a=b");
            a = f.fromBigInteger(x);
            f.neg(a, a);
            assertEquals(x.negate().mod(m), f.toBigInteger(a), "neg r=a");
            a = f.fromBigInteger(x);
            long[] b = f.fromBigInteger(y);
            f.sub(b, a, b);
            assertEquals(x.subtract(y).mod(m), f.toBigInteger(b), "sub r=b");
            b = f.fromBigInteger(y);
            f.mul(b, a, b);
            assertEquals(x.multiply(y).mod(m), f.toBigInteger(b), "mul r=b");
            a = f.fromBigInteger(x);
            f.invert(a, a);
            assertEquals(inverse(x, m), f.toBigInteger(a), "invert r=a");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fields")
    void inversionAgreesWithBigInteger(String name, ModularField f) {
        BigInteger m = f.modulus();
        List<BigInteger> values = values(m, new Random(name.hashCode() + 2));
        long[] r = f.newElement();
        for (BigInteger x : values.subList(0, 80)) {
            f.invert(r, f.fromBigInteger(x));
            assertEquals(inverse(x, m), f.toBigInteger(r), x.toString(16));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fields")
    void bytesConversionsReduceAnyInput(String name, ModularField f) {
        BigInteger m = f.modulus();
        List<BigInteger> inputs = new ArrayList<>(List.of(TWO_256.subtract(BigInteger.ONE), m, m.add(BigInteger.ONE),
                m.add(m.subtract(BigInteger.ONE)).min(TWO_256.subtract(BigInteger.ONE)),
                CurveParameters.SM2P256V1.p().add(BigInteger.ONE), BigInteger.ONE.shiftLeft(255)));
        Random rnd = new Random(name.hashCode() + 3);
        inputs.addAll(values(m, rnd));
        for (int i = 0; i < 100; i++) {
            inputs.add(new BigInteger(256, rnd));
            inputs.add(TWO_256.subtract(BigInteger.ONE).subtract(BigInteger.valueOf(i)));
        }
        long[] r = f.newElement();
        byte[] out = new byte[40];
        for (BigInteger v : inputs) {
            f.fromBytes(r, Unsigned.bytes32(v), 0);
            assertEquals(v.mod(m), f.toBigInteger(r), v.toString(16));
            f.toBytes(r, out, 5);
            byte[] written = new byte[32];
            System.arraycopy(out, 5, written, 0, 32);
            assertArrayEquals(Unsigned.bytes32(v.mod(m)), written, v.toString(16));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fields")
    void constantsAndSelection(String name, ModularField f) {
        long[] r = f.newElement();
        f.setOne(r);
        assertEquals(BigInteger.ONE, f.toBigInteger(r));
        f.setZero(r);
        assertEquals(BigInteger.ZERO, f.toBigInteger(r));
        assertEquals(-1L, f.isZero(r));
        BigInteger x = f.modulus().subtract(BigInteger.TEN);
        long[] a = f.fromBigInteger(x);
        f.cmov(r, a, 0);
        assertEquals(BigInteger.ZERO, f.toBigInteger(r));
        f.cmov(r, a, -1L);
        assertEquals(x, f.toBigInteger(r));
        long[] c = f.newElement();
        f.set(c, a);
        assertEquals(-1L, f.equal(c, a));
        f.invert(r, f.newElement());
        assertEquals(-1L, f.isZero(r), "invert(0) = 0");
    }

    /** Edge values, then random ones, then random ones built of all-zero and all-one words. */
    static List<BigInteger> values(BigInteger m, Random rnd) {
        List<BigInteger> v = new ArrayList<>();
        BigInteger one = BigInteger.ONE;
        for (BigInteger e : new BigInteger[] {BigInteger.ZERO, one, BigInteger.TWO, m.subtract(one),
                m.subtract(BigInteger.TWO), m.shiftRight(1), m.shiftRight(1).add(one), one.shiftLeft(52),
                one.shiftLeft(52).subtract(one), one.shiftLeft(64).subtract(one), one.shiftLeft(104),
                one.shiftLeft(208).subtract(one), one.shiftLeft(255), TWO_256.subtract(one.shiftLeft(224))}) {
            v.add(e.mod(m));
        }
        for (int i = 0; i < RANDOM_VALUES; i++) {
            v.add(new BigInteger(256, rnd).mod(m));
            BigInteger w = BigInteger.ZERO;
            for (int j = 0; j < 8; j++) {
                int kind = rnd.nextInt(4);
                long word = kind == 0 ? 0 : kind == 1 ? 0xffffffffL : kind == 2 ? rnd.nextInt() & 0xffffffffL : 1L << rnd.nextInt(32);
                w = w.shiftLeft(32).or(BigInteger.valueOf(word));
            }
            v.add(w.mod(m));
        }
        return v;
    }

    static BigInteger inverse(BigInteger x, BigInteger m) {
        return x.signum() == 0 ? BigInteger.ZERO : x.modInverse(m);
    }

}
