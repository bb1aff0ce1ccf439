package org.iotcrypt.mode;

import javax.crypto.AEADBadTagException;

/** The input checks GCM and CCM share: absent AAD, and a message too short to hold its tag. */
final class AeadInput {

    private static final byte[] NONE = new byte[0];

    private AeadInput() {
    }

    /** {@code aad}, or an empty array for null (the {@link org.iotcrypt.cipher.Aead} contract: null means none). */
    static byte[] aadOrNone(byte[] aad) {
        return aad == null ? NONE : aad;
    }

    /**
     * Refuses input that cannot even hold the tag, as a failed authentication (lengths are public).
     *
     * @throws AEADBadTagException if {@code len < tagLength}
     */
    static void requireTag(int len, int tagLength) throws AEADBadTagException {
        if (len < tagLength) {
            throw new AEADBadTagException("ciphertext (" + len + " bytes) is shorter than the "
                    + tagLength + "-byte tag");
        }
    }
}
