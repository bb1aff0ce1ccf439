package org.iotcrypt.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * GHASH alone over what one SM4-GCM message hashes (20-byte AAD and the ciphertext), so that its
 * share of {@link Sm4GcmBench} is measured rather than inferred. iotcrypt's constant-time GHASH
 * against Bouncy Castle's default table-driven one.
 */
public class GhashBench extends BenchmarkDefaults {

    @Param({"iotcrypt", "bc"})
    public String provider;

    /** Ciphertext length in bytes. */
    @Param({"64", "16384"})
    public int size;

    private Hasher ghash;
    private byte[] in;
    private byte[] out;

    @Setup
    public void setUp() {
        ghash = Verified.ghash(provider, size);
        in = Messages.random(size, 18);
        out = new byte[Ghashes.LENGTH];
    }

    @Benchmark
    public byte[] ghash() {
        ghash.hash(in, size, out);
        return out;
    }
}
