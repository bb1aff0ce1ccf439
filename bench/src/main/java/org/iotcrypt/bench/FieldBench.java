package org.iotcrypt.bench;

import java.math.BigInteger;
import org.iotcrypt.sm2.field.ModularField;
import org.iotcrypt.sm2.field.ModularFields;
import org.iotcrypt.sm2.point.CurveParameters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * One multiplication, squaring or inversion modulo the sm2p256v1 prime: the generic 4x64-limb
 * CIOS Montgomery field against the one specialised to that prime, with BigInteger
 * ({@code multiply} then {@code mod}, and its variable-time {@code modInverse}) as the reference
 * a plain Java implementation would use. Each operation feeds its result back into the next,
 * so the score is latency, as in a point formula. For ns per operation run with
 * {@code -bm avgt -tu ns}.
 */
public class FieldBench extends BenchmarkDefaults {

    @Param({"generic", "sm2prime", "biginteger"})
    public String field;

    private static final BigInteger P = CurveParameters.SM2P256V1.p();

    private ModularField f;
    private long[] x;
    private long[] y;
    private BigInteger bx;
    private BigInteger by;

    @Setup
    public void setUp() {
        bx = new BigInteger(1, Messages.random(32, 31)).mod(P);
        by = new BigInteger(1, Messages.random(32, 32)).mod(P);
        switch (field) {
            case "generic" -> f = ModularFields.generic(P);
            case "sm2prime" -> f = ModularFields.sm2Prime();
            case "biginteger" -> f = null;
            default -> throw new IllegalArgumentException("unknown field " + field);
        }
        if (f != null) {
            x = f.fromBigInteger(bx);
            y = f.fromBigInteger(by);
        }
    }

    @Benchmark
    public Object mul() {
        if (f == null) {
            bx = bx.multiply(by).mod(P);
            return bx;
        }
        f.mul(x, x, y);
        return x;
    }

    @Benchmark
    public Object sqr() {
        if (f == null) {
            bx = bx.multiply(bx).mod(P);
            return bx;
        }
        f.sqr(x, x);
        return x;
    }

    @Benchmark
    public Object invert() {
        if (f == null) {
            bx = bx.modInverse(P);
            return bx;
        }
        f.invert(x, x);
        return x;
    }
}
