package org.iotcrypt.sm2;

import java.security.InvalidKeyException;
import java.util.Objects;
import org.iotcrypt.internal.multiply.CurveGroup;
import org.iotcrypt.internal.multiply.PublicPoint;

/**
 * An SM2 public key: a point P = d*G of a curve group, validated on creation as
 * GB/T 32918.1 section 6.2.1 asks (coordinates in [0, p - 1], on the curve; the point at
 * infinity has no affine coordinates and so cannot be given; the cofactor is 1, so n*P = O holds
 * for every point on the curve).
 *
 * <p>Immutable. The Z value for the default user ID is cached on first use, since a verifier
 * usually meets the same key many times.
 */
public final class Sm2PublicKey {

    private final CurveGroup group;
    private final PublicPoint point;
    private volatile byte[] defaultZa;

    private Sm2PublicKey(CurveGroup group, PublicPoint point) {
        this.group = group;
        this.point = point;
    }

    /**
     * The key with affine coordinates x and y.
     *
     * @throws InvalidKeyException if a coordinate is not 32 bytes, not below p, or (x, y) is not
     *     on the curve
     */
    public static Sm2PublicKey of(CurveGroup group, byte[] x32, byte[] y32) throws InvalidKeyException {
        Objects.requireNonNull(group, "group");
        if (x32.length != Scalars.LENGTH || y32.length != Scalars.LENGTH) {
            throw new InvalidKeyException("SM2 public key coordinates must be 32 bytes each, got "
                    + x32.length + " and " + y32.length);
        }
        try {
            return new Sm2PublicKey(group, group.point(x32, y32));
        } catch (IllegalArgumentException e) {
            throw new InvalidKeyException("invalid SM2 public key: " + e.getMessage(), e);
        }
    }

    /**
     * The key from its uncompressed encoding 04 || x || y (65 bytes).
     *
     * @throws InvalidKeyException for another length or first byte, or a point that is not valid
     */
    public static Sm2PublicKey of(CurveGroup group, byte[] encoded65) throws InvalidKeyException {
        if (encoded65.length != 1 + 2 * Scalars.LENGTH || encoded65[0] != 4) {
            throw new InvalidKeyException("SM2 public key must be 65 bytes 04 || x || y, got "
                    + encoded65.length + " bytes" + (encoded65.length > 0 ? " starting " + (encoded65[0] & 0xff) : ""));
        }
        byte[] x = new byte[Scalars.LENGTH];
        byte[] y = new byte[Scalars.LENGTH];
        System.arraycopy(encoded65, 1, x, 0, Scalars.LENGTH);
        System.arraycopy(encoded65, 1 + Scalars.LENGTH, y, 0, Scalars.LENGTH);
        return of(group, x, y);
    }

    /** A key from a point the curve layer has already validated. */
    static Sm2PublicKey ofValidated(CurveGroup group, PublicPoint point) {
        return new Sm2PublicKey(group, point);
    }

    /** The curve group the key belongs to. */
    public CurveGroup group() {
        return group;
    }

    /** The validated point P, as the curve layer's multiplications take it. */
    public PublicPoint point() {
        return point;
    }

    /** The uncompressed encoding 04 || x || y, 65 bytes. */
    public byte[] encoded() {
        return point.encoded();
    }

    /** Z for {@link Sm2UserId#DEFAULT}, computed once. */
    byte[] defaultZa() {
        byte[] z = defaultZa;
        if (z == null) {
            z = Sm2Za.computeUncached(this, Sm2UserId.DEFAULT);
            defaultZa = z;
        }
        return z;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Sm2PublicKey k && k.group.parameters() == group.parameters() && k.point.equals(point);
    }

    @Override
    public int hashCode() {
        return point.hashCode();
    }
}
