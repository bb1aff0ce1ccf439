package org.iotcrypt.simpira;

import org.iotcrypt.internal.simpira.BitslicedAes;
import org.iotcrypt.internal.simpira.SimpiraConstants;

/**
 * Simpira v2 with b = 1 (a 128-bit permutation: 12 AES rounds).
 *
 * <p>{@link #permute} applies what carries over from the AVR/RISC-V optimizations of Simpira
 * (precomputed constant round keys, no AddRoundKey for the all-zero key, only the non-zero parts
 * of the constant key touched, and the last round without MixColumns instead of a full round
 * followed by InvMixColumns). The unoptimized shape, as code built on a full AES round (AES-NI
 * style) computes it, lives in the benchmarks ({@code SimpiraOnePlain}), which compare the two.
 *
 * <p>Constant time: bitsliced AES ({@link BitslicedAes}); the skipped work depends only on the
 * public constants.
 */
public final class SimpiraOne {

    /** The number of F calls (Simpira rounds) for b = 1. */
    static final int ROUNDS = 6;

    /** For each counter, the indices of the bit planes of the constant that are not zero. */
    private static final int[][] NONZERO_PLANES = new int[ROUNDS + 1][];

    static {
        for (int c = 1; c <= ROUNDS; c++) {
            long[] k = SimpiraConstants.planes(c, 1);
            int n = 0;
            int[] idx = new int[8];
            for (int i = 0; i < 8; i++) {
                if (k[i] != 0) {
                    idx[n++] = i;
                }
            }
            NONZERO_PLANES[c] = java.util.Arrays.copyOf(idx, n);
        }
    }

    private SimpiraOne() {
    }

    /**
     * The optimized b = 1 permutation, in place on 16 bytes.
     *
     * @param state the 16-byte state, permuted in place
     * @throws IllegalArgumentException if the state is not 16 bytes
     */
    public static void permute(byte[] state) {
        check(state);
        long[] q = new long[8];
        BitslicedAes.load(state, 0, 0, q);
        for (int c = 1; c <= ROUNDS; c++) {
            fullRound(q);
            long[] k = SimpiraConstants.planes(c, 1);
            for (int i : NONZERO_PLANES[c]) {
                q[i] ^= k[i];
            }
            BitslicedAes.subBytes(q);
            BitslicedAes.shiftRows(q);
            if (c < ROUNDS) {
                BitslicedAes.mixColumns(q);
            }
        }
        BitslicedAes.store(q, 0, state, 0);
    }

    /**
     * The inverse of {@link #permute}, in place on 16 bytes.
     *
     * @param state the 16-byte state, permuted in place
     */
    public static void invert(byte[] state) {
        check(state);
        long[] q = new long[8];
        BitslicedAes.load(state, 0, 0, q);
        for (int c = ROUNDS; c >= 1; c--) {
            if (c < ROUNDS) {
                BitslicedAes.invMixColumns(q);
            }
            BitslicedAes.invShiftRows(q);
            BitslicedAes.invSubBytes(q);
            long[] k = SimpiraConstants.planes(c, 1);
            for (int i : NONZERO_PLANES[c]) {
                q[i] ^= k[i];
            }
            BitslicedAes.invMixColumns(q);
            BitslicedAes.invShiftRows(q);
            BitslicedAes.invSubBytes(q);
        }
        BitslicedAes.store(q, 0, state, 0);
    }

    private static void check(byte[] state) {
        if (state == null || state.length != 16) {
            throw new IllegalArgumentException("Simpira v2 with b = 1 needs a 16-byte state, got "
                    + (state == null ? "null" : state.length + " bytes"));
        }
    }

    private static void fullRound(long[] q) {
        BitslicedAes.subBytes(q);
        BitslicedAes.shiftRows(q);
        BitslicedAes.mixColumns(q);
    }
}
