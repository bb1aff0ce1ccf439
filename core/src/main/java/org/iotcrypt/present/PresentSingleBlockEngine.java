package org.iotcrypt.present;

/**
 * PRESENT on one block held in a {@code long}, for serial work (CBC encryption, single
 * blocks). The S-layer is nibble-sliced: {@link PresentSbox} runs its circuit on the four
 * bit planes of the word, so all 16 S-boxes cost one pass. The bit permutation
 * P(4q + r) = 16r + q is a transposition of a 16 x 4 bit matrix: plane r, whose valid bits
 * sit at 4q, is compressed to 16 contiguous bits and placed at 16r; the inverse spreads
 * them back. Everything is shifts and masks with public amounts, so the engine is
 * constant time.
 */
final class PresentSingleBlockEngine {

    private final long[] rk;

    /** Keeps {@code roundKeys} (K1..K32), which the caller must not change afterwards. */
    PresentSingleBlockEngine(long[] roundKeys) {
        this.rk = roundKeys;
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

    /** The pLayer: bit 4q + r moves to 16r + q. */
    static long permute(long s) {
        return compress(s) | compress(s >>> 1) << 16 | compress(s >>> 2) << 32 | compress(s >>> 3) << 48;
    }

    /** The inverse pLayer: bit 16r + q moves back to 4q + r. */
    static long unpermute(long s) {
        return spread(s) | spread(s >>> 16) << 1 | spread(s >>> 32) << 2 | spread(s >>> 48) << 3;
    }

    /** Gathers bits 0, 4, 8, ..., 60 of {@code x} into bits 0..15. */
    private static long compress(long x) {
        x &= PresentSbox.NIBBLE_LSBS;
        x = (x | x >>> 3) & 0x0303030303030303L;
        x = (x | x >>> 6) & 0x000F000F000F000FL;
        x = (x | x >>> 12) & 0x000000FF000000FFL;
        return (x | x >>> 24) & 0xFFFFL;
    }

    /** Scatters bits 0..15 of {@code x} to bits 0, 4, 8, ..., 60 (the inverse of compress). */
    private static long spread(long x) {
        x &= 0xFFFFL;
        x = (x | x << 24) & 0x000000FF000000FFL;
        x = (x | x << 12) & 0x000F000F000F000FL;
        x = (x | x << 6) & 0x0303030303030303L;
        return (x | x << 3) & PresentSbox.NIBBLE_LSBS;
    }
}
