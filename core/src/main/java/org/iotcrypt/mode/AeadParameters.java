package org.iotcrypt.mode;

/**
 * The nonce and tag length of one AEAD message, checked once when the object is made, by
 * {@link GcmParameters#of} or {@link CcmParameters#of}: the modes and the JCA provider apply the
 * same rules (the provider's {@code GCMParameterSpec} arrives through {@code ofTagBits}).
 * Immutable.
 */
public abstract sealed class AeadParameters permits GcmParameters, CcmParameters {

    private final byte[] nonce;
    private final int tagLength;

    AeadParameters(byte[] nonce, int tagLength) {
        this.nonce = nonce.clone();
        this.tagLength = tagLength;
    }

    /**
     * The nonce (GCM's IV), a copy.
     *
     * @return a copy of the nonce
     */
    public final byte[] nonce() {
        return nonce.clone();
    }

    /**
     * The tag length in bytes.
     *
     * @return the tag length in bytes
     */
    public final int tagLength() {
        return tagLength;
    }

    /** The nonce itself, for the modes, which copy what they keep. */
    final byte[] nonceShared() {
        return nonce;
    }
}
