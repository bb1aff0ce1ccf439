package org.iotcrypt.sm4;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.iotcrypt.internal.engine.BulkEngine;
import org.iotcrypt.internal.util.Scratch;

/**
 * The bulk engine: 16 blocks per batch, bitsliced over {@code long}s (layout in
 * {@link Sm4BitslicedRounds}). A batch costs two bit-matrix transpositions and the 32
 * rounds; fewer than 16 blocks are padded to a full batch, so the cost never depends on data.
 * The counter stream (CTR, GCM) builds its input slices from the counter instead
 * ({@link Sm4BitslicedCounters}) and XORs the text into the output transposition's result, so a
 * batch of key stream costs one transposition.
 *
 * <p>A call runs in a state of 36 round words (2.3 KB, {@link Sm4BitslicedRounds}), wiped when
 * the call ends and kept by the thread for its next call ({@link Scratch}): a fresh 2.3 KB a call
 * (memory not in the cache) cost about half again a 16-block batch's rounds, which a short
 * message pays in full (GCM of 64 bytes sealed 14-19% faster with the state kept, JMH, JDK 17,
 * 2026-12-07). Smaller states with the same rounds measured slower: a ring of four words or a
 * window of eight, because the round then takes the word offsets apart from the mask offset and
 * C2 allocates the circuit's registers worse (8-15% per batch).
 */
final class Sm4BitslicedEngine implements BulkEngine {

    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private static final int BATCH_BYTES = 16 * Sm4BitslicedRounds.BATCH;

    /** Masks for exchanges with bit positions 0, 1 and 2 (shifts 1, 2 and 4). */
    private static final long M1 = 0x5555555555555555L;
    private static final long M2 = 0x3333333333333333L;
    private static final long M4 = 0x0f0f0f0f0f0f0f0fL;

    /** Masks for exchanges with bit positions 3, 4 and 5 (shifts 8, 16 and 32). */
    private static final long[] HIGH_MASKS = {0x00ff00ff00ff00ffL, 0x0000ffff0000ffffL, 0x00000000ffffffffL};

    private final long[] encMasks;
    private final long[] decMasks;

    Sm4BitslicedEngine(int[] rk) {
        this.encMasks = Sm4BitslicedRounds.masks(rk, false);
        this.decMasks = Sm4BitslicedRounds.masks(rk, true);
    }

    @Override
    public void wipe() {
        Arrays.fill(encMasks, 0L);
        Arrays.fill(decMasks, 0L);
    }

    @Override
    public int parallelBlocks() {
        return Sm4BitslicedRounds.BATCH;
    }

    @Override
    public String implementation() {
        return "bitsliced, " + Sm4BitslicedRounds.BATCH + " blocks per batch";
    }

    @Override
    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        process(encMasks, in, inOff, out, outOff, blocks);
    }

    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        process(decMasks, in, inOff, out, outOff, blocks);
    }

    /**
     * The counter stream from slices built in place ({@link Sm4BitslicedCounters}): no counter
     * blocks written and read back, no transposition into the state, and one state for the whole
     * call (2.3 KB of state per KiB of key stream was most of what a long message allocated, seen
     * with JFR). A short tail is taken from a whole batch's key stream, with no padding copies.
     */
    @Override
    public void xorCounterStream32(byte[] counterBlock, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        if (blocks <= 0) {
            return;
        }
        Sm4BitslicedCounters counters = new Sm4BitslicedCounters(counterBlock);
        long[] state = takeState();
        try {
            for (int k = 0, done = 0; done < blocks; k++, done += Sm4BitslicedRounds.BATCH) {
                counters.slices(state, k);
                Sm4BitslicedRounds.rounds(state, encMasks);
                untranspose(state);
                xorBlocks(state, in, inOff + 16 * done, out, outOff + 16 * done,
                        Math.min(Sm4BitslicedRounds.BATCH, blocks - done));
            }
        } finally {
            // the state holds every round word of the last batch and its key stream
            giveBack(state);
        }
    }

    private static void process(long[] masks, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        long[] state = takeState();
        try {
            run(masks, state, in, inOff, out, outOff, blocks);
        } finally {
            // The state holds every round word of the last batch, plaintext included.
            giveBack(state);
        }
    }

    /** The thread's kept state, or a new one (contents unspecified: the first batch overwrites what it reads). */
    private static long[] takeState() {
        return Scratch.longs(Sm4BitslicedRounds.STATE_LONGS);
    }

    /** Wipes a state and hands it back to the thread. */
    private static void giveBack(long[] state) {
        Arrays.fill(state, 0, Sm4BitslicedRounds.STATE_LONGS, 0L);
        Scratch.release(state);
    }

    /** Encrypts or decrypts {@code blocks} blocks through {@code state}, which the caller wipes. */
    private static void run(long[] masks, long[] state, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
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
            Arrays.fill(pad, (byte) 0);
        }
    }

    private static void batch(long[] masks, long[] s, byte[] in, int inOff, byte[] out, int outOff) {
        load(in, inOff, s);
        Sm4BitslicedRounds.rounds(s, masks);
        store(s, out, outOff);
    }

    /**
     * Transposes 16 blocks into words X_0..X_3 of the bitsliced state, as six SWAPMOVE
     * layers on each half. Half h of block k, read little-endian into the long of array
     * index 16h + k, holds bit b of byte j of word 2h + w0 at bit position 32·w0 + 8·j + b.
     * The target is slice b of word w in s[8w + b] with block k at bit position 16·j + k:
     * the array index bits (k3, k2, k1, k0) must become (w0, b2, b1, b0) and the position
     * bits (w0, j1, j0, b2, b1, b0) must become (j1, j0, k3, k2, k1, k0). Exchanging k2..k0
     * with b2..b0 does the low half; the rest is a 4-cycle of k3 and position bits 3, 4, 5,
     * done as three exchanges of array bit 3 with position bits 3, 4, then 5. An exchange
     * between two longs costs half as much per long as a bit permutation inside one, so this
     * beats a byte shuffle followed by four layers. The layers run in passes over four longs
     * (index bits 0 and 1, then 2 and 3), which fit in registers where sixteen did not.
     */
    static void load(byte[] in, int off, long[] s) {
        for (int k = 0; k < 16; k++) {
            s[k] = (long) LONG_LE.get(in, off + 16 * k);
            s[16 + k] = (long) LONG_LE.get(in, off + 16 * k + 8);
        }
        for (int i = 0; i < 32; i += 4) {
            lowBits(s, i);
        }
        for (int i = 0; i < 32; i += 16) {
            for (int g = 0; g < 4; g++) {
                highBits(s, i + g, i + g + 8, i + g, false);
            }
        }
    }

    /** The inverse of {@link #load}, writing the words X_35, X_34, X_33, X_32 of each block. */
    private static void store(long[] s, byte[] out, int off) {
        untranspose(s);
        for (int k = 0; k < 16; k++) {
            LONG_LE.set(out, off + 16 * k, s[k]);
            LONG_LE.set(out, off + 16 * k + 8, s[16 + k]);
        }
    }

    /**
     * The transposition of {@link #store}: block k's output, X_35..X_32, comes to rest in
     * {@code s[k]} (first half, as little-endian bytes) and {@code s[16 + k]} (second half).
     */
    private static void untranspose(long[] s) {
        for (int h = 0; h < 2; h++) {
            // Words 2h and 2h + 1 of the blocks are X_{35-2h} and X_{34-2h}.
            int from = Sm4BitslicedRounds.OUTPUT + 8 * (3 - 2 * h);
            for (int g = 0; g < 4; g++) {
                highBits(s, from + g, from - 8 + g, 16 * h + g, true);
            }
        }
        for (int i = 0; i < 32; i += 4) {
            lowBits(s, i);
        }
    }

    /** out = in XOR the first {@code blocks} outputs of an {@link #untranspose}d batch (in place allowed). */
    private static void xorBlocks(long[] s, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        for (int k = 0; k < blocks; k++) {
            int i = inOff + 16 * k;
            int o = outOff + 16 * k;
            LONG_LE.set(out, o, (long) LONG_LE.get(in, i) ^ s[k]);
            LONG_LE.set(out, o + 8, (long) LONG_LE.get(in, i + 8) ^ s[16 + k]);
        }
    }

    /** Array index bits 0 and 1 of s[i..i+3] trade places with bit positions 0 and 1. */
    private static void lowBits(long[] s, int i) {
        long a0 = s[i];
        long a1 = s[i + 1];
        long a2 = s[i + 2];
        long a3 = s[i + 3];
        long d = ((a0 >>> 1) ^ a1) & M1;
        a1 ^= d;
        a0 ^= d << 1;
        d = ((a2 >>> 1) ^ a3) & M1;
        a3 ^= d;
        a2 ^= d << 1;
        d = ((a0 >>> 2) ^ a2) & M2;
        a2 ^= d;
        a0 ^= d << 2;
        d = ((a1 >>> 2) ^ a3) & M2;
        a3 ^= d;
        a1 ^= d << 2;
        s[i] = a0;
        s[i + 1] = a1;
        s[i + 2] = a2;
        s[i + 3] = a3;
    }

    /**
     * Array index bits 2 and 3 of a half, on four longs: a0, a1 (index bit 2 = 0, 1) from
     * s[lo], s[lo + 4], and a2, a3 (index bit 3 set) from s[hi], s[hi + 4]; results to
     * s[to + 4m]. Index bit 2 trades with position bit 2; index bit 3 with position bits
     * 3, 4, 5 in turn, or 5, 4, 3 for the inverse.
     */
    private static void highBits(long[] s, int lo, int hi, int to, boolean inverse) {
        long a0 = s[lo];
        long a1 = s[lo + 4];
        long a2 = s[hi];
        long a3 = s[hi + 4];
        long d = ((a0 >>> 4) ^ a1) & M4;
        a1 ^= d;
        a0 ^= d << 4;
        d = ((a2 >>> 4) ^ a3) & M4;
        a3 ^= d;
        a2 ^= d << 4;
        for (int t = 0; t < 3; t++) {
            int k = inverse ? 2 - t : t;
            int shift = 8 << k;
            long mask = HIGH_MASKS[k];
            d = ((a0 >>> shift) ^ a2) & mask;
            a2 ^= d;
            a0 ^= d << shift;
            d = ((a1 >>> shift) ^ a3) & mask;
            a3 ^= d;
            a1 ^= d << shift;
        }
        s[to] = a0;
        s[to + 4] = a1;
        s[to + 8] = a2;
        s[to + 12] = a3;
    }
}
