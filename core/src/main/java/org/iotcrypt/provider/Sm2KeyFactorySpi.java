package org.iotcrypt.provider;

import org.iotcrypt.jca.Sm2Keys;
import org.iotcrypt.jca.Sm2EcPrivateKey;
import org.iotcrypt.jca.Sm2EcPublicKey;
import org.iotcrypt.jca.Sm2Domain;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.KeyFactorySpi;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.ECParameterSpec;
import java.security.spec.ECPrivateKeySpec;
import java.security.spec.ECPublicKeySpec;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.KeySpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;

/**
 * {@code KeyFactory SM2}: keys on sm2p256v1 from and to {@link X509EncodedKeySpec} (SPKI DER),
 * {@link PKCS8EncodedKeySpec} (PKCS#8 DER, with id-ecPublicKey or the SM2 OID as algorithm, as
 * OpenSSL 3, Bouncy Castle and GmSSL write it), {@link ECPublicKeySpec} and
 * {@link ECPrivateKeySpec} (whose parameters must be sm2p256v1, compared by value); and
 * {@code translateKey} for any provider's EC keys on that curve.
 *
 * <p>The encoded specs must hold DER: PEM text and raw key bytes, which the format layer also
 * reads, are refused here because an {@code X509EncodedKeySpec} or {@code PKCS8EncodedKeySpec}
 * holding them is a caller's mistake. Public points are validated (on the curve, not infinity,
 * coordinates below p) and private scalars must lie in [1, n-2].
 */
final class Sm2KeyFactorySpi extends KeyFactorySpi {

    @Override
    protected PublicKey engineGeneratePublic(KeySpec keySpec) throws InvalidKeySpecException {
        try {
            if (keySpec instanceof X509EncodedKeySpec) {
                byte[] der = derOf(((X509EncodedKeySpec) keySpec).getEncoded(), "X509EncodedKeySpec");
                return new Sm2EcPublicKey(Sm2KeyEncoding.decodePublic(der));
            }
            if (keySpec instanceof ECPublicKeySpec) {
                ECPublicKeySpec spec = (ECPublicKeySpec) keySpec;
                requireSm2(spec.getParams());
                return Sm2Keys.fromPoint(spec.getW());
            }
        } catch (InvalidKeyException e) {
            throw new InvalidKeySpecException("invalid SM2 public key: " + e.getMessage(), e);
        }
        throw new InvalidKeySpecException("SM2 public keys come from an X509EncodedKeySpec or an "
                + "ECPublicKeySpec, got " + name(keySpec));
    }

    @Override
    protected PrivateKey engineGeneratePrivate(KeySpec keySpec) throws InvalidKeySpecException {
        if (keySpec instanceof PKCS8EncodedKeySpec) {
            byte[] der = derOf(((PKCS8EncodedKeySpec) keySpec).getEncoded(), "PKCS8EncodedKeySpec");
            try {
                return new Sm2EcPrivateKey(Sm2KeyEncoding.decodePrivate(der));
            } finally {
                Arrays.fill(der, (byte) 0);
            }
        }
        if (keySpec instanceof ECPrivateKeySpec) {
            ECPrivateKeySpec spec = (ECPrivateKeySpec) keySpec;
            requireSm2(spec.getParams());
            byte[] d = Sm2Domain.toBytes32(spec.getS());
            if (d == null) {
                throw new InvalidKeySpecException("SM2 private key must lie in [1, n-2]");
            }
            try {
                return new Sm2EcPrivateKey(Sm2PrivateKey.of(Sm2Domain.curve(), d));
            } catch (InvalidKeyException e) {
                throw new InvalidKeySpecException("invalid SM2 private key: " + e.getMessage(), e);
            } finally {
                Arrays.fill(d, (byte) 0);
            }
        }
        throw new InvalidKeySpecException("SM2 private keys come from a PKCS8EncodedKeySpec or an "
                + "ECPrivateKeySpec, got " + name(keySpec));
    }

    @Override
    protected <T extends KeySpec> T engineGetKeySpec(Key key, Class<T> keySpec) throws InvalidKeySpecException {
        if (keySpec == null) {
            throw new InvalidKeySpecException("no key spec class given");
        }
        try {
            if (key instanceof PublicKey) {
                Sm2EcPublicKey pub = Sm2Keys.publicKey(key);
                if (keySpec.isAssignableFrom(ECPublicKeySpec.class)) {
                    return keySpec.cast(new ECPublicKeySpec(pub.getW(), Sm2Domain.PARAMS));
                }
                if (keySpec.isAssignableFrom(X509EncodedKeySpec.class)) {
                    return keySpec.cast(new X509EncodedKeySpec(pub.getEncoded()));
                }
                throw new InvalidKeySpecException("an SM2 public key converts to ECPublicKeySpec or "
                        + "X509EncodedKeySpec, not " + keySpec.getName());
            }
            if (key instanceof PrivateKey) {
                Sm2EcPrivateKey priv = Sm2Keys.privateKey(key);
                if (keySpec.isAssignableFrom(ECPrivateKeySpec.class)) {
                    return keySpec.cast(new ECPrivateKeySpec(priv.getS(), Sm2Domain.PARAMS));
                }
                if (keySpec.isAssignableFrom(PKCS8EncodedKeySpec.class)) {
                    byte[] der = priv.getEncoded();
                    try {
                        return keySpec.cast(new PKCS8EncodedKeySpec(der));
                    } finally {
                        Arrays.fill(der, (byte) 0);
                    }
                }
                throw new InvalidKeySpecException("an SM2 private key converts to ECPrivateKeySpec or "
                        + "PKCS8EncodedKeySpec, not " + keySpec.getName());
            }
        } catch (InvalidKeyException e) {
            throw new InvalidKeySpecException(e.getMessage(), e);
        }
        throw new InvalidKeySpecException("not an SM2 public or private key: "
                + (key == null ? "null" : key.getClass().getName()));
    }

    @Override
    protected Key engineTranslateKey(Key key) throws InvalidKeyException {
        if (key instanceof PublicKey) {
            return Sm2Keys.publicKey(key);
        }
        if (key instanceof PrivateKey) {
            return Sm2Keys.privateKey(key);
        }
        throw new InvalidKeyException("SM2 translates public and private keys, got "
                + (key == null ? "null" : key.getClass().getName()));
    }

    private static void requireSm2(ECParameterSpec params) throws InvalidKeySpecException {
        if (!Sm2Domain.isSm2(params)) {
            throw new InvalidKeySpecException("SM2 keys live on " + Sm2Domain.CURVE_NAME
                    + "; the key spec's parameters describe another curve");
        }
    }

    /**
     * The encoding, which must look like DER: a SEQUENCE, and not of a raw key's length (32, 33,
     * 64 or 65 bytes), which no SPKI or PKCS#8 encoding of an SM2 key has.
     */
    private static byte[] derOf(byte[] encoded, String specName) throws InvalidKeySpecException {
        int n = encoded.length;
        if (n == 0 || encoded[0] != 0x30 || n == 32 || n == 33 || n == 64 || n == 65) {
            throw new InvalidKeySpecException(specName + " must hold a DER SEQUENCE; PEM and raw key bytes "
                    + "belong to org.iotcrypt.sm2.format.Sm2KeyEncoding");
        }
        return encoded;
    }

    private static String name(KeySpec spec) {
        return spec == null ? "null" : spec.getClass().getName();
    }
}
