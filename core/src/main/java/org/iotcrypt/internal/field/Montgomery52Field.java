package org.iotcrypt.internal.field;

import java.math.BigInteger;
import org.iotcrypt.internal.util.Bytes;

/**
 * What the two Montgomery fields on five 52-bit limbs share ({@link MontgomeryField} for any odd
 * 256-bit modulus, {@link Sm2PrimeField} for the sm2p256v1 prime): the element layout, the loose
 * elements, subtraction, inversion and the conversions. They differ in how the product columns
 * are reduced ({@link #reduce}) and how a value below 2m is brought below m ({@link #reduceOnce}).
 *
 * <p>The column sums of {@code mul} and {@code sqr} are written out in each field, the same text
 * twice, so that the call to the reduction is one the JIT binds statically: computing the
 * columns here and reducing through the abstract {@link #reduce} cost 7% per multiplication in
 * JMH (36.9 against 39.7 ns on sm2p256v1's prime, two forks each, twice).
 *
 * <p>Elements are a·2^260 mod m, fully reduced, each limb in [0, 2^52), least significant
 * first. Why 52-bit limbs: a product of two limbs is below 2^104, and every factor handed to
 * {@link Math#multiplyHigh} is below 2^63, so that method (whose JDK 17 bytecode branches on its
 * operands' signs, and which only C2 replaces by one instruction) always takes the same path, in
 * the interpreter and C1 as well; and a column of up to ten half-products stays far below 2^63,
 * so products are summed with plain additions and no carry is ever detected (on the JVM, which
 * has no carry flag, a 64-bit carry costs about five instructions).
 *
 * <p>Loose elements ({@link #addLoose}, {@link #subLoose}, {@link #mulSmallLoose}) are limb-wise
 * sums with no carries: limbs below 2^54 and values below 4m. {@link #mul} and {@link #sqr} take
 * them as they are: with limbs below 2^57 the split of each half-product into low and high parts
 * stays exact and a column stays below 2^59, and a product of two values below 4m is below
 * 16m^2 &lt; 2^260·m, so the Montgomery reduction still ends below 2m. Every method is
 * branch-free and free of secret-indexed memory access. Inversion is the constant-time safegcd
 * of {@link SafeGcdInverter}.
 */
abstract class Montgomery52Field implements ModularField {

    static final int LIMBS = 5;
    static final long M = (1L << 52) - 1;

    private final BigInteger modulus;
    final long m0;
    final long m1;
    final long m2;
    final long m3;
    final long m4;
    /**
     * 2m with borrows moved so that limbs 0-3 are at least 2^52 and limb 4 is at least m's top
     * limb: adding it before subtracting a reduced element limb by limb leaves no limb negative.
     */
    private final long s0;
    private final long s1;
    private final long s2;
    private final long s3;
    private final long s4;
    /** 2^520 mod m, to enter Montgomery form. */
    private final long[] r2;
    /** 2^780 mod m, which takes a plain inverse of a Montgomery form back to Montgomery form. */
    private final long[] r3;
    /** 2^260 mod m, the Montgomery form of 1. */
    private final long[] one;
    private final SafeGcdInverter inverter;

    /**
     * @param modulus odd, 2^255 &lt; modulus &lt; 2^256 (prime for {@link #invert})
     * @throws IllegalArgumentException otherwise
     */
    Montgomery52Field(BigInteger modulus) {
        if (modulus.signum() <= 0 || !modulus.testBit(0) || modulus.bitLength() != 256) {
            throw new IllegalArgumentException("modulus must be an odd 256-bit number with its top bit set");
        }
        this.modulus = modulus;
        long[] m = limbsOf(modulus);
        m0 = m[0];
        m1 = m[1];
        m2 = m[2];
        m3 = m[3];
        m4 = m[4];
        long[] s = limbsOf(modulus.shiftLeft(1));
        s0 = s[0] + (1L << 52);
        s1 = s[1] + (1L << 52) - 1;
        s2 = s[2] + (1L << 52) - 1;
        s3 = s[3] + (1L << 52) - 1;
        s4 = s[4] - 1;
        r2 = limbsOf(BigInteger.ONE.shiftLeft(520).mod(modulus));
        r3 = limbsOf(BigInteger.ONE.shiftLeft(780).mod(modulus));
        one = limbsOf(BigInteger.ONE.shiftLeft(260).mod(modulus));
        inverter = new SafeGcdInverter(modulus);
    }

    /**
     * r = (c0 + c1*2^52 + ... + c9*2^468) / 2^260 mod m, fully reduced, for columns whose value
     * is below 2^260*m (each column below 2^59).
     */
    abstract void reduce(long[] r, long c0, long c1, long c2, long c3, long c4, long c5, long c6,
            long c7, long c8, long c9);

    /** r = s mod m, fully reduced, for s = s0 + s1*2^52 + ... + s4*2^208 (limbs below 2^57) with 0 &lt;= s &lt; 2m. */
    abstract void reduceOnce(long[] r, long s0, long s1, long s2, long s3, long s4);

    @Override
    public final BigInteger modulus() {
        return modulus;
    }

    @Override
    public final int limbs() {
        return LIMBS;
    }

    @Override
    public final long[] fromBigInteger(BigInteger v) {
        long[] r = limbsOf(v.mod(modulus));
        mul(r, r, r2);
        return r;
    }

    @Override
    public final void fromBytes(long[] r, byte[] in, int off) {
        long w3 = Bytes.getLongBE(in, off);
        long w2 = Bytes.getLongBE(in, off + 8);
        long w1 = Bytes.getLongBE(in, off + 16);
        long w0 = Bytes.getLongBE(in, off + 24);
        r[0] = w0 & M;
        r[1] = ((w0 >>> 52) | (w1 << 12)) & M;
        r[2] = ((w1 >>> 40) | (w2 << 24)) & M;
        r[3] = ((w2 >>> 28) | (w3 << 36)) & M;
        r[4] = w3 >>> 16;
        // v < 2^256 and 2^520 mod m < m: the Montgomery product is below 2m and reduced once.
        mul(r, r, r2);
    }

    @Override
    public final void toBytes(long[] a, byte[] out, int off) {
        // Out of Montgomery form: a / 2^260 is the reduction of a alone (for a < m, below m).
        long[] t = new long[LIMBS];
        reduce(t, a[0], a[1], a[2], a[3], a[4], 0, 0, 0, 0, 0);
        Bytes.putLongBE((t[3] >>> 36) | (t[4] << 16), out, off);
        Bytes.putLongBE((t[2] >>> 24) | (t[3] << 28), out, off + 8);
        Bytes.putLongBE((t[1] >>> 12) | (t[2] << 40), out, off + 16);
        Bytes.putLongBE(t[0] | (t[1] << 52), out, off + 24);
        setZero(t);
    }

    @Override
    public final void setZero(long[] r) {
        r[0] = 0;
        r[1] = 0;
        r[2] = 0;
        r[3] = 0;
        r[4] = 0;
    }

    @Override
    public final void setOne(long[] r) {
        set(r, one);
    }

    @Override
    public final void set(long[] r, long[] a) {
        r[0] = a[0];
        r[1] = a[1];
        r[2] = a[2];
        r[3] = a[3];
        r[4] = a[4];
    }

    @Override
    public final void add(long[] r, long[] a, long[] b) {
        reduceOnce(r, a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4]);
    }

    @Override
    public final void sub(long[] r, long[] a, long[] b) {
        subtract(r, a[0], a[1], a[2], a[3], a[4], b);
    }

    /** Limb-wise a + b: limbs below 2^53, value below 2m. */
    @Override
    public final void addLoose(long[] r, long[] a, long[] b) {
        r[0] = a[0] + b[0];
        r[1] = a[1] + b[1];
        r[2] = a[2] + b[2];
        r[3] = a[3] + b[3];
        r[4] = a[4] + b[4];
    }

    /** Limb-wise a + 2m - b: limbs non-negative and below 2^54, value below 3m. */
    @Override
    public final void subLoose(long[] r, long[] a, long[] b) {
        r[0] = a[0] + s0 - b[0];
        r[1] = a[1] + s1 - b[1];
        r[2] = a[2] + s2 - b[2];
        r[3] = a[3] + s3 - b[3];
        r[4] = a[4] + s4 - b[4];
    }

    /** Limb-wise k·a: limbs below 2^54, value below 4m. */
    @Override
    public final void mulSmallLoose(long[] r, long[] a, int k) {
        if (k < 1 || k > 4) {
            throw new IllegalArgumentException("small multiplier must be in [1, 4], got " + k);
        }
        r[0] = a[0] * k;
        r[1] = a[1] * k;
        r[2] = a[2] * k;
        r[3] = a[3] * k;
        r[4] = a[4] * k;
    }

    @Override
    public final void neg(long[] r, long[] a) {
        subtract(r, 0, 0, 0, 0, 0, a);
    }

    @Override
    public final void invert(long[] r, long[] a) {
        // a holds A = x * 2^260; safegcd gives A^-1, and A^-1 * 2^780 / 2^260 = x^-1 * 2^260.
        inverter.invertLimbs52(a, r);
        mul(r, r, r3);
    }

    @Override
    public final long isZero(long[] a) {
        long x = a[0] | a[1] | a[2] | a[3] | a[4];
        return ((x | -x) >>> 63) - 1;
    }

    @Override
    public final long equal(long[] a, long[] b) {
        long x = (a[0] ^ b[0]) | (a[1] ^ b[1]) | (a[2] ^ b[2]) | (a[3] ^ b[3]) | (a[4] ^ b[4]);
        return ((x | -x) >>> 63) - 1;
    }

    @Override
    public final void cmov(long[] r, long[] a, long mask) {
        r[0] ^= (r[0] ^ a[0]) & mask;
        r[1] ^= (r[1] ^ a[1]) & mask;
        r[2] ^= (r[2] ^ a[2]) & mask;
        r[3] ^= (r[3] ^ a[3]) & mask;
        r[4] ^= (r[4] ^ a[4]) & mask;
    }

    /**
     * x * y mod 2^52 given x * 2^6 and y * 2^6, the operands {@link #hi} takes: the low word of
     * their product is (x * y mod 2^52) * 2^12. Taking both halves from the shifted operands
     * leaves a column sum ten live operands instead of twenty, fewer for C2 to spill: sm2p256v1's
     * multiplication 34.0 ns against 35.8 with the unshifted low halves, squaring 26.9 against
     * 28.1 ({@code FieldBench}, JDK 17, the two jars one after the other; bench/results/latest-field.md),
     * the product columns unchanged.
     */
    static long lo(long x6, long y6) {
        return (x6 * y6) >>> 12;
    }

    /**
     * x * y &gt;&gt; 52 given x * 2^6 and y * 2^6 (x, y below 2^57, loose limbs included): their
     * product is x * y * 2^12 &lt; 2^126, whose high word is exactly x * y &gt;&gt; 52, and with both
     * factors non-negative the signed multiplyHigh needs no fix-up and takes one path.
     */
    static long hi(long x6, long y6) {
        return Math.multiplyHigh(x6, y6);
    }

    /** r = (a0..a4) - b mod m for both operands below m; m is added back under a mask. */
    private void subtract(long[] r, long a0, long a1, long a2, long a3, long a4, long[] b) {
        long d0 = a0 - b[0];
        long d1 = a1 - b[1] + (d0 >> 52);
        long d2 = a2 - b[2] + (d1 >> 52);
        long d3 = a3 - b[3] + (d2 >> 52);
        long d4 = a4 - b[4] + (d3 >> 52);
        long mask = d4 >> 63;
        long e0 = (d0 & M) + (m0 & mask);
        long e1 = (d1 & M) + (m1 & mask) + (e0 >> 52);
        long e2 = (d2 & M) + (m2 & mask) + (e1 >> 52);
        long e3 = (d3 & M) + (m3 & mask) + (e2 >> 52);
        r[4] = d4 + (m4 & mask) + (e3 >> 52);
        r[0] = e0 & M;
        r[1] = e1 & M;
        r[2] = e2 & M;
        r[3] = e3 & M;
    }

    static long[] limbsOf(BigInteger v) {
        long[] r = new long[LIMBS];
        for (int i = 0; i < LIMBS; i++) {
            r[i] = v.shiftRight(52 * i).longValue() & M;
        }
        return r;
    }
}
