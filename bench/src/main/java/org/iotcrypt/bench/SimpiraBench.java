package org.iotcrypt.bench;

import java.util.concurrent.TimeUnit;
import org.iotcrypt.simpira.Simpira;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * One Simpira v2 permutation of a 16*b-byte state, in place, each output the next input, in ns
 * per permutation. Cycles per byte = ns/op * clock (GHz) / (16 b); run.sh's report states the
 * clock, and {@link Sm4CtrBench}'s {@code jdk-aes} row (AES-CTR with AES-NI) on the same machine
 * is the hardware-AES reference; {@link SimpiraOneBench} compares b = 1 with and without the
 * optimizations of the AVR/RISC-V paper.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class SimpiraBench extends BenchmarkDefaults {

    /** Width in 128-bit blocks. */
    @Param({"1", "2", "3", "4", "6", "8"})
    public int b;

    private byte[] state;

    @Setup
    public void setUp() {
        state = Messages.random(16 * b, b);
    }

    @Benchmark
    public byte[] permute() {
        Simpira.permute(b, state);
        return state;
    }

    @Benchmark
    public byte[] invert() {
        Simpira.invert(b, state);
        return state;
    }
}
