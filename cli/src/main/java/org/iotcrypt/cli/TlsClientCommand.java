package org.iotcrypt.cli;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.util.Set;
import java.util.concurrent.Callable;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.tls.SmTls;
import org.iotcrypt.tls.TlsContextBuilder;
import org.iotcrypt.tls.TlsFailures;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt tls client}: connects, reports the suite and the server's subject on standard
 * error, then copies standard input to the connection and the connection to standard output.
 * Bouncy Castle's TLS engine cannot half-close a TLS 1.3 connection, so at the end of standard
 * input the client keeps reading until the server closes or stays quiet for {@code --linger}
 * seconds, then closes with close_notify: {@code echo hello | iotcrypt tls client ...} against
 * an echoing server prints the echo and exits 0.
 */
@Command(name = "client",
        description = {
            "Connect to a TLS 1.3 server with an RFC 8998 suite.",
            "Connect to HOST:PORT with TLS 1.3 and an RFC 8998 suite, print the suite and the " +
                "server's subject on standard error, then copy standard input to the connection and the " +
                "connection to standard output. At the end of standard input it waits for the server to " +
                "close, or for --linger seconds without data, then closes cleanly. The server's chain is " +
                "checked against --trust (default: the JDK's trust store), and its certificate must name " +
                "--server-name (default: HOST)."
        },
        exitCodeList = {"0:a clean close", "1:a handshake or record failure (the alert is named), or another failure",
            "2:usage error"})
final class TlsClientCommand implements Callable<Integer> {

    private static final int CONNECT_TIMEOUT_MS = 30_000;

    /** After a failed write, how long the reader may take to receive the peer's alert. */
    private static final int FAILURE_WAIT_MS = 10_000;

    @ParentCommand
    private TlsCommand tls;

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "HOST:PORT", description = "The server, such as localhost:4433 or [::1]:4433.")
    private String target;

    @Option(names = "--trust", paramLabel = "FILE",
            description = "Trusted root certificates (PEM, one or many, or DER). Default: the JDK's trust store (few SM2 roots are in it).")
    private Path ca;

    /** {@code --ca}: the spelling before issue 44, hidden, kept for a release. */
    @Option(names = "--ca", hidden = true, paramLabel = "FILE")
    private void setCaAsBefore(Path p) {
        ca = p;
    }

    @Option(names = "--server-name", paramLabel = "NAME",
            description = "The name sent in SNI and checked against the server's certificate (default: HOST).")
    private String serverName;

    @Option(names = "--cert", paramLabel = "FILE", description = "A client certificate chain (PEM, leaf first), with --key.")
    private Path cert;

    @Option(names = "--key", paramLabel = "FILE", description = "The client certificate's private key (PEM), with --cert.")
    private Path key;

    @Option(names = "--linger", paramLabel = "SECONDS", defaultValue = "1",
            description = "After the end of standard input, how long to wait for more data before closing (default: ${DEFAULT-VALUE}).")
    private double linger;

    @Mixin
    private TlsOptions options;

    @Override
    public Integer call() throws CommandFailure {
        CommandLine cli = spec.commandLine();
        StandardStreams.refuseElsewhere(spec, Set.of(), Set.of());
        TlsCommand.quieten(tls.verbose());
        if ((cert == null) != (key == null)) {
            throw new ParameterException(cli, "--cert and --key go together");
        }
        if (!(linger >= 0 && linger <= 3600)) {
            throw new ParameterException(cli, "--linger: give 0 to 3600 seconds");
        }
        InetSocketAddress address = address(cli, target);
        if (address.isUnresolved()) {
            throw new CommandFailure("cannot resolve the host of " + target);
        }
        TlsContextBuilder builder = SmTls.client();
        options.configure(cli, builder);
        if (ca != null) {
            TlsOptions.trust(builder, ca);
        } else {
            jdkTrust(builder);
        }
        if (serverName != null) {
            builder.serverName(serverName);
        }
        if (cert != null) {
            options.keyAndChain(builder, key, cert);
        }
        SSLContext context = builder.build();
        String host = address.getHostString();
        SSLSocket socket;
        try {
            Socket plain = new Socket();
            plain.connect(address, CONNECT_TIMEOUT_MS);
            socket = (SSLSocket) context.getSocketFactory().createSocket(plain, host, address.getPort(), true);
        } catch (IOException e) {
            throw new CommandFailure("cannot connect to " + target + ": " + e.getMessage(), e);
        }
        try (socket) {
            try {
                socket.setSoTimeout(CONNECT_TIMEOUT_MS);
                socket.startHandshake();
                socket.setSoTimeout(0);
            } catch (IOException e) {
                tls.reporter().error("handshake with " + target + " failed: " + TlsFailures.reason(e), e);
                return Main.FAILED;
            }
            cli.getErr().print("connected to " + target + ": " + socket.getSession().getCipherSuite() + ", server "
                    + subject(socket) + "\n");
            cli.getErr().flush();
            return copy(socket);
        } catch (IOException e) {
            tls.reporter().error("connection to " + target + " failed: " + TlsFailures.reason(e), e);
            return Main.FAILED;
        }
    }

    /** Standard input to the connection on a thread of its own, the connection to standard output here. */
    private int copy(SSLSocket socket) throws IOException {
        TlsConnectionCopy up = new TlsConnectionCopy(tls.stdin(), socket.getOutputStream());
        TlsConnectionCopy down = new TlsConnectionCopy(socket.getInputStream(), tls.stdout());
        Thread upThread = new Thread(up, "tls-client-stdin");
        upThread.setDaemon(true);
        Thread downThread = new Thread(down, "tls-client-stdout");
        downThread.setDaemon(true);
        upThread.start();
        downThread.start();
        long lingerNanos = (long) (linger * 1e9);
        try {
            while (!down.isDone()) {
                if (up.isDone() && up.failure() != null) {
                    // Writing failed: the connection is gone. The reader gets the reason (a
                    // TLS 1.3 server's verdict on our certificate comes after our handshake).
                    downThread.join(FAILURE_WAIT_MS);
                    break;
                }
                if (up.isDone() && down.quietNanos() >= lingerNanos && up.quietNanos() >= lingerNanos) {
                    break;
                }
                downThread.join(50);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        // Either direction may be the one that met the peer's alert (the other then sees only a
        // failed connection): name the alert when either has it.
        IOException read = down.isDone() ? down.failure() : null;
        IOException write = up.failure();
        IOException failure = read != null && (TlsFailures.alert(read) != null || write == null) ? read : write;
        if (failure != null && TlsFailures.alert(failure) == null && read != null) {
            failure = read;
        }
        if (failure != null) {
            tls.reporter().error("connection to " + target + " failed: " + TlsFailures.reason(failure), failure);
            return Main.FAILED;
        }
        return 0;
    }

    static String subject(SSLSocket socket) {
        try {
            return ((X509Certificate) socket.getSession().getPeerCertificates()[0]).getSubjectX500Principal().getName();
        } catch (IOException e) {
            return "(no certificate)";
        }
    }

    private static void jdkTrust(TlsContextBuilder builder) throws CommandFailure {
        Path cacerts = Path.of(System.getProperty("java.home"), "lib", "security", "cacerts");
        try (var in = java.nio.file.Files.newInputStream(cacerts)) {
            KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
            store.load(in, null);
            builder.trust(store);
        } catch (IOException | java.security.GeneralSecurityException e) {
            throw new CommandFailure("cannot read the JDK's trust store " + cacerts + " (give --trust): " + e.getMessage(), e);
        }
    }

    /** HOST:PORT, with an IPv6 literal in brackets. */
    static InetSocketAddress address(CommandLine cli, String target) {
        int colon = target.lastIndexOf(':');
        if (colon <= 0 || colon == target.length() - 1) {
            throw new ParameterException(cli, "HOST:PORT: '" + target + "' has no port (such as localhost:4433)");
        }
        String host = target.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        } else if (host.contains(":")) {
            throw new ParameterException(cli, "HOST:PORT: put an IPv6 address in brackets, as [::1]:4433");
        }
        int port;
        try {
            port = Integer.parseInt(target.substring(colon + 1));
        } catch (NumberFormatException e) {
            port = -1;
        }
        if (port < 1 || port > 65535) {
            throw new ParameterException(cli, "HOST:PORT: the port must be 1 to 65535, not '" + target.substring(colon + 1) + "'");
        }
        return new InetSocketAddress(host, port);
    }
}
