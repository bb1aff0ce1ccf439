package org.iotcrypt.mode;

import java.security.InvalidAlgorithmParameterException;

/**
 * The nonce and tag limits of one AEAD mode, and the messages that name them: the one copy of
 * each rule, used by {@link GcmParameters}, {@link CcmParameters} and, through them, by the modes
 * and the provider.
 */
final class AeadRule {

    private final String mode;
    private final String nonceName;
    private final int minNonce;
    private final int maxNonce;
    private final int minTag;
    private final int maxTag;
    private final int tagStep;

    AeadRule(String mode, String nonceName, int minNonce, int maxNonce, int minTag, int maxTag, int tagStep) {
        this.mode = mode;
        this.nonceName = nonceName;
        this.minNonce = minNonce;
        this.maxNonce = maxNonce;
        this.minTag = minTag;
        this.maxTag = maxTag;
        this.tagStep = tagStep;
    }

    void checkNonce(byte[] nonce) throws InvalidAlgorithmParameterException {
        int length = nonce == null ? 0 : nonce.length;
        if (nonce == null || length < minNonce || length > maxNonce) {
            String got = nonce == null ? "none" : String.valueOf(length);
            throw new InvalidAlgorithmParameterException(maxNonce == Integer.MAX_VALUE
                    ? mode + " " + nonceName + " must be at least " + minNonce + " byte, got " + got
                    : mode + " " + nonceName + " must be " + minNonce + ".." + maxNonce + " bytes, got " + got);
        }
    }

    void checkTag(int tagLength) throws InvalidAlgorithmParameterException {
        if (tagLength < minTag || tagLength > maxTag || tagLength % tagStep != 0) {
            throw new InvalidAlgorithmParameterException(mode + " tag must be " + minTag + ".." + maxTag + " bytes"
                    + (tagStep == 2 ? " and even" : "") + ", got " + tagLength);
        }
    }

    /** The tag length in bytes for a length in bits, as the JCA's {@code GCMParameterSpec} gives it. */
    int tagBytes(int tagBits) throws InvalidAlgorithmParameterException {
        if (tagBits % 8 != 0 || tagBits / 8 < minTag || tagBits / 8 > maxTag || tagBits / 8 % tagStep != 0) {
            throw new InvalidAlgorithmParameterException(mode + " tag length must be " + 8 * minTag + ".." + 8 * maxTag
                    + " bits in steps of " + 8 * tagStep + " (" + minTag + ".." + maxTag + " bytes"
                    + (tagStep == 2 ? ", even" : "") + "), got " + tagBits);
        }
        return tagBits / 8;
    }
}
