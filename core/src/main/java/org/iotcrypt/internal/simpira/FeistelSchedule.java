package org.iotcrypt.internal.simpira;

/**
 * The order of F calls of Simpira v2 for b = 2, 3, 4, 6, 8, as groups of independent calls.
 * Each group is a flat array of triples {counter c, source block, target block} meaning
 * x[target] ^= F_c(x[source]); no call of a group reads a block another call of it writes.
 * The index schedules follow the paper and the authors' reference code (Permutations_Ref.c).
 */
public final class FeistelSchedule {

    /** b = 6: the Suzaki-Minematsu shuffle written as the block order s. */
    private static final int[] S6 = {0, 1, 2, 5, 4, 3};
    /** b = 8: six blocks in the order s, and the two blocks t. */
    private static final int[] S8 = {0, 1, 6, 5, 4, 3};
    private static final int[] T8 = {2, 7};

    private FeistelSchedule() {
    }

    public static int[][] of(int b) {
        switch (b) {
            case 2:
            case 3: {
                // 6b + 3 rounds of a (type-I generalized) Feistel with cyclic shift.
                int rounds = 6 * b + 3;
                int[][] g = new int[rounds][];
                for (int r = 0; r < rounds; r++) {
                    g[r] = new int[] {r + 1, r % b, (r + 1) % b};
                }
                return g;
            }
            case 4: {
                // 6b - 9 = 15 rounds of a type-II Feistel, two F calls each.
                int[][] g = new int[15][];
                for (int r = 0; r < 15; r++) {
                    g[r] = new int[] {
                        2 * r + 1, r % 4, (r + 1) % 4,
                        2 * r + 2, (r + 2) % 4, (r + 3) % 4};
                }
                return g;
            }
            case 6: {
                int[][] g = new int[15][];
                for (int r = 0; r < 15; r++) {
                    g[r] = new int[] {
                        3 * r + 1, S6[r % 6], S6[(r + 1) % 6],
                        3 * r + 2, S6[(r + 2) % 6], S6[(r + 5) % 6],
                        3 * r + 3, S6[(r + 4) % 6], S6[(r + 3) % 6]};
                }
                return g;
            }
            case 8: {
                int[][] g = new int[18][];
                for (int r = 0; r < 18; r++) {
                    g[r] = new int[] {
                        4 * r + 1, S8[r % 6], S8[(r + 1) % 6],
                        4 * r + 2, T8[r % 2], S8[(r + 5) % 6],
                        4 * r + 3, S8[(r + 4) % 6], S8[(r + 3) % 6],
                        4 * r + 4, S8[(r + 2) % 6], T8[(r + 1) % 2]};
                }
                return g;
            }
            default:
                throw new IllegalArgumentException("no Feistel schedule for b = " + b);
        }
    }
}
