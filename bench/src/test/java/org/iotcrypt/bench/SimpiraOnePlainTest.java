package org.iotcrypt.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Random;
import org.iotcrypt.simpira.SimpiraOne;
import org.junit.jupiter.api.Test;

/**
 * The benchmark's unoptimized Simpira-1 against the optimized one of core, which core's tests
 * hold to the reference code's outputs: the two shapes SimpiraOneBench times compute the same.
 */
class SimpiraOnePlainTest {

    @Test
    void plainAndOptimizedAgreeOnRandomStates() {
        Random rnd = new Random(6);
        for (int i = 0; i < 1000; i++) {
            byte[] x = new byte[16];
            rnd.nextBytes(x);
            byte[] optimized = x.clone();
            byte[] plain = x.clone();
            SimpiraOne.permute(optimized);
            SimpiraOnePlain.permute(plain);
            assertArrayEquals(optimized, plain, "state " + i);
        }
    }
}
