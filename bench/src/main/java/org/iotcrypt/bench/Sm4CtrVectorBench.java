package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/** {@link Sm4CtrBench} for iotcrypt on the vector engine (its fork adds jdk.incubator.vector). */
@Fork(value = 1, jvmArgsAppend = {"-Xms256m", "-Xmx256m", "--add-modules=jdk.incubator.vector"})
public class Sm4CtrVectorBench extends EncryptionBenchmark {

    /** Message length in bytes. */
    @Param({"16384"})
    public int size;

    @Setup
    public void setUp() throws GeneralSecurityException {
        VectorEngineBenchmark.requireVectorEngine();
        prepare(Verified.ctr("iotcrypt", size), size, 16);
    }
}
