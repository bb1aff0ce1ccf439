package org.iotcrypt.mode;

import java.security.InvalidAlgorithmParameterException;
import java.util.Arrays;
import java.util.Objects;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.internal.util.Bytes;

/**
 * Counter mode over any {@link BlockCipher}: the whole block is one big-endian counter that
 * starts at the IV and wraps modulo 2^(8 * blockSize), as the JDK's {@code AES/CTR} does.
 *
 * <p>Counter blocks are laid out in a scratch buffer and encrypted by one bulk call per run
 * of {@link Batch#blocks} blocks. The counter is derived from the public IV, so the carry
 * may branch on it. Its low 64 bits are kept in a {@code long} so that most blocks cost one
 * addition and one store; the bytes above are carried into only when those 64 bits wrap.
 * With 16-byte blocks, whole batches skip the buffer: the cipher XORs their key stream in directly
 * ({@link BlockCipher#xorCounterStream32}, in calls that stop where the low 32 bits wrap).
 */
public final class Ctr implements CipherOperation {

    private final BlockCipher cipher;
    private final int n;
    private final int runBlocks;
    /** The counter block without its last (up to) eight bytes, which live in {@link #low}. */
    private final byte[] counter;
    private final int lowBytes;
    private long low;
    /** For 16-byte blocks, the first eight bytes of the counter as a long (then {@link #counter} is unused). */
    private long high;
    /**
     * Key stream made ahead, allocated at the first fill: a run's worth for a stream, only the
     * blocks it needs when that fill is the last call's (a short message on the vector engine,
     * whose runs are 512 blocks, would otherwise allocate and wipe 8 KiB).
     */
    private byte[] keyStream = NONE;
    private static final byte[] NONE = new byte[0];
    /** For 16-byte blocks, the counter block handed to {@link BlockCipher#xorCounterStream32}. */
    private final byte[] counterBlock = new byte[16];
    private int ksPos;
    private int ksEnd;
    private boolean finished;
    /** Set by doFinal: the input it passes on is the last. */
    private boolean last;

    private Ctr(BlockCipher cipher, byte[] iv) {
        this.cipher = cipher;
        this.n = cipher.blockSize();
        this.runBlocks = Batch.streamBlocks(cipher);
        this.counter = iv.clone();
        this.lowBytes = Math.min(8, n);
        for (int i = n - lowBytes; i < n; i++) {
            low = (low << 8) | (counter[i] & 0xff);
        }
        if (n == 16) {
            high = Bytes.getLongBE(counter, 0);
        }
    }

    /**
     * A one-use CTR operation (encryption and decryption are the same).
     *
     * @param cipher the block cipher
     * @param iv the initial counter block, one block long
     * @return the operation, ready for {@code update}
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
        Objects.checkFromIndexSize(inOff, len, in.length);
        if (finished) {
            throw new IllegalStateException("operation already finished");
        }
        KeyStreams.requireLive(cipher, keyStream);
        int done = 0;
        while (done < len) {
            if (ksPos == ksEnd && n == 16) {
                done += direct(in, inOff + done, len - done, out, outOff + done);
                if (done == len) {
                    break;
                }
            }
            if (ksPos == ksEnd) {
                int blocks = Math.min(runBlocks, (len - done + n - 1) / n);
                // More input may follow an update, so a batch is filled whole; the last call
                // knows its length and encrypts only the counter blocks it needs.
                fill(last ? blocks : Math.max(blocks, Math.min(runBlocks, cipher.parallelBlocks())));
            }
            int take = Math.min(len - done, ksEnd - ksPos);
            Bytes.xor(in, inOff + done, keyStream, ksPos, out, outOff + done, take);
            ksPos += take;
            done += take;
        }
        return len;
    }

    @Override
    public int doFinal(byte[] in, int inOff, int len, byte[] out, int outOff) {
        last = true;
        try {
            return update(in, inOff, len, out, outOff);
        } finally {
            finished = true;
            Arrays.fill(keyStream, (byte) 0);
        }
    }

    /**
     * Whole batches of 16-byte blocks straight from input to output through the cipher's
     * {@link BlockCipher#xorCounterStream32}, up to where the low 32 bits of the counter wrap (the
     * next call goes on from there); the rest, a partial batch, goes through the key-stream buffer,
     * which a later update may use up. Returns the bytes done.
     */
    private int direct(byte[] in, int inOff, int len, byte[] out, int outOff) {
        int p = cipher.parallelBlocks();
        long toWrap = (1L << 32) - (low & 0xffffffffL);
        int blocks = (int) Math.min(len / 16 / p * p, toWrap);
        if (blocks == 0) {
            return 0;
        }
        Bytes.putLongBE(high, counterBlock, 0);
        Bytes.putLongBE(low, counterBlock, 8);
        cipher.xorCounterStream32(counterBlock, in, inOff, out, outOff, blocks);
        long next = low + blocks;
        if (Long.compareUnsigned(next, low) < 0) {
            high++;
        }
        low = next;
        return 16 * blocks;
    }

    /** Encrypts the next {@code blocks} counter values into the key-stream buffer. */
    private void fill(int blocks) {
        if (keyStream.length < blocks * n) {
            Arrays.fill(keyStream, (byte) 0);
            keyStream = new byte[n * (last ? blocks : runBlocks)];
        }
        int head = n - lowBytes;
        for (int b = 0; b < blocks; b++) {
            int at = b * n;
            if (n == 16) {
                Bytes.putLongBE(high, keyStream, at);
            } else {
                System.arraycopy(counter, 0, keyStream, at, head);
            }
            putLow(low, keyStream, at + head);
            increment();
        }
        cipher.encryptBlocks(keyStream, 0, keyStream, 0, blocks);
        ksPos = 0;
        ksEnd = blocks * n;
    }

    private void putLow(long v, byte[] b, int off) {
        if (lowBytes == 8) {
            Bytes.putLongBE(v, b, off);
            return;
        }
        for (int i = lowBytes - 1; i >= 0; i--) {
            b[off + i] = (byte) v;
            v >>>= 8;
        }
    }

    /** Adds one modulo 2^(8n): the low word, then on its wrap the bytes above it. */
    private void increment() {
        long mask = lowBytes == 8 ? -1L : (1L << (8 * lowBytes)) - 1;
        low = (low + 1) & mask;
        if (low != 0) {
            return;
        }
        if (n == 16) {
            high++;
            return;
        }
        for (int i = n - lowBytes - 1; i >= 0; i--) {
            if (++counter[i] != 0) {
                return;
            }
        }
    }
}
