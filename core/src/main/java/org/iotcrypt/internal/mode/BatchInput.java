package org.iotcrypt.internal.mode;

import java.util.Objects;

/** The shape rules of a batch's arguments, shared by every {@code Aead}'s batch calls. */
public final class BatchInput {

    private BatchInput() {
    }

    /**
     * Checks that {@code nonces} and {@code texts} (and {@code aads}, unless null) are non-null,
     * of one length, and that no nonce or text entry is null.
     *
     * @param nonces the nonces
     * @param aads the AADs, or null
     * @param texts the plaintexts or sealed messages
     * @throws IllegalArgumentException if the lengths differ
     * @throws NullPointerException for a null array or entry, naming its index
     */
    public static void check(byte[][] nonces, byte[][] aads, byte[][] texts) {
        Objects.requireNonNull(nonces, "nonces");
        Objects.requireNonNull(texts, "texts");
        if (texts.length != nonces.length || (aads != null && aads.length != nonces.length)) {
            throw new IllegalArgumentException("a batch needs one nonce, one AAD (or none) and one text per message: got "
                    + nonces.length + " nonces, " + (aads == null ? "no AADs" : aads.length + " AADs") + ", "
                    + texts.length + " texts");
        }
        for (int i = 0; i < nonces.length; i++) {
            // The message is built only on failure: a batch of 128 spent 4% of its time on it.
            if (nonces[i] == null || texts[i] == null) {
                throw new NullPointerException((nonces[i] == null ? "nonce " : "text ") + i);
            }
        }
    }

    /**
     * @param aads the AADs, or null
     * @param i a message index
     * @return message {@code i}'s AAD, empty where none was given
     */
    public static byte[] aad(byte[][] aads, int i) {
        byte[] a = aads == null ? null : aads[i];
        return a == null ? new byte[0] : a;
    }
}
