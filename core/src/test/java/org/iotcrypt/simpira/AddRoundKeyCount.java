package org.iotcrypt.simpira;

import org.iotcrypt.internal.simpira.SimpiraConstants;

/**
 * Test scope: counts the XORs that AddRoundKey costs in one Simpira v2 permutation, computed from the
 * constant schedule, for the effect of the optimization of paper "simpira-avr-riscv-optimization"
 * (section 3.1): an AES-NI-shaped implementation adds a full 16-byte round key twice per F call
 * (the constant, then the all-zero key); the optimized one skips the all-zero key and adds only
 * the constant's non-zero bytes. The paper reports 16 -> 4 byte XORs per constant round key;
 * the schedule gives 4, or 3 where {@code c == b} zeroes the first byte.
 *
 * <p>The bitsliced code XORs bit planes rather than bytes; {@link #planeXors} gives that count
 * (8 planes per full key against the planes of the constant that are not zero). The b = 1 paths
 * of {@link SimpiraOne} do exactly these; for b &gt; 1, {@link Simpira} skips the all-zero key
 * but adds all 8 planes of each constant, since one pass carries the constants of several F calls.
 */
final class AddRoundKeyCount {

    private AddRoundKeyCount() {
    }

    /** Byte XORs of AddRoundKey in one permutation of width b, with or without the optimization. */
    static int byteXors(int b, boolean optimized) {
        int total = 0;
        for (int c = 1; c <= fCalls(b); c++) {
            if (!optimized) {
                total += 2 * 16;
                continue;
            }
            for (byte k : SimpiraConstants.bytes(c, b)) {
                total += k != 0 ? 1 : 0;
            }
        }
        return total;
    }

    /** Bit-plane XORs of AddRoundKey in one bitsliced permutation of width b. */
    static int planeXors(int b, boolean optimized) {
        int total = 0;
        for (int c = 1; c <= fCalls(b); c++) {
            if (!optimized) {
                total += 2 * 8;
                continue;
            }
            long[] k = SimpiraConstants.planes(c, b);
            for (long plane : k) {
                total += plane != 0 ? 1 : 0;
            }
        }
        return total;
    }

    /** The number of F calls in one permutation of width b (the constant counter runs 1..this). */
    static int fCalls(int b) {
        switch (b) {
            case 1:
                return SimpiraOne.ROUNDS;
            case 2:
            case 3:
                return 6 * b + 3;
            case 4:
                return 30;
            case 6:
                return 45;
            case 8:
                return 72;
            default:
                throw new IllegalArgumentException("Simpira v2 width b must be 1, 2, 3, 4, 6 or 8, got " + b);
        }
    }
}
