package org.iotcrypt.seal;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * The threads that seal or open segments side by side: segments are independent (each has its
 * own nonce), so a stream keeps up to {@link #window()} of them in flight and writes or releases
 * them in order. With one thread the work runs in the caller's thread, as a plain loop would.
 * The window is bounded by memory too: never more than {@value #MEMORY} bytes of segments, or
 * one segment, so that {@code -Xmx64m} holds with 8 MiB segments.
 */
final class SegmentWorkers implements AutoCloseable {

    /** Plaintext bytes the in-flight segments may hold together. */
    static final int MEMORY = 16 * 1024 * 1024;
    /** More threads than this do not help: reading and writing the file become the limit. */
    static final int MAX_THREADS = 16;

    /** How long {@link #close()} waits for running work: far more than any segment takes. */
    private static final long STOP_WAIT_SECONDS = 30;

    private final ExecutorService pool;
    private final int window;

    SegmentWorkers(int threads, int segmentSize) {
        if (threads < 1 || threads > MAX_THREADS) {
            throw new IllegalArgumentException("threads must be 1.." + MAX_THREADS);
        }
        window = threads == 1 ? 1 : Math.max(1, Math.min(2 * threads, MEMORY / segmentSize));
        int n = Math.min(threads, window);
        pool = n == 1 ? null : Executors.newFixedThreadPool(n, r -> {
            Thread t = new Thread(r, "iotcrypt-segment");
            t.setDaemon(true);
            return t;
        });
    }

    /** @return how many segments may be in flight at once */
    int window() {
        return window;
    }

    /** @return whether work runs in the caller's thread, done when {@link #submit} returns */
    boolean inline() {
        return pool == null;
    }

    /** Runs {@code work} on a worker, or at once in this thread when there is one thread. */
    <T> Future<T> submit(Callable<T> work) {
        if (pool == null) {
            try {
                return CompletableFuture.completedFuture(work.call());
            } catch (Exception e) {
                return CompletableFuture.failedFuture(e);
            }
        }
        return pool.submit(work);
    }

    /** The result of submitted work; its unchecked exceptions rethrown as they were. */
    static <T> T await(Future<T> result) throws IOException {
        try {
            return result.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while sealing or opening a segment");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IOException(cause);
        }
    }

    /**
     * Stops the workers and waits for work already running to end (a segment's crypto does not
     * stop when interrupted; 8 MiB takes well under a second), so that the stream can wipe the
     * arrays without a worker writing into them afterwards.
     */
    @Override
    public void close() {
        if (pool == null) {
            return;
        }
        pool.shutdownNow();
        boolean interrupted = false;
        while (true) {
            try {
                pool.awaitTermination(STOP_WAIT_SECONDS, TimeUnit.SECONDS);
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
