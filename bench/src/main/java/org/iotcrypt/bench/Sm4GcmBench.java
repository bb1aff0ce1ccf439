package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * SM4-GCM sealing (AES-GCM for the JDK reference row). "iotcrypt-jca" is the same code as
 * "iotcrypt" reached through {@code javax.crypto.Cipher}, to show what the JCA layer costs.
 */
public class Sm4GcmBench extends SealBenchmark {

    @Param({"iotcrypt", "iotcrypt-jca", "bc", "bc-jca", "kona", "jdk-aes"})
    public String provider;

    /** Payload length in bytes. */
    @Param({"16", "64", "256", "1024", "16384"})
    public int size;

    @Setup
    public void setUp() throws GeneralSecurityException {
        prepare(Verified.gcm(provider, size), size);
    }
}
