package org.iotcrypt.sm4;

import org.iotcrypt.internal.util.Bytes;

/**
 * The input slices of a counter-mode batch of the {@code long} engine, built directly instead of
 * laid out as counter blocks in memory and transposed ({@link Sm4BitslicedEngine#load}): the
 * {@code long} twin of the vector engine's {@code Sm4VectorCounters}, on the layout of
 * {@link Sm4BitslicedRounds}.
 *
 * <p>Block B of a call holds P || (c + B) (P the first 12 bytes of the counter block, c its last
 * four, modulo 2^32), so words 0..2 are the same in every block and their slices are constants
 * ({@link Sm4BitslicedRounds#plane}). Write c = h + lo with lo below 16 and h a multiple of 16.
 * Block B of batch k then counts h + 16k + (lo + B): its low four bits are those of lo + B, and
 * the rest is h + 16k, or h + 16(k + 1) where lo + B carries past 15. So the slices of word 3 are,
 * in the lanes of its low byte, the bits of lo + B (added once per call, bitsliced, to slices
 * that hold each block's own index B), and everywhere a choice by that carry between two
 * constants. The index slices come from {@link Sm4BitslicedEngine#load} itself, applied once to
 * blocks that hold their own index, so they follow the transposition's layout by construction.
 *
 * <p>Everything here is the public counter: the key and the text never meet it. Building a batch
 * costs 24 copies and 8 slices of a few operations, against the transposition of 32 longs and
 * 16 counter blocks written and read back that it replaces.
 */
final class Sm4BitslicedCounters {

    private static final int BATCH = Sm4BitslicedRounds.BATCH;

    /**
     * Bits of a block's index within a batch: log2 of BATCH, 16 (a literal, not a JDK call the
     * constant-time gate would have to audit; with any other value the conformance suite's
     * counter starts at every residue of the batch fail).
     */
    private static final int INDEX_BITS = 4;

    /** The lanes of a word's least significant byte (byte 3 in memory order: bits 48..63). */
    private static final long LOW_BYTE = 0xffff_0000_0000_0000L;

    /** Slice b of every block's index B, b below INDEX_BITS, in the lanes of every byte. */
    private static final long[] INDEX = indexSlices();

    /** The 24 constant slices of words 0..2. */
    private final long[] prefix = new long[24];

    /** The bits of lo + B (slices 0..INDEX_BITS-1), in every byte's lanes. */
    private final long[] low = new long[INDEX_BITS];

    /** The lanes where lo + B carried past 15. */
    private final long carry;

    /** The first counter's high part h (a multiple of the batch). */
    private final int high;

    Sm4BitslicedCounters(byte[] counterBlock) {
        for (int w = 0; w < 3; w++) {
            long word = Sm4BitslicedRounds.spread(Bytes.getIntBE(counterBlock, 4 * w));
            for (int b = 0; b < 8; b++) {
                prefix[8 * w + b] = Sm4BitslicedRounds.plane(word, b);
            }
        }
        int c = Bytes.getIntBE(counterBlock, 12);
        int lo = c & (BATCH - 1);
        high = c - lo;
        // lo + B with a ripple carry, every lane a block of its own
        long k = 0;
        for (int b = 0; b < INDEX_BITS; b++) {
            long x = INDEX[b];
            long bit = -(long) ((lo >>> b) & 1);
            low[b] = x ^ bit ^ k;
            k = (x & bit) | (k & (x ^ bit));
        }
        carry = k;
    }

    /** Writes X_0..X_3 of batch {@code k} of the call (blocks 16k..16k+15) into {@code s[0..31]}. */
    void slices(long[] s, int k) {
        System.arraycopy(prefix, 0, s, 0, 24);
        int h0 = high + k * BATCH;
        long x0 = Sm4BitslicedRounds.spread(h0);
        long x1 = Sm4BitslicedRounds.spread(h0 + BATCH);
        for (int b = 0; b < 8; b++) {
            long k0 = Sm4BitslicedRounds.plane(x0, b);
            long k1 = Sm4BitslicedRounds.plane(x1, b);
            // the high part: h0's bits where lo + B did not carry, h1's where it did
            long v = (carry & (k0 ^ k1)) ^ k0;
            if (b < INDEX_BITS) {
                // h0 and h1 are 0 in these bits of the low byte; the sum's bit goes there
                v ^= low[b] & LOW_BYTE;
            }
            s[24 + b] = v;
        }
    }

    /** Loads a batch whose block B holds B in every byte of word 0: slices 0..INDEX_BITS-1 are B's bits. */
    private static long[] indexSlices() {
        byte[] blocks = new byte[16 * BATCH];
        for (int b = 0; b < BATCH; b++) {
            for (int j = 0; j < 4; j++) {
                blocks[16 * b + j] = (byte) b;
            }
        }
        long[] s = new long[Sm4BitslicedRounds.STATE_LONGS];
        Sm4BitslicedEngine.load(blocks, 0, s);
        long[] index = new long[INDEX_BITS];
        System.arraycopy(s, 0, index, 0, INDEX_BITS);
        return index;
    }
}
