package org.iotcrypt.provider;

import java.security.InvalidAlgorithmParameterException;
import java.util.Arrays;
import org.iotcrypt.util.ConstantTime;

/**
 * Refuses a GCM or CCM encryption under the key and nonce of the previous one on the same
 * cipher object, as the JDK's AES/GCM does for GCM: a repeated (key, nonce) pair leaks the XOR
 * of the plaintexts in both modes, and in GCM the authentication key too. (The JDK has no CCM;
 * the same rule is applied to it here because the damage is the same.) It remembers one pair only, so it catches the
 * common mistake (re-initializing with the same parameters) and is no substitute for
 * unique nonces.
 */
final class AeadReuseGuard {

    private byte[] lastKey;
    private byte[] lastIv;

    /**
     * Records {@code key} and {@code iv} as the latest GCM or CCM encryption.
     *
     * @throws InvalidAlgorithmParameterException if they equal the previous ones
     */
    void admit(CipherMode mode, byte[] key, byte[] iv) throws InvalidAlgorithmParameterException {
        if (lastKey != null && ConstantTime.equals(lastKey, key) && Arrays.equals(lastIv, iv)) {
            throw new InvalidAlgorithmParameterException("cannot reuse key and " + (mode == CipherMode.GCM ? "IV" : "nonce")
                    + " for " + mode + " encryption");
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
