package org.iotcrypt.cli;

import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.util.Arrays;

/**
 * The demo's page layout: labelled hex values wrapped at 32 bytes a row, and expected-versus-
 * computed comparisons marked ✓ or ✗ (or "ok"/"MISMATCH" where the output charset lacks them).
 */
final class DemoPrinter {

    private static final int LABEL_WIDTH = 13;
    private static final int BYTES_PER_ROW = 32;

    private final PrintWriter out;
    private final String pass;
    private final String fail;

    DemoPrinter(PrintWriter out) {
        this.out = out;
        boolean unicode = Charset.defaultCharset().newEncoder().canEncode("\u2713\u2717");
        this.pass = unicode ? "\u2713" : "ok";
        this.fail = unicode ? "\u2717" : "MISMATCH";
    }

    /** The first line of the page. */
    void title(String text) {
        out.print(text + "\n");
    }

    /** A heading line, preceded by an empty line. */
    void heading(String text) {
        out.print("\n" + text + "\n");
    }

    /** A plain line of text, indented under the current heading. */
    void line(String text) {
        out.print("  " + text + "\n");
    }

    /** A labelled value. */
    void value(String label, byte[] value) {
        rows(pad(label, LABEL_WIDTH), value, "");
    }

    /** A labelled value with its expected value above it; returns whether they agree. */
    boolean compare(String label, byte[] expected, byte[] computed) {
        boolean same = Arrays.equals(expected, computed);
        rows(pad(label, LABEL_WIDTH) + "expected  ", expected, "");
        rows(pad("", LABEL_WIDTH) + "computed  ", computed, "  " + mark(same));
        return same;
    }

    /** A statement checked to be true, with its mark; returns {@code holds}. */
    boolean check(String text, boolean holds) {
        line(text + "  " + mark(holds));
        return holds;
    }

    String mark(boolean ok) {
        return ok ? pass : fail;
    }

    /** {@code prefix} and the value's first row, then further rows aligned under it. */
    private void rows(String prefix, byte[] value, String suffix) {
        if (value.length == 0) {
            line(prefix + "(empty)" + suffix);
            return;
        }
        for (int off = 0; off < value.length; off += BYTES_PER_ROW) {
            int len = Math.min(BYTES_PER_ROW, value.length - off);
            boolean last = off + len == value.length;
            line((off == 0 ? prefix : " ".repeat(prefix.length())) + HexText.of(value, off, len)
                    + (last ? suffix : ""));
        }
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
