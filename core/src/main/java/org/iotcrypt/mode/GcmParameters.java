package org.iotcrypt.mode;

import java.security.InvalidAlgorithmParameterException;

/**
 * The parameters of one GCM message (NIST SP 800-38D): an IV of at least one byte (12 bytes is
 * what interoperates and takes the fast path) and a tag of 12..16 bytes.
 */
public final class GcmParameters extends AeadParameters {

    static final AeadRule RULE = new AeadRule("GCM", "IV", 1, Integer.MAX_VALUE, 12, 16, 1);

    private GcmParameters(byte[] nonce, int tagLength) {
        super(nonce, tagLength);
    }

    /**
     * @param nonce the nonce (GCM: the IV)
     * @param tagLength in bytes
     * @return the checked parameters
     * @throws InvalidAlgorithmParameterException naming the allowed range, for a nonce or tag
     *     length outside it
     */
    public static GcmParameters of(byte[] nonce, int tagLength) throws InvalidAlgorithmParameterException {
        RULE.checkNonce(nonce);
        RULE.checkTag(tagLength);
        return new GcmParameters(nonce, tagLength);
    }

    /**
     * As {@link #of}, with the tag length in bits as {@code javax.crypto.spec.GCMParameterSpec} holds it.
     *
     * @param nonce the nonce (GCM: the IV)
     * @param tagBits the tag length in bits
     * @return the checked parameters
     * @throws java.security.InvalidAlgorithmParameterException if a parameter is outside the allowed range (the message names it)
     */
    public static GcmParameters ofTagBits(byte[] nonce, int tagBits) throws InvalidAlgorithmParameterException {
        RULE.checkNonce(nonce);
        return new GcmParameters(nonce, RULE.tagBytes(tagBits));
    }
}
