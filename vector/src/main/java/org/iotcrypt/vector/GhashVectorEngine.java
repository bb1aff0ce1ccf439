package org.iotcrypt.vector;

import static jdk.incubator.vector.VectorOperators.LSHL;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.ROR;
import static jdk.incubator.vector.VectorOperators.XOR;
import static org.iotcrypt.internal.engine.BulkGhash.GROUP_BLOCKS;
import static org.iotcrypt.internal.engine.BulkGhash.LANES;
import static org.iotcrypt.vector.Shape.BYTES;
import static org.iotcrypt.vector.Shape.LONGS;
import static org.iotcrypt.vector.Shape.VECTOR_BYTES;

import java.util.Arrays;
import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShuffle;
import org.iotcrypt.internal.engine.BulkGhash;
import org.iotcrypt.internal.engine.Gf128;

/**
 * GHASH on the Vector API, two ways. {@link #absorb} (a long message): a group of eight blocks,
 * Y' = (Y xor X_1)·H^8 xor ... xor X_8·H, as 64 x 64-bit carry-less products across the 64-bit
 * lanes, with one reduction per group. {@link #absorbLanes} (batch GCM's short messages): one
 * message per lane, eight side by side, block position by block position, each position's words
 * multiplied by the same power of H in every lane and summed lane by lane; one reduction per
 * message at the end, and no work for the positions before the row's longest message (a 7-block
 * message is 7 products, not a group of 8). The same 16-multiply product serves both
 * ({@link #multiply}).
 *
 * <p>Lanes hold the blocks as they lie in memory: lane 2i is the high word of a block, lane
 * 2i + 1 its low word. Karatsuba: each vector of data is multiplied lane by lane by a vector of
 * its blocks' powers in the same word order (hi·Hhi in even lanes, lo·Hlo in odd ones), and each
 * pair of data vectors gives one vector of middle operands hi xor lo (the first vector's in the
 * even lanes, the second's in the odd ones, from a rotation of the lanes by one with fixed
 * indices and an AND under a constant mask), multiplied by the matching Hhi xor Hlo. Three
 * products per block where schoolbook takes four: 96 lane multiplies a group instead of 128.
 * Each 64 x 64 product is core's {@code Ghash} method (BearSSL's {@code ctmul64}): integer
 * multiplies of operands with three-bit holes give the low 64 bits exactly, and the same on
 * bit-reversed operands the high ones. The products are summed across lanes (even and odd lanes
 * apart) in plain {@code long} code, bit-reversed back and reduced by {@link Gf128#reduceKaratsuba}, once per group.
 *
 * <p>The rest of this comment is about {@link #absorb}; {@link #absorbLanes} follows the same
 * rules (words from a layout of longs, so the bit reversal is six exchanges of a loaded word).
 *
 * <p>Why three small loops over scratch arrays and not one written-out body. The body written
 * out (six 16-multiply products and two loads, about 3,000 bytes of bytecode) kept too many
 * vectors live: in 5 of 6 fresh JDK 25 JVMs C1's level-3 compilation failed ("out of virtual
 * registers in linear scan"), the method stayed at C1 level 2 and C2 never compiled it, read
 * from their {@code -XX:+LogCompilation} logs. Here each operation is written once: the loads
 * (with the word and bit reversals) store their operands, the middle operands are made from
 * those, and one loop ({@link #multiply}, over arrays, shared with {@link #absorbLanes}) runs the
 * product of each operand with its powers and stores it. No vector
 * crosses a loop's back edge and none is live across two loops, so C1 and C2 both compile it
 * (JitCompilationTest watches that in fresh JVMs) and no helper carries a vector across a call.
 *
 * <p>Only loads, stores, lanewise AND, OR, XOR, shifts, rotates, multiplies and lane rotations
 * by a constant, none with a data-dependent index or count, and scratch offsets that depend only
 * on the loop counters: constant time in the Java fallback too. The bit reversal of a word comes
 * from the native-order load (which reverses its bytes) and three exchanges of bits within the
 * bytes; the word itself from three exchanges of bytes, halves and words. (Not
 * {@code LongVector.fromByteArray} with a byte order: JDK 22 removed it, which the self-test
 * caught.) Powers of H (as secret as H) live in one array; vectors are never kept in fields.
 */
final class GhashVectorEngine implements BulkGhash {

    /** 64-bit lanes in a vector. */
    private static final int L = LONGS.length();

    /** Vectors of data in a group (two with 512-bit vectors, four with 256-bit ones), taken in pairs. */
    private static final int VECTORS = 2 * GROUP_BLOCKS / L;

    private static final int PAIRS = VECTORS / 2;

    /**
     * Operands per pair of data vectors, each one vector, at {@code (6·pair + slot)·L} in the
     * scratch array: 0 and 1 the first vector's words and their bit reversals, 2 and 3 the
     * second's, 4 and 5 the merged middle operands and their reversals.
     */
    private static final int SLOTS = 6;

    private static final int OPERANDS = SLOTS * PAIRS;

    private static final int GROUP_BYTES = 16 * GROUP_BLOCKS;

    /**
     * {@code VectorOperators.REVERSE} and {@code REVERSE_BYTES} where the JDK has them (19 and
     * later: with GFNI, C2 makes a bit reversal two instructions, against about 26 for the six
     * exchanges below), else null. Looked up by name: the module compiles against JDK 17's API.
     * Static finals, so C2 folds the choice; either way only lanewise bit operations, with no
     * index or count from data (the Java fallback of each is {@code Long.reverse} or
     * {@code Long.reverseBytes} per lane).
     */
    private static final VectorOperators.Unary REVERSE_BYTES = unary("REVERSE_BYTES");

    /** Null unless {@link #REVERSE_BYTES} is there too: code tests this one for both. */
    private static final VectorOperators.Unary REVERSE = REVERSE_BYTES == null ? null : unary("REVERSE");

    private static final long M0 = 0x1111111111111111L;
    private static final long M1 = M0 << 1;
    private static final long M2 = M0 << 2;
    private static final long M3 = M0 << 3;

    /** All ones in the even lanes: the first vector's middle operands. */
    private static final long[] EVEN = new long[L];

    static {
        for (int l = 0; l < L; l += 2) {
            EVEN[l] = -1L;
        }
    }

    /**
     * H's powers for every operand's lanes, at {@code (4·operand + part)·L}, part the mask M0..M3
     * applied: the operand order of the scratch array.
     */
    private final long[] table = new long[4 * OPERANDS * L];

    /** Operands of a block in {@link #absorbLanes}: hi, lo, hi xor lo, then their bit reversals. */
    private static final int KINDS = 6;

    /** Vectors per operand kind in {@link #absorbLanes}: one row of messages. */
    private static final int ROW_VECTORS = LANES / L;

    /**
     * For {@link #absorbLanes}: at block position p, every operand vector of kind {@code kind} is
     * multiplied in every lane by the same word of H^(GROUP_BLOCKS - p), whose four masked parts
     * lie at {@code (p·KINDS + kind)·4 + part}, one word each, broadcast as they are loaded: 1.5
     * KiB where one vector a part took 12 KiB (batch GCM's working set is past the 48 KiB L1 data
     * cache of Zen 5).
     */
    private final long[] lanePowers = new long[GROUP_BLOCKS * KINDS * 4];

    /** @param powers H^1..H^8 as big-endian word pairs ({@code BulkGhash}'s layout) */
    GhashVectorEngine(long[] powers) {
        for (int v = 0; v < VECTORS; v++) {
            int slot = v / 2 * SLOTS + (v & 1) * 2;
            int middle = v / 2 * SLOTS + 4;
            for (int lane = 0; lane < L; lane++) {
                int block = v * L / 2 + lane / 2;
                int power = GROUP_BLOCKS - block;
                long hi = powers[2 * (power - 1)];
                long lo = powers[2 * (power - 1) + 1];
                long p = (lane & 1) == 0 ? hi : lo;
                put(slot, p, lane);
                put(slot + 1, Long.reverse(p), lane);
                // This block's middle operand sits in an even lane for the pair's first vector,
                // an odd one for its second (lane 2i or 2i + 1 for block pair i).
                if ((lane & 1) == (v & 1)) {
                    put(middle, hi ^ lo, lane);
                    put(middle + 1, Long.reverse(hi ^ lo), lane);
                }
            }
        }
        for (int p = 0; p < GROUP_BLOCKS; p++) {
            int power = GROUP_BLOCKS - p;
            long hi = powers[2 * (power - 1)];
            long lo = powers[2 * (power - 1) + 1];
            long[] kinds = {hi, lo, hi ^ lo, Long.reverse(hi), Long.reverse(lo), Long.reverse(hi ^ lo)};
            for (int kind = 0; kind < KINDS; kind++) {
                split(lanePowers, (p * KINDS + kind) * 4, kinds[kind], 1);
            }
            Arrays.fill(kinds, 0);
        }
    }

    /** The unary operator {@code VectorOperators.<name>}, or null where this JDK lacks it. */
    private static VectorOperators.Unary unary(String name) {
        try {
            return (VectorOperators.Unary) VectorOperators.class.getField(name).get(null);
        } catch (NoSuchFieldException | IllegalAccessException absent) {
            return null;
        }
    }

    private void put(int operand, long word, int lane) {
        split(table, 4 * operand * L + lane, word, L);
    }

    /** A word's four masked parts, {@code step} apart from {@code at}: how {@link #multiply} takes its second operand. */
    private static void split(long[] to, int at, long word, int step) {
        to[at] = word & M0;
        to[at + step] = word & M1;
        to[at + 2 * step] = word & M2;
        to[at + 3 * step] = word & M3;
    }

    @Override
    public void destroy() {
        Arrays.fill(table, 0);
        Arrays.fill(lanePowers, 0);
    }

    @Override
    public void absorb(long[] y, byte[] in, int off, int groups) {
        absorbGroups(y, in, off, groups);
    }

    /** Absorbs {@code groups} groups into the running value {@code y}. */
    private void absorbGroups(long[] y, byte[] in, int off, int groups) {
        long[] t = table;
        // Y and its bit reversal in the lanes of the group's first block, then zeros for the others.
        long[] fold = new long[3 * L];
        long[] ops = new long[OPERANDS * L];
        long[] products = new long[OPERANDS * L];
        for (int g = 0; g < groups; g++, off += GROUP_BYTES) {
            fold[0] = y[0];
            fold[1] = y[1];
            fold[L] = Long.reverse(y[0]);
            fold[L + 1] = Long.reverse(y[1]);
            for (int v = 0; v < VECTORS; v++) {
                // Native-order lanes: each word with its bytes reversed.
                LongVector b = ByteVector.fromArray(BYTES, in, off + v * VECTOR_BYTES).reinterpretAsLongs();
                LongVector a;
                LongVector r;
                if (REVERSE != null) {
                    a = b.lanewise(REVERSE_BYTES);
                    r = a.lanewise(REVERSE);
                } else {
                    // Not reverse(): from the native-order load, three exchanges give the word and
                    // three more its bit reversal (the bits within each byte), where reverse()
                    // takes six.
                    a = b.lanewise(ROR, 32);
                    a = a.lanewise(LSHR, 16).and(0x0000ffff0000ffffL).or(a.and(0x0000ffff0000ffffL).lanewise(LSHL, 16));
                    a = a.lanewise(LSHR, 8).and(0x00ff00ff00ff00ffL).or(a.and(0x00ff00ff00ff00ffL).lanewise(LSHL, 8));
                    r = b.lanewise(LSHR, 1).and(0x5555555555555555L).or(b.and(0x5555555555555555L).lanewise(LSHL, 1));
                    r = r.lanewise(LSHR, 2).and(0x3333333333333333L).or(r.and(0x3333333333333333L).lanewise(LSHL, 2));
                    r = r.lanewise(LSHR, 4).and(0x0f0f0f0f0f0f0f0fL).or(r.and(0x0f0f0f0f0f0f0f0fL).lanewise(LSHL, 4));
                }
                // Y goes into the first block only; the other vectors fold zeros, so the code is uniform.
                int slot = (v / 2 * SLOTS + (v & 1) * 2) * L;
                a.lanewise(XOR, LongVector.fromArray(LONGS, fold, v == 0 ? 0 : 2 * L)).intoArray(ops, slot);
                r.lanewise(XOR, LongVector.fromArray(LONGS, fold, v == 0 ? L : 2 * L)).intoArray(ops, slot + L);
            }
            for (int m = 0; m < 2 * PAIRS; m++) {
                // Pair m / 2; words (m even) or their reversals (m odd): the first vector's
                // hi xor lo in its even lanes, the second's in its odd lanes, merged.
                int first = (m / 2 * SLOTS + (m & 1)) * L;
                LongVector a = LongVector.fromArray(LONGS, ops, first);
                LongVector c = LongVector.fromArray(LONGS, ops, first + 2 * L);
                // Lane l takes lane l + 1 (down) or l - 1 (up): fixed indices.
                a = a.lanewise(XOR, a.rearrange(VectorShuffle.iota(LONGS, 1, 1, true)));
                c = c.lanewise(XOR, c.rearrange(VectorShuffle.iota(LONGS, -1, 1, true)));
                c.lanewise(XOR, a.lanewise(XOR, c).and(LongVector.fromArray(LONGS, EVEN, 0))).intoArray(ops, first + 4 * L);
            }
            multiply(ops, t, 0, products, OPERANDS, false);
            // Word products: hi·hi in even lanes (z1, and w1 of the reversals), lo·lo in odd ones
            // (z0, w0); the middle products' lanes all sum to Karatsuba's middle term.
            long z0 = 0;
            long z1 = 0;
            long w0 = 0;
            long w1 = 0;
            long z2 = 0;
            long w2 = 0;
            for (int p = 0; p < PAIRS; p++) {
                int base = p * SLOTS * L;
                for (int l = 0; l < L; l += 2) {
                    z1 ^= products[base + l] ^ products[base + 2 * L + l];
                    z0 ^= products[base + l + 1] ^ products[base + 2 * L + l + 1];
                    w1 ^= products[base + L + l] ^ products[base + 3 * L + l];
                    w0 ^= products[base + L + l + 1] ^ products[base + 3 * L + l + 1];
                    z2 ^= products[base + 4 * L + l] ^ products[base + 4 * L + l + 1];
                    w2 ^= products[base + 5 * L + l] ^ products[base + 5 * L + l + 1];
                }
            }
            Gf128.reduceKaratsuba(z0, z1, z2, w0, w1, w2, y, 0);
        }
        Arrays.fill(fold, 0);
        Arrays.fill(ops, 0);
        Arrays.fill(products, 0);
    }

    @Override
    public void absorbLanes(long[] ys, long[] words, int[] from, int rows) {
        long[] t = lanePowers;
        // A block position's operands, kind by kind, and the row's summed products, kind by kind.
        long[] ops = new long[KINDS * LANES];
        long[] sums = new long[KINDS * LANES];
        for (int row = 0; row < rows; row++) {
            Arrays.fill(sums, 0);
            for (int p = from[row]; p < GROUP_BLOCKS; p++) {
                int at = (row * GROUP_BLOCKS + p) * 2 * LANES;
                for (int c = 0; c < LANES; c += L) {
                    LongVector hi = LongVector.fromArray(LONGS, words, at + c);
                    LongVector lo = LongVector.fromArray(LONGS, words, at + LANES + c);
                    LongVector mid = hi.lanewise(XOR, lo);
                    hi.intoArray(ops, c);
                    lo.intoArray(ops, LANES + c);
                    mid.intoArray(ops, 2 * LANES + c);
                }
                reverse(ops, 0, ops, 3 * LANES, 3 * ROW_VECTORS);
                multiply(ops, t, p * KINDS * 4, sums, KINDS * ROW_VECTORS, true);
            }
            // Kinds 0..5 summed over the row's blocks: z1, z0, the middle, then w1, w0, the
            // reversed middle, lane by lane: what core's Ghash forms for one block, one message a
            // lane. The w's reversed back (the reversal is linear, so before Karatsuba's middle
            // sum), then Gf128.reduceKaratsuba's steps lane by lane: its vector twin, checked
            // against it by the conformance suite (one reduction a message in scalar code was
            // 128 reductions of about 60 operations a batch of 128).
            reverse(sums, 3 * LANES, sums, 3 * LANES, 3 * ROW_VECTORS);
            for (int c = 0; c < LANES; c += L) {
                LongVector z1 = LongVector.fromArray(LONGS, sums, c);
                LongVector z0 = LongVector.fromArray(LONGS, sums, LANES + c);
                LongVector z2 = LongVector.fromArray(LONGS, sums, 2 * LANES + c).lanewise(XOR, z0).lanewise(XOR, z1);
                LongVector w1 = LongVector.fromArray(LONGS, sums, 3 * LANES + c);
                LongVector w0 = LongVector.fromArray(LONGS, sums, 4 * LANES + c);
                LongVector w2 = LongVector.fromArray(LONGS, sums, 5 * LANES + c).lanewise(XOR, w0).lanewise(XOR, w1);
                // The 255-bit product, most significant word first, shifted left by one.
                LongVector p0 = w1.lanewise(LSHR, 1);
                LongVector p1 = z1.lanewise(XOR, w2.lanewise(LSHR, 1));
                LongVector p2 = z2.lanewise(XOR, w0.lanewise(LSHR, 1));
                p0 = p0.lanewise(LSHL, 1).or(p1.lanewise(LSHR, 63));
                p1 = p1.lanewise(LSHL, 1).or(p2.lanewise(LSHR, 63));
                p2 = p2.lanewise(LSHL, 1).or(z0.lanewise(LSHR, 63));
                LongVector p3 = z0.lanewise(LSHL, 1);
                // x^128 = x^7 + x^2 + x + 1, folded twice.
                p1 = p1.lanewise(XOR, p3).lanewise(XOR, p3.lanewise(LSHR, 1)).lanewise(XOR, p3.lanewise(LSHR, 2)).lanewise(XOR, p3.lanewise(LSHR, 7));
                p2 = p2.lanewise(XOR, p3.lanewise(LSHL, 63)).lanewise(XOR, p3.lanewise(LSHL, 62)).lanewise(XOR, p3.lanewise(LSHL, 57));
                p0 = p0.lanewise(XOR, p2).lanewise(XOR, p2.lanewise(LSHR, 1)).lanewise(XOR, p2.lanewise(LSHR, 2)).lanewise(XOR, p2.lanewise(LSHR, 7));
                p1 = p1.lanewise(XOR, p2.lanewise(LSHL, 63)).lanewise(XOR, p2.lanewise(LSHL, 62)).lanewise(XOR, p2.lanewise(LSHL, 57));
                p0.intoArray(ops, c);
                p1.intoArray(ops, LANES + c);
            }
            for (int j = 0; j < LANES; j++) {
                ys[2 * (row * LANES + j)] = ops[j];
                ys[2 * (row * LANES + j) + 1] = ops[LANES + j];
            }
        }
        Arrays.fill(ops, 0);
        Arrays.fill(sums, 0);
    }

    /**
     * Bit reversal of each word of {@code count} vectors from {@code from[at..]} into
     * {@code to[toAt..]} (the same place allowed): {@link #REVERSE} where the JDK has it, else
     * halves, then 16-, 8-, 4-, 2- and 1-bit fields exchanged.
     */
    private static void reverse(long[] from, int at, long[] to, int toAt, int count) {
        for (int k = 0; k < count * L; k += L) {
            LongVector a = LongVector.fromArray(LONGS, from, at + k);
            if (REVERSE != null) {
                a = a.lanewise(REVERSE);
            } else {
                a = a.lanewise(ROR, 32);
                a = a.lanewise(LSHR, 16).and(0x0000ffff0000ffffL).or(a.and(0x0000ffff0000ffffL).lanewise(LSHL, 16));
                a = a.lanewise(LSHR, 8).and(0x00ff00ff00ff00ffL).or(a.and(0x00ff00ff00ff00ffL).lanewise(LSHL, 8));
                a = a.lanewise(LSHR, 4).and(0x0f0f0f0f0f0f0f0fL).or(a.and(0x0f0f0f0f0f0f0f0fL).lanewise(LSHL, 4));
                a = a.lanewise(LSHR, 2).and(0x3333333333333333L).or(a.and(0x3333333333333333L).lanewise(LSHL, 2));
                a = a.lanewise(LSHR, 1).and(0x5555555555555555L).or(a.and(0x5555555555555555L).lanewise(LSHL, 1));
            }
            a.intoArray(to, toAt + k);
        }
    }

    /**
     * The low 64 bits of the carry-less products of {@code count} vectors of {@code x} (from 0,
     * L lanes apart) with their powers, lane by lane, into {@code out} (from 0). For
     * {@link #absorb} ({@code lanes} false) each vector's powers differ lane by lane: four masked
     * parts of 4·L longs from {@code t[at]}. For {@link #absorbLanes} ({@code lanes} true) every
     * lane of a vector takes the same power, broadcast from four longs of its kind from
     * {@code t[at]} ({@link #lanePowers}), and the products are XORed into {@code out}. The one
     * copy of the vector ctmul64 product: four parts of each operand with three-bit holes,
     * sixteen multiplies, and the columns kept under the masks.
     */
    private static void multiply(long[] x, long[] t, int at, long[] out, int count, boolean lanes) {
        for (int k = 0; k < count; k++) {
            LongVector v = LongVector.fromArray(LONGS, x, k * L);
            LongVector x0 = v.and(M0);
            LongVector x1 = v.and(M1);
            LongVector x2 = v.and(M2);
            LongVector x3 = v.and(M3);
            LongVector y0;
            LongVector y1;
            LongVector y2;
            LongVector y3;
            if (lanes) {
                int powers = at + 4 * (k / ROW_VECTORS);
                y0 = LongVector.broadcast(LONGS, t[powers]);
                y1 = LongVector.broadcast(LONGS, t[powers + 1]);
                y2 = LongVector.broadcast(LONGS, t[powers + 2]);
                y3 = LongVector.broadcast(LONGS, t[powers + 3]);
            } else {
                int powers = at + 4 * k * L;
                y0 = LongVector.fromArray(LONGS, t, powers);
                y1 = LongVector.fromArray(LONGS, t, powers + L);
                y2 = LongVector.fromArray(LONGS, t, powers + 2 * L);
                y3 = LongVector.fromArray(LONGS, t, powers + 3 * L);
            }
            LongVector z = x0.mul(y0).lanewise(XOR, x1.mul(y3)).lanewise(XOR, x2.mul(y2)).lanewise(XOR, x3.mul(y1)).and(M0)
                    .or(x0.mul(y1).lanewise(XOR, x1.mul(y0)).lanewise(XOR, x2.mul(y3)).lanewise(XOR, x3.mul(y2)).and(M1))
                    .or(x0.mul(y2).lanewise(XOR, x1.mul(y1)).lanewise(XOR, x2.mul(y0)).lanewise(XOR, x3.mul(y3)).and(M2))
                    .or(x0.mul(y3).lanewise(XOR, x1.mul(y2)).lanewise(XOR, x2.mul(y1)).lanewise(XOR, x3.mul(y0)).and(M3));
            if (lanes) {
                z = z.lanewise(XOR, LongVector.fromArray(LONGS, out, k * L));
            }
            z.intoArray(out, k * L);
        }
    }
}
