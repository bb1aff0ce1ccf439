package org.iotcrypt.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jdk.incubator.vector.VectorShape;
import org.iotcrypt.conformance.ImplementationProbe;
import org.iotcrypt.internal.util.Acceleration;
import org.iotcrypt.sm4.Sm4;
import org.iotcrypt.sm4.Sm4Implementations;
import org.junit.jupiter.api.Test;

/**
 * Core picks the vector engine exactly when this jar is present and the JVM has the incubator
 * module, at the width the platform prefers or the one asked for, and falls back with the reason
 * otherwise: in this JVM (which the surefire configuration starts with the module), and in fresh
 * JVMs (core's ImplementationProbe prints what each dispatcher picked).
 */
class VectorDispatchTest {

    private static final int PREFERRED_BITS = VectorShape.preferredShape().vectorBitSize();

    @Test
    void thisJvmRunsTheVectorEngine() throws Exception {
        assertTrue(Sm4Implementations.vectorEngineServes(), Sm4.vectorEngineStatus());
        assertEquals("on: Vector API, " + PREFERRED_BITS + "-bit", Sm4.vectorEngineStatus());
        assertEquals(vector(PREFERRED_BITS), "SM4: " + new Sm4(new byte[16]).implementation());
    }

    @Test
    void freshJvmsPickTheEngineByModuleWidthAndSwitch() throws Exception {
        assertEquals(vector(PREFERRED_BITS), sm4("--add-modules=jdk.incubator.vector"));
        assertEquals(vector(256), sm4("--add-modules=jdk.incubator.vector", "-D" + Shape.BITS_PROPERTY + "=256"));
        assertEquals(vector(512), sm4("--add-modules=jdk.incubator.vector", "-D" + Shape.BITS_PROPERTY + "=512"));
        assertEquals(List.of("SM4: bitsliced, 16 blocks per batch",
                "SM4 vector engine: off: jdk.incubator.vector is not in this JVM (start it with --add-modules jdk.incubator.vector)"),
                probe().subList(0, 2));
        assertEquals(List.of("SM4: plain, one block at a time", "SM4 vector engine: off: -D" + Acceleration.PLAIN_PROPERTY + "=true"),
                probe("--add-modules=jdk.incubator.vector", "-D" + Acceleration.PLAIN_PROPERTY + "=true").subList(0, 2));
    }

    /** The vector GHASH serves with the engines, at their width (512 and 256 bits); its own switch and the plain one turn it off. */
    @Test
    void theVectorGhashServesWithTheEnginesUnlessSwitchedOff() throws Exception {
        assertEquals("GHASH vector: on: Vector API, " + PREFERRED_BITS + "-bit",
                probe("--add-modules=jdk.incubator.vector").get(4));
        // At 256 bits too: it serves only after its self-test (long runs, and batch GCM's short
        // messages side by side, two vectors to a row of eight) agreed with the plain GHASH.
        assertEquals("GHASH vector: on: Vector API, 256-bit",
                probe("--add-modules=jdk.incubator.vector", "-D" + Shape.BITS_PROPERTY + "=256").get(4));
        assertEquals("GHASH vector: off: -Diotcrypt.vector.ghash=false",
                probe("--add-modules=jdk.incubator.vector", "-Diotcrypt.vector.ghash=false").get(4));
        assertEquals("GHASH vector: off: -D" + Acceleration.PLAIN_PROPERTY + "=true",
                probe("--add-modules=jdk.incubator.vector", "-D" + Acceleration.PLAIN_PROPERTY + "=true").get(4));
        assertEquals("GHASH vector: off: jdk.incubator.vector is not in this JVM (start it with --add-modules jdk.incubator.vector)",
                probe().get(4));
    }

    /**
     * Declined before the first key (the CLI on a small file), SM4 runs on the bitsliced engine
     * and GHASH on the scalar one although the engines are there, and the status says why;
     * without the module, the status keeps the more basic reason.
     */
    @Test
    void aDeclinedVectorEngineServesNoKey() throws Exception {
        String decline = "-D" + ImplementationProbe.DECLINE_PROPERTY + "=a small file";
        List<String> declined = probe("--add-modules=jdk.incubator.vector", decline);
        assertEquals(List.of("SM4: bitsliced, 16 blocks per batch", "SM4 vector engine: off: declined for this run (a small file)"),
                declined.subList(0, 2));
        assertEquals("GHASH vector: off: declined for this run (a small file)", declined.get(4));
        List<String> withoutModule = probe(decline);
        assertEquals("SM4 vector engine: off: jdk.incubator.vector is not in this JVM (start it with --add-modules jdk.incubator.vector)",
                withoutModule.get(1));
        // per key, GHASH is then what a JVM without the module has: the scalar bulk GHASH
        assertEquals(withoutModule.get(5), declined.get(5));
    }

    /** A width the engines refuse leaves SM4 on the long engine, with the reason. */
    @Test
    void aNarrowWidthIsRefusedWithTheReason() throws Exception {
        assertEquals(List.of("SM4: bitsliced, 16 blocks per batch",
                "SM4 vector engine: off: vectors here are 128 bits wide; the engines need 256 or 512"),
                probe("--add-modules=jdk.incubator.vector", "-D" + Shape.BITS_PROPERTY + "=128").subList(0, 2));
    }

    private static String vector(int bits) {
        return "SM4: vector (Vector API, " + bits + "-bit), " + (bits / 4) + " blocks per batch";
    }

    private static String sm4(String... options) throws Exception {
        return probe(options).get(0);
    }

    private static List<String> probe(String... options) throws Exception {
        return FreshJvm.run(ImplementationProbe.class, List.of(options));
    }
}
