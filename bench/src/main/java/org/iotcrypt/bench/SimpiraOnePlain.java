package org.iotcrypt.bench;

import org.iotcrypt.internal.simpira.BitslicedAes;
import org.iotcrypt.internal.simpira.SimpiraConstants;

/**
 * Simpira v2 with b = 1 without the optimizations of paper "simpira-avr-riscv-optimization"
 * (section 3.1), as code built on a full AES round (AES-NI style) computes it: the round key is
 * formed from the counter at every round, every AddRoundKey adds all 16 bytes, the all-zero key
 * included, and the last round is a full round undone by InvMixColumns. It gives the same result
 * as {@link org.iotcrypt.simpira.SimpiraOne#permute} ({@code SimpiraOnePlainTest}); it exists so
 * that {@link SimpiraOneBench} can time the two shapes side by side on the same bitsliced round.
 */
final class SimpiraOnePlain {

    private static final int ROUNDS = 6;

    private SimpiraOnePlain() {
    }

    /** The permutation, in place on 16 bytes. */
    static void permute(byte[] state) {
        if (state.length != 16) {
            throw new IllegalArgumentException("Simpira v2 with b = 1 needs a 16-byte state, got " + state.length);
        }
        long[] q = new long[8];
        BitslicedAes.load(state, 0, 0, q);
        for (int c = 1; c <= ROUNDS; c++) {
            fullRound(q);
            addRoundKey(q, SimpiraConstants.bytes(c, 1));
            fullRound(q);
            addRoundKey(q, new byte[16]);
        }
        BitslicedAes.invMixColumns(q);
        BitslicedAes.store(q, 0, state, 0);
    }

    private static void fullRound(long[] q) {
        BitslicedAes.subBytes(q);
        BitslicedAes.shiftRows(q);
        BitslicedAes.mixColumns(q);
    }

    /** AddRoundKey of all 16 key bytes, the key brought into plane form on every call. */
    private static void addRoundKey(long[] q, byte[] key) {
        long[] k = new long[8];
        BitslicedAes.load(key, 0, 0, k);
        for (int i = 0; i < 8; i++) {
            q[i] ^= k[i];
        }
    }
}
