package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/** SM4-CTR encryption under a fresh 16-byte initial counter block (AES-CTR for the JDK reference row). */
public class Sm4CtrBench extends EncryptionBenchmark {

    @Param({"iotcrypt", "bc", "kona", "jdk-aes"})
    public String provider;

    /** Message length in bytes. */
    @Param({"16384"})
    public int size;

    @Setup
    public void setUp() throws GeneralSecurityException {
        prepare(Verified.ctr(provider, size), size, 16);
    }
}
