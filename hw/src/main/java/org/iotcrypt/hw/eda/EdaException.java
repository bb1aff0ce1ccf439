package org.iotcrypt.hw.eda;

/**
 * An EDA tool could not be run, failed, or wrote something the explorer cannot read: a liberty
 * file, gate-level netlist or VCD dump that does not parse, or files that do not fit together (a
 * cell type missing from the library, a loaded net missing from the dump). The message names the
 * file and what was wrong.
 */
public final class EdaException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public EdaException(String message) {
        super(message);
    }

    public EdaException(String message, Throwable cause) {
        super(message, cause);
    }
}
