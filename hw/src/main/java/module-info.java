/**
 * The hardware design-space explorer: SM4-CCM schemes and PRESENT datapaths generated,
 * simulated, synthesized and ranked. It contributes {@code iotcrypt hw} to the CLI as a
 * {@link org.iotcrypt.cli.api.SubcommandProvider} and uses the libraries' exported API only.
 */
module org.iotcrypt.hw {
    requires org.iotcrypt;
    requires org.iotcrypt.cli.api;
    requires org.iotcrypt.vectors;
    requires info.picocli;

    provides org.iotcrypt.cli.api.SubcommandProvider with org.iotcrypt.hw.cli.HwSubcommandProvider;

    opens org.iotcrypt.hw.cli to info.picocli;
}
