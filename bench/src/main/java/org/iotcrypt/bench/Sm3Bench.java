package org.iotcrypt.bench;

import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/** SM3 hashing of a whole message (SHA-256 for the JDK reference row). */
public class Sm3Bench extends BenchmarkDefaults {

    @Param({"iotcrypt", "bc", "kona", "jdk-sha256"})
    public String provider;

    /** Message length in bytes. */
    @Param({"64", "16384"})
    public int size;

    private Hasher hasher;
    private byte[] in;
    private byte[] out;

    @Setup
    public void setUp() throws GeneralSecurityException {
        hasher = Verified.digest(provider, size);
        in = Messages.random(size, 17);
        out = new byte[Digests.LENGTH];
    }

    @Benchmark
    public byte[] hash() {
        hasher.hash(in, size, out);
        return out;
    }
}
