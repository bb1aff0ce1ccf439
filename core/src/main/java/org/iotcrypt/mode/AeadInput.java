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

    /**
     * The input to read: {@code in} itself, unless it overlaps the output at another offset,
     * then a copy of its {@code len} bytes from {@code inOff} (read it from 0). In place at the
     * same offset needs no copy: every mode here writes each byte from the byte at its place,
     * or only after all the input was read.
     */
    static byte[] unaliased(byte[] in, int inOff, int len, byte[] out, int outOff) {
        return in == out && inOff != outOff ? java.util.Arrays.copyOfRange(in, inOff, inOff + len) : in;
    }
}
