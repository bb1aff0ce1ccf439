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
 * and indices come from public lengths and block positions: constant time in every tier. One
 * fast path is variable time on public data only: in {@link #absorbLanes}, where every block is
 * AAD, ciphertext or lengths, a block with few bits set is multiplied by shifts of H chosen by
 * those bits ({@link #addShifted}); which path a block takes, and how long it runs, never depends
 * on H. It keeps only the powers of H (as secret as H) and may be shared between threads.
 */
final class ScalarBulkGhash implements BulkGhash {

    private static final VarHandle LONG_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    /**
     * The most bits a block of {@link #absorbLanes} may have set to take {@link #addShifted}:
     * about where a bit's shifts add up to the multiplier's fixed work (16 and 24 timed alike;
     * 8 catches little more than the length blocks). Batch GCM of 16 messages of 64 bytes with
     * 20 bytes of AAD ran 3-8% faster with this path than without (JMH, two pairs of runs on
     * each of JDK 17 and 25, Zen 5, 2026-12-05: 103,708 -> 106,729 and 108,424 -> 116,021
     * batches a second among them).
     */
    static final int SPARSE_BITS = 16;

    /** H^(k+1)'s parts at {@code Ghash.PARTS·k}, in {@link Ghash#split}'s order. */
    private final long[] parts = new long[Ghash.PARTS * GROUP_BLOCKS];

    /** H^(k+1) at {@code 2k} (high word) and {@code 2k + 1}. */
    private final long[] powers = new long[2 * GROUP_BLOCKS];

    /** Made from H^1..H^8 under {@code h} (16 bytes). */
    ScalarBulkGhash(byte[] h) {
        Ghash.powers(h, powers);
        for (int k = 0; k < GROUP_BLOCKS; k++) {
            Ghash.split(powers[2 * k], powers[2 * k + 1], parts, Ghash.PARTS * k);
        }
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

    /**
     * Message by message of a row, its block positions from the row's first (public) on, each by
     * its power of H. Every word here is public (AAD, ciphertext, lengths; each message starts
     * from a zero running value), so a block with at most {@link #SPARSE_BITS} bits set, such as
     * the length block, a zero-padded AAD tail or a zero block before a short message, takes
     * {@link #addShifted}, whose time depends on those public bits and never on H.
     */
    @Override
    public void absorbLanes(long[] ys, long[] words, int[] from, int rows) {
        long[] sum = new long[10];
        for (int row = 0; row < rows; row++) {
            for (int j = 0; j < LANES; j++) {
                Arrays.fill(sum, 0);
                for (int p = from[row]; p < GROUP_BLOCKS; p++) {
                    int at = (row * GROUP_BLOCKS + p) * 2 * LANES + j;
                    long hi = words[at];
                    long lo = words[at + LANES];
                    if (Long.bitCount(hi) + Long.bitCount(lo) <= SPARSE_BITS) {
                        addShifted(sum, hi, lo, GROUP_BLOCKS - 1 - p);
                    } else {
                        accumulate(sum, hi, lo, GROUP_BLOCKS - 1 - p);
                    }
                }
                Gf128.reduceKaratsuba(sum[0], sum[1], sum[2], sum[3], sum[4], sum[5],
                        sum[6], sum[7], sum[8], sum[9], ys, 2 * (row * LANES + j));
            }
        }
        Arrays.fill(sum, 0);
    }

    /**
     * Adds the carry-less product of the public block X = (hi, lo) and H^(k+1) into
     * {@code sum[6..9]} (255 bits, most significant word first) as the sum of H^(k+1) shifted
     * by each bit set in X: about a tenth of {@link #accumulate}'s work per bit, against its
     * 96 multiplies whatever the bits.
     */
    private void addShifted(long[] sum, long hi, long lo, int k) {
        long h0 = powers[2 * k];
        long h1 = powers[2 * k + 1];
        long e0 = sum[6];
        long e1 = sum[7];
        long e2 = sum[8];
        long e3 = sum[9];
        // H << j for a bit j of lo spans words 1..3, for a bit of hi words 0..2; ">>> 1 >>> (63 - j)"
        // is ">>> (64 - j)", zero for j = 0 where Java's shift by 64 would be none.
        for (long b = lo; b != 0; b &= b - 1) {
            int j = Long.numberOfTrailingZeros(b);
            e3 ^= h1 << j;
            e2 ^= (h1 >>> 1 >>> (63 - j)) ^ (h0 << j);
            e1 ^= h0 >>> 1 >>> (63 - j);
        }
        for (long b = hi; b != 0; b &= b - 1) {
            int j = Long.numberOfTrailingZeros(b);
            e2 ^= h1 << j;
            e1 ^= (h1 >>> 1 >>> (63 - j)) ^ (h0 << j);
            e0 ^= h0 >>> 1 >>> (63 - j);
        }
        sum[6] = e0;
        sum[7] = e1;
        sum[8] = e2;
        sum[9] = e3;
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
        Arrays.fill(powers, 0);
    }
}
