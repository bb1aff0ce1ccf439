package org.iotcrypt.bench;

import org.openjdk.jmh.annotations.Param;

/** The parameters the SM4 bulk benchmarks (ECB, CTR) share: which provider, and the message length. */
public abstract class Sm4BulkBenchmark extends EncryptionBenchmark {

    @Param({"iotcrypt", "bc", "kona", "jdk-aes"})
    public String provider;

    /** Message length in bytes. */
    @Param({"16384"})
    public int size;
}
