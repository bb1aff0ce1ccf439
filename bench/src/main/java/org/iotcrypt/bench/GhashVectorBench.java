package org.iotcrypt.bench;

import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * {@link GhashBench} for iotcrypt on the vector GHASH (its fork adds jdk.incubator.vector).
 */
@Fork(value = 1, jvmArgsAppend = {"-Xms256m", "-Xmx256m", "--add-modules=jdk.incubator.vector"})
public class GhashVectorBench extends GhashBenchmark {

    /** Ciphertext length in bytes. */
    @Param({"16384"})
    public int size;

    @Setup
    public void setUp() {
        VectorEngineBenchmark.requireVectorGhash();
        prepare(Verified.ghash(Providers.IOTCRYPT, size), size);
    }
}
