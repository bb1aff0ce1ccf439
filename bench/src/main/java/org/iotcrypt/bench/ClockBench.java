package org.iotcrypt.bench;

import org.openjdk.jmh.annotations.Benchmark;

/**
 * The core clock as the benchmarks see it, for cycles per byte: this machine's clock moves (no
 * frequency is published to the guest, and perf cannot count cycles here), so it is measured. One
 * operation is a chain of 10^6 dependent steps {@code x = x * x + 1}: a 64-bit multiply (latency
 * 3 cycles on Zen 4 and 5 and on Intel cores since Nehalem) and an add (1 cycle), which neither C2
 * nor the core can overlap or shorten. So ops/s × 4 × 10^6 is the clock in Hz;
 * jmh_to_markdown.py prints it and divides it by each row's bytes per second.
 */
public class ClockBench extends BenchmarkDefaults {

    /** Steps in one operation. */
    public static final int STEPS = 1_000_000;

    /** Cycles per step: multiply latency plus add latency. */
    public static final int CYCLES_PER_STEP = 4;

    public long seed = 3;

    @Benchmark
    public long chain() {
        long x = seed;
        for (int i = 0; i < STEPS; i++) {
            x = x * x + 1;
        }
        return x;
    }
}
