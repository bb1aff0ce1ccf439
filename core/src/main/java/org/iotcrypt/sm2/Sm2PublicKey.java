package org.iotcrypt.sm2;

import java.security.InvalidKeyException;
import java.util.Arrays;
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

    private static final int UNCOMPRESSED_LENGTH = 1 + 2 * Scalars.LENGTH;
    private static final int COMPRESSED_LENGTH = 1 + Scalars.LENGTH;

    private final Sm2Curve curve;
    private final PublicPoint point;
    private volatile byte[] defaultZa;

    private Sm2PublicKey(Sm2Curve curve, PublicPoint point) {
        this.curve = curve;
        this.point = point;
    }

    /**
     * The key with affine coordinates x and y.
     *
     * @param curve the curve
     * @param x32 x, 32 bytes big-endian
     * @param y32 y, 32 bytes big-endian
     * @return the validated key
     * @throws InvalidKeyException if a coordinate is not 32 bytes, not below p, or (x, y) is not
     *     on the curve
     */
    public static Sm2PublicKey of(Sm2Curve curve, byte[] x32, byte[] y32) throws InvalidKeyException {
        Objects.requireNonNull(curve, "curve");
        if (x32.length != Scalars.LENGTH || y32.length != Scalars.LENGTH) {
            throw new InvalidKeyException("SM2 public key coordinates must be 32 bytes each, got "
                    + x32.length + " and " + y32.length);
        }
        try {
            return new Sm2PublicKey(curve, curve.group().point(x32, y32));
        } catch (IllegalArgumentException e) {
            throw new InvalidKeyException("invalid SM2 public key: " + e.getMessage(), e);
        }
    }

    /**
     * The key from its SEC 1 encoding (section 2.3.4): uncompressed 04 || x || y (65 bytes) or
     * compressed 02 || x, 03 || x (33 bytes; 03 for an odd y).
     *
     * @param curve the curve
     * @param encoded the SEC 1 encoding
     * @return the validated key
     * @throws InvalidKeyException for another length or first byte, or a point that is not valid
     */
    public static Sm2PublicKey of(Sm2Curve curve, byte[] encoded) throws InvalidKeyException {
        Objects.requireNonNull(curve, "curve");
        int prefix = encoded.length == 0 ? -1 : encoded[0];
        if (prefix == 4 && encoded.length == UNCOMPRESSED_LENGTH) {
            return of(curve, Arrays.copyOfRange(encoded, 1, 1 + Scalars.LENGTH),
                    Arrays.copyOfRange(encoded, 1 + Scalars.LENGTH, UNCOMPRESSED_LENGTH));
        }
        if ((prefix == 2 || prefix == 3) && encoded.length == COMPRESSED_LENGTH) {
            try {
                return new Sm2PublicKey(curve, curve.group().decompress(Arrays.copyOfRange(encoded, 1,
                        COMPRESSED_LENGTH), prefix == 3));
            } catch (IllegalArgumentException e) {
                throw new InvalidKeyException("invalid SM2 public key: " + e.getMessage(), e);
            }
        }
        // The first byte is not named: a private key handed over as a public one lands here too.
        throw new InvalidKeyException("SM2 public key must be 65 bytes 04 || x || y or 33 bytes 02/03 || x, got "
                + encoded.length + " bytes");
    }

    /** A key from a point the curve layer has already validated. */
    static Sm2PublicKey ofValidated(Sm2Curve curve, PublicPoint point) {
        return new Sm2PublicKey(curve, point);
    }

    /**
     * The curve the key is on.
     *
     * @return the curve
     */
    public Sm2Curve curve() {
        return curve;
    }

    /**
     * The affine x coordinate, 32 bytes big-endian (a copy).
     *
     * @return a copy of x
     */
    public byte[] x() {
        return point.x();
    }

    /**
     * The affine y coordinate, 32 bytes big-endian (a copy).
     *
     * @return a copy of y
     */
    public byte[] y() {
        return point.y();
    }

    /**
     * The uncompressed encoding 04 || x || y, 65 bytes.
     *
     * @return 04 || x || y
     */
    public byte[] encoded() {
        return point.encoded();
    }

    /** The validated point P, as the curve layer's multiplications take it. */
    PublicPoint point() {
        return point;
    }

    /** The curve's group, for the protocol classes. */
    CurveGroup group() {
        return curve.group();
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
        return o instanceof Sm2PublicKey k && k.curve.equals(curve) && k.point.samePoint(point);
    }

    @Override
    public int hashCode() {
        return point.hashCode();
    }
}
