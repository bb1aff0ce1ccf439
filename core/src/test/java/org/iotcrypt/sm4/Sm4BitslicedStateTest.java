package org.iotcrypt.sm4;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.iotcrypt.internal.util.Scratch;
import org.junit.jupiter.api.Test;

/**
 * The bitsliced engine's state is the thread's kept array ({@link Scratch}), not a fresh one per
 * call: whatever another user left in it must change no result, and the engine must hand it back
 * wiped. Expected values come from {@link TableSm4}, the table cipher written from GB/T 32907.
 */
class Sm4BitslicedStateTest {

    private static final int[] BLOCK_COUNTS = {1, 2, 5, 15, 16, 17, 37};

    @Test
    void leftoversInTheKeptArrayChangeNoResult() {
        Random rnd = new Random(20261207);
        byte[] key = bytes(rnd, 16);
        TableSm4 table = new TableSm4(key);
        Sm4BitslicedEngine engine = new Sm4BitslicedEngine(Sm4KeySchedule.expand(key, 0));
        for (int blocks : BLOCK_COUNTS) {
            byte[] in = bytes(rnd, 16 * blocks);
            byte[] counter = bytes(rnd, 16);
            counter[12] = (byte) 0xff; // some call's counter wraps modulo 2^32
            counter[13] = (byte) 0xff;
            counter[14] = (byte) 0xff;

            byte[] out = new byte[in.length];
            keepGarbage(rnd);
            engine.encryptBlocks(in, 0, out, 0, blocks);
            assertArrayEquals(perBlock(table, in, true), out, blocks + " blocks, encrypt");

            keepGarbage(rnd);
            engine.decryptBlocks(in, 0, out, 0, blocks);
            assertArrayEquals(perBlock(table, in, false), out, blocks + " blocks, decrypt");

            keepGarbage(rnd);
            engine.xorCounterStream32(counter, in, 0, out, 0, blocks);
            assertArrayEquals(counterMode(table, counter, in), out, blocks + " blocks, counter stream");
        }
    }

    @Test
    void theEngineHandsTheKeptArrayBackWiped() {
        Random rnd = new Random(7);
        byte[] key = bytes(rnd, 16);
        Sm4BitslicedEngine engine = new Sm4BitslicedEngine(Sm4KeySchedule.expand(key, 0));
        for (int call = 0; call < 3; call++) {
            long[] kept = keepGarbage(rnd);
            byte[] data = bytes(rnd, 16 * 20);
            if (call == 0) {
                engine.encryptBlocks(data, 0, data, 0, 20);
            } else if (call == 1) {
                engine.decryptBlocks(data, 0, data, 0, 20);
            } else {
                engine.xorCounterStream32(bytes(rnd, 16), data, 0, data, 0, 20);
            }
            long[] after = Scratch.longs(Sm4BitslicedRounds.STATE_LONGS);
            assertTrue(kept == after, "the engine ran in the thread's kept array and handed it back");
            assertEquals(0, Arrays.stream(after, 0, Sm4BitslicedRounds.STATE_LONGS).filter(v -> v != 0).count(),
                    "no round word, key stream or text is left in the kept array");
            Scratch.release(after);
        }
    }

    /** Leaves the thread an array of random longs where the engine will find its state; returns it. */
    private static long[] keepGarbage(Random rnd) {
        long[] garbage = Scratch.longs(Sm4BitslicedRounds.STATE_LONGS);
        for (int i = 0; i < garbage.length; i++) {
            garbage[i] = rnd.nextLong();
        }
        Scratch.release(garbage);
        return garbage;
    }

    private static byte[] perBlock(TableSm4 table, byte[] in, boolean encrypt) {
        byte[] out = new byte[in.length];
        for (int off = 0; off < in.length; off += 16) {
            byte[] block = Arrays.copyOfRange(in, off, off + 16);
            System.arraycopy(encrypt ? table.encrypt(block) : table.decrypt(block), 0, out, off, 16);
        }
        return out;
    }

    /** The key stream of a 32-bit counter in the last four bytes (the first twelve fixed), XORed into {@code in}. */
    private static byte[] counterMode(TableSm4 table, byte[] counterBlock, byte[] in) {
        byte[] out = new byte[in.length];
        byte[] block = counterBlock.clone();
        int c = ((block[12] & 0xff) << 24) | ((block[13] & 0xff) << 16) | ((block[14] & 0xff) << 8) | (block[15] & 0xff);
        for (int off = 0; off < in.length; off += 16, c++) {
            block[12] = (byte) (c >>> 24);
            block[13] = (byte) (c >>> 16);
            block[14] = (byte) (c >>> 8);
            block[15] = (byte) c;
            byte[] ks = table.encrypt(block);
            for (int j = 0; j < 16; j++) {
                out[off + j] = (byte) (in[off + j] ^ ks[j]);
            }
        }
        return out;
    }

    private static byte[] bytes(Random rnd, int n) {
        byte[] b = new byte[n];
        rnd.nextBytes(b);
        return b;
    }
}
