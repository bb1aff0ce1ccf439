package org.iotcrypt.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.Semaphore;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.tls.ClientAuth;
import org.iotcrypt.tls.SmTls;
import org.iotcrypt.tls.TlsContextBuilder;
import org.iotcrypt.tls.TlsFailures;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt tls server}: listens, says so on standard error once it can accept
 * ({@code listening on ADDRESS:PORT}), and per connection reports the suite and the client's
 * subject. With {@code --echo} it sends back what each client sends, connections served side by
 * side (at most {@value #MAX_CONCURRENT}); without it, it copies the connection to standard
 * output and standard input to the connection, one connection at a time. A failed connection is
 * reported with its alert and the server goes on, unless {@code --once}.
 */
@Command(name = "server",
        description = {
            "Serve TLS 1.3 with the RFC 8998 suites.",
            "Serve TLS 1.3 with the RFC 8998 suites on 127.0.0.1:PORT (or --bind). Prints 'listening " +
                "on ADDRESS:PORT' on standard error when ready, and for each connection the suite and the " +
                "client's subject. --echo sends back what each client sends; otherwise the connection is " +
                "copied to standard output and standard input to the connection. --once exits after the " +
                "first connection: 0 if it closed cleanly, 1 if it failed. --client-trust asks clients for " +
                "certificates checked against FILE; --require-client-cert refuses clients without one."
        },
        exitCodeList = {"0:success (with --once: the connection closed cleanly)",
            "1:the connection failed (with --once; the alert is named), or another failure", "2:usage error"})
final class TlsServerCommand implements Callable<Integer> {

    static final int MAX_CONCURRENT = 64;
    private static final int HANDSHAKE_TIMEOUT_MS = 30_000;

    @ParentCommand
    private TlsCommand tls;

    @Spec
    private CommandSpec spec;

    @Option(names = "--cert", required = true, paramLabel = "FILE", description = "The server's certificate chain (PEM, leaf first).")
    private Path cert;

    @Option(names = "--key", required = true, paramLabel = "FILE", description = "The certificate's private key (PEM; encrypted with --key-passphrase-file).")
    private Path key;

    @Option(names = "--port", paramLabel = "N", defaultValue = "4433",
            description = "The port (default: ${DEFAULT-VALUE}; 0 takes a free one, printed when listening).")
    private int port;

    @Option(names = "--bind", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
            description = "The address to listen on (default: ${DEFAULT-VALUE}; 0.0.0.0 for every interface).")
    private String bind;

    @Option(names = "--client-trust", paramLabel = "FILE",
            description = "Ask clients for certificates, and check them against these roots (PEM or DER).")
    private Path clientCa;

    /** {@code --client-ca}: the spelling before issue 44, hidden, kept for a release. */
    @Option(names = "--client-ca", hidden = true, paramLabel = "FILE")
    private void setClientCaAsBefore(Path p) {
        clientCa = p;
    }

    @Option(names = "--require-client-cert", description = "With --client-trust: refuse a client without a valid certificate.")
    private boolean requireClientCert;

    @Option(names = "--echo", description = "Send back what each client sends.")
    private boolean echo;

    @Option(names = "--once", description = "Exit after the first connection.")
    private boolean once;

    @Mixin
    private TlsOptions options;

    @Override
    public Integer call() throws CommandFailure {
        CommandLine cli = spec.commandLine();
        StandardStreams.refuseElsewhere(spec, Set.of(), Set.of());
        TlsCommand.quieten(tls.verbose());
        if (requireClientCert && clientCa == null) {
            throw new ParameterException(cli, "--require-client-cert needs --client-trust: the roots to check clients with");
        }
        if (port < 0 || port > 65535) {
            throw new ParameterException(cli, "--port must be 0 to 65535");
        }
        TlsContextBuilder builder = SmTls.server();
        options.configure(cli, builder);
        options.keyAndChain(builder, key, cert);
        if (clientCa != null) {
            TlsOptions.trust(builder, clientCa);
            builder.clientAuth(requireClientCert ? ClientAuth.REQUIRED : ClientAuth.REQUESTED);
        }
        SSLContext context = builder.build();
        ServerSocket listener;
        try {
            listener = context.getServerSocketFactory().createServerSocket(port, 50, InetAddress.getByName(bind));
        } catch (IOException e) {
            throw new CommandFailure("cannot listen on " + bind + ":" + port + ": " + e.getMessage(), e);
        }
        try (listener) {
            say("listening on " + hostPort(listener.getInetAddress(), listener.getLocalPort()));
            Semaphore slots = new Semaphore(echo ? MAX_CONCURRENT : 1);
            while (true) {
                slots.acquireUninterruptibly();
                SSLSocket socket = (SSLSocket) listener.accept();
                if (once) {
                    return serve(socket) ? 0 : Main.FAILED;
                }
                Thread t = new Thread(() -> {
                    try {
                        serve(socket);
                    } finally {
                        slots.release();
                    }
                }, "tls-server-connection");
                t.setDaemon(true);
                t.start();
            }
        } catch (IOException e) {
            throw new CommandFailure("the server stopped: " + e.getMessage(), e);
        }
    }

    /** Serves one connection; whether it closed cleanly. */
    private boolean serve(SSLSocket socket) {
        String peer = hostPort(socket.getInetAddress(), socket.getPort());
        try (socket) {
            socket.setSoTimeout(HANDSHAKE_TIMEOUT_MS);
            socket.startHandshake();
            socket.setSoTimeout(0);
            say("connection from " + peer + ": " + socket.getSession().getCipherSuite() + ", client "
                    + TlsClientCommand.subject(socket));
            InputStream in = socket.getInputStream();
            OutputStream out = socket.getOutputStream();
            if (echo) {
                TlsConnectionCopy back = new TlsConnectionCopy(in, out);
                back.run();
                if (back.failure() != null) {
                    throw back.failure();
                }
            } else {
                TlsConnectionCopy up = new TlsConnectionCopy(tls.stdin(), out);
                Thread upThread = new Thread(up, "tls-server-stdin");
                upThread.setDaemon(true);
                upThread.start();
                TlsConnectionCopy down = new TlsConnectionCopy(in, tls.stdout());
                down.run();
                if (down.failure() != null) {
                    throw down.failure();
                }
            }
            say("connection from " + peer + " closed");
            return true;
        } catch (IOException e) {
            tls.reporter().error("connection from " + peer + " failed: " + TlsFailures.reason(e), e);
            return false;
        }
    }

    private synchronized void say(String line) {
        spec.commandLine().getErr().print(line + "\n");
        spec.commandLine().getErr().flush();
    }

    private static String hostPort(InetAddress address, int port) {
        String host = address.getHostAddress();
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }
}
