/**
 * The {@code iotcrypt} command. It uses the libraries' exported API only (the compiler holds it
 * to that here) and finds contributed subcommands ({@code hw}, the benchmarks' research
 * commands) as {@link org.iotcrypt.cli.api.SubcommandProvider} services. It exports nothing:
 * the commands are opened to picocli, which fills their options by reflection.
 */
module org.iotcrypt.cli {
    requires org.iotcrypt;
    requires org.iotcrypt.cli.api;
    requires org.iotcrypt.tls;
    requires org.iotcrypt.vectors;
    requires info.picocli;
    requires java.logging;

    uses org.iotcrypt.cli.api.SubcommandProvider;

    opens org.iotcrypt.cli to info.picocli;
}
