package org.iotcrypt.internal.simpira;

/**
 * The round constants of Simpira v2. The reference code builds the constant of the F call with
 * counter {@code c} as {@code _mm_setr_epi32(0x00^c^b, 0x10^c^b, 0x20^c^b, 0x30^c^b)}: four
 * 32-bit words, the first in the lowest lane, each stored little-endian. As AES state bytes
 * (the order {@code _mm_loadu_si128} gives a byte array) that is word {@code w} at bytes
 * {@code 4w .. 4w+3}, least significant byte first. The constants are public, so they are
 * precomputed once, in bytes and in the bitsliced plane form the round function adds.
 */
public final class SimpiraConstants {

    /** Largest F counter over the supported widths (b = 8: 18 rounds of 4 F calls). */
    public static final int MAX_COUNTER = 72;

    /** Largest width b (the permutations themselves take 1, 2, 3, 4, 6 and 8). */
    public static final int MAX_WIDTH = 8;

    private static final long[][][] PLANES = new long[MAX_WIDTH + 1][MAX_COUNTER + 1][];

    static {
        for (int b = 1; b <= MAX_WIDTH; b++) {
            for (int c = 1; c <= MAX_COUNTER; c++) {
                long[] q = new long[8];
                BitslicedAes.load(bytes(c, b), 0, 0, q);
                PLANES[b][c] = q;
            }
        }
    }

    private SimpiraConstants() {
    }

    /** The 16 bytes of the constant for F counter {@code c} and width {@code b}. */
    public static byte[] bytes(int c, int b) {
        byte[] k = new byte[16];
        for (int w = 0; w < 4; w++) {
            int word = (0x10 * w) ^ c ^ b;
            for (int j = 0; j < 4; j++) {
                k[4 * w + j] = (byte) (word >>> (8 * j));
            }
        }
        return k;
    }

    /** The constant in bitsliced form, lane 0 (shift left by 16k for lane k); do not modify. */
    public static long[] planes(int c, int b) {
        return PLANES[b][c];
    }
}
