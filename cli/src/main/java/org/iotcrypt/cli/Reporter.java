package org.iotcrypt.cli;

import java.io.PrintWriter;
import java.util.function.BooleanSupplier;

/**
 * Writes diagnostics the way the CLI promises: one line {@code iotcrypt: <message>} on stderr,
 * followed by the stack trace only when the user asked for {@code --verbose}.
 */
final class Reporter {

    private final PrintWriter out;
    private final PrintWriter err;
    private final boolean verbose;
    private final BooleanSupplier silenced;

    Reporter(PrintWriter out, PrintWriter err, boolean verbose, BooleanSupplier silenced) {
        this.out = out;
        this.err = err;
        this.verbose = verbose;
        this.silenced = silenced;
    }

    /**
     * Reports one problem. {@code cause}, if not null, is printed as a stack trace with
     * {@code --verbose} only.
     */
    void error(String message, Throwable cause) {
        if (silenced.getAsBoolean()) {
            return;
        }
        // Flush what stdout holds first, so that a terminal shows both streams in order.
        out.flush();
        err.print("iotcrypt: " + oneLine(message) + "\n");
        if (verbose && cause != null) {
            cause.printStackTrace(err);
        }
        err.flush();
    }

    /** A summary warning, such as a count of mismatching checksums. */
    void warning(String message) {
        error("WARNING: " + message, null);
    }

    /** Messages from exceptions may span lines; the promise is one line per error. */
    private static String oneLine(String message) {
        return message.strip().replaceAll("\\s*[\\r\\n]+\\s*", "; ");
    }
}
