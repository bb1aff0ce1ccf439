package org.iotcrypt.vector;

import static jdk.incubator.vector.VectorOperators.LSHL;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.NE;
import static jdk.incubator.vector.VectorOperators.XOR;
import static org.iotcrypt.vector.Shape.BYTES;
import static org.iotcrypt.vector.Shape.INTS;
import static org.iotcrypt.vector.Shape.LANES;
import static org.iotcrypt.vector.Shape.VECTOR_BYTES;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorShuffle;

/**
 * Moves a batch of {@code 8·LANES} blocks between memory and the planes of
 * {@link Sm4VectorRounds}, as a bit permutation done in exchanges of address bits.
 *
 * <p>Read as 32 vectors of consecutive memory, the bit of block B, word w, byte j, bit b sits in
 * vector {@code B / (LANES/4)}, lane {@code 4·(B mod LANES/4) + w}, position {@code 8·j + b}
 * (lanes are little-endian ints). The planes want vector {@code 8·w + b}, and position
 * {@code 8·j + p} with p made of three bits of B. Three exchanges of position bits 0..2 with
 * vector index bits 0..2 (        IntVector d01 = v0.lanewise(LSHR, 1).lanewise(XOR, v1).and(0x55555555);
        v1 = v1.lanewise(XOR, d01);
        v0 = v0.lanewise(XOR, d01.lanewise(LSHL, 1));
        IntVector d23 = v2.lanewise(LSHR, 1).lanewise(XOR, v3).and(0x55555555);
        v3 = v3.lanewise(XOR, d23);
        v2 = v2.lanewise(XOR, d23.lanewise(LSHL, 1));
        IntVector d45 = v4.lanewise(LSHR, 1).lanewise(XOR, v5).and(0x55555555);
        v5 = v5.lanewise(XOR, d45);
        v4 = v4.lanewise(XOR, d45.lanewise(LSHL, 1));
        IntVector d67 = v6.lanewise(LSHR, 1).lanewise(XOR, v7).and(0x55555555);
        v7 = v7.lanewise(XOR, d67);
        v6 = v6.lanewise(XOR, d67.lanewise(LSHL, 1));
        IntVector d02 = v0.lanewise(LSHR, 2).lanewise(XOR, v2).and(0x33333333);
        v2 = v2.lanewise(XOR, d02);
        v0 = v0.lanewise(XOR, d02.lanewise(LSHL, 2));
        IntVector d13 = v1.lanewise(LSHR, 2).lanewise(XOR, v3).and(0x33333333);
        v3 = v3.lanewise(XOR, d13);
        v1 = v1.lanewise(XOR, d13.lanewise(LSHL, 2));
        IntVector d46 = v4.lanewise(LSHR, 2).lanewise(XOR, v6).and(0x33333333);
        v6 = v6.lanewise(XOR, d46);
        v4 = v4.lanewise(XOR, d46.lanewise(LSHL, 2));
        IntVector d57 = v5.lanewise(LSHR, 2).lanewise(XOR, v7).and(0x33333333);
        v7 = v7.lanewise(XOR, d57);
        v5 = v5.lanewise(XOR, d57.lanewise(LSHL, 2));
        IntVector d04 = v0.lanewise(LSHR, 4).lanewise(XOR, v4).and(0x0f0f0f0f);
        v4 = v4.lanewise(XOR, d04);
        v0 = v0.lanewise(XOR, d04.lanewise(LSHL, 4));
        IntVector d15 = v1.lanewise(LSHR, 4).lanewise(XOR, v5).and(0x0f0f0f0f);
        v5 = v5.lanewise(XOR, d15);
        v1 = v1.lanewise(XOR, d15.lanewise(LSHL, 4));
        IntVector d26 = v2.lanewise(LSHR, 4).lanewise(XOR, v6).and(0x0f0f0f0f);
        v6 = v6.lanewise(XOR, d26);
        v2 = v2.lanewise(XOR, d26.lanewise(LSHL, 4));
        IntVector d37 = v3.lanewise(LSHR, 4).lanewise(XOR, v7).and(0x0f0f0f0f);
        v7 = v7.lanewise(XOR, d37);
        v3 = v3.lanewise(XOR, d37.lanewise(LSHL, 4));MOVE: shifts, XOR, AND between two vectors) put b in the vector
 * index; two exchanges of lane index bits 0 and 1 with vector index bits 3 and 4 put w there. The
 * first of those is a         IntVector d01 = v0.lanewise(LSHR, 1).lanewise(XOR, v1).and(0x55555555);
        v1 = v1.lanewise(XOR, d01);
        v0 = v0.lanewise(XOR, d01.lanewise(LSHL, 1));
        IntVector d23 = v2.lanewise(LSHR, 1).lanewise(XOR, v3).and(0x55555555);
        v3 = v3.lanewise(XOR, d23);
        v2 = v2.lanewise(XOR, d23.lanewise(LSHL, 1));
        IntVector d45 = v4.lanewise(LSHR, 1).lanewise(XOR, v5).and(0x55555555);
        v5 = v5.lanewise(XOR, d45);
        v4 = v4.lanewise(XOR, d45.lanewise(LSHL, 1));
        IntVector d67 = v6.lanewise(LSHR, 1).lanewise(XOR, v7).and(0x55555555);
        v7 = v7.lanewise(XOR, d67);
        v6 = v6.lanewise(XOR, d67.lanewise(LSHL, 1));
        IntVector d02 = v0.lanewise(LSHR, 2).lanewise(XOR, v2).and(0x33333333);
        v2 = v2.lanewise(XOR, d02);
        v0 = v0.lanewise(XOR, d02.lanewise(LSHL, 2));
        IntVector d13 = v1.lanewise(LSHR, 2).lanewise(XOR, v3).and(0x33333333);
        v3 = v3.lanewise(XOR, d13);
        v1 = v1.lanewise(XOR, d13.lanewise(LSHL, 2));
        IntVector d46 = v4.lanewise(LSHR, 2).lanewise(XOR, v6).and(0x33333333);
        v6 = v6.lanewise(XOR, d46);
        v4 = v4.lanewise(XOR, d46.lanewise(LSHL, 2));
        IntVector d57 = v5.lanewise(LSHR, 2).lanewise(XOR, v7).and(0x33333333);
        v7 = v7.lanewise(XOR, d57);
        v5 = v5.lanewise(XOR, d57.lanewise(LSHL, 2));
        IntVector d04 = v0.lanewise(LSHR, 4).lanewise(XOR, v4).and(0x0f0f0f0f);
        v4 = v4.lanewise(XOR, d04);
        v0 = v0.lanewise(XOR, d04.lanewise(LSHL, 4));
        IntVector d15 = v1.lanewise(LSHR, 4).lanewise(XOR, v5).and(0x0f0f0f0f);
        v5 = v5.lanewise(XOR, d15);
        v1 = v1.lanewise(XOR, d15.lanewise(LSHL, 4));
        IntVector d26 = v2.lanewise(LSHR, 4).lanewise(XOR, v6).and(0x0f0f0f0f);
        v6 = v6.lanewise(XOR, d26);
        v2 = v2.lanewise(XOR, d26.lanewise(LSHL, 4));
        IntVector d37 = v3.lanewise(LSHR, 4).lanewise(XOR, v7).and(0x0f0f0f0f);
        v7 = v7.lanewise(XOR, d37);
        v3 = v3.lanewise(XOR, d37.lanewise(LSHL, 4));MOVE on 64-bit lanes by 32; the second moves 64-bit halves of 128-bit
 * pairs, a lane shuffle with fixed indices and a blend under a fixed mask. Each exchange is its
 * own inverse and they commute, so storing runs the same steps in reverse order.
 *
 * <p>Nothing depends on the data but the data: the shuffle indices and masks are constants of the
 * vector width. They are built inside the methods from iotas and comparisons, which C2 turns into
 * constants; built from arrays, each call allocated them (512 bytes a batch, measured).
 */
final class Sm4VectorTransposition {

    /** Lane indices 0..LANES-1, for the lane-bit-1 mask. */
    private static final int[] LANE_INDEX = new int[LANES];

    static {
        for (int l = 0; l < LANES; l++) {
            LANE_INDEX[l] = l;
        }
    }

    private Sm4VectorTransposition() {
    }

    /** Loads a batch from {@code in[off..]} into planes 0..31 of {@code s} (X_0..X_3). */
    static void load(byte[] in, int off, int[] s) {
        for (int g = 0; g < 4; g++) {
            loadGroup(in, off + 8 * g * VECTOR_BYTES, s, 8 * g);
        }
        for (int c = 0; c < 8; c++) {
            exchangeLanes(s, c, c + 8, c + 16, c + 24, c);
        }
    }

    /**
     * Stores X_35, X_34, X_33, X_32 (planes from {@link Sm4VectorRounds#OUTPUT_PLANE}) as words
     * 0..3 of each block, XORed with {@code in[inOff..]}, to {@code out[off..]}, using planes 0..31
     * as scratch. ECB passes zeros as {@code in}; CTR its input, so the key stream never goes to
     * memory. {@code in} may be {@code out} at the same offset, or ahead of it.
     */
    static void store(int[] s, byte[] in, int inOff, byte[] out, int off) {
        int x35 = Sm4VectorRounds.OUTPUT_PLANE + 24;
        for (int c = 0; c < 8; c++) {
            exchangeLanes(s, x35 + c, x35 - 8 + c, x35 - 16 + c, x35 - 24 + c, c);
        }
        for (int g = 0; g < 4; g++) {
            storeGroup(s, 8 * g, in, inOff + 8 * g * VECTOR_BYTES, out, off + 8 * g * VECTOR_BYTES);
        }
    }

    /** Eight vectors of memory, position bits 0..2 exchanged with vector index bits 0..2, into planes t..t+7. */
    private static void loadGroup(byte[] in, int off, int[] s, int t) {
        IntVector v0 = ByteVector.fromArray(BYTES, in, off).reinterpretAsInts();
        IntVector v1 = ByteVector.fromArray(BYTES, in, off + VECTOR_BYTES).reinterpretAsInts();
        IntVector v2 = ByteVector.fromArray(BYTES, in, off + 2 * VECTOR_BYTES).reinterpretAsInts();
        IntVector v3 = ByteVector.fromArray(BYTES, in, off + 3 * VECTOR_BYTES).reinterpretAsInts();
        IntVector v4 = ByteVector.fromArray(BYTES, in, off + 4 * VECTOR_BYTES).reinterpretAsInts();
        IntVector v5 = ByteVector.fromArray(BYTES, in, off + 5 * VECTOR_BYTES).reinterpretAsInts();
        IntVector v6 = ByteVector.fromArray(BYTES, in, off + 6 * VECTOR_BYTES).reinterpretAsInts();
        IntVector v7 = ByteVector.fromArray(BYTES, in, off + 7 * VECTOR_BYTES).reinterpretAsInts();
        IntVector d01 = v0.lanewise(LSHR, 1).lanewise(XOR, v1).and(0x55555555);
        v1 = v1.lanewise(XOR, d01);
        v0 = v0.lanewise(XOR, d01.lanewise(LSHL, 1));
        IntVector d23 = v2.lanewise(LSHR, 1).lanewise(XOR, v3).and(0x55555555);
        v3 = v3.lanewise(XOR, d23);
        v2 = v2.lanewise(XOR, d23.lanewise(LSHL, 1));
        IntVector d45 = v4.lanewise(LSHR, 1).lanewise(XOR, v5).and(0x55555555);
        v5 = v5.lanewise(XOR, d45);
        v4 = v4.lanewise(XOR, d45.lanewise(LSHL, 1));
        IntVector d67 = v6.lanewise(LSHR, 1).lanewise(XOR, v7).and(0x55555555);
        v7 = v7.lanewise(XOR, d67);
        v6 = v6.lanewise(XOR, d67.lanewise(LSHL, 1));
        IntVector d02 = v0.lanewise(LSHR, 2).lanewise(XOR, v2).and(0x33333333);
        v2 = v2.lanewise(XOR, d02);
        v0 = v0.lanewise(XOR, d02.lanewise(LSHL, 2));
        IntVector d13 = v1.lanewise(LSHR, 2).lanewise(XOR, v3).and(0x33333333);
        v3 = v3.lanewise(XOR, d13);
        v1 = v1.lanewise(XOR, d13.lanewise(LSHL, 2));
        IntVector d46 = v4.lanewise(LSHR, 2).lanewise(XOR, v6).and(0x33333333);
        v6 = v6.lanewise(XOR, d46);
        v4 = v4.lanewise(XOR, d46.lanewise(LSHL, 2));
        IntVector d57 = v5.lanewise(LSHR, 2).lanewise(XOR, v7).and(0x33333333);
        v7 = v7.lanewise(XOR, d57);
        v5 = v5.lanewise(XOR, d57.lanewise(LSHL, 2));
        IntVector d04 = v0.lanewise(LSHR, 4).lanewise(XOR, v4).and(0x0f0f0f0f);
        v4 = v4.lanewise(XOR, d04);
        v0 = v0.lanewise(XOR, d04.lanewise(LSHL, 4));
        IntVector d15 = v1.lanewise(LSHR, 4).lanewise(XOR, v5).and(0x0f0f0f0f);
        v5 = v5.lanewise(XOR, d15);
        v1 = v1.lanewise(XOR, d15.lanewise(LSHL, 4));
        IntVector d26 = v2.lanewise(LSHR, 4).lanewise(XOR, v6).and(0x0f0f0f0f);
        v6 = v6.lanewise(XOR, d26);
        v2 = v2.lanewise(XOR, d26.lanewise(LSHL, 4));
        IntVector d37 = v3.lanewise(LSHR, 4).lanewise(XOR, v7).and(0x0f0f0f0f);
        v7 = v7.lanewise(XOR, d37);
        v3 = v3.lanewise(XOR, d37.lanewise(LSHL, 4));
        v0.intoArray(s, t * LANES);
        v1.intoArray(s, (t + 1) * LANES);
        v2.intoArray(s, (t + 2) * LANES);
        v3.intoArray(s, (t + 3) * LANES);
        v4.intoArray(s, (t + 4) * LANES);
        v5.intoArray(s, (t + 5) * LANES);
        v6.intoArray(s, (t + 6) * LANES);
        v7.intoArray(s, (t + 7) * LANES);
    }

    /** The inverse of {@link #loadGroup}: planes t..t+7 to eight vectors of memory, XORed with {@code in}'s. */
    private static void storeGroup(int[] s, int t, byte[] in, int inOff, byte[] out, int off) {
        IntVector v0 = IntVector.fromArray(INTS, s, t * LANES);
        IntVector v1 = IntVector.fromArray(INTS, s, (t + 1) * LANES);
        IntVector v2 = IntVector.fromArray(INTS, s, (t + 2) * LANES);
        IntVector v3 = IntVector.fromArray(INTS, s, (t + 3) * LANES);
        IntVector v4 = IntVector.fromArray(INTS, s, (t + 4) * LANES);
        IntVector v5 = IntVector.fromArray(INTS, s, (t + 5) * LANES);
        IntVector v6 = IntVector.fromArray(INTS, s, (t + 6) * LANES);
        IntVector v7 = IntVector.fromArray(INTS, s, (t + 7) * LANES);
        IntVector d01 = v0.lanewise(LSHR, 1).lanewise(XOR, v1).and(0x55555555);
        v1 = v1.lanewise(XOR, d01);
        v0 = v0.lanewise(XOR, d01.lanewise(LSHL, 1));
        IntVector d23 = v2.lanewise(LSHR, 1).lanewise(XOR, v3).and(0x55555555);
        v3 = v3.lanewise(XOR, d23);
        v2 = v2.lanewise(XOR, d23.lanewise(LSHL, 1));
        IntVector d45 = v4.lanewise(LSHR, 1).lanewise(XOR, v5).and(0x55555555);
        v5 = v5.lanewise(XOR, d45);
        v4 = v4.lanewise(XOR, d45.lanewise(LSHL, 1));
        IntVector d67 = v6.lanewise(LSHR, 1).lanewise(XOR, v7).and(0x55555555);
        v7 = v7.lanewise(XOR, d67);
        v6 = v6.lanewise(XOR, d67.lanewise(LSHL, 1));
        IntVector d02 = v0.lanewise(LSHR, 2).lanewise(XOR, v2).and(0x33333333);
        v2 = v2.lanewise(XOR, d02);
        v0 = v0.lanewise(XOR, d02.lanewise(LSHL, 2));
        IntVector d13 = v1.lanewise(LSHR, 2).lanewise(XOR, v3).and(0x33333333);
        v3 = v3.lanewise(XOR, d13);
        v1 = v1.lanewise(XOR, d13.lanewise(LSHL, 2));
        IntVector d46 = v4.lanewise(LSHR, 2).lanewise(XOR, v6).and(0x33333333);
        v6 = v6.lanewise(XOR, d46);
        v4 = v4.lanewise(XOR, d46.lanewise(LSHL, 2));
        IntVector d57 = v5.lanewise(LSHR, 2).lanewise(XOR, v7).and(0x33333333);
        v7 = v7.lanewise(XOR, d57);
        v5 = v5.lanewise(XOR, d57.lanewise(LSHL, 2));
        IntVector d04 = v0.lanewise(LSHR, 4).lanewise(XOR, v4).and(0x0f0f0f0f);
        v4 = v4.lanewise(XOR, d04);
        v0 = v0.lanewise(XOR, d04.lanewise(LSHL, 4));
        IntVector d15 = v1.lanewise(LSHR, 4).lanewise(XOR, v5).and(0x0f0f0f0f);
        v5 = v5.lanewise(XOR, d15);
        v1 = v1.lanewise(XOR, d15.lanewise(LSHL, 4));
        IntVector d26 = v2.lanewise(LSHR, 4).lanewise(XOR, v6).and(0x0f0f0f0f);
        v6 = v6.lanewise(XOR, d26);
        v2 = v2.lanewise(XOR, d26.lanewise(LSHL, 4));
        IntVector d37 = v3.lanewise(LSHR, 4).lanewise(XOR, v7).and(0x0f0f0f0f);
        v7 = v7.lanewise(XOR, d37);
        v3 = v3.lanewise(XOR, d37.lanewise(LSHL, 4));
        v0.reinterpretAsBytes().lanewise(XOR, ByteVector.fromArray(BYTES, in, inOff)).intoArray(out, off);
        v1.reinterpretAsBytes().lanewise(XOR, ByteVector.fromArray(BYTES, in, inOff + VECTOR_BYTES)).intoArray(out, off + VECTOR_BYTES);
        v2.reinterpretAsBytes().lanewise(XOR, ByteVector.fromArray(BYTES, in, inOff + 2 * VECTOR_BYTES)).intoArray(out, off + 2 * VECTOR_BYTES);
        v3.reinterpretAsBytes().lanewise(XOR, ByteVector.fromArray(BYTES, in, inOff + 3 * VECTOR_BYTES)).intoArray(out, off + 3 * VECTOR_BYTES);
        v4.reinterpretAsBytes().lanewise(XOR, ByteVector.fromArray(BYTES, in, inOff + 4 * VECTOR_BYTES)).intoArray(out, off + 4 * VECTOR_BYTES);
        v5.reinterpretAsBytes().lanewise(XOR, ByteVector.fromArray(BYTES, in, inOff + 5 * VECTOR_BYTES)).intoArray(out, off + 5 * VECTOR_BYTES);
        v6.reinterpretAsBytes().lanewise(XOR, ByteVector.fromArray(BYTES, in, inOff + 6 * VECTOR_BYTES)).intoArray(out, off + 6 * VECTOR_BYTES);
        v7.reinterpretAsBytes().lanewise(XOR, ByteVector.fromArray(BYTES, in, inOff + 7 * VECTOR_BYTES)).intoArray(out, off + 7 * VECTOR_BYTES);
    }

    /**
     * Lane index bits 0 and 1 exchanged with vector index bits 3 and 4 (values 0..3 in planes
     * p0..p3), the results to planes t, t + 8, t + 16, t + 24.
     */
    private static void exchangeLanes(int[] s, int p0, int p1, int p2, int p3, int t) {
        LongVector a = IntVector.fromArray(INTS, s, p0 * LANES).reinterpretAsLongs();
        LongVector b = IntVector.fromArray(INTS, s, p1 * LANES).reinterpretAsLongs();
        LongVector c = IntVector.fromArray(INTS, s, p2 * LANES).reinterpretAsLongs();
        LongVector d = IntVector.fromArray(INTS, s, p3 * LANES).reinterpretAsLongs();
        // Lane bit 0 with vector bit 3: the high int of each long of a with the low int of b's.
        LongVector x = a.lanewise(LSHR, 32).lanewise(XOR, b).and(0xffffffffL);
        b = b.lanewise(XOR, x);
        a = a.lanewise(XOR, x.lanewise(LSHL, 32));
        x = c.lanewise(LSHR, 32).lanewise(XOR, d).and(0xffffffffL);
        d = d.lanewise(XOR, x);
        c = c.lanewise(XOR, x.lanewise(LSHL, 32));
        // Lane bit 1 with vector bit 4: lanes l with bit 1 set take lane l - 2 of the partner.
        VectorShuffle<Integer> up = VectorShuffle.iota(INTS, -2, 1, true);
        VectorShuffle<Integer> down = VectorShuffle.iota(INTS, 2, 1, true);
        VectorMask<Integer> bit1 = IntVector.fromArray(INTS, LANE_INDEX, 0).and(2).compare(NE, 0);
        VectorMask<Integer> notBit1 = bit1.not();
        IntVector ai = a.reinterpretAsInts();
        IntVector bi = b.reinterpretAsInts();
        IntVector ci = c.reinterpretAsInts();
        IntVector di = d.reinterpretAsInts();
        ai.blend(ci.rearrange(up), bit1).intoArray(s, t * LANES);
        ci.blend(ai.rearrange(down), notBit1).intoArray(s, (t + 16) * LANES);
        bi.blend(di.rearrange(up), bit1).intoArray(s, (t + 8) * LANES);
        di.blend(bi.rearrange(down), notBit1).intoArray(s, (t + 24) * LANES);
    }
}
