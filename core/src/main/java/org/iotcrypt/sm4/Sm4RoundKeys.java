package org.iotcrypt.sm4;

/**
 * Round keys as both engines need them: the S-box circuit they share computes
 * {@code S'(y) = A·inv(A·y)}, the standard S-box {@code S(x) = A·inv(A·x + c) + c} without
 * its affine constants, and the round keys make up for that.
 */
final class Sm4RoundKeys {

    /** A^-1·c: the S-box is S(x) = S'(x ^ IN_CONSTANT) ^ OUT_CONSTANT. */
    static final int IN_CONSTANT = 0x75;

    /** The affine constant c of the S-box. */
    static final int OUT_CONSTANT = 0xd3;

    /** L applied to the output constant of the S-box, in every byte. */
    private static final int L_OF_OUT_CONSTANT = Sm4SingleBlockEngine.linear(OUT_CONSTANT * 0x01010101);

    private Sm4RoundKeys() {
    }

    /**
     * The round keys for rounds over S', in round order or reversed for decryption. The
     * input constant of the S-box is XORed into every round key. Its output constant c adds
     * L(c,c,c,c) to the word a round writes; the state carries that error instead of
     * correcting it, and each round key absorbs the error of the three words its round
     * reads. The error of X_i is L(c,c,c,c) exactly when i/4 is odd, so X_32..X_35 come out
     * exact.
     */
    static int[] folded(int[] rk, boolean reverse) {
        int[] folded = new int[Sm4KeySchedule.ROUNDS];
        for (int i = 0; i < Sm4KeySchedule.ROUNDS; i++) {
            int k = reverse ? rk[Sm4KeySchedule.ROUNDS - 1 - i] : rk[i];
            folded[i] = k ^ (IN_CONSTANT * 0x01010101)
                    ^ carriedError(i + 1) ^ carriedError(i + 2) ^ carriedError(i + 3);
        }
        return folded;
    }

    /** The error the folded output constant leaves in X_i (i is public, not secret). */
    private static int carriedError(int i) {
        return ((i >>> 2) & 1) == 0 ? 0 : L_OF_OUT_CONSTANT;
    }
}
