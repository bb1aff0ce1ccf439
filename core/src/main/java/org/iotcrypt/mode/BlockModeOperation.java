package org.iotcrypt.mode;

import java.util.Arrays;
import java.util.Objects;
import javax.crypto.BadPaddingException;
import javax.crypto.IllegalBlockSizeException;
import org.iotcrypt.cipher.BlockCipher;

/**
 * The buffering shared by ECB and CBC: collects input into whole blocks, hands every run of
 * whole blocks to {@link #processBlocks} at once, and applies or removes PKCS#5 padding at the
 * end. A padded decryption holds back the last whole block until {@code doFinal}, because only
 * then is it known to carry the padding.
 *
 * <p>{@code in} and {@code out} may be the same array (the input is then copied first, since
 * buffered bytes make the output run ahead of the input); other overlaps are not supported.
 */
abstract class BlockModeOperation implements CipherOperation {

    private final int n;
    private final boolean encrypt;
    private final boolean padded;
    private final byte[] buf;
    private int bufLen;
    private boolean finished;

    BlockModeOperation(BlockCipher cipher, boolean encrypt, Padding padding) {
        this.n = cipher.blockSize();
        this.encrypt = encrypt;
        this.padded = padding == Padding.PKCS5;
        this.buf = new byte[n];
    }

    /** Encrypts or decrypts {@code blocks} whole blocks, in order, carrying the mode's chaining state. */
    abstract void processBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks);

    @Override
    public int updateOutputSize(int len) {
        return (bufLen + len) / n * n;
    }

    @Override
    public int finalOutputSize(int len) {
        int total = bufLen + len;
        return encrypt && padded ? (total / n + 1) * n : total;
    }

    @Override
    public int update(byte[] in, int inOff, int len, byte[] out, int outOff) {
        Objects.checkFromIndexSize(inOff, len, in.length);
        if (finished) {
            throw new IllegalStateException("operation already finished");
        }
        if (len == 0) {
            return 0;
        }
        if (in != out) {
            return process(in, inOff, len, out, outOff);
        }
        byte[] copy = Arrays.copyOfRange(in, inOff, inOff + len);
        try {
            return process(copy, 0, len, out, outOff);
        } finally {
            Arrays.fill(copy, (byte) 0);
        }
    }

    private int process(byte[] in, int inOff, int len, byte[] out, int outOff) {
        int total = bufLen + len;
        int keep = total % n;
        if (keep == 0 && padded && !encrypt) {
            keep = n;
        }
        int toProcess = total - keep;
        int written = 0;
        if (toProcess > 0 && bufLen > 0) {
            int fill = n - bufLen;
            System.arraycopy(in, inOff, buf, bufLen, fill);
            processBlocks(buf, 0, out, outOff, 1);
            inOff += fill;
            len -= fill;
            bufLen = 0;
            toProcess -= n;
            written = n;
        }
        if (toProcess > 0) {
            processBlocks(in, inOff, out, outOff + written, toProcess / n);
            inOff += toProcess;
            len -= toProcess;
            written += toProcess;
        }
        System.arraycopy(in, inOff, buf, bufLen, len);
        bufLen += len;
        return written;
    }

    @Override
    public int doFinal(byte[] in, int inOff, int len, byte[] out, int outOff)
            throws IllegalBlockSizeException, BadPaddingException {
        int written = update(in, inOff, len, out, outOff);
        finished = true;
        try {
            if (encrypt && padded) {
                Pkcs5.pad(buf, bufLen, n);
                processBlocks(buf, 0, out, outOff + written, 1);
                return written + n;
            }
            if (!padded) {
                if (bufLen != 0) {
                    throw new IllegalBlockSizeException("input is not a whole number of " + n + "-byte blocks ("
                            + bufLen + " bytes left over) and no padding was chosen");
                }
                return written;
            }
            if (bufLen != n) {
                throw new IllegalBlockSizeException("padded ciphertext must be a non-empty whole number of "
                        + n + "-byte blocks");
            }
            byte[] last = new byte[n];
            try {
                processBlocks(buf, 0, last, 0, 1);
                int keep = Pkcs5.unpaddedLength(last, 0, n);
                System.arraycopy(last, 0, out, outOff + written, keep);
                return written + keep;
            } finally {
                Arrays.fill(last, (byte) 0);
            }
        } finally {
            Arrays.fill(buf, (byte) 0);
            bufLen = 0;
        }
    }
}
