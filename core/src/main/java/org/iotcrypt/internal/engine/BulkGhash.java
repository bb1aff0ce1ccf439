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

    /** Overwrites the powers of H. */
    void destroy();
}
