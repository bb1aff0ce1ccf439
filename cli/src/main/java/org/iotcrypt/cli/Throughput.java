package org.iotcrypt.cli;

import java.security.GeneralSecurityException;

/**
 * A quick in-process speed figure for the demo: a warm-up that stops once the JIT has settled,
 * then one short timed run. It is rough on purpose (no forks, no statistics, a budget of about a
 * second) and bounded in time; the benchmarks that count are the JMH ones in {@code bench/}.
 */
final class Throughput {

    /** One unit of work over a fixed number of bytes. */
    @FunctionalInterface
    interface Work {
        void run() throws GeneralSecurityException;
    }

    /** Bytes processed and time taken by a run. */
    record Result(long bytes, long nanos) {

        /** Megabytes (10^6 bytes) per second. */
        double megabytesPerSecond() {
            return bytes * 1e3 / nanos;
        }
    }

    private static final long SLICE_NANOS = 100_000_000;
    /** Compiled code only shows after a few slices: interpreted, then C1, then C2. */
    private static final int MIN_WARMUP_SLICES = 5;
    /** A slice less than this much faster than the best before means the rate has stopped rising. */
    private static final double STILL_RISING = 1.05;

    private final long maxWarmupNanos;
    private final long measureNanos;
    private final long maxBytes;

    /**
     * @param maxWarmupMillis the longest warm-up
     * @param measureMillis the longest timed run
     * @param maxBytes the timed run stops once this many bytes are done, if that comes first
     */
    Throughput(long maxWarmupMillis, long measureMillis, long maxBytes) {
        this.maxWarmupNanos = maxWarmupMillis * 1_000_000;
        this.measureNanos = measureMillis * 1_000_000;
        this.maxBytes = maxBytes;
    }

    /** Warms up {@code work}, which handles {@code bytesPerRun} bytes each time, then times it. */
    Result measure(Work work, int bytesPerRun) throws GeneralSecurityException {
        long deadline = System.nanoTime() + maxWarmupNanos;
        double best = 0;
        for (int slices = 1; System.nanoTime() < deadline; slices++) {
            double rate = run(work, bytesPerRun, SLICE_NANOS, Long.MAX_VALUE).megabytesPerSecond();
            if (slices >= MIN_WARMUP_SLICES && rate < best * STILL_RISING) {
                break;
            }
            best = Math.max(best, rate);
        }
        return run(work, bytesPerRun, measureNanos, maxBytes);
    }

    private static Result run(Work work, int bytesPerRun, long nanos, long maxBytes)
            throws GeneralSecurityException {
        long start = System.nanoTime();
        long bytes = 0;
        long elapsed;
        do {
            work.run();
            bytes += bytesPerRun;
            elapsed = System.nanoTime() - start;
        } while (elapsed < nanos && bytes < maxBytes);
        return new Result(bytes, elapsed);
    }
}
