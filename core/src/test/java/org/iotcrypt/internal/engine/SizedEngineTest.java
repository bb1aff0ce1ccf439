package org.iotcrypt.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 45, goal 1: which engine serves a call is decided by its size alone, and a short call
 * (one narrow batch, or a quarter of a wide one if that is more) never reaches the wide engine (a
 * vector batch padded whole for a short call is what made small messages twice as slow with the
 * vector engine enabled; {@link SizedEngine}'s comment has the runs that set the quarter).
 * Counted, not timed: every call of every size from 0 to 300 blocks, of each kind, is followed
 * to its engine.
 */
class SizedEngineTest {

    /** An engine that records the size of each call it gets and does nothing else. */
    private static final class Recording implements BulkEngine {
        final int batch;
        final List<Integer> calls = new ArrayList<>();

        Recording(int batch) {
            this.batch = batch;
        }

        @Override
        public int parallelBlocks() {
            return batch;
        }

        @Override
        public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            calls.add(blocks);
        }

        @Override
        public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            calls.add(blocks);
        }

        @Override
        public void xorCounterStream32(byte[] counterBlock, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            calls.add(blocks);
        }

        @Override
        public void wipe() {
        }

        @Override
        public String implementation() {
            return "recording, " + batch + " blocks";
        }
    }

    @Test
    void shortCallsGoToTheNarrowEngineAndLongOnesToTheWide() {
        Recording wide = new Recording(128);
        Recording narrow = new Recording(16);
        SizedEngine sized = new SizedEngine(wide, narrow);
        List<Integer> expectNarrow = new ArrayList<>();
        List<Integer> expectWide = new ArrayList<>();
        byte[] buf = new byte[16 * 300];
        for (int blocks = 0; blocks <= 300; blocks++) {
            sized.encryptBlocks(buf, 0, buf, 0, blocks);
            sized.decryptBlocks(buf, 0, buf, 0, blocks);
            sized.xorCounterStream32(new byte[16], buf, 0, buf, 0, blocks);
            // 512-bit vectors: two bitsliced batches (a quarter of the vector batch) stay narrow
            List<Integer> to = blocks <= 32 ? expectNarrow : expectWide;
            to.add(blocks);
            to.add(blocks);
            to.add(blocks);
        }
        assertEquals(expectNarrow, narrow.calls);
        assertEquals(expectWide, wide.calls);
        // modes size their long runs by the wide engine's batch
        assertEquals(128, sized.parallelBlocks());
        assertEquals("recording, 128 blocks", sized.implementation());
    }

    @Test
    void theRuleIsOneNarrowBatchOrAQuarterOfAWideOne() {
        // {narrow batch, wide batch, the longest call the narrow engine serves}, written out
        int[][] cases = {
            {16, 128, 32},  // the bitsliced long engine beside 512-bit vectors
            {16, 64, 16},   // beside 256-bit vectors: one bitsliced batch
            {16, 32, 16},   // beside 128-bit vectors
            {16, 16, 16},
            {1, 128, 32},   // a single-block engine
            {64, 128, 64},
        };
        for (int[] c : cases) {
            for (int blocks = 0; blocks <= 4 * c[1]; blocks++) {
                assertEquals(blocks <= c[2], SizedEngine.narrowServes(blocks, c[0], c[1]),
                        blocks + " blocks, narrow batch " + c[0] + ", wide batch " + c[1]);
            }
        }
    }
}
