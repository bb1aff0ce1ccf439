package org.iotcrypt.mode;

import javax.crypto.AEADBadTagException;

/**
 * The input checks GCM and CCM share: absent AAD, a message too short to hold its tag, and an
 * output array too short for what {@code doFinal} writes.
 */
final class AeadInput {

    private static final byte[] NONE = new byte[0];

    private AeadInput() {
    }

    /** {@code aad}, or an empty array for null (the {@link org.iotcrypt.cipher.Aead} contract: null means none). */
    static byte[] aadOrNone(byte[] aad) {
        return aad == null ? NONE : aad;
    }

    /**
     * Refuses an output array without room for {@code needed} bytes from {@code outOff}. Called
     * before an operation changes any state, so that the caller can retry with a larger array
     * (the JCA's ShortBufferException contract, which the provider builds on).
     *
     * @throws IllegalArgumentException naming the bytes needed
     */
    static void requireRoom(byte[] out, int outOff, int needed) {
        if (outOff < 0 || out.length - outOff < needed) {
            throw new IllegalArgumentException("output buffer too short: " + needed + " bytes needed from offset "
                    + outOff + ", " + Math.max(0, out.length - outOff) + " available");
        }
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
