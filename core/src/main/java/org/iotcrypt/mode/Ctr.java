package org.iotcrypt.mode;

import java.security.InvalidAlgorithmParameterException;
import java.util.Arrays;

/**
 * Counter mode over any {@link BlockCipher}: the whole block is one big-endian counter that
 * starts at the IV and wraps modulo 2^(8 * blockSize), as the JDK's {@code AES/CTR} does.
 *
 * <p>Counter blocks are laid out in a scratch buffer and encrypted by one bulk call per run
 * of {@link Batch#blocks} blocks. The counter is derived from the public IV, so the carry
 * loop may branch on it.
 */
public final class Ctr implements CipherOperation {

    private final BlockCipher cipher;
    private final int n;
    private final int runBlocks;
    private final byte[] counter;
    private final byte[] keyStream;
    private int ksPos;
    private int ksEnd;
    private boolean finished;

    private Ctr(BlockCipher cipher, byte[] iv) {
        this.cipher = cipher;
        this.n = cipher.blockSize();
        this.runBlocks = Batch.blocks(cipher);
        this.counter = iv.clone();
        this.keyStream = new byte[runBlocks * n];
    }

    /**
     * A one-use CTR operation (encryption and decryption are the same).
     *
     * @param iv the initial counter block, one block long
     * @throws InvalidAlgorithmParameterException if {@code iv} is not one block long
     */
    public static CipherOperation create(BlockCipher cipher, byte[] iv) throws InvalidAlgorithmParameterException {
        int n = cipher.blockSize();
        if (iv == null || iv.length != n) {
            throw new InvalidAlgorithmParameterException("CTR initial counter block must be " + n
                    + " bytes (the block size), got " + (iv == null ? "none" : iv.length));
        }
        return new Ctr(cipher, iv);
    }

    @Override
    public int updateOutputSize(int len) {
        return len;
    }

    @Override
    public int finalOutputSize(int len) {
        return len;
    }

    @Override
    public int update(byte[] in, int inOff, int len, byte[] out, int outOff) {
        if (finished) {
            throw new IllegalStateException("operation already finished");
        }
        int done = 0;
        while (done < len) {
            if (ksPos == ksEnd) {
                int blocks = Math.min(runBlocks, (len - done + n - 1) / n);
                fill(Math.max(blocks, Math.min(runBlocks, cipher.parallelBlocks())));
            }
            int take = Math.min(len - done, ksEnd - ksPos);
            for (int i = 0; i < take; i++) {
                out[outOff + done + i] = (byte) (in[inOff + done + i] ^ keyStream[ksPos + i]);
            }
            ksPos += take;
            done += take;
        }
        return len;
    }

    @Override
    public int doFinal(byte[] in, int inOff, int len, byte[] out, int outOff) {
        int written = update(in, inOff, len, out, outOff);
        finished = true;
        Arrays.fill(keyStream, (byte) 0);
        return written;
    }

    /** Encrypts the next {@code blocks} counter values into the key-stream buffer. */
    private void fill(int blocks) {
        for (int b = 0; b < blocks; b++) {
            System.arraycopy(counter, 0, keyStream, b * n, n);
            increment();
        }
        cipher.encryptBlocks(keyStream, 0, keyStream, 0, blocks);
        ksPos = 0;
        ksEnd = blocks * n;
    }

    private void increment() {
        for (int i = n - 1; i >= 0; i--) {
            if (++counter[i] != 0) {
                return;
            }
        }
    }
}
