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

    /** A group's blocks are read into words first, so that one kernel ({@link #absorbBlocks}) serves both calls. */
    @Override
    public void absorb(long[] y, byte[] in, int off, int groups) {
        long[] words = new long[2 * GROUP_BLOCKS];
        long[] sum = new long[10];
        for (int g = 0; g < groups; g++, off += 16 * GROUP_BLOCKS) {
            for (int b = 0; b < GROUP_BLOCKS; b++) {
                words[2 * b] = (long) LONG_BE.get(in, off + 16 * b);
                words[2 * b + 1] = (long) LONG_BE.get(in, off + 16 * b + 8);
            }
            // The running value joins the group's first block, the one multiplied by H^8; that
            // block is secret, so this call never takes the sparse path.
            words[0] ^= y[0];
            words[1] ^= y[1];
            absorbBlocks(words, 0, 1, 0, false, sum, y, 0);
        }
        Arrays.fill(words, 0);
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
                absorbBlocks(words, row * GROUP_BLOCKS * 2 * LANES + j, LANES, from[row], true, sum, ys, 2 * (row * LANES + j));
            }
        }
    }

    /**
     * GHASH of the blocks at positions {@code from..GROUP_BLOCKS - 1} of one group or message from a
     * zero running value, block p (high word at {@code words[at + 2·stride·p]}, low word
     * {@code stride} after it) multiplied by H^(GROUP_BLOCKS - p): the six word products of each
     * (Karatsuba's three, low halves and high halves from bit-reversed operands) summed unreduced
     * in {@code sum[4..9]}, those of public sparse blocks by shifts into {@code sum[0..3]} where
     * {@code sparse} says every block is public, and one reduction into {@code out[outAt]} (high
     * word) and {@code out[outAt + 1]}. {@code sum} is ten longs of scratch, wiped on return.
     *
     * <p>The per-block work is written out here, around calls of {@link Ghash#bmul} only, and not in
     * a helper called per block: C2 does not inline a callee it has already compiled into a big
     * method, and a helper with six products inlined is one, so which was compiled first decided
     * between a call per block and none from one fresh JVM to the next (DefaultPathJitTest reads
     * the JIT's log for this). The sums stay in the array: six local sums made GHASH over 16 KiB
     * about 10% slower on JDK 17 (25,053-25,560 against 26,436-27,365 ops/s, GhashBench,
     * alternating forks, 2026-12-05), where the array form is 5% behind the old helper in the
     * JVMs where it was inlined (27,647-28,882).
     */
    private void absorbBlocks(long[] words, int at, int stride, int from, boolean sparse, long[] sum, long[] out, int outAt) {
        long[] t = parts;
        for (int p = from; p < GROUP_BLOCKS; p++) {
            long hi = words[at + 2 * stride * p];
            long lo = words[at + 2 * stride * p + stride];
            int k = GROUP_BLOCKS - 1 - p;
            if (sparse && Long.bitCount(hi) + Long.bitCount(lo) <= SPARSE_BITS) {
                addShifted(sum, hi, lo, k);
                continue;
            }
            int a = Ghash.PARTS * k;
            long mid = hi ^ lo;
            long lor = Long.reverse(lo);
            long hir = Long.reverse(hi);
            long midr = lor ^ hir;
            sum[4] ^= Ghash.bmul(lo, t[a], t[a + 1], t[a + 2], t[a + 3]);
            sum[5] ^= Ghash.bmul(hi, t[a + 4], t[a + 5], t[a + 6], t[a + 7]);
            sum[6] ^= Ghash.bmul(mid, t[a + 8], t[a + 9], t[a + 10], t[a + 11]);
            sum[7] ^= Ghash.bmul(lor, t[a + 12], t[a + 13], t[a + 14], t[a + 15]);
            sum[8] ^= Ghash.bmul(hir, t[a + 16], t[a + 17], t[a + 18], t[a + 19]);
            sum[9] ^= Ghash.bmul(midr, t[a + 20], t[a + 21], t[a + 22], t[a + 23]);
        }
        Gf128.reduceKaratsuba(sum[4], sum[5], sum[6], sum[7], sum[8], sum[9], sum[0], sum[1], sum[2], sum[3], out, outAt);
        Arrays.fill(sum, 0);
    }

    /**
     * Adds the carry-less product of the public block X = (hi, lo) and H^(k+1) into
     * {@code e[0..3]} (255 bits, most significant word first) as the sum of H^(k+1) shifted
     * by each bit set in X: per bit about a tenth of the work {@link #absorbBlocks} does for a
     * dense block, 96 multiplies whatever the bits.
     */
    private void addShifted(long[] e, long hi, long lo, int k) {
        long h0 = powers[2 * k];
        long h1 = powers[2 * k + 1];
        long e0 = e[0];
        long e1 = e[1];
        long e2 = e[2];
        long e3 = e[3];
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
        e[0] = e0;
        e[1] = e1;
        e[2] = e2;
        e[3] = e3;
    }

    @Override
    public void destroy() {
        Arrays.fill(parts, 0);
        Arrays.fill(powers, 0);
    }
}
