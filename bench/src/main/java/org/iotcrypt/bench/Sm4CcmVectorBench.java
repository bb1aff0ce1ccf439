package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * {@link Sm4CcmBench} for iotcrypt with the vector engine enabled (its fork adds
 * jdk.incubator.vector): what enabling it does to CCM, whose CBC-MAC stays on the single-block
 * engine and whose counter blocks ride in the MAC steps' bulk calls.
 */
@Fork(value = 1, jvmArgsAppend = {"-Xms256m", "-Xmx256m", "--add-modules=jdk.incubator.vector"})
public class Sm4CcmVectorBench extends SealBenchmark {

    /** Payload length in bytes. */
    @Param({"16", "64", "256", "1024", "16384"})
    public int size;

    @Setup
    public void setUp() throws GeneralSecurityException {
        VectorEngineBenchmark.requireVectorEngine();
        prepare(Verified.ccm("iotcrypt", size), size);
    }
}
