package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Setup;

/** SM4-CTR encryption under a fresh 16-byte initial counter block (AES-CTR for the JDK reference row). */
public class Sm4CtrBench extends Sm4BulkBenchmark {

    @Setup
    public void setUp() throws GeneralSecurityException {
        prepare(Verified.ctr(provider, size), size, 16);
    }
}
