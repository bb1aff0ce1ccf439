package org.iotcrypt.cli;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Writes to the stream below on its own thread, a few chunks behind the writer, so that writing
 * overlaps the work that makes the next bytes. {@link #flush()} and {@link #close()} return once
 * every byte has reached the stream below (and it was flushed); an error there is thrown by the
 * next call. Memory is {@code depth + 2} chunks, recycled and wiped at close.
 */
final class WriteBehindOutputStream extends OutputStream {

    /** A buffer to write; {@code length < 0} asks the writer to flush and report back. */
    private record Chunk(byte[] data, int length) {
    }

    private static final Chunk FLUSH = new Chunk(new byte[0], -1);

    private final OutputStream out;
    private final BlockingQueue<Chunk> full;
    private final BlockingQueue<byte[]> empty;
    private final BlockingQueue<Boolean> flushed = new ArrayBlockingQueue<>(1);
    private final Thread writer;
    private volatile IOException failure;
    private byte[] buffer;
    private int buffered;
    private boolean closed;

    WriteBehindOutputStream(OutputStream out, int chunkSize, int depth) {
        this.out = Objects.requireNonNull(out, "out");
        full = new ArrayBlockingQueue<>(depth + 1);
        empty = new ArrayBlockingQueue<>(depth + 2);
        for (int i = 0; i < depth + 1; i++) {
            empty.add(new byte[chunkSize]);
        }
        buffer = new byte[chunkSize];
        writer = new Thread(this::drain, "iotcrypt-write-behind");
        writer.setDaemon(true);
        writer.start();
    }

    private void drain() {
        try {
            while (true) {
                Chunk c = full.take();
                if (c.length() < 0) {
                    if (failure == null) {
                        try {
                            out.flush();
                        } catch (IOException e) {
                            failure = e;
                        }
                    }
                    flushed.put(Boolean.TRUE);
                    continue;
                }
                if (failure == null) {
                    try {
                        out.write(c.data(), 0, c.length());
                    } catch (IOException e) {
                        failure = e;
                    }
                }
                empty.put(c.data());
            }
        } catch (InterruptedException closing) {
            // close() stopped us
        }
    }

    @Override
    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        Objects.checkFromIndexSize(off, len, b.length);
        check();
        while (len > 0) {
            int n = Math.min(len, buffer.length - buffered);
            System.arraycopy(b, off, buffer, buffered, n);
            buffered += n;
            off += n;
            len -= n;
            if (buffered == buffer.length) {
                handOver();
            }
        }
    }

    /** Gives the filled part of the buffer to the writer and takes an empty one. */
    private void handOver() throws IOException {
        try {
            full.put(new Chunk(buffer, buffered));
            buffer = empty.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while writing");
        }
        buffered = 0;
        check();
    }

    @Override
    public void flush() throws IOException {
        check();
        if (buffered > 0) {
            handOver();
        }
        try {
            full.put(FLUSH);
            flushed.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while writing");
        }
        check();
    }

    private void check() throws IOException {
        if (closed) {
            throw new IOException("the output is closed");
        }
        IOException e = failure;
        if (e != null) {
            throw e;
        }
    }

    /** Writes what is left, then closes the stream below; throws the first error met on the way. */
    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        try {
            if (failure == null) {
                flush();
            }
        } finally {
            closed = true;
            writer.interrupt();
            try {
                writer.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            Arrays.fill(buffer, (byte) 0);
            for (byte[] b : empty) {
                Arrays.fill(b, (byte) 0);
            }
            out.close();
        }
        IOException e = failure;
        if (e != null) {
            throw e;
        }
    }
}
