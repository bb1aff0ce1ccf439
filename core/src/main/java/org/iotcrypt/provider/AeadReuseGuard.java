package org.iotcrypt.provider;

import java.security.InvalidAlgorithmParameterException;
import java.util.Arrays;

/**
 * Refuses a GCM or CCM encryption under the key and nonce of the previous one on the same
 * cipher object, as the JDK's AES/GCM does for GCM: a repeated (key, nonce) pair leaks the XOR
 * of the plaintexts in both modes, and in GCM the authentication key too. (The JDK has no CCM;
 * the same rule is applied to it here because the damage is the same.) It remembers one nonce,
 * that of the last encryption under the cipher's current key, and forgets it when the key changes:
 * the cipher keeps one raw copy of its key (see {@link ExpandedKey}), and this guard holds none.
 * So it catches the common mistake (re-initializing with the same parameters) and is no
 * substitute for unique nonces.
 */
final class AeadReuseGuard {

    private byte[] lastIv;

    /**
     * Refuses a GCM or CCM encryption init that repeats the last one's key and nonce.
     *
     * @param sameKey whether the key is the cipher's current one (the one {@link #record} went with)
     * @throws InvalidAlgorithmParameterException if the key is the same and so is the nonce
     */
    void check(CipherMode mode, boolean sameKey, byte[] iv) throws InvalidAlgorithmParameterException {
        if (sameKey && lastIv != null && Arrays.equals(lastIv, iv)) {
            throw new InvalidAlgorithmParameterException("cannot reuse key and " + (mode == CipherMode.GCM ? "IV" : "nonce")
                    + " for " + mode + " encryption");
        }
    }

    /** Records {@code iv} as the nonce of the latest encryption under the current key. */
    void record(byte[] iv) {
        lastIv = iv.clone();
    }

    /** Forgets the nonce: the key it went with is gone. */
    void forget() {
        lastIv = null;
    }
}
