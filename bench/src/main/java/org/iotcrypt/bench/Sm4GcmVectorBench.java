package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * {@link Sm4GcmBench} for iotcrypt on the vector engine and vector GHASH (its fork adds
 * jdk.incubator.vector).
 */
@Fork(value = 1, jvmArgsAppend = {"-Xms256m", "-Xmx256m", "--add-modules=jdk.incubator.vector"})
public class Sm4GcmVectorBench extends SealBenchmark {

    /** Payload length in bytes. */
    @Param({"16", "64", "256", "1024", "16384"})
    public int size;

    @Setup
    public void setUp() throws GeneralSecurityException {
        VectorEngineBenchmark.requireVectorEngine();
        VectorEngineBenchmark.requireVectorGhash();
        prepare(Verified.gcm("iotcrypt", size), size);
    }
}
