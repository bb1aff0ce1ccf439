package org.iotcrypt.internal.mode;

import javax.crypto.AEADBadTagException;

/**
 * The length checks every AEAD entry point shares, whichever package it is in (the
 * {@link org.iotcrypt.cipher.Aead} defaults, GCM and CCM): a message too short to hold its tag,
 * and an output array too short for what is about to be written. Lengths are public, so these
 * may branch on them.
 */
public final class AeadBounds {

    private AeadBounds() {
    }

    /**
     * Refuses an output array without room for {@code needed} bytes from {@code outOff}. Called
     * before an operation changes any state, so that the caller can retry with a larger array
     * (the JCA's ShortBufferException contract, which the provider builds on).
     *
     * @param out the output array
     * @param outOff where the output would start
     * @param needed the bytes about to be written
     * @throws IllegalArgumentException naming the bytes needed
     */
    public static void requireRoom(byte[] out, int outOff, long needed) {
        if (outOff < 0 || out.length - outOff < needed) {
            throw new IllegalArgumentException("output buffer too short: " + needed + " bytes needed from offset "
                    + outOff + ", " + Math.max(0, out.length - outOff) + " available");
        }
    }

    /**
     * Refuses input that cannot even hold the tag, as a failed authentication.
     *
     * @param len the input length, tag included
     * @param tagLength the tag length
     * @throws AEADBadTagException if {@code len < tagLength}
     */
    public static void requireTag(int len, int tagLength) throws AEADBadTagException {
        if (len < tagLength) {
            throw new AEADBadTagException("ciphertext (" + len + " bytes) is shorter than the "
                    + tagLength + "-byte tag");
        }
    }
}
