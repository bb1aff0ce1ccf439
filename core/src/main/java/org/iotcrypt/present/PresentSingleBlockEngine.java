package org.iotcrypt.present;

import java.util.Arrays;

/**
 * PRESENT on one block held in a {@code long}, for serial work (CBC encryption, single
 * blocks). The S-layer is nibble-sliced: {@link PresentSbox} runs its circuit on the four
 * bit planes of the word, so all 16 S-boxes cost one pass. The bit permutation
 * P(4q + r) = 16r + q is a transposition of a 16 x 4 bit matrix: plane r, whose valid bits
 * sit at 4q, goes to 16 contiguous bits at 16r, which four delta swaps do on the whole word.
 * Everything is shifts and masks with public amounts, so the engine is constant time.
 */
final class PresentSingleBlockEngine {

    private final long[] rk;

    /** Keeps {@code roundKeys} (K1..K32), which the caller must not change afterwards. */
    PresentSingleBlockEngine(long[] roundKeys) {
        this.rk = roundKeys;
    }

    /** Overwrites the round keys. */
    void wipe() {
        Arrays.fill(rk, 0L);
    }

    long encrypt(long s) {
        for (int round = 0; round < PresentKeySchedule.ROUND_KEYS - 1; round++) {
            s = permute(PresentSbox.substitute(s ^ rk[round]));
        }
        return s ^ rk[PresentKeySchedule.ROUND_KEYS - 1];
    }

    long decrypt(long s) {
        s ^= rk[PresentKeySchedule.ROUND_KEYS - 1];
        for (int round = PresentKeySchedule.ROUND_KEYS - 2; round >= 0; round--) {
            s = PresentSbox.invert(unpermute(s)) ^ rk[round];
        }
        return s;
    }

    /**
     * The pLayer: bit 4q + r moves to 16r + q, i.e. the 6-bit bit index rotates right by two.
     * That is the index-bit cycles 0 -> 4 -> 2 and 1 -> 5 -> 3, each two index-bit swaps, and
     * an index-bit swap is one delta swap on the word.
     */
    static long permute(long s) {
        s = swapIndexBits(s, 0x0000AAAA0000AAAAL, 15); // index bits 0 and 4
        s = swapIndexBits(s, 0x00000000CCCCCCCCL, 30); // 1 and 5
        s = swapIndexBits(s, 0x0A0A0A0A0A0A0A0AL, 3);  // 0 and 2
        return swapIndexBits(s, 0x00CC00CC00CC00CCL, 6); // 1 and 3
    }

    /** The inverse pLayer: bit 16r + q moves back to 4q + r (the same swaps in reverse order). */
    static long unpermute(long s) {
        s = swapIndexBits(s, 0x00CC00CC00CC00CCL, 6);
        s = swapIndexBits(s, 0x0A0A0A0A0A0A0A0AL, 3);
        s = swapIndexBits(s, 0x00000000CCCCCCCCL, 30);
        return swapIndexBits(s, 0x0000AAAA0000AAAAL, 15);
    }

    /**
     * Exchanges bit i and bit i + d for every i in {@code mask}: the positions whose lower
     * index bit (of the pair being swapped) is 1 and upper is 0, d being the difference of
     * the two index-bit weights.
     */
    private static long swapIndexBits(long s, long mask, int d) {
        long t = (s ^ (s >>> d)) & mask;
        return s ^ t ^ (t << d);
    }
}
