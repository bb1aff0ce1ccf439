package org.iotcrypt.internal.engine;

import org.iotcrypt.internal.util.Bytes;

/**
 * GHASH over many whole blocks at once, in constant time: the seam between core's
 * {@code Ghash} and a wide implementation (the Vector API one of {@code org.iotcrypt.vector}).
 * It absorbs groups of {@link #GROUP_BLOCKS} blocks with aggregated reduction,
 * Y' = (Y xor X_1)·H^8 xor X_2·H^7 xor ... xor X_8·H, so the eight products are independent and
 * one reduction serves the group. It keeps no state between calls beyond the powers of H, and may
 * be shared between threads.
 */
public interface BulkGhash {

    /** The blocks of one group, and the powers of H an implementation is built from. */
    int GROUP_BLOCKS = 8;

    /**
     * Absorbs {@code groups} groups of {@link #GROUP_BLOCKS} blocks from {@code in[off..]} into
     * the running value {@code y} ({@code y[0]} the high word, {@code y[1]} the low word, as
     * big-endian longs of the GCM block).
     */
    void absorb(long[] y, byte[] in, int off, int groups);

    /**
     * Absorbs the last blocks of a message, at positions {@code from} to
     * {@code GROUP_BLOCKS - 1} of {@code group} (the bytes before position {@code from} zero):
     * Y' = (Y xor X_from)·H^(8 - from) xor ... xor X_7·H, one reduction. {@code yIsZero} says the
     * caller knows Y = 0 (nothing absorbed yet: a short message; public, from its lengths), so
     * that every block is public data. {@code group} may be changed. The default moves Y into
     * block {@code from} and absorbs the group from a zero running value (leading zero blocks
     * leave it at zero), which a wide implementation does in about the time of one block.
     */
    default void absorbTail(long[] y, byte[] group, int from, boolean yIsZero) {
        int at = 16 * from;
        Bytes.putLongBE(Bytes.getLongBE(group, at) ^ y[0], group, at);
        Bytes.putLongBE(Bytes.getLongBE(group, at + 8) ^ y[1], group, at + 8);
        y[0] = 0;
        y[1] = 0;
        absorb(y, group, 0, 1);
    }

    /** Messages side by side in {@link #absorbLanes}: one per lane of a row. */
    int LANES = 8;

    /**
     * The GHASH of many independent messages of at most {@link #GROUP_BLOCKS} whole blocks each
     * (AAD, text and length block, each message from a zero running value), {@link #LANES} of
     * them side by side in a row, from a layout with the words of one block position of a row's
     * messages next to each other: {@code words[((row·GROUP_BLOCKS + p)·2 + w)·LANES + j]} is
     * word {@code w} (0 the high, 1 the low big-endian long) of block position {@code p} of
     * message {@code row·LANES + j}. A message of n blocks lies right-aligned, at positions
     * {@code GROUP_BLOCKS - n} to {@code GROUP_BLOCKS - 1}, with zero words before (leading zero
     * blocks leave a zero running value at zero, so block p is multiplied by
     * H^(GROUP_BLOCKS - p) in every lane). Positions below {@code from[row]} are all zero in that
     * row and may be skipped: {@code from} comes from the public lengths. Writes message m's
     * value to {@code ys[2m]} (high word) and {@code ys[2m + 1]}. Batch GCM hashes its short
     * messages this way: one product per block in lanes that are all messages, no zero block
     * where a message is shorter than a group, and one reduction per row of messages.
     */
    void absorbLanes(long[] ys, long[] words, int[] from, int rows);

    /** Overwrites the powers of H. */
    void destroy();
}
