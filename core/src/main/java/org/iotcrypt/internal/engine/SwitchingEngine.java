package org.iotcrypt.internal.engine;

import java.util.function.BooleanSupplier;

/**
 * A bulk engine that serves each kind of call on {@code meanwhile} until its gate says the
 * preferred engine may, then on the preferred one: what a key made while the vector engine warms
 * up gets ({@link VectorWarmup}). Block calls (encryption and decryption share one kernel) and
 * counter streams have a gate each, since a program that uses only one of them warms up only
 * that one. Every call goes whole to one engine; both give the same bytes (the conformance suite
 * holds each to the single-block engine, and this class to both with gates that flip between
 * calls), so a switch between two calls of a stream changes nothing but the speed. The gates
 * depend on the JIT, never on keys or data. It reports the preferred engine's batch width, which
 * the other engine handles as several of its own batches.
 */
public final class SwitchingEngine implements BulkEngine {

    private final BooleanSupplier blocks;
    private final BooleanSupplier counterStream;
    private final BooleanSupplier described;
    private final BulkEngine preferred;
    private final BulkEngine meanwhile;

    /**
     * @param blocks whether {@code preferred} serves block calls (asking may start its warm-up)
     * @param counterStream whether it serves counter streams (likewise)
     * @param described whether it serves both, asking nothing (for {@link #implementation()})
     * @param preferred the engine that serves once its gates open
     * @param meanwhile the engine that serves until then
     */
    public SwitchingEngine(BooleanSupplier blocks, BooleanSupplier counterStream, BooleanSupplier described,
            BulkEngine preferred, BulkEngine meanwhile) {
        this.blocks = blocks;
        this.counterStream = counterStream;
        this.described = described;
        this.preferred = preferred;
        this.meanwhile = meanwhile;
    }

    @Override
    public int parallelBlocks() {
        return preferred.parallelBlocks();
    }

    @Override
    public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        (this.blocks.getAsBoolean() ? preferred : meanwhile).encryptBlocks(in, inOff, out, outOff, blocks);
    }

    @Override
    public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        (this.blocks.getAsBoolean() ? preferred : meanwhile).decryptBlocks(in, inOff, out, outOff, blocks);
    }

    @Override
    public void xorCounterStream32(byte[] counterBlock, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        (counterStream.getAsBoolean() ? preferred : meanwhile).xorCounterStream32(counterBlock, in, inOff, out, outOff, blocks);
    }

    @Override
    public void wipe() {
        preferred.wipe();
        meanwhile.wipe();
    }

    @Override
    public String implementation() {
        return described.getAsBoolean() ? preferred.implementation()
                : preferred.implementation() + " (" + meanwhile.implementation() + " until it is compiled)";
    }
}
