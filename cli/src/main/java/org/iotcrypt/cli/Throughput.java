package org.iotcrypt.cli;

import java.security.GeneralSecurityException;

/**
 * A quick in-process speed figure for the demo: one short timed run after a short warm-up.
 * It is rough on purpose (a JIT barely warmed up, no forks, no statistics) and bounded in time;
 * the benchmarks that count are the JMH ones in {@code bench/}.
 */
final class Throughput {

    /** One unit of work over a fixed number of bytes. */
    @FunctionalInterface
    interface Work {
        void run() throws GeneralSecurityException;
    }

    /** Bytes processed and time taken by the timed run. */
    record Result(long bytes, long nanos) {

        /** Megabytes (10^6 bytes) per second. */
        double megabytesPerSecond() {
            return bytes * 1e3 / nanos;
        }
    }

    private final long warmupNanos;
    private final long measureNanos;
    private final long maxBytes;

    /**
     * @param warmupMillis how long to run before timing
     * @param measureMillis the longest timed run
     * @param maxBytes the timed run stops once this many bytes are done, if that comes first
     */
    Throughput(long warmupMillis, long measureMillis, long maxBytes) {
        this.warmupNanos = warmupMillis * 1_000_000;
        this.measureNanos = measureMillis * 1_000_000;
        this.maxBytes = maxBytes;
    }

    /** Runs {@code work}, which handles {@code bytesPerRun} bytes each time, and times it. */
    Result measure(Work work, int bytesPerRun) throws GeneralSecurityException {
        long warmupEnd = System.nanoTime() + warmupNanos;
        do {
            work.run();
        } while (System.nanoTime() < warmupEnd);
        long start = System.nanoTime();
        long bytes = 0;
        long elapsed;
        do {
            work.run();
            bytes += bytesPerRun;
            elapsed = System.nanoTime() - start;
        } while (elapsed < measureNanos && bytes < maxBytes);
        return new Result(bytes, elapsed);
    }
}
