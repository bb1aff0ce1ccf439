package org.iotcrypt.internal.point;

import java.math.BigInteger;

/**
 * The public parameters of a short Weierstrass curve y^2 = x^3 + ax + b over a 256-bit prime
 * field, with a base point G of prime order n and cofactor 1: plain numbers, no arithmetic.
 *
 * <p>Two curves are defined: {@link #SM2P256V1}, the curve of GB/T 32918.5 / GM/T 0003.5
 * (OID 1.2.156.10197.1.301), and {@link #GMT0003_EXAMPLE}, the 256-bit prime-field curve the
 * worked examples of GM/T 0003.2-0003.4 (GB/T 32918 parts 2-4, appendices) are computed on.
 * The latter has a != -3, so it exercises the generic code paths.
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

    /**
     * The example curve of GM/T 0003.2-2012 appendix A (and of parts 3 and 4): "Fp-256".
     * Checked here independently: G is on the curve and n*G is the point at infinity.
     */
    public static final CurveParameters GMT0003_EXAMPLE = new CurveParameters("gmt0003-example-fp256",
            "8542D69E4C044F18E8B92435BF6FF7DE457283915C45517D722EDB8B08F1DFC3",
            "787968B4FA32C3FD2417842E73BBFEFF2F3C848B6831D7E0EC65228B3937E498",
            "63E4C6D3B23B0C849CF84241484BFE48F61D59A5B16BA06E6E12D1DA27C5249A",
            "8542D69E4C044F18E8B92435BF6FF7DD297720630485628D5AE74EE7C32E79B7",
            "421DEBD61B62EAB6746434EBC3CC315E32220B3BADD50BDC4C4E6C147FEDD43D",
            "0680512BCBB42C07D47349D2153B70C4E5D7FDFCBFA36EA1A85841B9E46E09A2");

    private final String name;
    private final BigInteger p;
    private final BigInteger a;
    private final BigInteger b;
    private final BigInteger n;
    private final BigInteger gx;
    private final BigInteger gy;

    private CurveParameters(String name, String p, String a, String b, String n, String gx, String gy) {
        this.name = name;
        this.p = new BigInteger(p, 16);
        this.a = new BigInteger(a, 16);
        this.b = new BigInteger(b, 16);
        this.n = new BigInteger(n, 16);
        this.gx = new BigInteger(gx, 16);
        this.gy = new BigInteger(gy, 16);
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

    @Override
    public String toString() {
        return name;
    }
}
