package org.iotcrypt.sm4;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.params.KeyParameter;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.conformance.Implementation;
import org.iotcrypt.internal.engine.BulkEngine;
import org.iotcrypt.internal.engine.SwitchingEngine;
import org.iotcrypt.internal.util.Scratch;
import org.iotcrypt.testing.FlippingGate;

/**
 * Every SM4 implementation, for the conformance harness ({@code org.iotcrypt.conformance}): Sm4
 * as dispatched (the vector engine where this JVM has it, else the bitsliced {@code long} one),
 * its plain twin (what {@code -Diotcrypt.plain=true} selects), each accelerated bulk engine alone
 * at every block count, the switching engine of the warm-up flipping between two engines at every call (one included, which Sm4 routes to the single-block engine), and two
 * references, the table-driven cipher written from GB/T 32907 and Bouncy Castle's SM4Engine.
 */
public final class Sm4Implementations {

    private Sm4Implementations() {
    }

    public static List<Implementation> all() {
        List<Implementation> all = new ArrayList<>(List.of(
                Implementation.of("SM4", "as dispatched (" + Sm4Engines.bulk(new int[32]).implementation() + ")",
                        key -> new Sm4(key, false)),
                Implementation.of("SM4", "plain", key -> new Sm4(key, true)),
                Implementation.of("SM4", "bitsliced long engine alone, every count",
                        key -> bulkOnly(new Sm4BitslicedEngine(Sm4KeySchedule.expand(key, 0)))),
                // The engine runs in the thread's kept work array, whose contents are whatever its
                // last user left: random longs planted there before every call must change nothing.
                Implementation.of("SM4", "bitsliced long engine alone, every count, leftovers in the kept state",
                        key -> withLeftovers(new Sm4BitslicedEngine(Sm4KeySchedule.expand(key, 0)))),
                Implementation.reference("SM4", "table, as GB/T 32907 writes it", key -> {
                    TableSm4 table = new TableSm4(key);
                    return Implementation.perBlock(16, table::encrypt, table::decrypt);
                }),
                Implementation.reference("SM4", "Bouncy Castle SM4Engine", key -> {
                    SM4Engine enc = new SM4Engine();
                    enc.init(true, new KeyParameter(key));
                    SM4Engine dec = new SM4Engine();
                    dec.init(false, new KeyParameter(key));
                    return Implementation.perBlock(16, b -> process(enc, b), b -> process(dec, b));
                })));
        if (vectorEngineServes()) {
            all.add(Implementation.of("SM4", "vector engine alone, every count",
                    key -> bulkOnly(Sm4Engines.vector(Sm4KeySchedule.expand(key, 0)))));
        }
        // What a key made while the vector engine warms up gets, with a gate that flips at every call.
        all.add(Implementation.of("SM4", "switching engine, flipping between calls ("
                + (vectorEngineServes() ? "vector and bitsliced" : "bitsliced and plain") + ")", key -> {
                    int[] rk = Sm4KeySchedule.expand(key, 0);
                    BulkEngine preferred = vectorEngineServes() ? Sm4Engines.vector(rk) : new Sm4BitslicedEngine(rk);
                    BulkEngine meanwhile = vectorEngineServes() ? new Sm4BitslicedEngine(rk) : new Sm4SerialEngine(rk);
                    FlippingGate gate = new FlippingGate();
                    return bulkOnly(new SwitchingEngine(gate, gate, gate, preferred, meanwhile));
                }));
        return all;
    }

    /**
     * Whether this JVM runs the vector engine (the vector module's test run, with
     * {@code --add-modules jdk.incubator.vector}); that run checks it does.
     */
    public static boolean vectorEngineServes() {
        return Sm4Engines.vector(new int[32]) != null;
    }

    /** The engine's bulk calls and its own counter stream (not BlockCipher's default one). */
    private static BlockCipher bulkOnly(BulkEngine engine) {
        return Implementation.bulkOnly(16, engine::encryptBlocks, engine::decryptBlocks, engine.parallelBlocks(),
                engine::xorCounterStream32);
    }

    /** {@link #bulkOnly} with random longs left in the thread's {@link Scratch} array before every call. */
    private static BlockCipher withLeftovers(BulkEngine engine) {
        SplittableRandom rnd = new SplittableRandom(20261207);
        return Implementation.bulkOnly(16, (in, inOff, out, outOff, blocks) -> {
            plantLeftovers(rnd);
            engine.encryptBlocks(in, inOff, out, outOff, blocks);
        }, (in, inOff, out, outOff, blocks) -> {
            plantLeftovers(rnd);
            engine.decryptBlocks(in, inOff, out, outOff, blocks);
        }, engine.parallelBlocks(), (counterBlock, in, inOff, out, outOff, blocks) -> {
            plantLeftovers(rnd);
            engine.xorCounterStream32(counterBlock, in, inOff, out, outOff, blocks);
        });
    }

    /**
     * Fills the part of the thread's kept {@code long} array that a bitsliced state takes with
     * random longs; returns the array. Only that part: the array may have grown for another user
     * (batch AEAD keeps larger ones), and filling all of it before each of the million calls of
     * GB/T 32907's iterated known answer took this row 165 s in the vector module's run.
     */
    static long[] plantLeftovers(SplittableRandom rnd) {
        long[] kept = Scratch.longs(Sm4BitslicedRounds.STATE_LONGS);
        for (int i = 0; i < Sm4BitslicedRounds.STATE_LONGS; i++) {
            kept[i] = rnd.nextLong();
        }
        Scratch.release(kept);
        return kept;
    }

    private static byte[] process(SM4Engine engine, byte[] block) {
        byte[] out = new byte[16];
        engine.processBlock(block, 0, out, 0);
        return out;
    }
}
