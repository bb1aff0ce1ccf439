package org.iotcrypt.vector;

import static jdk.incubator.vector.VectorOperators.XOR;
import static org.iotcrypt.vector.Shape.INTS;
import static org.iotcrypt.vector.Shape.LANES;

import jdk.incubator.vector.IntVector;

/**
 * The input planes of a counter-mode batch, built directly instead of transposed from memory:
 * block i of a call holds P || (c + i) (P the first 12 bytes of the counter block, c its last four,
 * modulo 2^32), so words 0..2 are the same in every block and their planes are constants
 * ({@link Sm4VectorRounds#plane}), and word 3 differs from block to block only in a few low bits.
 *
 * <p>Write c = h + lo with lo below the batch size and h a multiple of it. Block B of batch k then
 * counts h + k·BATCH + (lo + B): the low bits are (lo + B) mod BATCH and the rest is h + k·BATCH, or
 * the next multiple where lo + B carries. So the planes of word 3 are, at the low byte's
 * positions, the sum of lo and B's bits (added once per call, bitsliced, to planes that hold each
 * block's own index B), and everywhere a choice by that carry between two constants. The index
 * planes come from {@link Sm4VectorTransposition#load} itself, applied once to blocks that hold
 * their own index, so they follow the transposition's layout by construction.
 *
 * <p>Everything here is the public counter; the vector code uses only XOR, AND and broadcasts.
 */
final class Sm4VectorCounters {

    /** Bits of a block's index within a batch (7 for 128 blocks, 6 for 64). */
    private static final int INDEX_BITS = Integer.numberOfTrailingZeros(Sm4VectorEngine.BATCH);

    /** The low byte of each word's lanes: bits 24..31, where byte 3 (least significant) lies. */
    private static final int LOW_BYTE = 0xff000000;

    /** Plane b of every block's index B, b below INDEX_BITS, at every byte position. */
    private static final int[] INDEX = indexPlanes();

    /** The 24 constant planes of words 0..2, as plane values. */
    private final int[] prefix = new int[24];

    /** The bits of lo + B (planes 0..INDEX_BITS-1) and its carry (plane INDEX_BITS), per lane. */
    private final int[] low = new int[(INDEX_BITS + 1) * LANES];

    /** The first counter's high part h (a multiple of the batch size). */
    private final int high;

    Sm4VectorCounters(byte[] counterBlock) {
        for (int w = 0; w < 3; w++) {
            int word = (counterBlock[4 * w] & 0xff) << 24 | (counterBlock[4 * w + 1] & 0xff) << 16
                    | (counterBlock[4 * w + 2] & 0xff) << 8 | (counterBlock[4 * w + 3] & 0xff);
            for (int b = 0; b < 8; b++) {
                prefix[8 * w + b] = Sm4VectorRounds.plane(word, b);
            }
        }
        int c = (counterBlock[12] & 0xff) << 24 | (counterBlock[13] & 0xff) << 16 | (counterBlock[14] & 0xff) << 8
                | (counterBlock[15] & 0xff);
        int lo = c & (Sm4VectorEngine.BATCH - 1);
        high = c - lo;
        // lo + B, bit by bit, with a ripple carry; every bit of a lane is a block of its own.
        for (int l = 0; l < LANES; l++) {
            int carry = 0;
            for (int b = 0; b < INDEX_BITS; b++) {
                int x = INDEX[b * LANES + l];
                int k = -((lo >>> b) & 1);
                low[b * LANES + l] = x ^ k ^ carry;
                carry = (x & k) | (carry & (x ^ k));
            }
            low[INDEX_BITS * LANES + l] = carry;
        }
    }

    /** Writes X_0..X_3 of batch {@code k} of the call into planes 0..31 of {@code s}. */
    void planes(int[] s, int k) {
        for (int p = 0; p < 24; p++) {
            IntVector.broadcast(INTS, prefix[p]).intoArray(s, p * LANES);
        }
        int h0 = high + k * Sm4VectorEngine.BATCH;
        int h1 = h0 + Sm4VectorEngine.BATCH;
        IntVector carry = IntVector.fromArray(INTS, low, INDEX_BITS * LANES);
        for (int b = 0; b < 8; b++) {
            int k0 = Sm4VectorRounds.plane(h0, b);
            int k1 = Sm4VectorRounds.plane(h1, b);
            // The high part: h0's bits where lo + B did not carry, h1's where it did.
            IntVector v = carry.and(k0 ^ k1).lanewise(XOR, k0);
            if (b < INDEX_BITS) {
                // h0 and h1 have zeros here in the low byte; the sum's bit goes in.
                v = v.lanewise(XOR, IntVector.fromArray(INTS, low, b * LANES).and(LOW_BYTE));
            }
            v.intoArray(s, (24 + b) * LANES);
        }
    }

    /** Loads a batch whose block B holds B in every byte of word 0; its planes 0..INDEX_BITS-1 are B's bits. */
    private static int[] indexPlanes() {
        byte[] blocks = new byte[16 * Sm4VectorEngine.BATCH];
        for (int b = 0; b < Sm4VectorEngine.BATCH; b++) {
            for (int j = 0; j < 4; j++) {
                blocks[16 * b + j] = (byte) b;
            }
        }
        int[] s = new int[Sm4VectorRounds.STATE_INTS];
        Sm4VectorTransposition.load(blocks, 0, s);
        int[] index = new int[INDEX_BITS * LANES];
        System.arraycopy(s, 0, index, 0, index.length);
        return index;
    }
}
