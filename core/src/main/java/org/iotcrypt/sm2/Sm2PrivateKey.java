package org.iotcrypt.sm2;

import java.math.BigInteger;
import java.security.InvalidKeyException;
import java.util.Arrays;
import java.util.Objects;
import org.iotcrypt.internal.field.ModularField;
import org.iotcrypt.internal.multiply.CurveGroup;
import org.iotcrypt.internal.util.DestroyedFlag;

/**
 * An SM2 private key d in [1, n - 2] (GB/T 32918.1 section 6.1: n - 1 is excluded because
 * signing needs (1 + d)^-1 mod n), with its public key d*G and, for signing, (1 + d)^-1 mod n
 * computed once.
 *
 * <p><b>Constant time.</b> d never passes through {@code BigInteger}: the range check compares
 * bytes without branching on them, the public key comes from the constant-time fixed-base
 * multiplication, and the inverse from the scalar field's constant-time inversion.
 *
 * <p>{@link #destroy()} overwrites the secret values; the key is unusable afterwards: every
 * operation started later throws {@link IllegalStateException}. It is safe to call while other
 * threads sign, decrypt or exchange with the key: an operation running at that moment either
 * completes from the whole key or throws the same exception, and never returns a result computed
 * from a half-overwritten d (see {@link DestroyedFlag}: the protocol classes check the key again
 * before they release a result).
 */
public final class Sm2PrivateKey {

    private final Sm2Curve curve;
    private final byte[] d;
    private final long[] dElement;
    private final long[] inverseOnePlusD;
    private final Sm2PublicKey publicKey;
    private final DestroyedFlag destroyed = new DestroyedFlag("SM2 private key");

    private Sm2PrivateKey(Sm2Curve curve, byte[] d) {
        this.curve = curve;
        this.d = d;
        CurveGroup group = curve.group();
        ModularField f = group.scalarField();
        dElement = f.newElement();
        f.fromBytes(dElement, d, 0);
        inverseOnePlusD = f.newElement();
        f.setOne(inverseOnePlusD);
        f.add(inverseOnePlusD, inverseOnePlusD, dElement);
        f.invert(inverseOnePlusD, inverseOnePlusD);
        byte[] p = group.multiplyBase(d);
        byte[] x = Arrays.copyOfRange(p, 0, Scalars.LENGTH);
        byte[] y = Arrays.copyOfRange(p, Scalars.LENGTH, 2 * Scalars.LENGTH);
        publicKey = Sm2PublicKey.ofValidated(curve, group.point(x, y));
    }

    /**
     * The key d (32 bytes, big-endian) on the given curve.
     *
     * @param curve the curve
     * @param d32 d, 32 bytes big-endian (not retained)
     * @return the key, with its public key computed
     * @throws InvalidKeyException if d is not 32 bytes or not in [1, n - 2]
     */
    public static Sm2PrivateKey of(Sm2Curve curve, byte[] d32) throws InvalidKeyException {
        Objects.requireNonNull(curve, "curve");
        if (d32.length != Scalars.LENGTH) {
            throw new InvalidKeyException("SM2 private key must be 32 bytes, got " + d32.length);
        }
        if (Scalars.isZero(d32) | !Scalars.lessThan(d32, nMinus1(curve))) {
            throw new InvalidKeyException("SM2 private key must lie in [1, n - 2]");
        }
        return new Sm2PrivateKey(curve, d32.clone());
    }

    /** n - 1 as 32 bytes: the exclusive upper bound of a private key. */
    static byte[] nMinus1(Sm2Curve curve) {
        return Scalars.toBytes(curve.group().parameters().n().subtract(BigInteger.ONE));
    }

    /**
     * The curve the key is on.
     *
     * @return the curve
     */
    public Sm2Curve curve() {
        return curve;
    }

    /** The curve's group, for the protocol classes. */
    CurveGroup group() {
        return curve.group();
    }

    /**
     * The public key d*G.
     *
     * @return the public key
     */
    public Sm2PublicKey publicKey() {
        return publicKey;
    }

    /**
     * A copy of d, 32 bytes big-endian.
     *
     * @return a copy of d
     */
    public byte[] d() {
        checkLive();
        return d.clone();
    }

    /** Overwrites d and the values derived from it; see the class comment for concurrent use. */
    public void destroy() {
        destroyed.markDestroyed();
        Arrays.fill(d, (byte) 0);
        Arrays.fill(dElement, 0);
        Arrays.fill(inverseOnePlusD, 0);
    }

    /**
     * Whether {@link #destroy()} has been called.
     *
     * @return whether the key has been destroyed
     */
    public boolean isDestroyed() {
        return destroyed.isSet();
    }

    /**
     * For the protocol classes, after their last use of d and before they release a result.
     *
     * @throws IllegalStateException if the key was destroyed meanwhile
     */
    void confirmLive() {
        destroyed.confirmLive();
    }

    /** d itself, not a copy, for the protocol classes; callers must not change it. */
    byte[] dBytes() {
        checkLive();
        return d;
    }

    /** d as an element of the scalar field; callers must not change it. */
    long[] dElement() {
        checkLive();
        return dElement;
    }

    /** (1 + d)^-1 mod n as an element of the scalar field; callers must not change it. */
    long[] inverseOnePlusD() {
        checkLive();
        return inverseOnePlusD;
    }

    private void checkLive() {
        destroyed.checkLive();
    }
}
