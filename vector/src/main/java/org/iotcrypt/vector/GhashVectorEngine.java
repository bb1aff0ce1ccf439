package org.iotcrypt.vector;

import static jdk.incubator.vector.VectorOperators.LSHL;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.ROR;
import static jdk.incubator.vector.VectorOperators.XOR;
import static org.iotcrypt.internal.engine.BulkGhash.GROUP_BLOCKS;
import static org.iotcrypt.vector.Shape.BYTES;
import static org.iotcrypt.vector.Shape.LONGS;
import static org.iotcrypt.vector.Shape.VECTOR_BYTES;

import java.util.Arrays;
import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorShuffle;
import org.iotcrypt.internal.engine.BulkGhash;
import org.iotcrypt.internal.engine.Gf128;

/**
 * GHASH on the Vector API: a group of eight blocks, Y' = (Y xor X_1)·H^8 xor ... xor X_8·H,
 * as 64 x 64-bit carry-less products across the 64-bit lanes, with one reduction per group.
 *
 * <p>Lanes hold the blocks as they lie in memory: lane 2i is the high word of a block, lane
 * 2i + 1 its low word. Karatsuba: each vector of data is multiplied lane by lane by a vector P of
 * its blocks' powers in the same word order (hi·Hhi in even lanes, lo·Hlo in odd ones), and each
 * pair of data vectors gives one vector of middle operands hi xor lo (the first vector's in the
 * even lanes, the second's in the odd ones, from a rotation of the lanes by one with fixed
 * indices and an AND under a constant mask), multiplied by the matching Hhi xor Hlo. That is
 * three products per block where schoolbook (P, and Q with the power's words swapped, which
 * needs no lane movement) took four: 96 lane multiplies a group instead of 128, at the price of
 * four rotations. Each 64 x 64 product is core's {@code Ghash} method (BearSSL's
 * {@code ctmul64}): integer multiplies of operands with three-bit holes give the low 64 bits
 * exactly, and the same on bit-reversed operands the high ones. The products are XORed over the
 * group, summed across lanes (even and odd lanes apart, with an AND under a constant mask),
 * bit-reversed back and reduced by {@link Gf128}, once per group.
 *
 * <p>Only loads, lanewise AND, OR, XOR, shifts, rotates, multiplies, lane sums and lane
 * rotations by a constant, none with a data-dependent index or count: constant time in the Java
 * fallback too. The bit reversal of a word comes from the native-order load (which reverses its
 * bytes) and three exchanges of bits within the bytes; the word itself from three exchanges of
 * bytes, halves and words. (Not {@code LongVector.fromByteArray} with a byte order: JDK 22
 * removed it, which the self-test caught.) Powers of H (as secret as H) live in one array;
 * vectors are never kept in fields.
 */
final class GhashVectorEngine implements BulkGhash {

    /** 64-bit lanes in a vector. */
    private static final int L = LONGS.length();

    /** Vectors of data in a group (two with 512-bit vectors, four with 256-bit ones), taken in pairs. */
    private static final int VECTORS = 2 * GROUP_BLOCKS / L;

    private static final int GROUP_BYTES = 16 * GROUP_BLOCKS;

    /** The table per pair of data vectors: P of each and M, each as word and reversal, each as four parts. */
    private static final int PER_PAIR = 24 * L;

    private static final long M0 = 0x1111111111111111L;
    private static final long M1 = M0 << 1;
    private static final long M2 = M0 << 2;
    private static final long M3 = M0 << 3;

    /** All ones in the even lanes: the high words' products, and the first vector's middle operands. */
    private static final long[] EVEN = new long[L];

    static {
        for (int l = 0; l < L; l += 2) {
            EVEN[l] = -1L;
        }
    }

    /**
     * H's powers for every lane, per pair of data vectors at {@code pair·PER_PAIR}: P of the first
     * vector, P of the second, then M, each 8·L longs, {@code (4·r + part)·L} within: r = 1 for the
     * bit-reversed words, part the mask M0..M3 applied.
     */
    private final long[] table = new long[VECTORS / 2 * PER_PAIR];

    /** @param powers H^1..H^8 as big-endian word pairs ({@code BulkGhash}'s layout) */
    GhashVectorEngine(long[] powers) {
        for (int v = 0; v < VECTORS; v++) {
            int pairBase = v / 2 * PER_PAIR;
            for (int lane = 0; lane < L; lane++) {
                int block = v * L / 2 + lane / 2;
                int power = GROUP_BLOCKS - block;
                long hi = powers[2 * (power - 1)];
                long lo = powers[2 * (power - 1) + 1];
                long p = (lane & 1) == 0 ? hi : lo;
                put(pairBase + (v & 1) * 8 * L, p, lane);
                put(pairBase + (v & 1) * 8 * L + 4 * L, Long.reverse(p), lane);
                // The middle operand of this block sits in an even lane for the pair's first
                // vector, an odd one for its second (lane 2i or 2i + 1 for block pair i).
                if ((lane & 1) == (v & 1)) {
                    put(pairBase + 16 * L, hi ^ lo, lane);
                    put(pairBase + 20 * L, Long.reverse(hi ^ lo), lane);
                }
            }
        }
    }

    private void put(int at, long word, int lane) {
        table[at + lane] = word & M0;
        table[at + L + lane] = word & M1;
        table[at + 2 * L + lane] = word & M2;
        table[at + 3 * L + lane] = word & M3;
    }

    @Override
    public void destroy() {
        Arrays.fill(table, 0);
    }

    /**
     * One group per iteration. The load-and-reverse of a data vector and the 16-multiply product
     * are written out at each use, not in helpers: a helper C2 does not inline boxes its vector
     * arguments (the trap the probe hit), so the repetition is on purpose.
     */
    @Override
    public void absorb(long[] y, byte[] in, int off, int groups) {
        long[] t = table;
        // Y and its bit reversal in the lanes of the group's first block, then zeros for the others.
        long[] fold = new long[3 * L];
        LongVector even = LongVector.fromArray(LONGS, EVEN, 0);
        // Lane l takes lane l + 1 (down) or l - 1 (up): fixed indices.
        VectorShuffle<Long> down = VectorShuffle.iota(LONGS, 1, 1, true);
        VectorShuffle<Long> up = VectorShuffle.iota(LONGS, -1, 1, true);
        for (int g = 0; g < groups; g++, off += GROUP_BYTES) {
            fold[0] = y[0];
            fold[1] = y[1];
            fold[L] = Long.reverse(y[0]);
            fold[L + 1] = Long.reverse(y[1]);
            LongVector zP = LongVector.zero(LONGS);
            LongVector wP = zP;
            LongVector zM = zP;
            LongVector wM = zP;
            for (int v = 0; v < VECTORS; v += 2) {
                int base = v / 2 * PER_PAIR;
                LongVector b;
                LongVector a;
                LongVector r;
                LongVector c;
                LongVector s;
                // Native-order lanes: each word with its bytes reversed.
                b = ByteVector.fromArray(BYTES, in, off + v * VECTOR_BYTES).reinterpretAsLongs();
                a = b.lanewise(ROR, 32);
                a = a.lanewise(LSHR, 16).and(0x0000ffff0000ffffL).or(a.and(0x0000ffff0000ffffL).lanewise(LSHL, 16));
                a = a.lanewise(LSHR, 8).and(0x00ff00ff00ff00ffL).or(a.and(0x00ff00ff00ff00ffL).lanewise(LSHL, 8));
                r = b.lanewise(LSHR, 1).and(0x5555555555555555L).or(b.and(0x5555555555555555L).lanewise(LSHL, 1));
                r = r.lanewise(LSHR, 2).and(0x3333333333333333L).or(r.and(0x3333333333333333L).lanewise(LSHL, 2));
                r = r.lanewise(LSHR, 4).and(0x0f0f0f0f0f0f0f0fL).or(r.and(0x0f0f0f0f0f0f0f0fL).lanewise(LSHL, 4));
                // Y goes into the first block only; the other vectors fold zeros, so the code is uniform.
                a = a.lanewise(XOR, LongVector.fromArray(LONGS, fold, v == 0 ? 0 : 2 * L));
                r = r.lanewise(XOR, LongVector.fromArray(LONGS, fold, v == 0 ? L : 2 * L));
                // Native-order lanes: each word with its bytes reversed.
                b = ByteVector.fromArray(BYTES, in, off + (v + 1) * VECTOR_BYTES).reinterpretAsLongs();
                c = b.lanewise(ROR, 32);
                c = c.lanewise(LSHR, 16).and(0x0000ffff0000ffffL).or(c.and(0x0000ffff0000ffffL).lanewise(LSHL, 16));
                c = c.lanewise(LSHR, 8).and(0x00ff00ff00ff00ffL).or(c.and(0x00ff00ff00ff00ffL).lanewise(LSHL, 8));
                s = b.lanewise(LSHR, 1).and(0x5555555555555555L).or(b.and(0x5555555555555555L).lanewise(LSHL, 1));
                s = s.lanewise(LSHR, 2).and(0x3333333333333333L).or(s.and(0x3333333333333333L).lanewise(LSHL, 2));
                s = s.lanewise(LSHR, 4).and(0x0f0f0f0f0f0f0f0fL).or(s.and(0x0f0f0f0f0f0f0f0fL).lanewise(LSHL, 4));

                LongVector x0;
                LongVector x1;
                LongVector x2;
                LongVector x3;
                LongVector y0;
                LongVector y1;
                LongVector y2;
                LongVector y3;
                x0 = a.and(M0);
                x1 = a.and(M1);
                x2 = a.and(M2);
                x3 = a.and(M3);
                y0 = LongVector.fromArray(LONGS, t, base);
                y1 = LongVector.fromArray(LONGS, t, base + L);
                y2 = LongVector.fromArray(LONGS, t, base + 2 * L);
                y3 = LongVector.fromArray(LONGS, t, base + 3 * L);
                zP = zP.lanewise(XOR, x0.mul(y0).lanewise(XOR, x1.mul(y3)).lanewise(XOR, x2.mul(y2)).lanewise(XOR, x3.mul(y1)).and(M0)
                        .or(x0.mul(y1).lanewise(XOR, x1.mul(y0)).lanewise(XOR, x2.mul(y3)).lanewise(XOR, x3.mul(y2)).and(M1))
                        .or(x0.mul(y2).lanewise(XOR, x1.mul(y1)).lanewise(XOR, x2.mul(y0)).lanewise(XOR, x3.mul(y3)).and(M2))
                        .or(x0.mul(y3).lanewise(XOR, x1.mul(y2)).lanewise(XOR, x2.mul(y1)).lanewise(XOR, x3.mul(y0)).and(M3)));
                x0 = r.and(M0);
                x1 = r.and(M1);
                x2 = r.and(M2);
                x3 = r.and(M3);
                y0 = LongVector.fromArray(LONGS, t, base + 4 * L);
                y1 = LongVector.fromArray(LONGS, t, base + 4 * L + L);
                y2 = LongVector.fromArray(LONGS, t, base + 4 * L + 2 * L);
                y3 = LongVector.fromArray(LONGS, t, base + 4 * L + 3 * L);
                wP = wP.lanewise(XOR, x0.mul(y0).lanewise(XOR, x1.mul(y3)).lanewise(XOR, x2.mul(y2)).lanewise(XOR, x3.mul(y1)).and(M0)
                        .or(x0.mul(y1).lanewise(XOR, x1.mul(y0)).lanewise(XOR, x2.mul(y3)).lanewise(XOR, x3.mul(y2)).and(M1))
                        .or(x0.mul(y2).lanewise(XOR, x1.mul(y1)).lanewise(XOR, x2.mul(y0)).lanewise(XOR, x3.mul(y3)).and(M2))
                        .or(x0.mul(y3).lanewise(XOR, x1.mul(y2)).lanewise(XOR, x2.mul(y1)).lanewise(XOR, x3.mul(y0)).and(M3)));
                x0 = c.and(M0);
                x1 = c.and(M1);
                x2 = c.and(M2);
                x3 = c.and(M3);
                y0 = LongVector.fromArray(LONGS, t, base + 8 * L);
                y1 = LongVector.fromArray(LONGS, t, base + 8 * L + L);
                y2 = LongVector.fromArray(LONGS, t, base + 8 * L + 2 * L);
                y3 = LongVector.fromArray(LONGS, t, base + 8 * L + 3 * L);
                zP = zP.lanewise(XOR, x0.mul(y0).lanewise(XOR, x1.mul(y3)).lanewise(XOR, x2.mul(y2)).lanewise(XOR, x3.mul(y1)).and(M0)
                        .or(x0.mul(y1).lanewise(XOR, x1.mul(y0)).lanewise(XOR, x2.mul(y3)).lanewise(XOR, x3.mul(y2)).and(M1))
                        .or(x0.mul(y2).lanewise(XOR, x1.mul(y1)).lanewise(XOR, x2.mul(y0)).lanewise(XOR, x3.mul(y3)).and(M2))
                        .or(x0.mul(y3).lanewise(XOR, x1.mul(y2)).lanewise(XOR, x2.mul(y1)).lanewise(XOR, x3.mul(y0)).and(M3)));
                x0 = s.and(M0);
                x1 = s.and(M1);
                x2 = s.and(M2);
                x3 = s.and(M3);
                y0 = LongVector.fromArray(LONGS, t, base + 12 * L);
                y1 = LongVector.fromArray(LONGS, t, base + 12 * L + L);
                y2 = LongVector.fromArray(LONGS, t, base + 12 * L + 2 * L);
                y3 = LongVector.fromArray(LONGS, t, base + 12 * L + 3 * L);
                wP = wP.lanewise(XOR, x0.mul(y0).lanewise(XOR, x1.mul(y3)).lanewise(XOR, x2.mul(y2)).lanewise(XOR, x3.mul(y1)).and(M0)
                        .or(x0.mul(y1).lanewise(XOR, x1.mul(y0)).lanewise(XOR, x2.mul(y3)).lanewise(XOR, x3.mul(y2)).and(M1))
                        .or(x0.mul(y2).lanewise(XOR, x1.mul(y1)).lanewise(XOR, x2.mul(y0)).lanewise(XOR, x3.mul(y3)).and(M2))
                        .or(x0.mul(y3).lanewise(XOR, x1.mul(y2)).lanewise(XOR, x2.mul(y1)).lanewise(XOR, x3.mul(y0)).and(M3)));
                // Middle operands: hi xor lo of the first vector's blocks in its even lanes, of the
                // second's in its odd lanes, merged into one vector (and the same reversed).
                a = a.lanewise(XOR, a.rearrange(down));
                c = c.lanewise(XOR, c.rearrange(up));
                a = c.lanewise(XOR, a.lanewise(XOR, c).and(even));
                r = r.lanewise(XOR, r.rearrange(down));
                s = s.lanewise(XOR, s.rearrange(up));
                r = s.lanewise(XOR, r.lanewise(XOR, s).and(even));
                x0 = a.and(M0);
                x1 = a.and(M1);
                x2 = a.and(M2);
                x3 = a.and(M3);
                y0 = LongVector.fromArray(LONGS, t, base + 16 * L);
                y1 = LongVector.fromArray(LONGS, t, base + 16 * L + L);
                y2 = LongVector.fromArray(LONGS, t, base + 16 * L + 2 * L);
                y3 = LongVector.fromArray(LONGS, t, base + 16 * L + 3 * L);
                zM = zM.lanewise(XOR, x0.mul(y0).lanewise(XOR, x1.mul(y3)).lanewise(XOR, x2.mul(y2)).lanewise(XOR, x3.mul(y1)).and(M0)
                        .or(x0.mul(y1).lanewise(XOR, x1.mul(y0)).lanewise(XOR, x2.mul(y3)).lanewise(XOR, x3.mul(y2)).and(M1))
                        .or(x0.mul(y2).lanewise(XOR, x1.mul(y1)).lanewise(XOR, x2.mul(y0)).lanewise(XOR, x3.mul(y3)).and(M2))
                        .or(x0.mul(y3).lanewise(XOR, x1.mul(y2)).lanewise(XOR, x2.mul(y1)).lanewise(XOR, x3.mul(y0)).and(M3)));
                x0 = r.and(M0);
                x1 = r.and(M1);
                x2 = r.and(M2);
                x3 = r.and(M3);
                y0 = LongVector.fromArray(LONGS, t, base + 20 * L);
                y1 = LongVector.fromArray(LONGS, t, base + 20 * L + L);
                y2 = LongVector.fromArray(LONGS, t, base + 20 * L + 2 * L);
                y3 = LongVector.fromArray(LONGS, t, base + 20 * L + 3 * L);
                wM = wM.lanewise(XOR, x0.mul(y0).lanewise(XOR, x1.mul(y3)).lanewise(XOR, x2.mul(y2)).lanewise(XOR, x3.mul(y1)).and(M0)
                        .or(x0.mul(y1).lanewise(XOR, x1.mul(y0)).lanewise(XOR, x2.mul(y3)).lanewise(XOR, x3.mul(y2)).and(M1))
                        .or(x0.mul(y2).lanewise(XOR, x1.mul(y1)).lanewise(XOR, x2.mul(y0)).lanewise(XOR, x3.mul(y3)).and(M2))
                        .or(x0.mul(y3).lanewise(XOR, x1.mul(y2)).lanewise(XOR, x2.mul(y1)).lanewise(XOR, x3.mul(y0)).and(M3)));
            }
            // Even lanes: hi·hi (z1, w1) and the odd lanes lo·lo (z0, w0); M: Karatsuba's middle.
            long z1 = zP.and(even).reduceLanes(XOR);
            long z0 = zP.reduceLanes(XOR) ^ z1;
            long w1 = wP.and(even).reduceLanes(XOR);
            long w0 = wP.reduceLanes(XOR) ^ w1;
            long z2 = zM.reduceLanes(XOR) ^ z0 ^ z1;
            long w2 = wM.reduceLanes(XOR) ^ w0 ^ w1;
            w0 = Long.reverse(w0) >>> 1;
            w1 = Long.reverse(w1) >>> 1;
            w2 = Long.reverse(w2) >>> 1;
            Gf128.reduce(w1, z1 ^ w2, w0 ^ z2, z0, y);
        }
        Arrays.fill(fold, 0);
    }
}
