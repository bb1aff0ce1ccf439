package org.iotcrypt.cli.api;

/**
 * A command could not do its job for a reason the user can act on (a missing or unreadable file,
 * a key that is not an SM2 key, an output that exists). Its message is the one line the CLI
 * prints; the exit code is 1.
 */
public final class CommandFailure extends Exception {

    private static final long serialVersionUID = 1L;

    public CommandFailure(String message) {
        super(message);
    }

    public CommandFailure(String message, Throwable cause) {
        super(message, cause);
    }
}
