package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/** Batches of 64-byte messages sealed with SM4-GCM or SM4-CCM: iotcrypt's batch call against Bouncy Castle message by message. */
public class BatchSealBench extends BatchSealBenchmark {

    @Param({"ccm", "gcm"})
    public String mode;

    @Param({"iotcrypt", "bc"})
    public String provider;

    /** Messages per batch. */
    @Param({"16", "128"})
    public int batch;

    /** Message length in bytes. */
    @Param({"64"})
    public int size;

    @Setup
    public void setUp() throws GeneralSecurityException {
        prepare(mode, provider, batch, size);
    }
}
