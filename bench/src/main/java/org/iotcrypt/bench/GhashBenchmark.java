package org.iotcrypt.bench;

import org.openjdk.jmh.annotations.Benchmark;

/** What the GHASH rows share: a hasher of one message's ciphertext (after its AAD), timed per message. */
public abstract class GhashBenchmark extends BenchmarkDefaults {

    private Hasher ghash;
    private byte[] in;
    private byte[] out;
    private int length;

    /** Called from each subclass's {@code @Setup}. */
    final void prepare(Hasher hasher, int size) {
        ghash = hasher;
        length = size;
        in = Messages.random(size, 18);
        out = new byte[Ghashes.LENGTH];
    }

    @Benchmark
    public byte[] ghash() {
        ghash.hash(in, length, out);
        return out;
    }
}
