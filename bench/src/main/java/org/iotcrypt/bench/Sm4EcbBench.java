package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Setup;

/** SM4-ECB encryption (AES-ECB for the JDK reference row). */
public class Sm4EcbBench extends Sm4BulkBenchmark {

    @Setup
    public void setUp() throws GeneralSecurityException {
        prepare(Verified.ecb(provider, size), size, 0);
    }
}
