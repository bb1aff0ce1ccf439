package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/** SM4-CCM sealing. Kona has no CCM and the JDK no AES-CCM, so only iotcrypt and Bouncy Castle run (each directly and through the JCA). */
public class Sm4CcmBench extends SealBenchmark {

    @Param({"iotcrypt", "iotcrypt-jca", "bc", "bc-jca"})
    public String provider;

    /** Payload length in bytes. */
    @Param({"16", "64", "256", "1024", "16384"})
    public int size;

    @Setup
    public void setUp() throws GeneralSecurityException {
        prepare(Verified.ccm(provider, size), size);
    }
}
