package org.iotcrypt.cli;

import java.io.InputStream;
import java.io.OutputStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt tls}: a TLS 1.3 server and client with the RFC 8998 suites, in the manner of
 * {@code openssl s_server} and {@code s_client} (which OpenSSL 3.0 cannot do with SM suites).
 */
@Command(name = "tls",
        synopsisSubcommandLabel = "COMMAND",
        description = {
            "Serve or connect with TLS 1.3 and the RFC 8998 SM suites.",
            "TLS 1.3 with the RFC 8998 suites TLS_SM4_GCM_SM3 and TLS_SM4_CCM_SM3 (both on by " +
                "default): a server and a client for trying peers, like 'openssl s_server' and " +
                "'s_client'. Certificates and keys are PEM, as 'iotcrypt sm2', openssl and GmSSL write " +
                "them; chains are checked (RFC 5280, either SM2 certificate ID) and so is the server's " +
                "name."
        },
        // the subcommands are Main's to add (only the one a run needs)
        exitCodeList = {"0:success (a clean close)", "1:a handshake or record failure (the alert is named), or another failure",
            "2:usage error"})
final class TlsCommand implements Runnable {

    /**
     * Bouncy Castle's JSSE logs every connection at INFO through java.util.logging, onto
     * standard error; the commands report connections themselves, one line each. Its logger is
     * turned down to SEVERE in this process (held here: java.util.logging keeps loggers weakly)
     * unless {@code --verbose} asks for everything.
     */
    private static final java.util.logging.Logger BOUNCY_CASTLE_LOG = java.util.logging.Logger.getLogger("org.bouncycastle");

    /** Quietens Bouncy Castle's logging, or not with --verbose. */
    static void quieten(boolean verbose) {
        BOUNCY_CASTLE_LOG.setLevel(verbose ? java.util.logging.Level.ALL : java.util.logging.Level.SEVERE);
    }

    @ParentCommand
    private Main main;

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        throw Main.missingCommand(spec);
    }

    Reporter reporter() {
        return main.reporter();
    }

    boolean verbose() {
        return main.isVerbose();
    }

    InputStream stdin() {
        return main.stdin();
    }

    OutputStream stdout() {
        return main.stdoutBytes();
    }
}
