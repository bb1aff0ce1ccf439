package org.iotcrypt.sm3;

import java.util.Arrays;

/**
 * HKDF (RFC 5869) with HMAC-SM3: extract a pseudorandom key from input keying material and a
 * salt, expand it into keys for named purposes. Constant time: HMAC-SM3's work depends on
 * lengths only, and the loop runs once per 32-byte output block.
 */
public final class HkdfSm3 {

    /** The longest output: 255 blocks of HMAC-SM3 (RFC 5869 §2.3). */
    public static final int MAX_OUTPUT = 255 * HmacSm3.MAC_LENGTH;

    private HkdfSm3() {
    }

    /**
     * HKDF-Extract: PRK = HMAC-SM3(salt, ikm).
     *
     * @param salt the salt (null or empty: 32 zero bytes, as the RFC has it)
     * @param ikm the input keying material
     * @return the 32-byte pseudorandom key
     */
    public static byte[] extract(byte[] salt, byte[] ikm) {
        return HmacSm3.mac(salt == null || salt.length == 0 ? new byte[HmacSm3.MAC_LENGTH] : salt, ikm);
    }

    /**
     * HKDF-Expand: T(1) || T(2) || ... with T(i) = HMAC-SM3(prk, T(i-1) || info || i).
     *
     * @param prk the pseudorandom key, at least 32 bytes
     * @param info the context (null: empty)
     * @param length the output length, 0 to {@value #MAX_OUTPUT}
     * @return the output keying material
     */
    public static byte[] expand(byte[] prk, byte[] info, int length) {
        if (prk.length < HmacSm3.MAC_LENGTH) {
            throw new IllegalArgumentException("HKDF's PRK is at least 32 bytes");
        }
        if (length < 0 || length > MAX_OUTPUT) {
            throw new IllegalArgumentException("HKDF-SM3 output must be 0.." + MAX_OUTPUT + " bytes");
        }
        byte[] context = info == null ? new byte[0] : info;
        HmacSm3 keyed = new HmacSm3(prk);
        byte[] out = new byte[length];
        byte[] t = new byte[0];
        try {
            for (int i = 1, at = 0; at < length; i++) {
                HmacSm3 m = keyed.copy();
                m.update(t, 0, t.length);
                m.update(context, 0, context.length);
                m.update((byte) i);
                Arrays.fill(t, (byte) 0);
                t = m.doFinal();
                int n = Math.min(t.length, length - at);
                System.arraycopy(t, 0, out, at, n);
                at += n;
            }
            return out;
        } finally {
            Arrays.fill(t, (byte) 0);
            keyed.destroy();
        }
    }

    /**
     * Extract, then expand.
     *
     * @param salt the salt (null or empty: zeros)
     * @param ikm the input keying material
     * @param info the context
     * @param length the output length
     * @return the output keying material
     */
    public static byte[] derive(byte[] salt, byte[] ikm, byte[] info, int length) {
        byte[] prk = extract(salt, ikm);
        try {
            return expand(prk, info, length);
        } finally {
            Arrays.fill(prk, (byte) 0);
        }
    }
}
