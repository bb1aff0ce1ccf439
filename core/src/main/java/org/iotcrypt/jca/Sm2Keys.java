package org.iotcrypt.jca;

import java.security.InvalidKeyException;
import java.security.Key;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.interfaces.ECPrivateKey;
import java.security.interfaces.ECPublicKey;
import java.security.spec.ECPoint;
import java.security.spec.InvalidKeySpecException;
import java.util.Arrays;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;

/**
 * Turns whatever key a caller hands to an SPI into this provider's SM2 keys: ours as they are,
 * any {@link ECPublicKey}/{@link ECPrivateKey} on sm2p256v1 (Bouncy Castle's, Kona's, the JDK's
 * key specs) through {@code getW()}/{@code getS()}, and any other key whose encoding is an
 * X.509 or PKCS#8 SM2 key. Everything else is an {@link InvalidKeyException} saying why.
 */
public final class Sm2Keys {

    private Sm2Keys() {
    }

    /** The public key as this provider's key; {@code key} itself when it already is one. */
    public static Sm2EcPublicKey publicKey(Key key) throws InvalidKeyException {
        if (key instanceof Sm2EcPublicKey) {
            return (Sm2EcPublicKey) key;
        }
        if (key instanceof ECPublicKey) {
            ECPublicKey ec = (ECPublicKey) key;
            if (!Sm2Domain.isSm2(ec.getParams())) {
                throw new InvalidKeyException("SM2 needs a key on " + Sm2Domain.CURVE_NAME
                        + ", got an EC key on another curve");
            }
            return fromPoint(ec.getW());
        }
        if (key instanceof PublicKey && "X.509".equalsIgnoreCase(key.getFormat())) {
            byte[] encoded = key.getEncoded();
            if (encoded != null && encoded.length > 0 && encoded[0] == 0x30) {
                try {
                    return new Sm2EcPublicKey(Sm2KeyEncoding.decodePublic(encoded));
                } catch (InvalidKeySpecException e) {
                    throw new InvalidKeyException("not an SM2 public key: " + e.getMessage(), e);
                }
            }
        }
        throw new InvalidKeyException("SM2 needs an EC public key on " + Sm2Domain.CURVE_NAME + ", got "
                + describe(key));
    }

    /** The private key as this provider's key; {@code key} itself when it already is one. */
    public static Sm2EcPrivateKey privateKey(Key key) throws InvalidKeyException {
        if (key instanceof Sm2EcPrivateKey) {
            if (((Sm2EcPrivateKey) key).isDestroyed()) {
                throw new InvalidKeyException("SM2 private key has been destroyed");
            }
            return (Sm2EcPrivateKey) key;
        }
        if (key instanceof ECPrivateKey) {
            ECPrivateKey ec = (ECPrivateKey) key;
            if (ec.isDestroyed()) {
                throw new InvalidKeyException("private key has been destroyed");
            }
            if (!Sm2Domain.isSm2(ec.getParams())) {
                throw new InvalidKeyException("SM2 needs a key on " + Sm2Domain.CURVE_NAME
                        + ", got an EC key on another curve");
            }
            byte[] d = Sm2Domain.toBytes32(ec.getS());
            if (d == null) {
                throw new InvalidKeyException("SM2 private key out of range");
            }
            try {
                return new Sm2EcPrivateKey(Sm2PrivateKey.of(Sm2Domain.curve(), d));
            } finally {
                Arrays.fill(d, (byte) 0);
            }
        }
        if (key instanceof PrivateKey && "PKCS#8".equalsIgnoreCase(key.getFormat())) {
            byte[] encoded = key.getEncoded();
            if (encoded != null && encoded.length > 0 && encoded[0] == 0x30) {
                try {
                    return new Sm2EcPrivateKey(Sm2KeyEncoding.decodePrivate(encoded));
                } catch (InvalidKeySpecException e) {
                    throw new InvalidKeyException("not an SM2 private key: " + e.getMessage(), e);
                } finally {
                    Arrays.fill(encoded, (byte) 0);
                }
            }
        }
        throw new InvalidKeyException("SM2 needs an EC private key on " + Sm2Domain.CURVE_NAME + ", got "
                + describe(key));
    }

    /** An affine point of the JDK as a validated public key. */
    public static Sm2EcPublicKey fromPoint(ECPoint w) throws InvalidKeyException {
        if (w == null || w == ECPoint.POINT_INFINITY) {
            throw new InvalidKeyException("SM2 public key is the point at infinity");
        }
        byte[] x = Sm2Domain.toBytes32(w.getAffineX());
        byte[] y = Sm2Domain.toBytes32(w.getAffineY());
        if (x == null || y == null) {
            throw new InvalidKeyException("SM2 public key coordinates out of range");
        }
        return new Sm2EcPublicKey(Sm2PublicKey.of(Sm2Domain.curve(), x, y));
    }

    private static String describe(Key key) {
        if (key == null) {
            return "null";
        }
        return key.getAlgorithm() + " key (" + key.getClass().getName() + ")";
    }
}
