package org.iotcrypt.internal.mode;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.iotcrypt.internal.engine.BulkGhash;
import org.iotcrypt.internal.engine.Gf128;

/**
 * A {@link BulkGhash} on plain {@code long}s with aggregated reduction: each block of a group is
 * multiplied by its own power of H (H^8 for a group's first block down to H for its last; in
 * {@link #absorbLanes} the power of a message's block position), the products are summed
 * unreduced, and the sum is reduced once per group or message. Reduction commutes with the sum
 * (it is linear over GF(2)), so this is Horner's rule with one reduction per group and no chain
 * of multiplications.
 *
 * <p>Two multipliers, chosen by what is secret. GHASH's blocks are AAD and ciphertext, which GCM
 * sends in the clear; only H, its powers and the running value are secret. {@link Ghash}'s
 * carry-less multiplier ({@link #absorbBlocks}) never branches on or indexes by its operands; it
 * takes every block that carries the running value (in {@link #absorb}, the first of each
 * group; in {@link #absorbTail}, the first of a message's last blocks, unless the running value is
 * known to be zero), and every block until the key has hashed {@link Ghash#TABLES_AFTER_BLOCKS}. From then
 * on the public blocks are multiplied by byte tables of the powers of H ({@link #table}: H's
 * powers times each byte value, 32 KiB, made once, in 2-3 µs, which that many blocks pay back):
 * the addresses read follow the public bytes, the entries (as secret as H) are only read and
 * XORed ({@link #absorbPublic}). Branches follow public data only: lengths, a message that fills
 * all eight positions, and the last block's bytes above its highest set bit (a length block's,
 * mostly), which are skipped. So time depends on lengths and public data, never on H or the
 * running value: constant time with respect to secrets in every tier (the leakage harness
 * measures both multipliers with H fixed vs random). With the tables, batch GCM of 16 messages
 * ran 14-18% faster than with the multiplier and a shift-and-add path for sparse blocks, GHASH
 * over 16 KiB 20% faster (JMH, alternating forks, JDK 17 and 25, Zen 5, 2026-12-06). Tables of
 * nibbles (32 lookups a block) had gained nothing; bytes halve the lookups, and summing the
 * entries of one byte place over all blocks before shifting them once leaves two loads and two
 * XORs per byte of a block.
 *
 * <p>It keeps only the powers of H, their multiplier operands and the tables, and may be shared
 * between threads (two threads may both make the tables once; they make the same, and a lost
 * update of the block count only delays them).
 */
final class ScalarBulkGhash implements BulkGhash {

    private static final VarHandle LONG_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    /** Longs in one power's table: 256 entries of two words. */
    private static final int POWER = 512;

    /** H^(k+1)'s multiplier operands at {@code Ghash.PARTS·k}, in {@link Ghash#split}'s order. */
    private final long[] parts = new long[Ghash.PARTS * GROUP_BLOCKS];

    /** H^(k+1) at {@code 2k} (high word) and {@code 2k + 1}: what the tables are made from. */
    private final long[] powers = new long[2 * GROUP_BLOCKS];

    /** The byte tables ({@link #table}), null until made. */
    private volatile long[] table;

    /** Blocks hashed by the multiplier while there are no tables (public: from lengths). */
    private int multiplied;

    /** Made from H^1..H^8 under {@code h} (16 bytes). */
    ScalarBulkGhash(byte[] h) {
        Ghash.powers(h, powers);
        for (int k = 0; k < GROUP_BLOCKS; k++) {
            Ghash.split(powers[2 * k], powers[2 * k + 1], parts, Ghash.PARTS * k);
        }
    }

    /**
     * Each group: read into words, the running value XORed into its first block; then all eight
     * blocks by the multiplier, or, with the tables, the first by the multiplier and the seven
     * public others by the tables, the two reduced products summed.
     */
    @Override
    public void absorb(long[] y, byte[] in, int off, int groups) {
        long[] t = tables(groups * GROUP_BLOCKS);
        long[] words = new long[2 * GROUP_BLOCKS];
        long[] sum = new long[6];
        long[] secret = new long[2];
        for (int g = 0; g < groups; g++, off += 16 * GROUP_BLOCKS) {
            for (int p = 0; p < GROUP_BLOCKS; p++) {
                words[2 * p] = (long) LONG_BE.get(in, off + 16 * p);
                words[2 * p + 1] = (long) LONG_BE.get(in, off + 16 * p + 8);
            }
            words[0] ^= y[0];
            words[1] ^= y[1];
            if (t == null) {
                absorbBlocks(words, 0, 1, 0, GROUP_BLOCKS, sum, y, 0);
            } else {
                absorbBlocks(words, 0, 1, 0, 1, sum, secret, 0);
                absorbPublic(t, words, 0, 1, 1, y, 0);
                y[0] ^= secret[0];
                y[1] ^= secret[1];
            }
        }
        // The first block carried the running value.
        Arrays.fill(words, 0, 2, 0);
        Arrays.fill(secret, 0);
    }

    /**
     * A message's last blocks: with the tables, every public block by the tables and only the
     * block that carries the running value by the multiplier (none when the running value is
     * known to be zero: a short message's whole GHASH is table reads and one reduction); without
     * them, every block by the multiplier, one reduction. The table kernel reads block positions
     * 1-7 whatever the tail's length, yet in a loop of 16-byte messages with 20 bytes of AAD (JDK
     * 17) their four-block tail was faster by the tables than by the multiplier, so the tables
     * take every tail.
     */
    @Override
    public void absorbTail(long[] y, byte[] group, int from, boolean yIsZero) {
        long[] t = tables(GROUP_BLOCKS - from);
        long[] words = new long[2 * GROUP_BLOCKS];
        for (int p = from; p < GROUP_BLOCKS; p++) {
            words[2 * p] = (long) LONG_BE.get(group, 16 * p);
            words[2 * p + 1] = (long) LONG_BE.get(group, 16 * p + 8);
        }
        words[2 * from] ^= y[0];
        words[2 * from + 1] ^= y[1];
        long[] sum = new long[6];
        if (t == null) {
            absorbBlocks(words, 0, 1, from, GROUP_BLOCKS, sum, y, 0);
        } else if (yIsZero) {
            absorbPublic(t, words, 0, 1, from, y, 0);
        } else {
            long[] secret = new long[2];
            absorbBlocks(words, 0, 1, from, from + 1, sum, secret, 0);
            // the block that carried the running value must not reach the tables
            words[2 * from] = 0;
            words[2 * from + 1] = 0;
            absorbPublic(t, words, 0, 1, from + 1, y, 0);
            y[0] ^= secret[0];
            y[1] ^= secret[1];
            Arrays.fill(secret, 0);
        }
        Arrays.fill(words, 0, 2 * from + 2, 0);
    }

    /**
     * Message by message of a row, its block positions from the row's first (public) on: every
     * word here is public (AAD, ciphertext, lengths; each message starts from a zero running value).
     */
    @Override
    public void absorbLanes(long[] ys, long[] words, int[] from, int rows) {
        int blocks = 0;
        for (int row = 0; row < rows; row++) {
            blocks += LANES * (GROUP_BLOCKS - from[row]);
        }
        long[] t = tables(blocks);
        long[] sum = new long[6];
        for (int row = 0; row < rows; row++) {
            for (int j = 0; j < LANES; j++) {
                int at = row * GROUP_BLOCKS * 2 * LANES + j;
                int outAt = 2 * (row * LANES + j);
                if (t == null) {
                    absorbBlocks(words, at, LANES, from[row], GROUP_BLOCKS, sum, ys, outAt);
                } else {
                    absorbPublic(t, words, at, LANES, from[row], ys, outAt);
                }
            }
        }
    }

    /**
     * The tables, or null while the key has hashed fewer than {@link Ghash#TABLES_AFTER_BLOCKS}
     * blocks (counting the {@code blocks} of this call, which still go to the multiplier).
     */
    private long[] tables(int blocks) {
        if (table == null && multiplied < Ghash.TABLES_AFTER_BLOCKS) {
            multiplied += blocks;
            return null;
        }
        return table();
    }

    /** Whether the tables have been made: for the tests. */
    boolean hasTables() {
        return table != null;
    }

    /**
     * The byte tables, made on first call: for each power H^(k+1) and each byte value b, the
     * product in GF(2^128) of H^(k+1) and the block whose first byte is b and whose other bytes
     * are zero (the polynomial of b's bits, its first bit x^0), at {@code POWER·k + 2b} (high
     * word) and the next. The eight single bits are H^(k+1) times x^0..x^7 (a shift right each,
     * reduced), every other entry the XOR of two made before: shifts, XORs and public indices.
     * 2.4-2.5 µs (a probe on Zen 5, JDK 17 and 25: a fresh object's first row of
     * {@code absorbLanes} by the tables, less a reused one's).
     */
    long[] table() {
        long[] t = table;
        if (t == null) {
            t = new long[POWER * GROUP_BLOCKS];
            for (int k = 0; k < GROUP_BLOCKS; k++) {
                int base = POWER * k;
                long hi = powers[2 * k];
                long lo = powers[2 * k + 1];
                for (int bit = 0x80; bit != 0; bit >>>= 1) {
                    t[base + 2 * bit] = hi;
                    t[base + 2 * bit + 1] = lo;
                    // Times x: one place right in GCM's reflected order, x^128 folded back as 0xE1 || 0^120.
                    long carry = -(lo & 1);
                    lo = (lo >>> 1) | (hi << 63);
                    hi = (hi >>> 1) ^ (0xE100000000000000L & carry);
                }
                // Entry bit + j, for each j below bit, is entry bit XOR entry j: lowest bit first.
                for (int bit = 2; bit < 256; bit <<= 1) {
                    long bitHi = t[base + 2 * bit];
                    long bitLo = t[base + 2 * bit + 1];
                    for (int j = 1; j < bit; j++) {
                        t[base + 2 * (bit + j)] = bitHi ^ t[base + 2 * j];
                        t[base + 2 * (bit + j) + 1] = bitLo ^ t[base + 2 * j + 1];
                    }
                }
            }
            table = t;
        }
        return t;
    }

    /**
     * GHASH from a zero running value of blocks {@code from..to - 1} of one group or message by
     * the carry-less multiplier, block p (high word at {@code words[at + 2·stride·p]}, low word
     * {@code stride} after it) times H^(8 - p): the six word products of each (Karatsuba's three,
     * low halves and high halves from bit-reversed operands) summed unreduced in {@code sum}
     * (six longs of scratch, wiped on return), and one reduction into {@code out[outAt]} (high
     * word) and {@code out[outAt + 1]}.
     *
     * <p>The per-block work is written out here, around calls of {@link Ghash#bmul} only, and not
     * in a helper called per block: C2 does not inline a callee it has already compiled into a big
     * method, and a helper with six products inlined is one, so which was compiled first decided
     * between a call per block and none from one fresh JVM to the next (DefaultPathJitTest reads
     * the JIT's log for this). The sums stay in the array: six local sums made GHASH over 16 KiB
     * about 10% slower on JDK 17 (GhashBench, alternating forks, 2026-12-05).
     */
    private void absorbBlocks(long[] words, int at, int stride, int from, int to, long[] sum, long[] out, int outAt) {
        long[] t = parts;
        for (int p = from; p < to; p++) {
            long hi = words[at + 2 * stride * p];
            long lo = words[at + 2 * stride * p + stride];
            int a = Ghash.PARTS * (GROUP_BLOCKS - 1 - p);
            long mid = hi ^ lo;
            long lor = Long.reverse(lo);
            long hir = Long.reverse(hi);
            long midr = lor ^ hir;
            sum[0] ^= Ghash.bmul(lo, t[a], t[a + 1], t[a + 2], t[a + 3]);
            sum[1] ^= Ghash.bmul(hi, t[a + 4], t[a + 5], t[a + 6], t[a + 7]);
            sum[2] ^= Ghash.bmul(mid, t[a + 8], t[a + 9], t[a + 10], t[a + 11]);
            sum[3] ^= Ghash.bmul(lor, t[a + 12], t[a + 13], t[a + 14], t[a + 15]);
            sum[4] ^= Ghash.bmul(hir, t[a + 16], t[a + 17], t[a + 18], t[a + 19]);
            sum[5] ^= Ghash.bmul(midr, t[a + 20], t[a + 21], t[a + 22], t[a + 23]);
        }
        Gf128.reduceKaratsuba(sum[0], sum[1], sum[2], sum[3], sum[4], sum[5], out, outAt);
        Arrays.fill(sum, 0);
    }

    /**
     * GHASH from a zero running value of the public blocks {@code from..7} of one group or message
     * by the tables {@code t}, block p (high word at {@code words[at + 2·stride·p]}, low word
     * {@code stride} after it) times H^(8 - p), into {@code out[outAt]} (high word) and
     * {@code out[outAt + 1]}; blocks 1 to 6 are read even below {@code from} (they are zero
     * there). A block X is the sum over its sixteen bytes b_i (i = 0 for the first) of
     * (b_i || 0^120)·x^(8i), so X·H^k is the sum of the table entries of its bytes times
     * x^(8i): the entries of one byte place i of all blocks are summed first, then shifted once
     * into the 256-bit product, which is reduced at the end. The eight places of a word are the
     * loop; the blocks are written out, since a loop over them, with its variable start, ran 9%
     * slower (JMH, batch GCM of 16 on JDK 25, alternating forks, 2026-12-06).
     */
    private static void absorbPublic(long[] t, long[] words, int at, int stride, int from, long[] out, int outAt) {
        // The 256-bit product, most significant word first (bit 255 - d is x^d).
        long q0 = 0;
        long q1 = 0;
        long q2 = 0;
        long q3 = 0;
        // The last block's bytes above its highest set bit are zero and skipped (public data).
        int lastBits = 64 - Long.numberOfLeadingZeros(words[at + 2 * stride * 7] | words[at + 2 * stride * 7 + stride]);
        for (int s = 0; s < 64; s += 8) {
            // The entries of the byte at bit s of every block's low word (v3, v2) and high word
            // (v2, v1): x^(8i) with i = 15 - s/8 and 7 - s/8; they go s + 8 bits up.
            long v1 = 0;
            long v2 = 0;
            long v3 = 0;
            if (from == 0) {
                long hi0 = words[at + 2 * stride * 0];
                long lo0 = words[at + 2 * stride * 0 + stride];
                int l0 = 7 * POWER + 2 * ((int) (lo0 >>> s) & 0xff);
                int h0 = 7 * POWER + 2 * ((int) (hi0 >>> s) & 0xff);
                v3 ^= t[l0 + 1];
                v2 ^= t[l0] ^ t[h0 + 1];
                v1 ^= t[h0];
            }
            long hi1 = words[at + 2 * stride * 1];
            long lo1 = words[at + 2 * stride * 1 + stride];
            int l1 = 6 * POWER + 2 * ((int) (lo1 >>> s) & 0xff);
            int h1 = 6 * POWER + 2 * ((int) (hi1 >>> s) & 0xff);
            v3 ^= t[l1 + 1];
            v2 ^= t[l1] ^ t[h1 + 1];
            v1 ^= t[h1];
            long hi2 = words[at + 2 * stride * 2];
            long lo2 = words[at + 2 * stride * 2 + stride];
            int l2 = 5 * POWER + 2 * ((int) (lo2 >>> s) & 0xff);
            int h2 = 5 * POWER + 2 * ((int) (hi2 >>> s) & 0xff);
            v3 ^= t[l2 + 1];
            v2 ^= t[l2] ^ t[h2 + 1];
            v1 ^= t[h2];
            long hi3 = words[at + 2 * stride * 3];
            long lo3 = words[at + 2 * stride * 3 + stride];
            int l3 = 4 * POWER + 2 * ((int) (lo3 >>> s) & 0xff);
            int h3 = 4 * POWER + 2 * ((int) (hi3 >>> s) & 0xff);
            v3 ^= t[l3 + 1];
            v2 ^= t[l3] ^ t[h3 + 1];
            v1 ^= t[h3];
            long hi4 = words[at + 2 * stride * 4];
            long lo4 = words[at + 2 * stride * 4 + stride];
            int l4 = 3 * POWER + 2 * ((int) (lo4 >>> s) & 0xff);
            int h4 = 3 * POWER + 2 * ((int) (hi4 >>> s) & 0xff);
            v3 ^= t[l4 + 1];
            v2 ^= t[l4] ^ t[h4 + 1];
            v1 ^= t[h4];
            long hi5 = words[at + 2 * stride * 5];
            long lo5 = words[at + 2 * stride * 5 + stride];
            int l5 = 2 * POWER + 2 * ((int) (lo5 >>> s) & 0xff);
            int h5 = 2 * POWER + 2 * ((int) (hi5 >>> s) & 0xff);
            v3 ^= t[l5 + 1];
            v2 ^= t[l5] ^ t[h5 + 1];
            v1 ^= t[h5];
            long hi6 = words[at + 2 * stride * 6];
            long lo6 = words[at + 2 * stride * 6 + stride];
            int l6 = POWER + 2 * ((int) (lo6 >>> s) & 0xff);
            int h6 = POWER + 2 * ((int) (hi6 >>> s) & 0xff);
            v3 ^= t[l6 + 1];
            v2 ^= t[l6] ^ t[h6 + 1];
            v1 ^= t[h6];
            if (s < lastBits) {
                long hi7 = words[at + 2 * stride * 7];
                long lo7 = words[at + 2 * stride * 7 + stride];
                int l7 = 2 * ((int) (lo7 >>> s) & 0xff);
                int h7 = 2 * ((int) (hi7 >>> s) & 0xff);
                v3 ^= t[l7 + 1];
                v2 ^= t[l7] ^ t[h7 + 1];
                v1 ^= t[h7];
            }
            // s + 8 is at most 64, so 56 - s never asks Java for a shift by 64.
            q3 ^= v3 << 8 << s;
            q2 ^= (v2 << 8 << s) ^ (v3 >>> (56 - s));
            q1 ^= (v1 << 8 << s) ^ (v2 >>> (56 - s));
            q0 ^= v1 >>> (56 - s);
        }
        Gf128.reduceWide(q0, q1, q2, q3, out, outAt);
    }

    @Override
    public void destroy() {
        Arrays.fill(parts, 0);
        Arrays.fill(powers, 0);
        long[] t = table;
        if (t != null) {
            Arrays.fill(t, 0);
        }
    }
}
