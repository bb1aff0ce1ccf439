package org.iotcrypt.mode;

/**
 * What GCM and CCM share about their input: absent AAD means none. (The length checks are in
 * {@link org.iotcrypt.internal.mode.AeadBounds}, shared with the {@link org.iotcrypt.cipher.Aead} defaults.)
 */
final class AeadInput {

    private static final byte[] NONE = new byte[0];

    private AeadInput() {
    }

    /** {@code aad}, or an empty array for null (the {@link org.iotcrypt.cipher.Aead} contract: null means none). */
    static byte[] aadOrNone(byte[] aad) {
        return aad == null ? NONE : aad;
    }
}
