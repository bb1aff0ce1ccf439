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
        transpose(s);
    }

    /** The inverse of {@link #load}, writing the words X_35, X_34, X_33, X_32 of each block. */
    private static void store(long[] s, byte[] out, int off) {
        for (int w = 0; w < 4; w++) {
            System.arraycopy(s, Sm4BitslicedRounds.OUTPUT + 8 * (3 - w), s, 8 * w, 8);
        }
        transpose(s);
        for (int k = 0; k < 16; k++) {
            LONG_LE.set(out, off + 16 * k, deinterleave(s[k]));
            LONG_LE.set(out, off + 16 * k + 8, deinterleave(s[16 + k]));
        }
    }

    /** Exchanges bits 3..0 of the index into s[0..31] with bit positions 3..0; an involution. */
    private static void transpose(long[] s) {
        for (int i = 0; i < 32; i += 16) {
            for (int j = i; j < i + 8; j++) {
                swapMove(s, j, j + 8, 8, 0x00ff00ff00ff00ffL);
            }
        }
        for (int i = 0; i < 32; i += 8) {
            for (int j = i; j < i + 4; j++) {
                swapMove(s, j, j + 4, 4, 0x0f0f0f0f0f0f0f0fL);
            }
        }
        for (int i = 0; i < 32; i += 4) {
            swapMove(s, i, i + 2, 2, 0x3333333333333333L);
            swapMove(s, i + 1, i + 3, 2, 0x3333333333333333L);
        }
        for (int i = 0; i < 32; i += 2) {
            swapMove(s, i, i + 1, 1, 0x5555555555555555L);
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
