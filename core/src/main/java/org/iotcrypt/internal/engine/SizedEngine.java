package org.iotcrypt.internal.engine;

/**
 * A bulk engine that gives each call to whichever of two engines does it with less work, by its
 * size alone: a call of at most one batch of the narrow engine ({@link #narrowServes}) goes to
 * the narrow engine, a longer one to the wide engine. Both engines pad a partial batch to a whole
 * one, so a short call costs one whole batch on either; the narrow engine's (16 blocks, the
 * bitsliced {@code long} engine) costs less than the wide one's (128 blocks on the vector engine
 * with 512-bit vectors), and enabling the wide engine then never makes a short call slower.
 * docs/benchmarks.md measures the sizes on both sides ("Small messages").
 *
 * <p>The decision depends on the block count, which is public; both engines give the same bytes
 * (the conformance suite holds each to the single-block engine), so which one served a call
 * changes nothing but the speed. It reports the wide engine's batch width, so that modes keep
 * sizing long runs for it; a mode that knows a message's end asks for that message's blocks only
 * (GcmCtr#limit).
 */
public final class SizedEngine implements BulkEngine {

    private final BulkEngine wide;
    private final BulkEngine narrow;

    /**
     * @param wide the engine for calls longer than one narrow batch (the vector engine, or one
     *     switching to it)
     * @param narrow the engine for short calls
     */
    public SizedEngine(BulkEngine wide, BulkEngine narrow) {
        this.wide = wide;
        this.narrow = narrow;
    }

    /** The dispatch rule: whether a call of {@code blocks} blocks goes to an engine whose batch is {@code narrowBatch}. */
    public static boolean narrowServes(int blocks, int narrowBatch) {
        return blocks <= narrowBatch;
    }

    private BulkEngine forBlocks(int blocks) {
        return narrowServes(blocks, narrow.parallelBlocks()) ? narrow : wide;
    }

    @Override
    public int parallelBlocks() {
        return wide.parallelBlocks();
    }

    @Override
    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        forBlocks(blocks).encryptBlocks(in, inOff, out, outOff, blocks);
    }

    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        forBlocks(blocks).decryptBlocks(in, inOff, out, outOff, blocks);
    }

    @Override
    public void xorCounterStream32(byte[] counterBlock, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        forBlocks(blocks).xorCounterStream32(counterBlock, in, inOff, out, outOff, blocks);
    }

    @Override
    public void wipe() {
        wide.wipe();
        narrow.wipe();
    }

    /**
     * The wide engine's description: what {@code iotcrypt version} and the vector module's tests
     * name as the engine a key runs on (short calls on the narrow one are this class's rule).
     */
    @Override
    public String implementation() {
        return wide.implementation();
    }
}
