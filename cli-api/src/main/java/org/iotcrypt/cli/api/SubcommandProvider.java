package org.iotcrypt.cli.api;

/**
 * A module's contribution of a subcommand to {@code iotcrypt}, found through
 * {@link java.util.ServiceLoader} (a {@code provides} clause in its module descriptor, and a
 * {@code META-INF/services/org.iotcrypt.cli.api.SubcommandProvider} entry for the class path).
 * The hardware explorer adds {@code iotcrypt hw} this way, so that the CLI builds and runs
 * without it; the benchmarks add the research command {@code iotcrypt sm2 wnaf-cost}.
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

    /**
     * The name of the CLI's top-level command this one joins as a subcommand ({@code "sm2"}
     * for {@code iotcrypt sm2 NAME}), or null for a top-level command of its own. A parent the
     * CLI does not have makes the contribution a top-level command.
     */
    default String parent() {
        return null;
    }
}
