package org.iotcrypt.cli;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The progress bar of {@code seal} and {@code open} on standard error: bytes done (of the total,
 * when the input's size is known), rate and time left, redrawn in place at most four times a
 * second, and a last line when the work ends. {@link #counting} wraps the input whose consumption
 * it measures.
 */
final class ProgressMeter implements AutoCloseable {

    /** Inputs smaller than this finish too fast for a bar to help. */
    static final long THRESHOLD = 4L * 1024 * 1024;
    private static final long REDRAW_NANOS = 250_000_000L;
    private static final int BAR = 24;

    private final PrintWriter err;
    private final long total;
    private final LongSupplier clock;
    /** When the first byte came (key derivation before it is not throughput); -1 before. */
    private long start = -1;
    private long done;
    private long lastDraw;
    /** The length of the line last drawn. */
    private int drawn;

    /** @param total the input's size, or -1 if unknown (a pipe) */
    ProgressMeter(PrintWriter err, long total, LongSupplier clock) {
        this.err = err;
        this.total = total;
        this.clock = clock;
    }

    /**
     * The bar a command shows: --quiet none, --progress always, else only on a terminal and for
     * an input known to be over {@link #THRESHOLD} (a pipe's size is not known: no bar).
     */
    static ProgressMeter choose(PrintWriter err, long total, boolean progress, boolean quiet) {
        if (quiet || !(progress || (Terminal.isTerminal(2) && total >= THRESHOLD))) {
            return null;
        }
        return new ProgressMeter(err, total, System::nanoTime);
    }

    /** {@code in}, counting what is read from it; {@code in} itself when there is no meter. */
    static InputStream counting(InputStream in, ProgressMeter meter) {
        if (meter == null) {
            return in;
        }
        return new FilterInputStream(in) {
            @Override
            public int read() throws IOException {
                int b = super.read();
                if (b >= 0) {
                    meter.advance(1);
                }
                return b;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                int n = super.read(b, off, len);
                if (n > 0) {
                    meter.advance(n);
                }
                return n;
            }
        };
    }

    void advance(long bytes) {
        long now = clock.getAsLong();
        if (start < 0) {
            start = now;
            lastDraw = now;
        }
        done += bytes;
        if (now - lastDraw >= REDRAW_NANOS) {
            lastDraw = now;
            draw(now);
        }
    }

    /** The line as it stands at {@code now}. */
    String line(long now) {
        double seconds = start < 0 ? 1e-9 : Math.max(1e-9, (now - start) / 1e9);
        double rate = done / seconds;
        StringBuilder s = new StringBuilder();
        if (total > 0) {
            int filled = (int) Math.min(BAR, done * BAR / total);
            s.append('[').append("#".repeat(filled)).append(" ".repeat(BAR - filled)).append("] ");
            s.append(String.format(Locale.ROOT, "%3d%% ", Math.min(100, done * 100 / total)));
            s.append(size(done)).append(" / ").append(size(total));
        } else {
            s.append(size(done));
        }
        s.append("  ").append(size((long) rate)).append("/s");
        if (total > 0 && done < total && rate > 0) {
            s.append("  ETA ").append(duration((long) ((total - done) / rate)));
        } else {
            s.append("  ").append(duration((long) seconds));
        }
        return s.toString();
    }

    private void draw(long now) {
        // \r, the line, and spaces over what a longer line before it left, no more (\033[K needs a
        // real terminal): the last line ends where its text does.
        String line = line(now);
        err.print("\r" + line + " ".repeat(Math.max(0, drawn - line.length())));
        drawn = line.length();
        err.flush();
    }

    /** Draws the final state and ends the line. */
    @Override
    public void close() {
        // The last line: the old one blanked out, then the final state with nothing after it.
        err.print("\r" + " ".repeat(drawn) + "\r" + line(clock.getAsLong()) + "\n");
        err.flush();
    }

    static String size(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        String[] units = {"KiB", "MiB", "GiB", "TiB"};
        double v = bytes;
        int u = -1;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return String.format(Locale.ROOT, "%.1f %s", v, units[u]);
    }

    static String duration(long seconds) {
        return seconds >= 3600
                ? String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
                : String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
    }
}
