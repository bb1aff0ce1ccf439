package org.iotcrypt.sm4;

/**
 * The 32 SM4 rounds on a bitsliced state of 16 blocks, shared by both engines.
 *
 * <p>State layout: 32 longs. Bit {@code b} (0 = least significant) of byte significance
 * {@code g} (3 = most significant byte) of state word {@code w}, for block {@code k}
 * (0..15), sits at bit {@code 16·g + k} of {@code state[base(w) + 2·b]}, where
 * base(0..3) = 16, 0, 17, 1 (this interleaving is what the transposition produces for free).
 * Rotating a state word left by one byte is then a 64-bit rotation by 16, so the linear
 * transform L costs only XORs and rotations, and one S-box circuit on eight longs computes
 * the 64 S-boxes of a round (4 bytes × 16 blocks).
 *
 * <p>The S-box constants are folded into the round-key masks (see {@link #masks}), so
 * nothing here depends on secret data other than through XOR, AND and fixed rotations:
 * the rounds run in constant time.
 */
final class Sm4BitslicedRounds {

    /** Longs in a bitsliced state of 16 blocks. */
    static final int STATE_LONGS = 32;

    /** Blocks per bitsliced batch. */
    static final int BATCH = 16;

    /** Where word w's slices start in the state; slices of one word are 2 apart. */
    static final int[] BASE = {16, 0, 17, 1};

    /** L applied to the output constant of the S-box, in every byte. */
    private static final int L_OF_OUT_CONSTANT = linear(Sm4Sbox.OUT_CONSTANT * 0x01010101);

    private Sm4BitslicedRounds() {
    }

    /**
     * Expands round keys into 8 slice masks per round (a mask bit is the round-key bit of its
     * byte, repeated over the 16 blocks), in round order or reversed for decryption.
     *
     * <p>The S-box circuit lacks the affine constants of the standard S-box. Its input
     * constant is XORed into every round key. Its output constant c adds L(c,c,c,c) to the
     * word a round writes; the state carries that error instead of correcting it, and each
     * round key absorbs the error of the three words its round reads. The error of X_i is
     * L(c,c,c,c) exactly when i/4 is odd, so X_32..X_35 come out exact.
     */
    static long[] masks(int[] rk, boolean reverse) {
        long[] masks = new long[8 * Sm4KeySchedule.ROUNDS];
        for (int i = 0; i < Sm4KeySchedule.ROUNDS; i++) {
            int k = reverse ? rk[Sm4KeySchedule.ROUNDS - 1 - i] : rk[i];
            int word = k ^ (Sm4Sbox.IN_CONSTANT * 0x01010101)
                    ^ carriedError(i + 1) ^ carriedError(i + 2) ^ carriedError(i + 3);
            for (int b = 0; b < 8; b++) {
                long mask = 0;
                for (int g = 0; g < 4; g++) {
                    long bit = (word >>> (8 * g + b)) & 1;
                    mask |= (-bit & 0xffffL) << (16 * g);
                }
                masks[8 * i + b] = mask;
            }
        }
        return masks;
    }

    /** The error the folded output constant leaves in X_i (i is public, not secret). */
    private static int carriedError(int i) {
        return ((i >>> 2) & 1) == 0 ? 0 : L_OF_OUT_CONSTANT;
    }

    /** The linear transform L of the round function on a plain word. */
    private static int linear(int b) {
        return b ^ Integer.rotateLeft(b, 2) ^ Integer.rotateLeft(b, 10)
                ^ Integer.rotateLeft(b, 18) ^ Integer.rotateLeft(b, 24);
    }

    /**
     * Runs the 32 rounds on {@code state} with the given masks. Afterwards the slots of
     * words 0..3 hold X_32..X_35 (the output block is their reverse). {@code t} is scratch
     * of at least 8 longs.
     */
    static void rounds(long[] state, long[] masks, long[] t) {
        for (int m = 0; m < masks.length; m += 32) {
            round(state, 16, 0, 17, 1, masks, m, t);
            round(state, 0, 17, 1, 16, masks, m + 8, t);
            round(state, 17, 1, 16, 0, masks, m + 16, t);
            round(state, 1, 16, 0, 17, masks, m + 24, t);
        }
    }

    /** X0 ^= L(S'(X1 ^ X2 ^ X3 ^ rk)), with the words given by their state bases. */
    private static void round(long[] s, int x0, int x1, int x2, int x3, long[] masks, int m, long[] t) {
        for (int b = 0; b < 8; b++) {
            t[b] = s[x1 + 2 * b] ^ s[x2 + 2 * b] ^ s[x3 + 2 * b] ^ masks[m + b];
        }
        Sm4Sbox.apply(t);
        // L(B) = B ^ (B <<< 2) ^ (B <<< 10) ^ (B <<< 18) ^ (B <<< 24). Rotating a word by 2
        // moves slice b to b + 2, and slices 6 and 7 into slices 0 and 1 of the next byte.
        for (int b = 0; b < 8; b++) {
            long r2 = b >= 2 ? t[b - 2] : Long.rotateLeft(t[b + 6], 16);
            s[x0 + 2 * b] ^= t[b] ^ Long.rotateLeft(t[b], 48)
                    ^ r2 ^ Long.rotateLeft(r2, 16) ^ Long.rotateLeft(r2, 32);
        }
    }
}
