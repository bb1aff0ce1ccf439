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
 * sends in the clear; only H, its powers and the running value are secret. A block that carries
 * the running value (in {@link #absorb}, the first block of each group) goes to {@link Ghash}'s
 * carry-less multiplier, which never branches on or indexes by its operands. Every other block
 * is public and is multiplied by byte tables of the powers of H ({@link #table}, H's powers times
 * each byte value, 32 KiB, made on first use): the addresses read follow the public bytes, the
 * entries (as secret as H) are only read and XORed. Two branches follow public data only: a
 * message that fills all eight positions includes position 0, and the last block's bytes above
 * its highest set bit (a length block's, mostly) are skipped. So time depends on lengths and
 * public data, never on H or the running value: constant time with respect to secrets in every
 * tier (the leakage harness measures both calls with H fixed vs random). A block by table costs
 * about half a block by the multiplier; batch GCM of 16 messages ran 14-18% faster with the
 * tables than with the multiplier and a shift-and-add path for sparse blocks (JMH, alternating
 * forks, JDK 17 and 25, Zen 5, 2026-12-06).
 *
 * <p>It keeps only H^8's multiplier operands, the powers of H and the tables, and may be shared
 * between threads (two threads may both build the tables once; they build the same).
 */
final class ScalarBulkGhash implements BulkGhash {

    private static final VarHandle LONG_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    /** Longs in one power's table: 256 entries of two words. */
    private static final int POWER = 512;

    /** H^8's multiplier operands ({@link Ghash#split}): for the block that carries the running value. */
    private final long[] first = new long[Ghash.PARTS];

    /** H^(k+1) at {@code 2k} (high word) and {@code 2k + 1}: what the tables are made from. */
    private final long[] powers = new long[2 * GROUP_BLOCKS];

    /** The byte tables ({@link #table}), null until first needed. */
    private volatile long[] table;

    /** Made from H^1..H^8 under {@code h} (16 bytes). */
    ScalarBulkGhash(byte[] h) {
        Ghash.powers(h, powers);
        Ghash.split(powers[2 * GROUP_BLOCKS - 2], powers[2 * GROUP_BLOCKS - 1], first, 0);
    }

    /**
     * Each group: its first block, XORed with the running value, by the carry-less multiplier
     * times H^8; the seven others, public, by the tables ({@link #absorbPublic}); the two reduced
     * products summed into the new running value. A group's words are laid out as one lane of
     * {@link #absorbLanes}' rows, so that one kernel serves both.
     */
    @Override
    public void absorb(long[] y, byte[] in, int off, int groups) {
        long[] t = table();
        long[] words = new long[2 * GROUP_BLOCKS * LANES];
        long[] secret = new long[2];
        long[] f = first;
        for (int g = 0; g < groups; g++, off += 16 * GROUP_BLOCKS) {
            for (int p = 1; p < GROUP_BLOCKS; p++) {
                words[2 * LANES * p] = (long) LONG_BE.get(in, off + 16 * p);
                words[2 * LANES * p + LANES] = (long) LONG_BE.get(in, off + 16 * p + 8);
            }
            long hi = (long) LONG_BE.get(in, off) ^ y[0];
            long lo = (long) LONG_BE.get(in, off + 8) ^ y[1];
            long lor = Long.reverse(lo);
            long hir = Long.reverse(hi);
            Gf128.reduceKaratsuba(Ghash.bmul(lo, f[0], f[1], f[2], f[3]), Ghash.bmul(hi, f[4], f[5], f[6], f[7]),
                    Ghash.bmul(hi ^ lo, f[8], f[9], f[10], f[11]), Ghash.bmul(lor, f[12], f[13], f[14], f[15]),
                    Ghash.bmul(hir, f[16], f[17], f[18], f[19]), Ghash.bmul(lor ^ hir, f[20], f[21], f[22], f[23]), secret, 0);
            absorbPublic(t, words, 0, 1, y, 0);
            y[0] ^= secret[0];
            y[1] ^= secret[1];
        }
        Arrays.fill(secret, 0);
    }

    /**
     * Message by message of a row, its block positions from the row's first (public) on, by the
     * tables: every word here is public (AAD, ciphertext, lengths; each message starts from a
     * zero running value).
     */
    @Override
    public void absorbLanes(long[] ys, long[] words, int[] from, int rows) {
        long[] t = table();
        for (int row = 0; row < rows; row++) {
            for (int j = 0; j < LANES; j++) {
                absorbPublic(t, words, row * GROUP_BLOCKS * 2 * LANES + j, from[row], ys, 2 * (row * LANES + j));
            }
        }
    }

    /**
     * The byte tables, made on first use: for each power H^(k+1) and each byte value b, the
     * product in GF(2^128) of H^(k+1) and the block whose first byte is b and whose other bytes
     * are zero (the polynomial of b's bits, its first bit x^0), at {@code POWER·k + 2b} (high
     * word) and the next. The eight single bits are H^(k+1) times x^0..x^7 (a shift right each,
     * reduced), every other entry the XOR of two made before: shifts, XORs and public indices.
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
                for (int b = 3; b < 256; b++) {
                    int low = base + 2 * (b & -b);
                    int rest = base + 2 * (b & (b - 1));
                    t[base + 2 * b] = t[low] ^ t[rest];
                    t[base + 2 * b + 1] = t[low + 1] ^ t[rest + 1];
                }
            }
            table = t;
        }
        return t;
    }

    /**
     * GHASH from a zero running value of the public blocks at positions {@code from..7} of one
     * message or group, block p (high word at {@code words[at + 2·LANES·p]}, low word
     * {@code LANES} after it) multiplied by H^(8 - p), into {@code out[outAt]} (high word) and
     * {@code out[outAt + 1]}; positions 1 to 6 are read even below {@code from} (they are zero
     * there). A block X is the sum over its sixteen bytes b_i (i = 0 for the first) of
     * (b_i || 0^120)·x^(8i), so X·H^k is the sum of the table entries of its bytes times
     * x^(8i): the entries of one byte place i of all blocks are summed first, then shifted once
     * into the 256-bit product, which is reduced at the end. The eight places of a word are the
     * loop; the blocks are written out, since a loop over them, with its variable start, ran 9%
     * slower (JMH, batch GCM of 16 on JDK 25, alternating forks, 2026-12-06).
     */
    private static void absorbPublic(long[] t, long[] words, int at, int from, long[] out, int outAt) {
        // The 256-bit product, most significant word first (bit 255 - d is x^d).
        long q0 = 0;
        long q1 = 0;
        long q2 = 0;
        long q3 = 0;
        // The last block's bytes above its highest set bit are zero and skipped (public data).
        int lastBits = 64 - Long.numberOfLeadingZeros(words[at + 2 * LANES * 7] | words[at + 2 * LANES * 7 + LANES]);
        for (int s = 0; s < 64; s += 8) {
            // The entries of the byte at bit s of every block's low word (v3, v2) and high word
            // (v2, v1): x^(8i) with i = 15 - s/8 and 7 - s/8; they go s + 8 bits up.
            long v1 = 0;
            long v2 = 0;
            long v3 = 0;
            if (from == 0) {
                long hi0 = words[at + 2 * LANES * 0];
                long lo0 = words[at + 2 * LANES * 0 + LANES];
                int l0 = 7 * POWER + 2 * ((int) (lo0 >>> s) & 0xff);
                int h0 = 7 * POWER + 2 * ((int) (hi0 >>> s) & 0xff);
                v3 ^= t[l0 + 1];
                v2 ^= t[l0] ^ t[h0 + 1];
                v1 ^= t[h0];
            }
            long hi1 = words[at + 2 * LANES * 1];
            long lo1 = words[at + 2 * LANES * 1 + LANES];
            int l1 = 6 * POWER + 2 * ((int) (lo1 >>> s) & 0xff);
            int h1 = 6 * POWER + 2 * ((int) (hi1 >>> s) & 0xff);
            v3 ^= t[l1 + 1];
            v2 ^= t[l1] ^ t[h1 + 1];
            v1 ^= t[h1];
            long hi2 = words[at + 2 * LANES * 2];
            long lo2 = words[at + 2 * LANES * 2 + LANES];
            int l2 = 5 * POWER + 2 * ((int) (lo2 >>> s) & 0xff);
            int h2 = 5 * POWER + 2 * ((int) (hi2 >>> s) & 0xff);
            v3 ^= t[l2 + 1];
            v2 ^= t[l2] ^ t[h2 + 1];
            v1 ^= t[h2];
            long hi3 = words[at + 2 * LANES * 3];
            long lo3 = words[at + 2 * LANES * 3 + LANES];
            int l3 = 4 * POWER + 2 * ((int) (lo3 >>> s) & 0xff);
            int h3 = 4 * POWER + 2 * ((int) (hi3 >>> s) & 0xff);
            v3 ^= t[l3 + 1];
            v2 ^= t[l3] ^ t[h3 + 1];
            v1 ^= t[h3];
            long hi4 = words[at + 2 * LANES * 4];
            long lo4 = words[at + 2 * LANES * 4 + LANES];
            int l4 = 3 * POWER + 2 * ((int) (lo4 >>> s) & 0xff);
            int h4 = 3 * POWER + 2 * ((int) (hi4 >>> s) & 0xff);
            v3 ^= t[l4 + 1];
            v2 ^= t[l4] ^ t[h4 + 1];
            v1 ^= t[h4];
            long hi5 = words[at + 2 * LANES * 5];
            long lo5 = words[at + 2 * LANES * 5 + LANES];
            int l5 = 2 * POWER + 2 * ((int) (lo5 >>> s) & 0xff);
            int h5 = 2 * POWER + 2 * ((int) (hi5 >>> s) & 0xff);
            v3 ^= t[l5 + 1];
            v2 ^= t[l5] ^ t[h5 + 1];
            v1 ^= t[h5];
            long hi6 = words[at + 2 * LANES * 6];
            long lo6 = words[at + 2 * LANES * 6 + LANES];
            int l6 = POWER + 2 * ((int) (lo6 >>> s) & 0xff);
            int h6 = POWER + 2 * ((int) (hi6 >>> s) & 0xff);
            v3 ^= t[l6 + 1];
            v2 ^= t[l6] ^ t[h6 + 1];
            v1 ^= t[h6];
            if (s < lastBits) {
                long hi7 = words[at + 2 * LANES * 7];
                long lo7 = words[at + 2 * LANES * 7 + LANES];
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
        Arrays.fill(first, 0);
        Arrays.fill(powers, 0);
        long[] t = table;
        if (t != null) {
            Arrays.fill(t, 0);
        }
    }
}
