package org.iotcrypt.mode;

import java.security.InvalidAlgorithmParameterException;

/**
 * The parameters of one CCM message (NIST SP 800-38C, RFC 3610): a nonce of 7..13 bytes (12 in
 * RFC 8998) and a tag of 4..16 bytes, even. The nonce length also bounds the payload: see
 * {@link #maxPayload()}.
 */
public final class CcmParameters extends AeadParameters {

    static final AeadRule RULE = new AeadRule("CCM", "nonce", 7, 13, 4, 16, 2);

    private CcmParameters(byte[] nonce, int tagLength) {
        super(nonce, tagLength);
    }

    /**
     * @param nonce the nonce (GCM: the IV)
     * @param tagLength in bytes
     * @return the checked parameters
     * @throws InvalidAlgorithmParameterException naming the allowed range, for a nonce or tag
     *     length outside it
     */
    public static CcmParameters of(byte[] nonce, int tagLength) throws InvalidAlgorithmParameterException {
        RULE.checkNonce(nonce);
        RULE.checkTag(tagLength);
        return new CcmParameters(nonce, tagLength);
    }

    /**
     * As {@link #of}, with the tag length in bits as {@code javax.crypto.spec.GCMParameterSpec} holds it.
     *
     * @param nonce the nonce (GCM: the IV)
     * @param tagBits the tag length in bits
     * @return the checked parameters
     * @throws java.security.InvalidAlgorithmParameterException if a parameter is outside the allowed range (the message names it)
     */
    public static CcmParameters ofTagBits(byte[] nonce, int tagBits) throws InvalidAlgorithmParameterException {
        RULE.checkNonce(nonce);
        return new CcmParameters(nonce, RULE.tagBytes(tagBits));
    }

    /**
     * The longest payload this nonce length allows: 2^(8(15 - nonceLength)) - 1 bytes.
     *
     * @return the largest payload length in bytes
     */
    public long maxPayload() {
        return maxPayload(nonceShared().length);
    }

    static long maxPayload(int nonceLength) {
        int q = 15 - nonceLength;
        return q >= 8 ? Long.MAX_VALUE : (1L << (8 * q)) - 1;
    }

    /** The message for a payload over {@link #maxPayload}, the same for encryption and decryption. */
    static String tooLong(int nonceLength, long payload) {
        return "CCM with a " + nonceLength + "-byte nonce carries at most " + maxPayload(nonceLength)
                + " bytes of payload, got " + payload;
    }
}
