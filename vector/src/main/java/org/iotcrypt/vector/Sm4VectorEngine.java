package org.iotcrypt.vector;

import static org.iotcrypt.vector.Shape.LANES;

import java.util.Arrays;
import org.iotcrypt.internal.engine.BulkEngine;

/**
 * SM4's bulk engine on the Vector API: batches of {@code 8·LANES} blocks (128 with 512-bit
 * vectors, 64 with 256-bit ones), bitsliced across the lanes ({@link Sm4VectorRounds}), moved
 * in and out by {@link Sm4VectorTransposition}. Fewer blocks than a batch are padded to a full
 * batch, so the work depends only on the public block count.
 */
final class Sm4VectorEngine implements BulkEngine {

    /** Blocks per batch. */
    static final int BATCH = 8 * LANES;

    private static final int BATCH_BYTES = 16 * BATCH;

    /** What ECB's store XORs in: nothing (never written). */
    private static final byte[] ZEROS = new byte[BATCH_BYTES];

    private final int[] encMasks;
    private final int[] decMasks;

    Sm4VectorEngine(int[] foldedEncrypt, int[] foldedDecrypt) {
        this.encMasks = Sm4VectorRounds.masks(foldedEncrypt);
        this.decMasks = Sm4VectorRounds.masks(foldedDecrypt);
    }

    @Override
    public int parallelBlocks() {
        return BATCH;
    }

    @Override
    public String implementation() {
        return "vector (Vector API, " + Shape.SHAPE.vectorBitSize() + "-bit), " + BATCH + " blocks per batch";
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
     * {@inheritDoc} Counter planes built directly ({@link Sm4VectorCounters}), the key stream XORed
     * in as the batch is stored: no counter block and no key stream goes through memory.
     */
    @Override
    public void xorCounterStream32(byte[] counterBlock, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        Sm4VectorCounters counters = new Sm4VectorCounters(counterBlock);
        int[] state = new int[Sm4VectorRounds.STATE_INTS];
        int full = blocks / BATCH;
        for (int i = 0; i < full; i++) {
            counters.planes(state, i);
            Sm4VectorRounds.rounds(state, encMasks);
            Sm4VectorTransposition.store(state, in, inOff + i * BATCH_BYTES, out, outOff + i * BATCH_BYTES);
        }
        int tailBytes = 16 * (blocks - full * BATCH);
        if (tailBytes > 0) {
            byte[] pad = new byte[BATCH_BYTES];
            System.arraycopy(in, inOff + full * BATCH_BYTES, pad, 0, tailBytes);
            counters.planes(state, full);
            Sm4VectorRounds.rounds(state, encMasks);
            Sm4VectorTransposition.store(state, pad, 0, pad, 0);
            System.arraycopy(pad, 0, out, outOff + full * BATCH_BYTES, tailBytes);
            Arrays.fill(pad, (byte) 0);
        }
        Arrays.fill(state, 0);
    }

    @Override
    public void wipe() {
        Arrays.fill(encMasks, 0);
        Arrays.fill(decMasks, 0);
    }

    private static void process(int[] masks, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        int[] state = new int[Sm4VectorRounds.STATE_INTS];
        int full = blocks / BATCH;
        for (int i = 0; i < full; i++) {
            batch(masks, state, in, inOff + i * BATCH_BYTES, out, outOff + i * BATCH_BYTES);
        }
        int tailBytes = 16 * (blocks - full * BATCH);
        if (tailBytes > 0) {
            byte[] pad = new byte[BATCH_BYTES];
            System.arraycopy(in, inOff + full * BATCH_BYTES, pad, 0, tailBytes);
            batch(masks, state, pad, 0, pad, 0);
            System.arraycopy(pad, 0, out, outOff + full * BATCH_BYTES, tailBytes);
            Arrays.fill(pad, (byte) 0);
        }
        // The state holds every round word of the last batch, plaintext included.
        Arrays.fill(state, 0);
    }

    private static void batch(int[] masks, int[] state, byte[] in, int inOff, byte[] out, int outOff) {
        Sm4VectorTransposition.load(in, inOff, state);
        Sm4VectorRounds.rounds(state, masks);
        Sm4VectorTransposition.store(state, ZEROS, 0, out, outOff);
    }
}
