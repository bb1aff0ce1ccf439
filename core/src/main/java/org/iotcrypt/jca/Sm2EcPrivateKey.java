package org.iotcrypt.jca;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.math.BigInteger;
import java.security.KeyRep;
import java.security.PrivateKey;
import java.security.interfaces.ECPrivateKey;
import java.security.spec.ECParameterSpec;
import java.util.Arrays;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.internal.util.ConstantTime;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;

/**
 * An SM2 private key as the JCA sees it: an {@link ECPrivateKey} on sm2p256v1, algorithm "SM2"
 * (see {@link Sm2EcPublicKey} for why), encoded as the PKCS#8 OpenSSL 3 writes (the SEC1
 * {@code ECPrivateKey} inside carries the public point too).
 *
 * <p>{@link #toString()} never shows d. {@link #destroy()} wipes the protocol key; afterwards
 * every accessor of secret material throws {@link IllegalStateException} and the SPIs refuse the
 * key with an {@link java.security.InvalidKeyException}. {@link #getS()} must hand out d as a
 * {@link BigInteger}, which nobody can wipe: the interface demands it, so only callers that ask
 * get that copy.
 */
public final class Sm2EcPrivateKey implements ECPrivateKey {

    private static final long serialVersionUID = 1L;

    private final transient Sm2PrivateKey key;
    private final transient int publicHash;
    private transient volatile boolean destroyed;

    public Sm2EcPrivateKey(Sm2PrivateKey key) {
        this.key = key;
        this.publicHash = Arrays.hashCode(key.publicKey().encoded());
    }

    /**
     * The protocol-layer key.
     *
     * @throws IllegalStateException once destroyed
     */
    public Sm2PrivateKey key() {
        checkNotDestroyed();
        return key;
    }

    @Override
    public String getAlgorithm() {
        return Sm2EcPublicKey.ALGORITHM;
    }

    @Override
    public String getFormat() {
        return "PKCS#8";
    }

    /** PKCS#8 as OpenSSL 3 writes it; the caller should wipe the array when done. */
    @Override
    public byte[] getEncoded() {
        return Sm2KeyEncoding.encodePkcs8(key());
    }

    @Override
    public BigInteger getS() {
        byte[] d = key().d();
        try {
            return Sm2Domain.toInteger(d);
        } finally {
            Arrays.fill(d, (byte) 0);
        }
    }

    @Override
    public ECParameterSpec getParams() {
        return Sm2Domain.PARAMS;
    }

    @Override
    public void destroy() {
        destroyed = true;
        key.destroy();
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }

    /**
     * Equal to any live private key with the same PKCS#8 encoding, compared in constant time;
     * never throws.
     */
    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        // A destroyed key on either side equals nothing (its getEncoded would throw).
        if (!(o instanceof PrivateKey) || destroyed || ((PrivateKey) o).isDestroyed()) {
            return false;
        }
        byte[] other = ((PrivateKey) o).getEncoded();
        if (other == null) {
            return false;
        }
        byte[] mine = getEncoded();
        try {
            return ConstantTime.equals(mine, other);
        } finally {
            Arrays.fill(mine, (byte) 0);
            Arrays.fill(other, (byte) 0);
        }
    }

    /** Derived from the public key only, so that hashing the key reveals nothing about d. */
    @Override
    public int hashCode() {
        return publicHash;
    }

    @Override
    public String toString() {
        return destroyed ? "SM2 private key (destroyed)"
                : "SM2 private key (" + Sm2Domain.CURVE_NAME + "), public point "
                        + Hex.encode(key.publicKey().encoded());
    }

    /** Serialized as its PKCS#8 encoding, restored through {@code KeyFactory SM2}. */
    private Object writeReplace() {
        return new KeyRep(KeyRep.Type.PRIVATE, getAlgorithm(), getFormat(), getEncoded());
    }

    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("SM2 keys are serialized as KeyRep");
    }

    private void checkNotDestroyed() {
        if (destroyed) {
            throw new IllegalStateException("SM2 private key has been destroyed");
        }
    }
}
