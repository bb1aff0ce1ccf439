package org.iotcrypt.provider;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import javax.crypto.spec.SecretKeySpec;

/**
 * The secret keys {@code KeyGenerator SM4} makes: raw bytes like a {@link SecretKeySpec}, but
 * destroyable, and destroying one disables the ciphers and MACs made from it (see
 * {@link ProviderSecretKey}). Serialized as a {@link SecretKeySpec} with the same bytes (which
 * cannot be destroyed).
 */
final class RawSecretKey extends ProviderSecretKey {

    private static final long serialVersionUID = 1L;

    RawSecretKey(byte[] key, String algorithm) {
        super(algorithm, key);
    }

    @Override
    public String toString() {
        return getAlgorithm() + " secret key, " + length() + " bytes" + (isDestroyed() ? " (destroyed)" : "");
    }

    private Object writeReplace() {
        return new SecretKeySpec(getEncoded(), getAlgorithm());
    }

    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("serialized as a SecretKeySpec");
    }
}
