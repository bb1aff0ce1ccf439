package org.iotcrypt.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Reads the stream below on its own thread, a few chunks ahead of the reader, so that reading a
 * file overlaps the work done on what was read (sealing, opening). Memory is {@code depth + 1}
 * chunks, recycled; they are wiped at {@link #close()}, as they may hold plaintext. An error of
 * the stream below is thrown by the {@code read} that reaches it, after every byte before it.
 */
final class ReadAheadInputStream extends InputStream {

    /** A filled buffer; {@code length < 0} marks the end (or the error in {@link #failure}). */
    private record Chunk(byte[] data, int length) {
    }

    private final InputStream in;
    private final BlockingQueue<Chunk> filled;
    private final BlockingQueue<byte[]> empty;
    private final Thread reader;
    private volatile IOException failure;
    private Chunk current;
    private int position;
    private boolean ended;

    ReadAheadInputStream(InputStream in, int chunkSize, int depth) {
        this.in = Objects.requireNonNull(in, "in");
        filled = new ArrayBlockingQueue<>(depth + 1);
        empty = new ArrayBlockingQueue<>(depth + 1);
        for (int i = 0; i < depth + 1; i++) {
            empty.add(new byte[chunkSize]);
        }
        reader = new Thread(this::fill, "iotcrypt-read-ahead");
        reader.setDaemon(true);
        reader.start();
    }

    private void fill() {
        try {
            while (true) {
                byte[] buffer = empty.take();
                int n = in.readNBytes(buffer, 0, buffer.length);
                if (n > 0) {
                    filled.put(new Chunk(buffer, n));
                }
                if (n < buffer.length) {
                    filled.put(new Chunk(buffer, -1));
                    return;
                }
            }
        } catch (IOException e) {
            failure = e;
            filled.offer(new Chunk(new byte[0], -1));
        } catch (InterruptedException closed) {
            // close() stopped us
        }
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        Objects.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        if (current == null || position == current.length()) {
            if (!next()) {
                return -1;
            }
        }
        int n = Math.min(len, current.length() - position);
        System.arraycopy(current.data(), position, b, off, n);
        position += n;
        return n;
    }

    /** Moves to the next filled chunk; false at the end. */
    private boolean next() throws IOException {
        if (ended) {
            return false;
        }
        if (current != null) {
            empty.add(current.data());
            current = null;
        }
        Chunk c;
        try {
            c = filled.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while reading");
        }
        if (c.length() < 0) {
            ended = true;
            if (failure != null) {
                throw failure;
            }
            return false;
        }
        current = c;
        position = 0;
        return true;
    }

    @Override
    public void close() throws IOException {
        reader.interrupt();
        try {
            reader.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (current != null) {
            Arrays.fill(current.data(), (byte) 0);
        }
        for (Chunk c : filled) {
            Arrays.fill(c.data(), (byte) 0);
        }
        for (byte[] b : empty) {
            Arrays.fill(b, (byte) 0);
        }
        in.close();
    }
}
