package org.iotcrypt.sm4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import java.util.SplittableRandom;
import org.iotcrypt.internal.util.Scratch;
import org.junit.jupiter.api.Test;

/**
 * The bitsliced engine's state is the thread's kept array ({@link Scratch}), not a fresh one per
 * call, so it must hand that array back wiped. (That another user's leftovers in it change no
 * result is the conformance suite's: {@link Sm4Implementations} has the engine with leftovers
 * planted before every call, held to the references at every block count and counter start.)
 */
class Sm4BitslicedStateTest {

    @Test
    void theEngineHandsTheKeptArrayBackWiped() {
        Random rnd = new Random(7);
        byte[] key = bytes(rnd, 16);
        Sm4BitslicedEngine engine = new Sm4BitslicedEngine(Sm4KeySchedule.expand(key, 0));
        for (int call = 0; call < 3; call++) {
            long[] kept = Sm4Implementations.plantLeftovers(new SplittableRandom(call));
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

    private static byte[] bytes(Random rnd, int n) {
        byte[] b = new byte[n];
        rnd.nextBytes(b);
        return b;
    }
}
