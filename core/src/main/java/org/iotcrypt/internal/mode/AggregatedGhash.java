package org.iotcrypt.internal.mode;

import static org.iotcrypt.internal.engine.BulkGhash.GROUP_BLOCKS;

import java.util.Arrays;
import org.iotcrypt.internal.engine.BulkGhash;
import org.iotcrypt.internal.engine.Gf128;

/**
 * The scalar bulk GHASH: {@link Ghash}'s constant-time carry-less multiply, applied to groups of
 * eight blocks with aggregated reduction, Y' = (Y xor X_1)·H^8 xor X_2·H^7 xor ... xor X_8·H.
 *
 * <p>Why it is faster than eight steps of Horner's rule with the same multiply: the
 * unreduced partial products are linear in the data, so they are XORed over the group and the
 * three bit-reversals of the high halves and the reduction run once per group instead of once
 * per block (of a block's cost of about 330 operations, some 70 leave the loop), and the eight
 * products do not wait for each other, so the processor overlaps them. The price is H^1..H^8,
 * pre-split ({@link Ghash#split}), 1.5 KB per key, computed once (seven multiplies).
 *
 * <p>It serves wherever the vector GHASH does not ({@link GhashEngines}), and while that one warms
 * up. Like {@link Ghash}: only AND, XOR, shifts, integer multiplies and {@code Long.reverse}
 * (shifts and masks where it is not an intrinsic), nothing that branches on or indexes by H
 * or the data; the loop bounds are the public group count. It keeps only the powers, and may be
 * shared between threads.
 */
final class AggregatedGhash implements BulkGhash {

    private static final int GROUP_BYTES = 16 * GROUP_BLOCKS;

    /** Block p of a group (0 = first) meets H^(8 - p), whose parts start at {@code PARTS·p}. */
    private final long[] table = new long[Ghash.PARTS * GROUP_BLOCKS];

    /** The bulk GHASH under the hash subkey {@code h} (16 bytes). */
    AggregatedGhash(byte[] h) {
        long[] powers = new long[2 * GROUP_BLOCKS];
        Ghash.powers(h, powers);
        for (int p = 0; p < GROUP_BLOCKS; p++) {
            int power = GROUP_BLOCKS - p;
            Ghash.split(powers[2 * (power - 1)], powers[2 * (power - 1) + 1], table, Ghash.PARTS * p);
        }
        Arrays.fill(powers, 0L);
    }

    @Override
    public void absorb(long[] y, byte[] in, int off, int groups) {
        for (int g = 0; g < groups; g++, off += GROUP_BYTES) {
            absorbLast(y, in, off, GROUP_BLOCKS);
        }
    }

    /**
     * Absorbs the last {@code blocks} (1..8) blocks of a group, those at {@code in[off..]}:
     * Y' = (Y xor X_1)·H^n xor ... xor X_n·H with n = {@code blocks}, one reduction. A short
     * message ({@link Ghash#ofMessage}) takes this instead of a group behind zero blocks,
     * which would cost a product per zero block. The block count is public.
     */
    void absorbLast(long[] y, byte[] in, int off, int blocks) {
        long[] t = table;
        int first = GROUP_BLOCKS - blocks;
        off -= 16 * first;
        long z0 = 0;
        long z1 = 0;
        long z2 = 0;
        long w0 = 0;
        long w1 = 0;
        long w2 = 0;
        // The running value joins the first block only; the others enter as they are.
        long yHi = y[0];
        long yLo = y[1];
        for (int p = first; p < GROUP_BLOCKS; p++) {
            int k = Ghash.PARTS * p;
            long a1 = yHi ^ (long) Ghash.LONG_BE.get(in, off + 16 * p);
            long a0 = yLo ^ (long) Ghash.LONG_BE.get(in, off + 16 * p + 8);
            yHi = 0;
            yLo = 0;
            long a2 = a0 ^ a1;
            long a0r = Long.reverse(a0);
            long a1r = Long.reverse(a1);
            long a2r = a0r ^ a1r;
            z0 ^= Ghash.bmul(a0, t[k], t[k + 1], t[k + 2], t[k + 3]);
            z1 ^= Ghash.bmul(a1, t[k + 4], t[k + 5], t[k + 6], t[k + 7]);
            z2 ^= Ghash.bmul(a2, t[k + 8], t[k + 9], t[k + 10], t[k + 11]);
            w0 ^= Ghash.bmul(a0r, t[k + 12], t[k + 13], t[k + 14], t[k + 15]);
            w1 ^= Ghash.bmul(a1r, t[k + 16], t[k + 17], t[k + 18], t[k + 19]);
            w2 ^= Ghash.bmul(a2r, t[k + 20], t[k + 21], t[k + 22], t[k + 23]);
        }
        // Karatsuba's middle terms and the reversals back are linear too: once per group.
        z2 ^= z0 ^ z1;
        w2 ^= w0 ^ w1;
        w0 = Long.reverse(w0) >>> 1;
        w1 = Long.reverse(w1) >>> 1;
        w2 = Long.reverse(w2) >>> 1;
        Gf128.reduce(w1, z1 ^ w2, w0 ^ z2, z0, y);
    }

    @Override
    public void destroy() {
        Arrays.fill(table, 0L);
    }
}
