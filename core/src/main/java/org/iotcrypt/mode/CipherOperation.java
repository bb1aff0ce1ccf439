package org.iotcrypt.mode;

import javax.crypto.BadPaddingException;
import javax.crypto.IllegalBlockSizeException;

/**
 * One streaming encryption or decryption with the init/update/doFinal contract of
 * {@code javax.crypto.Cipher}, over any {@link org.iotcrypt.cipher.BlockCipher}. The JCA provider wraps these.
 *
 * <p>Feeding the input in pieces of any size gives the same output, in total, as one
 * {@code doFinal}. An operation is used once: after {@code doFinal} it is finished and
 * further calls throw {@link IllegalStateException}.
 */
public interface CipherOperation {

    /**
     * Adds associated data; AEAD modes only, and only before the first payload byte.
     *
     * @param in the input array
     * @param inOff where the input starts in {@code in}
     * @param len the number of input bytes
     */
    default void updateAad(byte[] in, int inOff, int len) {
        throw new IllegalStateException("this mode takes no associated data");
    }

    /**
     * An upper bound on what {@link #update} writes for {@code len} more input bytes.
     *
     * @param len the number of input bytes
     * @return the largest number of bytes {@code update} may write
     */
    int updateOutputSize(int len);

    /**
     * An upper bound on what {@link #doFinal} writes for {@code len} more input bytes.
     *
     * @param len the number of input bytes
     * @return the largest number of bytes {@code doFinal} may write
     */
    int finalOutputSize(int len);

    /**
     * Processes input, writing what can be written now; returns the number of bytes written.
     *
     * @param in the input array
     * @param inOff where the input starts in {@code in}
     * @param len the number of input bytes
     * @param out the output array
     * @param outOff where the output starts in {@code out}
     * @return the number of bytes written
     */
    int update(byte[] in, int inOff, int len, byte[] out, int outOff);

    /**
     * Processes the last input and finishes; returns the number of bytes written.
     *
     * @param in the input array
     * @param inOff where the input starts in {@code in}
     * @param len the number of input bytes
     * @param out the output array
     * @param outOff where the output starts in {@code out}
     * @return the number of bytes written
     * @throws IllegalBlockSizeException unpadded input that is not a whole number of blocks
     * @throws BadPaddingException bad padding, or (as {@link javax.crypto.AEADBadTagException})
     *         a tag that does not verify, in which case nothing has been written to {@code out}
     */
    int doFinal(byte[] in, int inOff, int len, byte[] out, int outOff)
            throws IllegalBlockSizeException, BadPaddingException;
}
