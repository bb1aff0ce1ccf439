package org.iotcrypt.internal.point;

import java.math.BigInteger;

/**
 * The public parameters of a short Weierstrass curve y^2 = x^3 + ax + b over a 256-bit prime
 * field, with a base point G of prime order n and cofactor 1: plain numbers, no arithmetic.
 *
 * <p>{@link #SM2P256V1} is the curve of GB/T 32918.5 / GM/T 0003.5 (OID 1.2.156.10197.1.301).
 * Other curves (such as the example curve the worked examples of GM/T 0003.2-0003.4 are
 * computed on, whose a != -3 exercises the generic code paths) come from {@link #of}, which
 * checks the numbers' sizes and ranges; whether G lies on the curve is the group's check.
 */
public final class CurveParameters {

    /** sm2p256v1, GB/T 32918.5-2017 section 2 (also GM/T 0003.5-2012). */
    public static final CurveParameters SM2P256V1 = new CurveParameters("sm2p256v1",
            "FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000FFFFFFFFFFFFFFFF",
            "FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000FFFFFFFFFFFFFFFC",
            "28E9FA9E9D9F5E344D5A9E4BCF6509A7F39789F515AB8F92DDBCBD414D940E93",
            "FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFF7203DF6B21C6052B53BBF40939D54123",
            "32C4AE2C1F1981195F9904466A39C9948FE30BBFF2660BE1715A4589334C74C7",
            "BC3736A2F4F6779C59BDCEE36B692153D0A9877CC62A474002DF32E52139F0A0");

    private final String name;
    private final BigInteger p;
    private final BigInteger a;
    private final BigInteger b;
    private final BigInteger n;
    private final BigInteger gx;
    private final BigInteger gy;

    private CurveParameters(String name, String p, String a, String b, String n, String gx, String gy) {
        this(name, new BigInteger(p, 16), new BigInteger(a, 16), new BigInteger(b, 16), new BigInteger(n, 16),
                new BigInteger(gx, 16), new BigInteger(gy, 16));
    }

    private CurveParameters(String name, BigInteger p, BigInteger a, BigInteger b, BigInteger n, BigInteger gx,
                            BigInteger gy) {
        this.name = name;
        this.p = p;
        this.a = a;
        this.b = b;
        this.n = n;
        this.gx = gx;
        this.gy = gy;
    }

    /**
     * The parameters of another curve. p and n must be 256-bit primes (the protocols encode
     * coordinates and scalars in 32 bytes and draw scalars from 256-bit strings), a, b and G's
     * coordinates below p.
     *
     * @throws IllegalArgumentException naming the first number that does not fit
     */
    public static CurveParameters of(String name, BigInteger p, BigInteger a, BigInteger b, BigInteger n,
                                     BigInteger gx, BigInteger gy) {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("a curve needs a name");
        }
        requirePrime256(p, "p");
        requirePrime256(n, "n");
        requireBelow(a, p, "a");
        requireBelow(b, p, "b");
        requireBelow(gx, p, "G's x");
        requireBelow(gy, p, "G's y");
        return new CurveParameters(name, p, a, b, n, gx, gy);
    }

    private static void requirePrime256(BigInteger v, String what) {
        if (v == null || v.bitLength() != 256 || !v.isProbablePrime(64)) {
            throw new IllegalArgumentException("curve " + what + " must be a 256-bit prime");
        }
    }

    private static void requireBelow(BigInteger v, BigInteger p, String what) {
        if (v == null || v.signum() < 0 || v.compareTo(p) >= 0) {
            throw new IllegalArgumentException("curve " + what + " must lie in [0, p - 1]");
        }
    }

    public String name() {
        return name;
    }

    /** The field prime. */
    public BigInteger p() {
        return p;
    }

    public BigInteger a() {
        return a;
    }

    public BigInteger b() {
        return b;
    }

    /** The (prime) order of G; the cofactor is 1. */
    public BigInteger n() {
        return n;
    }

    public BigInteger gx() {
        return gx;
    }

    public BigInteger gy() {
        return gy;
    }

    /** True when a = p - 3, which allows the cheaper doubling formula. */
    public boolean aIsMinus3() {
        return a.equals(p.subtract(BigInteger.valueOf(3)));
    }

    /** Same name and same numbers. */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof CurveParameters c && name.equals(c.name) && p.equals(c.p) && a.equals(c.a)
                && b.equals(c.b) && n.equals(c.n) && gx.equals(c.gx) && gy.equals(c.gy);
    }

    @Override
    public int hashCode() {
        return p.hashCode() * 31 + n.hashCode();
    }

    @Override
    public String toString() {
        return name;
    }
}
