package org.iotcrypt.bench;

import org.openjdk.jmh.annotations.Benchmark;

/**
 * The core clock as the benchmarks see it, for cycles per byte: this machine's clock moves (no
 * frequency is published to the guest, and perf cannot count cycles here), so it is measured. One
 * operation is a chain of 10^6 dependent steps {@code x = x * x}: a 64-bit multiply, latency 3
 * cycles on Zen 4 and 5 and on Intel cores since Nehalem, which neither C2 nor the core can overlap
 * or shorten (a multiplication by an invariant would not do: C2 reassociates {@code (x * m) * m}
 * into {@code x * (m * m)} and hoists the square, which measured 64 "GHz"). x starts odd and stays
 * odd, so the chain never collapses to zero. So ops/s × 3 × 10^6 is the clock in Hz;
 * jmh_to_markdown.py prints it and divides it by each row's bytes per second.
 *
 * <p>The chain was {@code x = x * x + 1}, counted as 4 cycles a step, until a Sapphire
 * Rapids-class guest printed 4.8-5.2 GHz where {@code bench/clock.sh} (dependent IMUL and ROL
 * chains in C) measured 3.5-3.9: that core adds a small immediate without latency (the C program's
 * chain of {@code add $1} ran at four a cycle), so the step took 3 cycles there.
 */
public class ClockBench extends BenchmarkDefaults {

    /** Steps in one operation. */
    public static final int STEPS = 1_000_000;

    /** Cycles per step: the multiply's latency. */
    public static final int CYCLES_PER_STEP = 3;

    public long seed = 3;

    @Benchmark
    public long chain() {
        long x = seed;
        for (int i = 0; i < STEPS; i++) {
            x = x * x;
        }
        return x;
    }
}
