package org.iotcrypt.internal.engine;

/**
 * A bulk engine that gives each call to whichever of two engines does it with less work, by its
 * size alone ({@link #narrowServes}): a call of at most one batch of the narrow engine, or of a
 * quarter of the wide engine's batch if that is more, goes to the narrow engine, a longer one to
 * the wide engine. Both engines pad a partial batch to a whole one, so a call costs whole
 * batches on either. On this project's Intel Xeon with 512-bit vectors (JDK 25) one call of the
 * vector engine (128 blocks) cost about what two to three passes of the bitsliced {@code long}
 * engine (16 blocks each) do: SM4-GCM with the vector engine enabled sealed 17-block messages
 * (256 B) at 330,392/s against 448,708/s on the {@code long} engine alone, and 33-block ones
 * (512 B) at 314,638/s against 282,846/s. So calls of up to two bitsliced batches stay narrow
 * there, and enabling the wide engine never makes a call slower. With 256-bit vectors (64-block
 * batches) the rule keeps one narrow batch. docs/benchmarks.md has the runs ("Small messages").
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
    /** {@link #longestNarrowCall} of the two engines' batches, which never change: made once, not per call. */
    private final int longestNarrowCall;

    /**
     * @param wide the engine for long calls (the vector engine, or one switching to it)
     * @param narrow the engine for short calls
     */
    public SizedEngine(BulkEngine wide, BulkEngine narrow) {
        this.wide = wide;
        this.narrow = narrow;
        this.longestNarrowCall = longestNarrowCall(narrow.parallelBlocks(), wide.parallelBlocks());
    }

    /**
     * How many of the narrow engine's blocks one wide call is worth, as a fraction of the wide
     * batch: the narrow engine serves up to a quarter of it (the class comment has the runs).
     */
    static final int WIDE_CALL_SHARE = 4;

    /**
     * The dispatch rule: whether a call of {@code blocks} blocks goes to the narrow engine (batch
     * {@code narrowBatch}) rather than the wide one (batch {@code wideBatch}).
     */
    public static boolean narrowServes(int blocks, int narrowBatch, int wideBatch) {
        return blocks <= longestNarrowCall(narrowBatch, wideBatch);
    }

    private static int longestNarrowCall(int narrowBatch, int wideBatch) {
        return Math.max(narrowBatch, wideBatch / WIDE_CALL_SHARE);
    }

    private BulkEngine forBlocks(int blocks) {
        return blocks <= longestNarrowCall ? narrow : wide;
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
