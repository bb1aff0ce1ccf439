package org.iotcrypt.bench;

import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * GHASH alone over what one SM4-GCM message hashes (20-byte AAD and the ciphertext), so that its
 * share of {@link Sm4GcmBench} is measured rather than inferred. iotcrypt's constant-time GHASH
 * against Bouncy Castle's default table-driven one.
 */
public class GhashBench extends GhashBenchmark {

    @Param({"iotcrypt", "bc"})
    public String provider;

    /** Ciphertext length in bytes. */
    @Param({"64", "16384"})
    public int size;

    @Setup
    public void setUp() {
        prepare(Verified.ghash(provider, size), size);
    }
}
