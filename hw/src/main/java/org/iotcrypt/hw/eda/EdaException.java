package org.iotcrypt.hw.eda;

/** An EDA tool could not be run, failed, or printed something the explorer cannot read. */
public final class EdaException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public EdaException(String message) {
        super(message);
    }

    public EdaException(String message, Throwable cause) {
        super(message, cause);
    }
}
