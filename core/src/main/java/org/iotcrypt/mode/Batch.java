package org.iotcrypt.mode;

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

    /** The run length, in blocks, for {@code cipher}. */
    static int blocks(BlockCipher cipher) {
        int p = Math.max(1, cipher.parallelBlocks());
        return (MIN_BLOCKS + p - 1) / p * p;
    }
}
