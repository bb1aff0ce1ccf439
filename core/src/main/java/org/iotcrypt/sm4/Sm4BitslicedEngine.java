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

    private static final VarHandle LONG_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

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
        long[] t = new long[8];
        int full = blocks / Sm4BitslicedRounds.BATCH;
        for (int i = 0; i < full; i++) {
            batch(masks, state, t, in, inOff + i * BATCH_BYTES, out, outOff + i * BATCH_BYTES);
        }
        int tailBytes = 16 * (blocks - full * Sm4BitslicedRounds.BATCH);
        if (tailBytes > 0) {
            byte[] pad = new byte[BATCH_BYTES];
            System.arraycopy(in, inOff + full * BATCH_BYTES, pad, 0, tailBytes);
            batch(masks, state, t, pad, 0, pad, 0);
            System.arraycopy(pad, 0, out, outOff + full * BATCH_BYTES, tailBytes);
        }
    }

    private static void batch(long[] masks, long[] s, long[] t, byte[] in, int inOff, byte[] out, int outOff) {
        load(in, inOff, s);
        Sm4BitslicedRounds.rounds(s, masks, t);
        store(s, out, outOff);
    }

    /**
     * Transposes 16 blocks into the bitsliced layout. Block k's two big-endian halves go to
     * s[2k] and s[2k+1] with their bytes interleaved (so a word's byte significance g lands
     * on bits 16g..16g+15); then four SWAPMOVE layers exchange the block index bits k3..k0
     * of the array index with the position bits 3..0 inside the longs.
     */
    private static void load(byte[] in, int off, long[] s) {
        for (int i = 0; i < 32; i++) {
            s[i] = interleave((long) LONG_BE.get(in, off + 8 * i));
        }
        transpose(s);
    }

    /** The inverse of {@link #load}, writing the words X_35, X_34, X_33, X_32 of each block. */
    private static void store(long[] s, byte[] out, int off) {
        // Output word w is state word 3 - w: flip both word-index bits (array index bits 4 and 0).
        for (int i = 0; i < 16; i += 2) {
            swap(s, i, i + 17);
            swap(s, i + 1, i + 16);
        }
        transpose(s);
        for (int i = 0; i < 32; i++) {
            LONG_BE.set(out, off + 8 * i, deinterleave(s[i]));
        }
    }

    /** Exchanges array index bits 4..1 with bit positions 3..0; an involution. */
    private static void transpose(long[] s) {
        for (int i = 0; i < 16; i++) {
            swapMove(s, i, i + 16, 8, 0x00ff00ff00ff00ffL);
        }
        for (int i = 0; i < 32; i += 16) {
            for (int j = i; j < i + 8; j++) {
                swapMove(s, j, j + 8, 4, 0x0f0f0f0f0f0f0f0fL);
            }
        }
        for (int i = 0; i < 32; i += 8) {
            for (int j = i; j < i + 4; j++) {
                swapMove(s, j, j + 4, 2, 0x3333333333333333L);
            }
        }
        for (int i = 0; i < 32; i += 4) {
            swapMove(s, i, i + 2, 1, 0x5555555555555555L);
            swapMove(s, i + 1, i + 3, 1, 0x5555555555555555L);
        }
    }

    /** Bits (p with bit {@code shift} set) of s[lo] trade places with bits (p clear) of s[hi]. */
    private static void swapMove(long[] s, int lo, int hi, int shift, long mask) {
        long a = s[lo];
        long b = s[hi];
        long d = ((a >>> shift) ^ b) & mask;
        s[hi] = b ^ d;
        s[lo] = a ^ (d << shift);
    }

    private static void swap(long[] s, int i, int j) {
        long v = s[i];
        s[i] = s[j];
        s[j] = v;
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
