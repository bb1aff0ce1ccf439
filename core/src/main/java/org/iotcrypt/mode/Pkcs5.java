package org.iotcrypt.mode;

import javax.crypto.BadPaddingException;

/**
 * PKCS#5/PKCS#7 padding for block sizes up to 255 bytes.
 *
 * <p>Removal is written in constant-time style: every byte of the last block is examined,
 * whatever the pad length, and no branch depends on the decrypted bytes until the single
 * accept/reject decision at the end.
 */
final class Pkcs5 {

    private Pkcs5() {
    }

    /** Pads the {@code filled} bytes at the start of {@code block} up to {@code n} bytes. */
    static void pad(byte[] block, int filled, int n) {
        byte p = (byte) (n - filled);
        for (int i = filled; i < n; i++) {
            block[i] = p;
        }
    }

    /**
     * Returns how many of the {@code n} bytes of the decrypted last block at {@code off}
     * are message (that is, {@code n} minus the pad length).
     *
     * @throws BadPaddingException if the padding is malformed
     */
    static int unpaddedLength(byte[] block, int off, int n) throws BadPaddingException {
        int p = block[off + n - 1] & 0xff;
        int bad = ((p - 1) >> 31) | ((n - p) >> 31); // p == 0 or p > n
        for (int i = 0; i < n; i++) {
            int fromEnd = n - 1 - i;
            int inPad = (fromEnd - p) >> 31;         // all ones when fromEnd < p
            bad |= inPad & ((block[off + i] & 0xff) ^ p);
        }
        if (bad != 0) {
            throw new BadPaddingException("bad PKCS#5 padding");
        }
        return n - p;
    }
}
