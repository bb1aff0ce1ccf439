package org.iotcrypt.sm4;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The bulk engine: 16 blocks per batch, bitsliced over {@code long}s (layout in
 * {@link Sm4BitslicedRounds}). A batch costs two bit-matrix transpositions and the 32
 * rounds; fewer than 16 blocks are padded to a full batch, so the cost never depends on data.
 */
final class Sm4BitslicedEngine implements Sm4BulkEngine {

    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private static final int BATCH_BYTES = 16 * Sm4BitslicedRounds.BATCH;

    private final long[] encMasks;
    private final long[] decMasks;

    Sm4BitslicedEngine(int[] rk) {
        this.encMasks = Sm4BitslicedRounds.masks(rk, false);
        this.decMasks = Sm4BitslicedRounds.masks(rk, true);
    }

    @Override
    public int parallelBlocks() {
        return Sm4BitslicedRounds.BATCH;
    }

    @Override
    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        process(encMasks, in, inOff, out, outOff, blocks);
    }

    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        process(decMasks, in, inOff, out, outOff, blocks);
    }

    private static void process(long[] masks, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        long[] state = new long[Sm4BitslicedRounds.STATE_LONGS];
        int full = blocks / Sm4BitslicedRounds.BATCH;
        for (int i = 0; i < full; i++) {
            batch(masks, state, in, inOff + i * BATCH_BYTES, out, outOff + i * BATCH_BYTES);
        }
        int tailBytes = 16 * (blocks - full * Sm4BitslicedRounds.BATCH);
        if (tailBytes > 0) {
            byte[] pad = new byte[BATCH_BYTES];
            System.arraycopy(in, inOff + full * BATCH_BYTES, pad, 0, tailBytes);
            batch(masks, state, pad, 0, pad, 0);
            System.arraycopy(pad, 0, out, outOff + full * BATCH_BYTES, tailBytes);
        }
    }

    private static void batch(long[] masks, long[] s, byte[] in, int inOff, byte[] out, int outOff) {
        load(in, inOff, s);
        Sm4BitslicedRounds.rounds(s, masks);
        store(s, out, outOff);
    }

    /**
     * Transposes 16 blocks into words X_0..X_3 of the bitsliced state. Half h of block k,
     * read little-endian, holds byte j of word 2h + w0 at byte 4·w0 + j; interleaving the
     * bytes moves it to 2j + w0, and the long goes to s[16h + k]. Four SWAPMOVE layers then
     * exchange the block index bits k3..k0 (array index bits 3..0) with bit positions 3..0
     * (w0, b2, b1, b0), which leaves slice b of word w in s[8w + b] with block k at bit k
     * of each 16-bit group.
     */
    private static void load(byte[] in, int off, long[] s) {
        for (int k = 0; k < 16; k++) {
            s[k] = interleave((long) LONG_LE.get(in, off + 16 * k));
            s[16 + k] = interleave((long) LONG_LE.get(in, off + 16 * k + 8));
        }
        transpose16(s, 0);
        transpose16(s, 16);
    }

    /** The inverse of {@link #load}, writing the words X_35, X_34, X_33, X_32 of each block. */
    private static void store(long[] s, byte[] out, int off) {
        for (int w = 0; w < 4; w++) {
            System.arraycopy(s, Sm4BitslicedRounds.OUTPUT + 8 * (3 - w), s, 8 * w, 8);
        }
        transpose16(s, 0);
        transpose16(s, 16);
        for (int k = 0; k < 16; k++) {
            LONG_LE.set(out, off + 16 * k, deinterleave(s[k]));
            LONG_LE.set(out, off + 16 * k + 8, deinterleave(s[16 + k]));
        }
    }

    /** Transposes s[off..off+15]: array index bits 3..0 trade places with bit positions 3..0. */
    private static void transpose16(long[] s, int off) {
        long a0 = s[off];
        long a1 = s[off + 1];
        long a2 = s[off + 2];
        long a3 = s[off + 3];
        long a4 = s[off + 4];
        long a5 = s[off + 5];
        long a6 = s[off + 6];
        long a7 = s[off + 7];
        long a8 = s[off + 8];
        long a9 = s[off + 9];
        long a10 = s[off + 10];
        long a11 = s[off + 11];
        long a12 = s[off + 12];
        long a13 = s[off + 13];
        long a14 = s[off + 14];
        long a15 = s[off + 15];
        long d;
        d = ((a0 >>> 8) ^ a8) & 0x00ff00ff00ff00ffL;
        a8 ^= d;
        a0 ^= d << 8;
        d = ((a1 >>> 8) ^ a9) & 0x00ff00ff00ff00ffL;
        a9 ^= d;
        a1 ^= d << 8;
        d = ((a2 >>> 8) ^ a10) & 0x00ff00ff00ff00ffL;
        a10 ^= d;
        a2 ^= d << 8;
        d = ((a3 >>> 8) ^ a11) & 0x00ff00ff00ff00ffL;
        a11 ^= d;
        a3 ^= d << 8;
        d = ((a4 >>> 8) ^ a12) & 0x00ff00ff00ff00ffL;
        a12 ^= d;
        a4 ^= d << 8;
        d = ((a5 >>> 8) ^ a13) & 0x00ff00ff00ff00ffL;
        a13 ^= d;
        a5 ^= d << 8;
        d = ((a6 >>> 8) ^ a14) & 0x00ff00ff00ff00ffL;
        a14 ^= d;
        a6 ^= d << 8;
        d = ((a7 >>> 8) ^ a15) & 0x00ff00ff00ff00ffL;
        a15 ^= d;
        a7 ^= d << 8;
        d = ((a0 >>> 4) ^ a4) & 0x0f0f0f0f0f0f0f0fL;
        a4 ^= d;
        a0 ^= d << 4;
        d = ((a1 >>> 4) ^ a5) & 0x0f0f0f0f0f0f0f0fL;
        a5 ^= d;
        a1 ^= d << 4;
        d = ((a2 >>> 4) ^ a6) & 0x0f0f0f0f0f0f0f0fL;
        a6 ^= d;
        a2 ^= d << 4;
        d = ((a3 >>> 4) ^ a7) & 0x0f0f0f0f0f0f0f0fL;
        a7 ^= d;
        a3 ^= d << 4;
        d = ((a8 >>> 4) ^ a12) & 0x0f0f0f0f0f0f0f0fL;
        a12 ^= d;
        a8 ^= d << 4;
        d = ((a9 >>> 4) ^ a13) & 0x0f0f0f0f0f0f0f0fL;
        a13 ^= d;
        a9 ^= d << 4;
        d = ((a10 >>> 4) ^ a14) & 0x0f0f0f0f0f0f0f0fL;
        a14 ^= d;
        a10 ^= d << 4;
        d = ((a11 >>> 4) ^ a15) & 0x0f0f0f0f0f0f0f0fL;
        a15 ^= d;
        a11 ^= d << 4;
        d = ((a0 >>> 2) ^ a2) & 0x3333333333333333L;
        a2 ^= d;
        a0 ^= d << 2;
        d = ((a1 >>> 2) ^ a3) & 0x3333333333333333L;
        a3 ^= d;
        a1 ^= d << 2;
        d = ((a4 >>> 2) ^ a6) & 0x3333333333333333L;
        a6 ^= d;
        a4 ^= d << 2;
        d = ((a5 >>> 2) ^ a7) & 0x3333333333333333L;
        a7 ^= d;
        a5 ^= d << 2;
        d = ((a8 >>> 2) ^ a10) & 0x3333333333333333L;
        a10 ^= d;
        a8 ^= d << 2;
        d = ((a9 >>> 2) ^ a11) & 0x3333333333333333L;
        a11 ^= d;
        a9 ^= d << 2;
        d = ((a12 >>> 2) ^ a14) & 0x3333333333333333L;
        a14 ^= d;
        a12 ^= d << 2;
        d = ((a13 >>> 2) ^ a15) & 0x3333333333333333L;
        a15 ^= d;
        a13 ^= d << 2;
        d = ((a0 >>> 1) ^ a1) & 0x5555555555555555L;
        a1 ^= d;
        a0 ^= d << 1;
        d = ((a2 >>> 1) ^ a3) & 0x5555555555555555L;
        a3 ^= d;
        a2 ^= d << 1;
        d = ((a4 >>> 1) ^ a5) & 0x5555555555555555L;
        a5 ^= d;
        a4 ^= d << 1;
        d = ((a6 >>> 1) ^ a7) & 0x5555555555555555L;
        a7 ^= d;
        a6 ^= d << 1;
        d = ((a8 >>> 1) ^ a9) & 0x5555555555555555L;
        a9 ^= d;
        a8 ^= d << 1;
        d = ((a10 >>> 1) ^ a11) & 0x5555555555555555L;
        a11 ^= d;
        a10 ^= d << 1;
        d = ((a12 >>> 1) ^ a13) & 0x5555555555555555L;
        a13 ^= d;
        a12 ^= d << 1;
        d = ((a14 >>> 1) ^ a15) & 0x5555555555555555L;
        a15 ^= d;
        a14 ^= d << 1;
        s[off] = a0;
        s[off + 1] = a1;
        s[off + 2] = a2;
        s[off + 3] = a3;
        s[off + 4] = a4;
        s[off + 5] = a5;
        s[off + 6] = a6;
        s[off + 7] = a7;
        s[off + 8] = a8;
        s[off + 9] = a9;
        s[off + 10] = a10;
        s[off + 11] = a11;
        s[off + 12] = a12;
        s[off + 13] = a13;
        s[off + 14] = a14;
        s[off + 15] = a15;
    }

    /** Byte order A3 A2 A1 A0 B3 B2 B1 B0 to A3 B3 A2 B2 A1 B1 A0 B0 (a perfect shuffle). */
    private static long interleave(long x) {
        x = deltaSwap(x, 16, 0x00000000ffff0000L);
        return deltaSwap(x, 8, 0x0000ff000000ff00L);
    }

    /** The inverse of {@link #interleave}: the same two exchanges in the other order. */
    private static long deinterleave(long x) {
        x = deltaSwap(x, 8, 0x0000ff000000ff00L);
        return deltaSwap(x, 16, 0x00000000ffff0000L);
    }

    /** Exchanges the bits selected by {@code mask} with those {@code shift} places above them. */
    private static long deltaSwap(long x, int shift, long mask) {
        long d = (x ^ (x >>> shift)) & mask;
        return x ^ d ^ (d << shift);
    }
}
