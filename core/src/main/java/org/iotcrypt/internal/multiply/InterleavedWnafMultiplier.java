package org.iotcrypt.internal.multiply;

import java.util.Arrays;
import org.iotcrypt.internal.field.ModularField;
import org.iotcrypt.internal.point.AffinePoint;
import org.iotcrypt.internal.point.JacobianArithmetic;
import org.iotcrypt.internal.point.JacobianPoint;

/**
 * Variable-time s·G + t·P for public s, t, P (signature verification), by interleaved wNAF.
 *
 * <p>Each scalar's wNAF is recoded once over all 256 bits, and digit i, a multiple of 2^i, is
 * added i mod 16 doublings above the table of odd multiples of 2^(16j)·G (or ·P) for its slice
 * j = i / 16 (the top slice also takes the final carry digit, 16 doublings up), so the shared
 * chain of doublings is 17 long instead of 257. For G the tables are built once per group
 * (w = 8: 64 affine points per slice, 1024 in all, 80 KiB on 5 limbs), when the first key that
 * has its own sliced table needs them. For P a sliced table costs about two one-shot
 * multiplications (240 doublings to reach the 2^(16j)·P, 240 additions, a batched
 * inversion), so it only pays when the key is used again: the first use of a
 * {@link PublicPoint} runs one-shot (odd multiples of P, 257 doublings; since the doublings are
 * there anyway, s·G is one 256-bit wNAF with w = 12 over a table of its own, 1024 affine points,
 * another 80 KiB per group, built after {@link #G_TABLES_AFTER} one-shot calls that use w = 5
 * and G's eight odd multiples made for the call) with w = 5 for P,
 * the window {@code WnafCostReport}'s operation count picks for a table used once (the paper
 * picks 4 on its Cortex-M3); the second use builds the sliced affine table (w = 6, 256
 * points, 20 KiB) and caches it on the PublicPoint for every later use. The cache is bounded
 * by the number of PublicPoint objects alive: one table per key object.
 *
 * <p>The one-shot table is made affine with one more inversion (safegcd makes that cheaper
 * than the 4M + 1S each of its ~42 additions saves as a mixed addition).
 *
 * <p>Counted on sm2p256v1 (field operations per call, besides the final inversion): cached
 * key 565M + 271S (2,000 random s, t through a counting field), one-shot 1397M + 1501S + 1I
 * (1467M + 1528S with G's w = 8 slice table, 1504M + 1539S with G in sixteen slices there too),
 * the building second use 5880M + 2820S + 1I. Recoding each 16-bit slice on its own, as this
 * class did before, left a carry digit at the top of most slices: 665M + 311S for a cached key,
 * 33.8 additions for s at w = 8 and 44.3 for t at w = 6 against 28.9 and 37.0 from whole-scalar
 * digits (3,000 random scalars). With 4, 8 and 16 slices (recoded apart) the cached key cost
 * 735M + 521S, 664M + 372S and 669M + 313S; each doubling also carries about 16 field
 * additions, so 16 slices measured 8% faster than 8. Wider windows on whole-scalar digits:
 * G w = 10 and P w = 7 would count 487M + 241S, for a G table four times and a key table twice
 * as large.
 */
final class InterleavedWnafMultiplier {

    static final int SLICES = 16;
    static final int SLICE_BITS = 16;
    static final int G_W = 8;
    static final int P_CACHED_W = 6;
    static final int P_FRESH_W = 5;
    static final int G_FRESH_W = 12;

    private final ModularField field;
    private final long[] a;
    private final boolean aIsMinus3;
    private final AffinePoint g;
    /** G's sliced table, for keys with a cached table of their own; built when the first such key needs it. */
    private final LazyTable<long[]> gTable;
    /** G's wide table for one-shot verifications; built after {@link #G_TABLES_AFTER} of them. */
    private final LazyTable<long[]> gFreshTable;
    /** One-shot verifications served without G's tables (public, counted loosely). */
    private volatile int oneShots;

    /**
     * One-shot verifications that run without G's tables: building them costs about 2,000
     * point additions, several verifications' worth, which a one-shot command (the CLI's, run
     * mostly in the interpreter) never earns back. These odd multiples of G for the call alone
     * (w = 5, eight points, as for P).
     */
    static final int G_TABLES_AFTER = 2;

    InterleavedWnafMultiplier(ModularField field, long[] a, boolean aIsMinus3, AffinePoint g) {
        this.field = field;
        this.a = a;
        this.aIsMinus3 = aIsMinus3;
        this.g = g;
        this.gTable = new LazyTable<>(() -> WnafMultiplier.oddMultiplesAffine(ops(), g, G_W, SLICES, SLICE_BITS));
        this.gFreshTable = new LazyTable<>(() -> WnafMultiplier.oddMultiplesAffine(ops(), g, G_FRESH_W, 1, 0));
    }

    private JacobianArithmetic ops() {
        return new JacobianArithmetic(field, a, aIsMinus3);
    }

    /** Whether G's one-shot table has been built (for tests). */
    boolean hasFreshTable() {
        return gFreshTable.isBuilt();
    }

    /**
     * Slice j's share of a whole scalar's wNAF: digit 16j + i is i doublings above slice j's table
     * of multiples of 2^(16j); the top slice also takes the final carry, 16 doublings above it.
     */
    private static short[] slice(short[] digits, int j) {
        int from = j * SLICE_BITS;
        return Arrays.copyOfRange(digits, from, j == SLICES - 1 ? digits.length : from + SLICE_BITS);
    }

    /** out = s·G + t·P; variable time. */
    void multiply(byte[] s32, byte[] t32, PublicPoint p, JacobianPoint out) {
        JacobianArithmetic ops = ops();
        long[] s = Scalars.limbs(s32);
        long[] t = Scalars.limbs(t32);
        long[] pTable = p.cachedWnafTable();
        if (pTable == null && p.noteVartimeUse() >= 2) {
            pTable = WnafMultiplier.oddMultiplesAffine(ops, p.affine(), P_CACHED_W, SLICES, SLICE_BITS);
            p.cacheWnafTable(pTable);
        }
        int gCount = 1 << (G_W - 2);
        if (pTable != null) {
            int pCount = 1 << (P_CACHED_W - 2);
            long[][] tables = new long[2 * SLICES][];
            int[] first = new int[2 * SLICES];
            short[][] digits = new short[2 * SLICES][];
            long[] gSliced = gTable.get();
            short[] sDigits = Wnaf.recode(s, 0, SLICES * SLICE_BITS, G_W);
            short[] tDigits = Wnaf.recode(t, 0, SLICES * SLICE_BITS, P_CACHED_W);
            for (int j = 0; j < SLICES; j++) {
                tables[j] = gSliced;
                first[j] = j * gCount;
                digits[j] = slice(sDigits, j);
                tables[SLICES + j] = pTable;
                first[SLICES + j] = j * pCount;
                digits[SLICES + j] = slice(tDigits, j);
            }
            WnafMultiplier.interleave(ops, tables, first, digits, null, null, out);
        } else {
            // 257 doublings are needed for t·P anyway, so s·G takes one wide wNAF over all 256
            // bits: about 256/(G_FRESH_W + 1) additions instead of about 2.2 per slice, and two
            // terms to scan per doubling instead of seventeen
            boolean withoutTable = !gFreshTable.isBuilt() && oneShots++ < G_TABLES_AFTER;
            int gw = withoutTable ? P_FRESH_W : G_FRESH_W;
            long[][] tables = {withoutTable ? WnafMultiplier.oddMultiplesAffine(ops, g, gw, 1, 0) : gFreshTable.get(),
                WnafMultiplier.oddMultiplesAffine(ops, p.affine(), P_FRESH_W, 1, 0)};
            short[][] digits = {Wnaf.recode(s, 0, SLICES * SLICE_BITS, gw),
                Wnaf.recode(t, 0, SLICES * SLICE_BITS, P_FRESH_W)};
            WnafMultiplier.interleave(ops, tables, new int[2], digits, null, null, out);
        }
    }
}
