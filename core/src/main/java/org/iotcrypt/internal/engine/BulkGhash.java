package org.iotcrypt.internal.engine;

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
     * Absorbs {@code count} independent groups from {@code in[off..]}: group i into its own
     * running value {@code ys[2i]} (high word), {@code ys[2i + 1]}, as {@link #absorb} would with
     * one group. Batch GCM hashes its short messages this way, all in one call.
     */
    default void absorbEach(long[] ys, byte[] in, int off, int count) {
        long[] y = new long[2];
        for (int i = 0; i < count; i++) {
            y[0] = ys[2 * i];
            y[1] = ys[2 * i + 1];
            absorb(y, in, off + 16 * GROUP_BLOCKS * i, 1);
            ys[2 * i] = y[0];
            ys[2 * i + 1] = y[1];
        }
        y[0] = 0;
        y[1] = 0;
    }

    /** Overwrites the powers of H. */
    void destroy();
}
