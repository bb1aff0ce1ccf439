package org.iotcrypt.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Standard output that notices when its reader has gone: a write that fails with EPIPE ("Broken
 * pipe"; the JVM ignores SIGPIPE, so the write fails instead of killing the process). The CLI
 * then ends as {@code cat} does when {@code head} stops reading: no message, exit status 141
 * (128 + SIGPIPE), after the command's own clean-up (a partial output file is still removed).
 */
final class StandardOutput extends FilterOutputStream {

    /** The exit status of a process ended by SIGPIPE, as shells report it. */
    static final int READER_GONE = 128 + 13;

    private volatile boolean readerGone;

    StandardOutput(OutputStream out) {
        super(out);
    }

    /** Whether a write found the reading end of the pipe closed. */
    boolean readerGone() {
        return readerGone;
    }

    @Override
    public void write(int b) throws IOException {
        try {
            out.write(b);
        } catch (IOException e) {
            throw noticed(e);
        }
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        try {
            out.write(b, off, len);
        } catch (IOException e) {
            throw noticed(e);
        }
    }

    @Override
    public void flush() throws IOException {
        try {
            out.flush();
        } catch (IOException e) {
            throw noticed(e);
        }
    }

    private IOException noticed(IOException e) {
        if ("Broken pipe".equals(e.getMessage())) {
            readerGone = true;
        }
        return e;
    }
}
