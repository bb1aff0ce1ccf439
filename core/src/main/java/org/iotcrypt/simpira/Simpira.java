package org.iotcrypt.simpira;

import org.iotcrypt.internal.simpira.BitslicedAes;
import org.iotcrypt.internal.simpira.FeistelSchedule;
import org.iotcrypt.internal.simpira.SimpiraConstants;

/**
 * The Simpira v2 permutations of Gueron and Mouha ("Simpira v2: A Family of Efficient
 * Permutations Using the AES Round Function", ASIACRYPT 2016, ePrint 2016/122) on states of
 * {@code 16 * b} bytes for b = 1, 2, 3, 4, 6, 8, bit-compatible with the authors' reference code:
 * sub-block {@code i} is bytes {@code 16i .. 16i+15} of the state, loaded as by
 * {@code _mm_loadu_si128}.
 *
 * <p>The round function is F_c(x) = AESENC(AESENC(x, C_c), 0), with the constant
 * C_c = {@code _mm_setr_epi32(0x00^c^b, 0x10^c^b, 0x20^c^b, 0x30^c^b)} and c counting the F calls
 * from 1. b = 1 is 6 rounds of F on the single block, the last one ending in AESENCLAST (no
 * MixColumns); b = 2 and 3 are Feistel / type-I generalized Feistel with 6b + 3 rounds (15 and
 * 21 F calls); b = 4 is type-II with 15 rounds of 2 F calls; b = 6 and b = 8 use the
 * Suzaki-Minematsu shuffles with 15 rounds of 3 and 18 rounds of 4 F calls.
 *
 * <p>Constant time: the AES rounds are bitsliced (Boyar-Peralta S-box circuit, no table); the
 * state stays in bitsliced form for the whole permutation, and the F calls of one round that do
 * not depend on each other (b = 4, 6, 8) share one pass. Only b, a public parameter, chooses a
 * path; nothing branches on or indexes memory by the state.
 */
public final class Simpira {

    /** The widths b (in 128-bit blocks) this class supports. */
    static final int[] SUPPORTED_WIDTHS = {1, 2, 3, 4, 6, 8};

    private static final int[][][] SCHEDULES = new int[9][][];

    static {
        for (int b : SUPPORTED_WIDTHS) {
            if (b > 1) {
                SCHEDULES[b] = FeistelSchedule.of(b);
            }
        }
    }

    private Simpira() {
    }

    /**
     * Applies the Simpira v2 permutation of width {@code b} to {@code state} in place.
     *
     * @param b the width in 128-bit blocks
     * @param state the 16·b-byte state, permuted in place
     * @throws IllegalArgumentException if b is not 1, 2, 3, 4, 6 or 8, or the state is not 16b bytes
     */
    public static void permute(int b, byte[] state) {
        check(b, state);
        if (b == 1) {
            SimpiraOne.permute(state);
            return;
        }
        long[][] planes = load(b, state);
        for (int[] group : SCHEDULES[b]) {
            applyGroup(b, group, planes);
        }
        store(planes, state);
    }

    /**
     * Applies the inverse of {@link #permute} in place.
     *
     * @param b the width in 128-bit blocks
     * @param state the 16·b-byte state, permuted in place
     * @throws IllegalArgumentException if b is not 1, 2, 3, 4, 6 or 8, or the state is not 16b bytes
     */
    public static void invert(int b, byte[] state) {
        check(b, state);
        if (b == 1) {
            SimpiraOne.invert(state);
            return;
        }
        // A Feistel step x[dst] ^= F(x[src]) is its own inverse; the calls of one group are
        // independent, so running the groups backwards inverts the permutation.
        int[][] schedule = SCHEDULES[b];
        long[][] planes = load(b, state);
        for (int g = schedule.length - 1; g >= 0; g--) {
            applyGroup(b, schedule[g], planes);
        }
        store(planes, state);
    }

    /**
     * True when b is one of the supported widths.
     *
     * @param b the width in 128-bit blocks
     * @return whether Simpira v2 is defined for this width
     */
    public static boolean isSupported(int b) {
        for (int s : SUPPORTED_WIDTHS) {
            if (s == b) {
                return true;
            }
        }
        return false;
    }

    private static void check(int b, byte[] state) {
        if (!isSupported(b)) {
            throw new IllegalArgumentException("Simpira v2 width b must be 1, 2, 3, 4, 6 or 8, got " + b);
        }
        if (state == null || state.length != 16 * b) {
            throw new IllegalArgumentException("Simpira v2 with b = " + b + " needs a " + (16 * b)
                    + "-byte state, got " + (state == null ? "null" : state.length + " bytes"));
        }
    }

    /**
     * The state in bitsliced form for the whole permutation, so that sub-blocks are transposed
     * once and not at every F call: sub-block i in lane i % 4 of plane set i / 4.
     */
    private static long[][] load(int b, byte[] state) {
        long[][] planes = new long[(b + BitslicedAes.LANES - 1) / BitslicedAes.LANES][8];
        for (int i = 0; i < b; i++) {
            BitslicedAes.load(state, 16 * i, i % BitslicedAes.LANES, planes[i / BitslicedAes.LANES]);
        }
        return planes;
    }

    private static void store(long[][] planes, byte[] state) {
        for (int i = 0; i < state.length / 16; i++) {
            BitslicedAes.store(planes[i / BitslicedAes.LANES], i % BitslicedAes.LANES, state, 16 * i);
        }
    }

    /** One group {c, src, dst, ...}: x[dst] ^= F_c(x[src]) for each triple, in one bitsliced pass. */
    private static void applyGroup(int b, int[] group, long[][] planes) {
        long[] q = new long[8];
        int lanes = group.length / 3;
        for (int k = 0; k < lanes; k++) {
            int src = group[3 * k + 1];
            long[] from = planes[src / BitslicedAes.LANES];
            int shift = 16 * (src % BitslicedAes.LANES);
            for (int i = 0; i < 8; i++) {
                q[i] |= ((from[i] >>> shift) & 0xFFFFL) << (16 * k);
            }
        }
        BitslicedAes.subBytes(q);
        BitslicedAes.shiftRows(q);
        BitslicedAes.mixColumns(q);
        for (int k = 0; k < lanes; k++) {
            long[] c = SimpiraConstants.planes(group[3 * k], b);
            for (int i = 0; i < 8; i++) {
                q[i] ^= c[i] << (16 * k);
            }
        }
        BitslicedAes.subBytes(q);
        BitslicedAes.shiftRows(q);
        BitslicedAes.mixColumns(q);
        for (int k = 0; k < lanes; k++) {
            int dst = group[3 * k + 2];
            long[] to = planes[dst / BitslicedAes.LANES];
            int shift = 16 * (dst % BitslicedAes.LANES);
            for (int i = 0; i < 8; i++) {
                to[i] ^= ((q[i] >>> (16 * k)) & 0xFFFFL) << shift;
            }
        }
    }
}
