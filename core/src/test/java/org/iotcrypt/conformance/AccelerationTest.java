package org.iotcrypt.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.util.List;
import org.iotcrypt.internal.util.Acceleration;
import org.iotcrypt.sm4.Sm4;
import org.iotcrypt.testing.FreshJvm;
import org.junit.jupiter.api.Test;

/**
 * The dispatchers pick the accelerated implementations by default, and the one kill switch,
 * {@code -Diotcrypt.plain=true}, makes every one of them pick its plain twin: checked in fresh
 * JVMs, since the property is read once per JVM (ImplementationProbe prints the choices).
 */
class AccelerationTest {

    @Test
    void byDefaultEveryDispatcherPicksTheAcceleratedPath() throws Exception {
        assertEquals(List.of("SM4: bitsliced, 16 blocks per batch",
                "SM4 vector engine: off: jdk.incubator.vector is not in this JVM (start it with --add-modules jdk.incubator.vector)",
                "PRESENT: bitsliced, 64 blocks per batch (single-block below 6)",
                "sm2p256v1 field: Sm2PrimeField",
                "GHASH vector: off: jdk.incubator.vector is not in this JVM (start it with --add-modules jdk.incubator.vector)",
                "GHASH per key: ScalarBulkGhash"), probe());
    }

    @Test
    void theKillSwitchForcesEveryPlainPath() throws Exception {
        assertEquals(List.of("SM4: plain, one block at a time", "SM4 vector engine: off: -Diotcrypt.plain=true", "PRESENT: plain, one block at a time",
                "sm2p256v1 field: MontgomeryField", "GHASH vector: off: -Diotcrypt.plain=true", "GHASH per key: block by block"),
                probe("-D" + Acceleration.PLAIN_PROPERTY + "=true"));
    }

    /** With the incubator module but without the iotcrypt-vector jar, core says what is missing. */
    @Test
    void withoutTheVectorJarTheIncubatorModuleAloneChangesNothing() throws Exception {
        List<String> lines = probe("--add-modules=jdk.incubator.vector");
        assertEquals("SM4: bitsliced, 16 blocks per batch", lines.get(0));
        assertEquals("SM4 vector engine: off: the iotcrypt-vector jar is not on the class or module path", lines.get(1));
    }

    private static List<String> probe(String... jvmOptions) throws Exception {
        String classPath = FreshJvm.location(Sm4.class) + File.pathSeparator + FreshJvm.location(ImplementationProbe.class);
        return FreshJvm.run(classPath, ImplementationProbe.class, List.of(jvmOptions));
    }
}
