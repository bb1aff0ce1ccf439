package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * {@link BatchSealBench} for iotcrypt on the vector engine (its fork adds jdk.incubator.vector):
 * 128 messages a batch, the engine's width and the goal's row, and 16, the long engine's row, to
 * show what a gateway on a JDK with the module gets for small batches too.
 */
@Fork(value = 1, jvmArgsAppend = {"-Xms256m", "-Xmx256m", "--add-modules=jdk.incubator.vector"})
public class BatchSealVectorBench extends BatchSealBenchmark {

    @Param({"ccm", "gcm"})
    public String mode;

    /** Messages per batch. */
    @Param({"16", "128"})
    public int batch;

    /** Message length in bytes. */
    @Param({"64"})
    public int size;

    @Setup
    public void setUp() throws GeneralSecurityException {
        VectorEngineBenchmark.requireVectorEngine();
        prepare(mode, Providers.IOTCRYPT, batch, size);
    }
}
