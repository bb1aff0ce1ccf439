package org.iotcrypt.provider;

import java.security.InvalidAlgorithmParameterException;
import java.util.Arrays;
import org.iotcrypt.util.ConstantTime;

/**
 * Refuses a GCM encryption under the key and IV of the previous one on the same cipher
 * object, as the JDK's AES/GCM does: a repeated (key, IV) pair in GCM leaks the XOR of the
 * plaintexts and the authentication key. It remembers one pair only, so it catches the
 * common mistake (re-initializing with the same parameters) and is no substitute for
 * unique nonces.
 */
final class GcmReuseGuard {

    private byte[] lastKey;
    private byte[] lastIv;

    /**
     * Records {@code key} and {@code iv} as the latest GCM encryption.
     *
     * @throws InvalidAlgorithmParameterException if they equal the previous ones
     */
    void admit(byte[] key, byte[] iv) throws InvalidAlgorithmParameterException {
        if (lastKey != null && ConstantTime.equals(lastKey, key) && Arrays.equals(lastIv, iv)) {
            throw new InvalidAlgorithmParameterException("cannot reuse key and IV for GCM encryption");
        }
        forget();
        lastKey = key.clone();
        lastIv = iv.clone();
    }

    /** Wipes the remembered key. */
    void forget() {
        if (lastKey != null) {
            Arrays.fill(lastKey, (byte) 0);
        }
        lastKey = null;
        lastIv = null;
    }
}
