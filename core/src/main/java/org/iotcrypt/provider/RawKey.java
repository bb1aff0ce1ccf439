package org.iotcrypt.provider;

import java.security.InvalidKeyException;
import java.security.Key;
import javax.crypto.SecretKey;

/** Extracts the bytes of a secret key handed to an SPI, with messages a caller can act on. */
final class RawKey {

    private RawKey() {
    }

    /**
     * Returns a fresh copy of the key's RAW encoding; the caller wipes it when done.
     *
     * @param algorithm named in the messages
     * @throws InvalidKeyException if the key is not a {@link SecretKey} with a RAW encoding
     */
    static byte[] bytes(Key key, String algorithm) throws InvalidKeyException {
        if (!(key instanceof SecretKey)) {
            throw new InvalidKeyException(algorithm + " needs a SecretKey, got "
                    + (key == null ? "null" : key.getClass().getName()));
        }
        if (((SecretKey) key).isDestroyed()) {
            throw new InvalidKeyException(algorithm + " key has been destroyed");
        }
        if (!"RAW".equalsIgnoreCase(key.getFormat())) {
            throw new InvalidKeyException(algorithm + " needs a key with RAW encoding, got format "
                    + key.getFormat());
        }
        byte[] encoded;
        try {
            encoded = key.getEncoded();
        } catch (IllegalStateException destroyedMeanwhile) {
            throw new InvalidKeyException(algorithm + " key has been destroyed", destroyedMeanwhile);
        }
        if (encoded == null) {
            throw new InvalidKeyException(algorithm + " key has no encoding");
        }
        return encoded;
    }
}
