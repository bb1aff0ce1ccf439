package org.iotcrypt.sm4;

/**
 * The 32 SM4 rounds on a bitsliced state of 16 blocks, shared by both engines.
 *
 * <p>Layout: 8 longs per 32-bit word. Bit {@code b} (0 = least significant) of byte
 * {@code j} (0 = most significant, as the bytes of a big-endian word come in memory) of
 * word {@code w}, for block {@code k} (0..15), sits at bit {@code 16·j + k} of
 * {@code state[8·w + b]}. Rotating a word left by one byte is then a 64-bit rotation right
 * by 16, so the linear transform L costs only XORs and rotations, and one S-box circuit on
 * eight longs computes the 64 S-boxes of a round (4 bytes × 16 blocks).
 *
 * <p>The state holds all 36 words X_0..X_35 of the round recurrence: round i reads words
 * i..i+3 and writes word i+4, so the loop indexes linearly (the JIT drops the bounds checks)
 * and no word moves. The caller loads X_0..X_3 into longs 0..31 and finds X_32..X_35 at
 * {@link #OUTPUT}.
 *
 * <p>The S-box constants are folded into the round-key masks (see {@link #masks}), so
 * secret data meets only XOR, AND and fixed rotations: the rounds run in constant time.
 */
final class Sm4BitslicedRounds {

    /** Longs in a bitsliced state (36 words of 8 slices). */
    static final int STATE_LONGS = 8 * (Sm4KeySchedule.ROUNDS + 4);

    /** Where X_32..X_35 start in the state after {@link #rounds}. */
    static final int OUTPUT = 8 * Sm4KeySchedule.ROUNDS;

    /** Blocks per bitsliced batch. */
    static final int BATCH = 16;

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
                for (int j = 0; j < 4; j++) {
                    long bit = (word >>> (24 - 8 * j + b)) & 1;
                    mask |= (-bit & 0xffffL) << (16 * j);
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
     * Runs the 32 rounds: X_{i+4} = X_i ^ L(S'(X_{i+1} ^ X_{i+2} ^ X_{i+3} ^ rk_i)), the
     * S-box input being built in the slot of X_{i+4} and transformed there.
     */
    static void rounds(long[] s, long[] masks) {
        for (int i = 0; i < 8 * Sm4KeySchedule.ROUNDS; i += 8) {
            int o = i + 32;
            for (int b = 0; b < 8; b++) {
                s[o + b] = s[i + 8 + b] ^ s[i + 16 + b] ^ s[i + 24 + b] ^ masks[i + b];
            }
            Sm4Sbox.apply(s, o);
            long b0 = s[o];
            long b1 = s[o + 1];
            long b2 = s[o + 2];
            long b3 = s[o + 3];
            long b4 = s[o + 4];
            long b5 = s[o + 5];
            long b6 = s[o + 6];
            long b7 = s[o + 7];
            // B <<< 2 moves slice b to b + 2, and slices 6, 7 to slices 0, 1 of the next byte.
            s[o] = s[i] ^ linearSlice(b0, Long.rotateLeft(b6, 48));
            s[o + 1] = s[i + 1] ^ linearSlice(b1, Long.rotateLeft(b7, 48));
            s[o + 2] = s[i + 2] ^ linearSlice(b2, b0);
            s[o + 3] = s[i + 3] ^ linearSlice(b3, b1);
            s[o + 4] = s[i + 4] ^ linearSlice(b4, b2);
            s[o + 5] = s[i + 5] ^ linearSlice(b5, b3);
            s[o + 6] = s[i + 6] ^ linearSlice(b6, b4);
            s[o + 7] = s[i + 7] ^ linearSlice(b7, b5);
        }
    }

    /**
     * One slice of L(B) = B ^ (B <<< 2) ^ (B <<< 10) ^ (B <<< 18) ^ (B <<< 24), given that
     * slice of B and of B <<< 2. Each further byte of word rotation is a rotation right by
     * 16 of the long: 24 = 3 bytes, 10 = 2 + 1 byte, 18 = 2 + 2 bytes.
     */
    private static long linearSlice(long b, long r2) {
        return b ^ Long.rotateLeft(b, 16) ^ r2 ^ Long.rotateLeft(r2, 48) ^ Long.rotateLeft(r2, 32);
    }
}
