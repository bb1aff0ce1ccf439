package org.iotcrypt.mode;

import org.iotcrypt.cipher.BlockCipher;

/**
 * Sizes the runs of independent blocks that the modes hand to
 * {@link BlockCipher#encryptBlocks}: a whole number of the cipher's
 * {@link BlockCipher#parallelBlocks()} and at least {@link #MIN_BLOCKS}, so that a bitsliced
 * engine always gets full batches and a plain engine still gets few calls.
 */
final class Batch {

    /** The smallest run worth a bulk call on a plain engine. */
    static final int MIN_BLOCKS = 16;

    private Batch() {
    }

    /** How many runs a streaming mode buffers at once when the input is long enough. */
    static final int STREAM_RUNS = 4;

    /** The run length, in blocks, for {@code cipher}. */
    static int blocks(BlockCipher cipher) {
        int p = Math.max(1, cipher.parallelBlocks());
        return (MIN_BLOCKS + p - 1) / p * p;
    }

    /**
     * The longest run a streaming mode (CTR key stream, GCM's GCTR, CBC decryption) hands over
     * in one call: {@link #STREAM_RUNS} runs, because every bulk call has a fixed price (the
     * bitsliced engine sets up its state per call) that long inputs should pay rarely.
     */
    static int streamBlocks(BlockCipher cipher) {
        return STREAM_RUNS * blocks(cipher);
    }
}
