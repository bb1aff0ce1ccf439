package org.iotcrypt.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * Copies one direction of a connection, chunk by chunk, flushing each so that an interactive
 * peer sees bytes as they come. Remembers how it ended: the source's end (a clean close), or the
 * failure.
 */
final class TlsConnectionCopy implements Runnable {

    private static final int CHUNK = 16 * 1024;

    private final InputStream from;
    private final OutputStream to;
    private volatile IOException failure;
    private volatile long lastActivity = System.nanoTime();
    private volatile boolean done;

    TlsConnectionCopy(InputStream from, OutputStream to) {
        this.from = from;
        this.to = to;
    }

    @Override
    public void run() {
        byte[] buffer = new byte[CHUNK];
        try {
            int n;
            while ((n = from.read(buffer)) >= 0) {
                lastActivity = System.nanoTime();
                to.write(buffer, 0, n);
                to.flush();
            }
        } catch (IOException e) {
            failure = e;
        } finally {
            done = true;
        }
    }

    IOException failure() {
        return failure;
    }

    boolean isDone() {
        return done;
    }

    /** Nanoseconds since the last byte went through. */
    long quietNanos() {
        return System.nanoTime() - lastActivity;
    }
}
