package org.iotcrypt.bench;

import java.math.BigInteger;
import org.bouncycastle.math.ec.custom.gm.SM2P256V1Field;
import org.iotcrypt.internal.field.ModularField;
import org.iotcrypt.internal.field.ModularFields;
import org.iotcrypt.internal.point.CurveParameters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * One multiplication, squaring or inversion modulo the sm2p256v1 prime: iotcrypt's generic
 * Montgomery field (5x52-bit limbs, any odd 256-bit modulus) and the one specialised to that prime,
 * against Bouncy Castle's custom SM2 field (8x32-bit limbs, reduction by p's shape, the one
 * its SM2 uses) and BigInteger ({@code multiply} then {@code mod}, variable-time
 * {@code modInverse}). Each operation feeds its result into the next, so the score is latency,
 * as in a point formula. For ns per operation run with {@code -bm avgt -tu ns}.
 */
public class FieldBench extends BenchmarkDefaults {

    private static final BigInteger P = CurveParameters.SM2P256V1.p();

    @Param({"generic", "sm2prime", "bc", "biginteger"})
    public String field;

    private Arithmetic arithmetic;

    /** The three operations on one field's running value x and a fixed y. */
    private interface Arithmetic {
        Object mul();

        Object sqr();

        Object invert();
    }

    @Setup
    public void setUp() {
        BigInteger x = new BigInteger(1, Messages.random(32, 31)).mod(P);
        BigInteger y = new BigInteger(1, Messages.random(32, 32)).mod(P);
        arithmetic = switch (field) {
            case "generic" -> ours(ModularFields.generic(P), x, y);
            case "sm2prime" -> ours(ModularFields.sm2Prime(), x, y);
            case "bc" -> bouncyCastle(x, y);
            case "biginteger" -> bigInteger(x, y);
            default -> throw new IllegalArgumentException("unknown field " + field);
        };
    }

    @Benchmark
    public Object mul() {
        return arithmetic.mul();
    }

    @Benchmark
    public Object sqr() {
        return arithmetic.sqr();
    }

    @Benchmark
    public Object invert() {
        return arithmetic.invert();
    }

    private static Arithmetic ours(ModularField f, BigInteger bx, BigInteger by) {
        long[] x = f.fromBigInteger(bx);
        long[] y = f.fromBigInteger(by);
        return new Arithmetic() {
            public Object mul() {
                f.mul(x, x, y);
                return x;
            }

            public Object sqr() {
                f.sqr(x, x);
                return x;
            }

            public Object invert() {
                f.invert(x, x);
                return x;
            }
        };
    }

    private static Arithmetic bouncyCastle(BigInteger bx, BigInteger by) {
        int[] x = SM2P256V1Field.fromBigInteger(bx);
        int[] y = SM2P256V1Field.fromBigInteger(by);
        return new Arithmetic() {
            public Object mul() {
                SM2P256V1Field.multiply(x, y, x);
                return x;
            }

            public Object sqr() {
                SM2P256V1Field.square(x, x);
                return x;
            }

            public Object invert() {
                SM2P256V1Field.inv(x, x);
                return x;
            }
        };
    }

    private static Arithmetic bigInteger(BigInteger bx, BigInteger by) {
        return new Arithmetic() {
            private BigInteger x = bx;

            public Object mul() {
                x = x.multiply(by).mod(P);
                return x;
            }

            public Object sqr() {
                x = x.multiply(x).mod(P);
                return x;
            }

            public Object invert() {
                x = x.modInverse(P);
                return x;
            }
        };
    }
}
