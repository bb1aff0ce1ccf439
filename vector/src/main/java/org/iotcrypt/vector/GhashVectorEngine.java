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
import org.iotcrypt.internal.engine.BulkGhash;
import org.iotcrypt.internal.engine.Gf128;

/**
 * GHASH on the Vector API: a group of eight blocks, Y' = (Y xor X_1)·H^8 xor ... xor X_8·H,
 * as 64 x 64-bit carry-less products across the 64-bit lanes, with one reduction per group.
 *
 * <p>Lanes hold the blocks as they lie in memory: lane 2i is the high word of a block, lane
 * 2i + 1 its low word. Each vector of data is multiplied by two vectors of H's powers: P, which
 * holds the block's power in the same word order (giving hi·hi in even lanes, lo·lo in odd
 * ones), and Q, which holds it swapped (giving the two middle products). That is schoolbook
 * multiplication, a third more multiplies than Karatsuba, but it needs no lane shuffle at all.
 * Each 64 x 64 product is core's {@code Ghash} method (BearSSL's {@code ctmul64}): integer
 * multiplies of operands with three-bit holes give the low 64 bits exactly, and the same on
 * bit-reversed operands the high ones. The products are XORed over the group, summed across
 * lanes (even and odd lanes apart, with an AND under a constant mask), bit-reversed back and
 * reduced by {@link Gf128}, once per group.
 *
 * <p>Only loads, lanewise AND, OR, XOR, shifts, rotates, multiplies and lane sums, none with a
 * data-dependent index or count: constant time in the Java fallback too. The bit reversal of a
 * word comes from the native-order load (which reverses its bytes) and three exchanges of bits
 * within the bytes; the word itself from three exchanges of bytes, halves and words. (Not
 * {@code LongVector.fromByteArray} with a byte order: JDK 22 removed it, which the self-test caught.) Powers of H
 * (as secret as H) live in one array; vectors are never kept in fields.
 */
final class GhashVectorEngine implements BulkGhash {

    /** 64-bit lanes in a vector. */
    private static final int L = LONGS.length();

    /** Vectors of data in a group (two with 512-bit vectors, four with 256-bit ones). */
    private static final int VECTORS = 2 * GROUP_BLOCKS / L;

    private static final int GROUP_BYTES = 16 * GROUP_BLOCKS;

    /** The table per data vector: P and Q, each as word and reversal, each as four parts. */
    private static final int PER_VECTOR = 16 * L;

    private static final long M0 = 0x1111111111111111L;
    private static final long M1 = M0 << 1;
    private static final long M2 = M0 << 2;
    private static final long M3 = M0 << 3;

    /** All ones in the even lanes: the high words' products. */
    private static final long[] EVEN = new long[L];

    static {
        for (int l = 0; l < L; l += 2) {
            EVEN[l] = -1L;
        }
    }

    /**
     * H's powers for every lane, at {@code v·PER_VECTOR + (4·(2·q + r) + part)·L}: q = 0 for P and
     * 1 for Q, r = 1 for the bit-reversed words, part the mask M0..M3 applied.
     */
    private final long[] table = new long[VECTORS * PER_VECTOR];

    /** @param powers H^1..H^8 as big-endian word pairs ({@code BulkGhash}'s layout) */
    GhashVectorEngine(long[] powers) {
        for (int v = 0; v < VECTORS; v++) {
            for (int lane = 0; lane < L; lane++) {
                int block = v * L / 2 + lane / 2;
                int power = GROUP_BLOCKS - block;
                long hi = powers[2 * (power - 1)];
                long lo = powers[2 * (power - 1) + 1];
                boolean highLane = (lane & 1) == 0;
                long p = highLane ? hi : lo;
                long q = highLane ? lo : hi;
                put(v, 0, p, lane);
                put(v, 1, Long.reverse(p), lane);
                put(v, 2, q, lane);
                put(v, 3, Long.reverse(q), lane);
            }
        }
    }

    private void put(int v, int kind, long word, int lane) {
        int at = v * PER_VECTOR + 4 * kind * L + lane;
        table[at] = word & M0;
        table[at + L] = word & M1;
        table[at + 2 * L] = word & M2;
        table[at + 3 * L] = word & M3;
    }

    @Override
    public void destroy() {
        Arrays.fill(table, 0);
    }

    @Override
    public void absorb(long[] y, byte[] in, int off, int groups) {
        long[] t = table;
        // Y and its bit reversal in the lanes of the group's first block, then zeros for the others.
        long[] fold = new long[3 * L];
        LongVector even = LongVector.fromArray(LONGS, EVEN, 0);
        for (int g = 0; g < groups; g++, off += GROUP_BYTES) {
            fold[0] = y[0];
            fold[1] = y[1];
            fold[L] = Long.reverse(y[0]);
            fold[L + 1] = Long.reverse(y[1]);
            LongVector zP = LongVector.zero(LONGS);
            LongVector wP = zP;
            LongVector zQ = zP;
            LongVector wQ = zP;
            for (int v = 0; v < VECTORS; v++) {
                // Native-order lanes: each word with its bytes reversed.
                LongVector b = ByteVector.fromArray(BYTES, in, off + v * VECTOR_BYTES).reinterpretAsLongs();
                LongVector a = b.lanewise(ROR, 32);
                a = a.lanewise(LSHR, 16).and(0x0000ffff0000ffffL).or(a.and(0x0000ffff0000ffffL).lanewise(LSHL, 16));
                a = a.lanewise(LSHR, 8).and(0x00ff00ff00ff00ffL).or(a.and(0x00ff00ff00ff00ffL).lanewise(LSHL, 8));
                LongVector r = b.lanewise(LSHR, 1).and(0x5555555555555555L).or(b.and(0x5555555555555555L).lanewise(LSHL, 1));
                r = r.lanewise(LSHR, 2).and(0x3333333333333333L).or(r.and(0x3333333333333333L).lanewise(LSHL, 2));
                r = r.lanewise(LSHR, 4).and(0x0f0f0f0f0f0f0f0fL).or(r.and(0x0f0f0f0f0f0f0f0fL).lanewise(LSHL, 4));
                // Y goes into the first block only; the other vectors fold zeros, so the code is uniform.
                a = a.lanewise(XOR, LongVector.fromArray(LONGS, fold, v == 0 ? 0 : 2 * L));
                r = r.lanewise(XOR, LongVector.fromArray(LONGS, fold, v == 0 ? L : 2 * L));
                int base = v * PER_VECTOR;

                LongVector x0 = a.and(M0);
                LongVector x1 = a.and(M1);
                LongVector x2 = a.and(M2);
                LongVector x3 = a.and(M3);
                LongVector y0 = LongVector.fromArray(LONGS, t, base);
                LongVector y1 = LongVector.fromArray(LONGS, t, base + L);
                LongVector y2 = LongVector.fromArray(LONGS, t, base + 2 * L);
                LongVector y3 = LongVector.fromArray(LONGS, t, base + 3 * L);
                zP = zP.lanewise(XOR, x0.mul(y0).lanewise(XOR, x1.mul(y3)).lanewise(XOR, x2.mul(y2)).lanewise(XOR, x3.mul(y1)).and(M0)
                        .or(x0.mul(y1).lanewise(XOR, x1.mul(y0)).lanewise(XOR, x2.mul(y3)).lanewise(XOR, x3.mul(y2)).and(M1))
                        .or(x0.mul(y2).lanewise(XOR, x1.mul(y1)).lanewise(XOR, x2.mul(y0)).lanewise(XOR, x3.mul(y3)).and(M2))
                        .or(x0.mul(y3).lanewise(XOR, x1.mul(y2)).lanewise(XOR, x2.mul(y1)).lanewise(XOR, x3.mul(y0)).and(M3)));
                y0 = LongVector.fromArray(LONGS, t, base + 8 * L);
                y1 = LongVector.fromArray(LONGS, t, base + 9 * L);
                y2 = LongVector.fromArray(LONGS, t, base + 10 * L);
                y3 = LongVector.fromArray(LONGS, t, base + 11 * L);
                zQ = zQ.lanewise(XOR, x0.mul(y0).lanewise(XOR, x1.mul(y3)).lanewise(XOR, x2.mul(y2)).lanewise(XOR, x3.mul(y1)).and(M0)
                        .or(x0.mul(y1).lanewise(XOR, x1.mul(y0)).lanewise(XOR, x2.mul(y3)).lanewise(XOR, x3.mul(y2)).and(M1))
                        .or(x0.mul(y2).lanewise(XOR, x1.mul(y1)).lanewise(XOR, x2.mul(y0)).lanewise(XOR, x3.mul(y3)).and(M2))
                        .or(x0.mul(y3).lanewise(XOR, x1.mul(y2)).lanewise(XOR, x2.mul(y1)).lanewise(XOR, x3.mul(y0)).and(M3)));

                x0 = r.and(M0);
                x1 = r.and(M1);
                x2 = r.and(M2);
                x3 = r.and(M3);
                y0 = LongVector.fromArray(LONGS, t, base + 4 * L);
                y1 = LongVector.fromArray(LONGS, t, base + 5 * L);
                y2 = LongVector.fromArray(LONGS, t, base + 6 * L);
                y3 = LongVector.fromArray(LONGS, t, base + 7 * L);
                wP = wP.lanewise(XOR, x0.mul(y0).lanewise(XOR, x1.mul(y3)).lanewise(XOR, x2.mul(y2)).lanewise(XOR, x3.mul(y1)).and(M0)
                        .or(x0.mul(y1).lanewise(XOR, x1.mul(y0)).lanewise(XOR, x2.mul(y3)).lanewise(XOR, x3.mul(y2)).and(M1))
                        .or(x0.mul(y2).lanewise(XOR, x1.mul(y1)).lanewise(XOR, x2.mul(y0)).lanewise(XOR, x3.mul(y3)).and(M2))
                        .or(x0.mul(y3).lanewise(XOR, x1.mul(y2)).lanewise(XOR, x2.mul(y1)).lanewise(XOR, x3.mul(y0)).and(M3)));
                y0 = LongVector.fromArray(LONGS, t, base + 12 * L);
                y1 = LongVector.fromArray(LONGS, t, base + 13 * L);
                y2 = LongVector.fromArray(LONGS, t, base + 14 * L);
                y3 = LongVector.fromArray(LONGS, t, base + 15 * L);
                wQ = wQ.lanewise(XOR, x0.mul(y0).lanewise(XOR, x1.mul(y3)).lanewise(XOR, x2.mul(y2)).lanewise(XOR, x3.mul(y1)).and(M0)
                        .or(x0.mul(y1).lanewise(XOR, x1.mul(y0)).lanewise(XOR, x2.mul(y3)).lanewise(XOR, x3.mul(y2)).and(M1))
                        .or(x0.mul(y2).lanewise(XOR, x1.mul(y1)).lanewise(XOR, x2.mul(y0)).lanewise(XOR, x3.mul(y3)).and(M2))
                        .or(x0.mul(y3).lanewise(XOR, x1.mul(y2)).lanewise(XOR, x2.mul(y1)).lanewise(XOR, x3.mul(y0)).and(M3)));
            }
            // Even lanes: hi·hi (z1, w1) and the odd lanes lo·lo (z0, w0); Q: the middle (z2, w2).
            long z1 = zP.and(even).reduceLanes(XOR);
            long z0 = zP.reduceLanes(XOR) ^ z1;
            long w1 = wP.and(even).reduceLanes(XOR);
            long w0 = wP.reduceLanes(XOR) ^ w1;
            long z2 = zQ.reduceLanes(XOR);
            long w2 = wQ.reduceLanes(XOR);
            w0 = Long.reverse(w0) >>> 1;
            w1 = Long.reverse(w1) >>> 1;
            w2 = Long.reverse(w2) >>> 1;
            Gf128.reduce(w1, z1 ^ w2, w0 ^ z2, z0, y);
        }
        Arrays.fill(fold, 0);
    }
}
