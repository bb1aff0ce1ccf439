package org.iotcrypt.hw.power;

/**
 * A liberty file, gate-level netlist or VCD dump could not be read, or they do not fit together
 * (a cell type missing from the library, a loaded net missing from the dump). The message names
 * the file and what was wrong, so the caller can fix its input.
 */
public final class PowerException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public PowerException(String message) {
        super(message);
    }

    public PowerException(String message, Throwable cause) {
        super(message, cause);
    }
}
