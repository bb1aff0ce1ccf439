package org.iotcrypt.sm2;

import java.math.BigInteger;
import java.util.Arrays;
import org.iotcrypt.internal.multiply.CurveGroup;
import org.iotcrypt.internal.point.CurveParameters;

/**
 * The curve SM2 works on: {@link #sm2p256v1()} (GB/T 32918.5), or another short Weierstrass
 * curve over a 256-bit prime field given by its numbers ({@link #of}), such as the example curve
 * the worked examples of GB/T 32918 parts 2-4 are computed on.
 *
 * <p>Keys carry their curve; the protocols refuse to mix keys of different curves. sm2p256v1
 * runs on field arithmetic specialised for its prime; other curves on generic Montgomery
 * arithmetic, equally constant time. Immutable and thread-safe.
 */
public final class Sm2Curve {

    private static final Sm2Curve SM2P256V1 = new Sm2Curve(CurveGroup.sm2p256v1());

    private final CurveGroup group;

    private Sm2Curve(CurveGroup group) {
        this.group = group;
    }

    /**
     * sm2p256v1 (OID 1.2.156.10197.1.301), the curve of every SM2 key in use.
     *
     * @return the shared sm2p256v1 curve
     */
    public static Sm2Curve sm2p256v1() {
        return SM2P256V1;
    }

    /**
     * The curve y^2 = x^3 + ax + b mod p with base point G = (gx, gy) of prime order n
     * (cofactor 1). Checks that p and n are 256-bit primes, that a, b, gx, gy lie below p, that G
     * is on the curve and that n·G is the point at infinity; it does not judge the curve's
     * strength.
     *
     * @param name the curve's name
     * @param p the field prime
     * @param a the coefficient a
     * @param b the coefficient b
     * @param n the prime order of G
     * @param gx G's x coordinate
     * @param gy G's y coordinate
     * @return the checked curve
     * @throws IllegalArgumentException naming the first check that fails
     */
    public static Sm2Curve of(String name, BigInteger p, BigInteger a, BigInteger b, BigInteger n,
                              BigInteger gx, BigInteger gy) {
        CurveGroup group = CurveGroup.of(CurveParameters.of(name, p, a, b, n, gx, gy));
        group.point(Scalars.toBytes(gx), Scalars.toBytes(gy));
        // multiplyBase takes any 32-byte k and encodes infinity as 64 zero bytes.
        byte[] nG = group.multiplyBase(Scalars.toBytes(n));
        if (!Scalars.isZero(Arrays.copyOfRange(nG, 0, Scalars.LENGTH))
                || !Scalars.isZero(Arrays.copyOfRange(nG, Scalars.LENGTH, 2 * Scalars.LENGTH))) {
            throw new IllegalArgumentException("n·G is not the point at infinity on curve " + name);
        }
        return new Sm2Curve(group);
    }

    /**
     * The curve's name, as given to {@link #of} ({@code sm2p256v1} for the standard curve).
     *
     * @return the name
     */
    public String name() {
        return group.parameters().name();
    }

    /** The group of points, for the protocol classes. */
    CurveGroup group() {
        return group;
    }

    /** Whether both are the same curve (the same numbers, named alike). */
    @Override
    public boolean equals(Object o) {
        return o instanceof Sm2Curve c && c.group.parameters().equals(group.parameters());
    }

    @Override
    public int hashCode() {
        return group.parameters().hashCode();
    }

    @Override
    public String toString() {
        return name();
    }
}
