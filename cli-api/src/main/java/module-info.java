/**
 * What a module needs to contribute a subcommand to {@code iotcrypt}: the
 * {@link org.iotcrypt.cli.api.SubcommandProvider} service, the one-line
 * {@link org.iotcrypt.cli.api.CommandFailure}, and the file rules every command shares.
 */
module org.iotcrypt.cli.api {
    exports org.iotcrypt.cli.api;
}
