package org.iotcrypt.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jdk.incubator.vector.VectorShape;
import org.iotcrypt.internal.engine.VectorWarmup;
import org.junit.jupiter.api.Test;

/**
 * The opt-in warm-up as users get it with {@code -Diotcrypt.vector.warmup=true} (core's
 * VectorWarmup; its rule is tested in core's VectorWarmupTest): in a fresh JVM with the vector engines, a key made at once runs on the long engine and says so,
 * SM4-GCM agrees with Bouncy Castle while the engines warm up and after, and once the warm-up
 * thread has opened the gates that same key and every new one run on the vector engines.
 */
class WarmupTest {

    private static final int BITS = VectorShape.preferredShape().vectorBitSize();

    @Test
    void theFirstKeysServeOnTheLongEngineThenOnTheVectorEngine() throws Exception {
        List<String> out = FreshJvm.run(WarmupProbe.class,
                List.of("--add-modules=jdk.incubator.vector", "-D" + VectorWarmup.PROPERTY + "=true"));
        String vector = "vector (Vector API, " + BITS + "-bit), " + (BITS / 4) + " blocks per batch";
        String on = "on: Vector API, " + BITS + "-bit";
        // A gate opens only after three rounds of compiled vector kernels, and none is asked for before the first call.
        assertEquals("early status: " + on
                + ", warming up: the long engine serves each kind of call until C2 has compiled its vector kernel",
                out.get(0), String.join("\n", out));
        assertEquals("early engine: " + vector + " (bitsliced, 16 blocks per batch until it is compiled)", out.get(1));
        assertEquals("GHASH status: " + on, out.get(2));
        assertEquals("late status: " + on, out.get(3));
        assertEquals("early key's engine now: " + vector, out.get(4));
        assertEquals("new key's engine: " + vector, out.get(5));
        assertTrue(out.get(6).matches("checked [1-9][0-9]* messages while warming up and 300 after"), out.get(6));
    }
}
