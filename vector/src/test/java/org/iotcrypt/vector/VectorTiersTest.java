package org.iotcrypt.vector;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The vector engine is right where the Vector API is not compiled by C2: under C1 alone
 * ({@code -XX:TieredStopAtLevel=1}) and in the interpreter ({@code -Xint}), the API runs its
 * Java fallback, lane by lane. The engine uses only lane-wise logic, shifts, rotations and
 * shuffles with constant indices, so that fallback is as constant time as the compiled code;
 * these runs show it is also correct.
 */
class VectorTiersTest {

    @Test
    void correctUnderC1Alone() throws Exception {
        assertAgrees(FreshJvm.run(TierProbe.class, List.of("--add-modules=jdk.incubator.vector", "-XX:TieredStopAtLevel=1"), "40"));
    }

    @Test
    void correctInTheInterpreter() throws Exception {
        assertAgrees(FreshJvm.run(TierProbe.class, List.of("--add-modules=jdk.incubator.vector", "-Xint"), "2"));
    }

    private static void assertAgrees(List<String> out) {
        assertTrue(out.size() == 1 && out.get(0).startsWith("vector (") && out.get(0).endsWith(" blocks agree"), String.join("\n", out));
    }
}
