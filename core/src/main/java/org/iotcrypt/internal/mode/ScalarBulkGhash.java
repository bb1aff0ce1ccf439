package org.iotcrypt.internal.mode;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.iotcrypt.internal.engine.BulkGhash;
import org.iotcrypt.internal.engine.Gf128;

/**
 * A {@link BulkGhash} on plain {@code long}s: {@link Ghash}'s carry-less multiplier with
 * aggregated reduction. Each block is multiplied by its own power of H (H^8 for a group's first
 * block down to H for its last; in {@link #absorbLanes} the power of a message's block position),
 * the six word products of those multiplications (Karatsuba's three, low halves and
 * high halves from bit-reversed operands) are summed unreduced, and the sum is reversed back and
 * reduced once per group or message ({@link Gf128#reduceKaratsuba}). Bit reversal and reduction
 * commute with the sum (both are linear over GF(2)), so this is Horner's rule with three word
 * reversals and one reduction per group instead of per block, and with no chain of
 * multiplications: the products of one group are independent, which the processor overlaps.
 *
 * <p>What serves batch GCM's short messages without the vector GHASH, and a key's long runs
 * while the vector GHASH warms up. Only integer multiplies, shifts, AND, OR and XOR; loop bounds
 * and indices come from public lengths and block positions: constant time in every tier. It
 * keeps only the powers of H (as secret as H) and may be shared between threads.
 */
final class ScalarBulkGhash implements BulkGhash {

    private static final VarHandle LONG_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    /** H^(k+1)'s parts at {@code Ghash.PARTS·k}, in {@link Ghash#split}'s order. */
    private final long[] parts = new long[Ghash.PARTS * GROUP_BLOCKS];

    /** Made from H^1..H^8 under {@code h} (16 bytes). */
    ScalarBulkGhash(byte[] h) {
        long[] powers = new long[2 * GROUP_BLOCKS];
        Ghash.powers(h, powers);
        for (int k = 0; k < GROUP_BLOCKS; k++) {
            Ghash.split(powers[2 * k], powers[2 * k + 1], parts, Ghash.PARTS * k);
        }
        Arrays.fill(powers, 0);
    }

    @Override
    public void absorb(long[] y, byte[] in, int off, int groups) {
        long[] sum = new long[6];
        for (int g = 0; g < groups; g++, off += 16 * GROUP_BLOCKS) {
            Arrays.fill(sum, 0);
            // The running value joins the group's first block, the one multiplied by H^8.
            accumulate(sum, (long) LONG_BE.get(in, off) ^ y[0], (long) LONG_BE.get(in, off + 8) ^ y[1], GROUP_BLOCKS - 1);
            for (int b = 1; b < GROUP_BLOCKS; b++) {
                accumulate(sum, (long) LONG_BE.get(in, off + 16 * b), (long) LONG_BE.get(in, off + 16 * b + 8), GROUP_BLOCKS - 1 - b);
            }
            Gf128.reduceKaratsuba(sum[0], sum[1], sum[2], sum[3], sum[4], sum[5], y, 0);
        }
        Arrays.fill(sum, 0);
    }

    /** Message by message of a row, its block positions from the row's first (public) on, each by its power of H. */
    @Override
    public void absorbLanes(long[] ys, long[] words, int[] from, int rows) {
        long[] sum = new long[6];
        for (int row = 0; row < rows; row++) {
            for (int j = 0; j < LANES; j++) {
                Arrays.fill(sum, 0);
                for (int p = from[row]; p < GROUP_BLOCKS; p++) {
                    int at = (row * GROUP_BLOCKS + p) * 2 * LANES + j;
                    accumulate(sum, words[at], words[at + LANES], GROUP_BLOCKS - 1 - p);
                }
                Gf128.reduceKaratsuba(sum[0], sum[1], sum[2], sum[3], sum[4], sum[5], ys, 2 * (row * LANES + j));
            }
        }
        Arrays.fill(sum, 0);
    }

    /**
     * Adds the six unreduced word products of X = (hi, lo) and H^(k+1) into {@code sum}: those of
     * lo·lo, hi·hi, mid·mid and of their bit reversals, as {@link Gf128#reduceKaratsuba} takes them.
     * The same six products as {@code Ghash.multiplyIn}, which reduces them at once from locals:
     * one helper for both, adding into an array there too, made GHASH of 64-byte messages 7-11%
     * slower (GhashBench, size 64, three back-to-back pairs on JDK 17, 2026-12-05), so each keeps
     * its own form.
     */
    private void accumulate(long[] sum, long hi, long lo, int k) {
        long[] t = parts;
        int at = Ghash.PARTS * k;
        long mid = hi ^ lo;
        long lor = Long.reverse(lo);
        long hir = Long.reverse(hi);
        long midr = lor ^ hir;
        sum[0] ^= Ghash.bmul(lo, t[at], t[at + 1], t[at + 2], t[at + 3]);
        sum[1] ^= Ghash.bmul(hi, t[at + 4], t[at + 5], t[at + 6], t[at + 7]);
        sum[2] ^= Ghash.bmul(mid, t[at + 8], t[at + 9], t[at + 10], t[at + 11]);
        sum[3] ^= Ghash.bmul(lor, t[at + 12], t[at + 13], t[at + 14], t[at + 15]);
        sum[4] ^= Ghash.bmul(hir, t[at + 16], t[at + 17], t[at + 18], t[at + 19]);
        sum[5] ^= Ghash.bmul(midr, t[at + 20], t[at + 21], t[at + 22], t[at + 23]);
    }

    @Override
    public void destroy() {
        Arrays.fill(parts, 0);
    }
}
