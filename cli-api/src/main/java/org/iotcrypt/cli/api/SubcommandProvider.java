package org.iotcrypt.cli.api;

/**
 * A module's contribution of a top-level subcommand to {@code iotcrypt}, found through
 * {@link java.util.ServiceLoader} (a {@code META-INF/services/org.iotcrypt.cli.api.SubcommandProvider}
 * entry). The hardware explorer adds {@code iotcrypt hw} this way, so that the CLI builds and
 * runs without it.
 *
 * <p>The command is a picocli {@code @Command} object; the CLI gives it and its subcommands the
 * CLI's version lines, output streams and error handling. A failure the user can act on is a
 * {@link CommandFailure}: its message is the one line printed, the exit code 1.
 */
public interface SubcommandProvider {

    /** The name the command is called by, as in its {@code @Command(name = ...)}. */
    String name();

    /** A fresh command object (annotated with picocli's {@code @Command}). */
    Object command();
}
