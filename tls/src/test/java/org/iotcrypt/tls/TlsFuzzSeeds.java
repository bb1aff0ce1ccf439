package org.iotcrypt.tls;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import org.iotcrypt.sm2.Sm2UserId;

/**
 * Writes the seeds of {@link TlsEngineFuzzTest}: for each suite, with and without a client
 * certificate, a handshake between our engines in memory, its flights saved: the client's first
 * flight (serverEngine seeds), the server's answer (clientEngine seeds), and the client's second
 * flight with a first application record appended to the first (a longer serverEngine seed).
 * Run: {@code java -cp <test class path> org.iotcrypt.tls.TlsFuzzSeeds tls/src/test/resources/org/iotcrypt/tls/TlsEngineFuzzTestInputs}.
 */
public final class TlsFuzzSeeds {

    private TlsFuzzSeeds() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        Files.createDirectories(out.resolve("serverEngine"));
        Files.createDirectories(out.resolve("clientEngine"));
        TestPki pki = TestPki.create(Files.createTempDirectory("tls-seeds"), Sm2UserId.DEFAULT);
        for (TlsSuite suite : TlsSuite.values()) {
            for (boolean mutual : new boolean[] {false, true}) {
                TlsContextBuilder s = SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, null).suites(suite);
                TlsContextBuilder c = SmTls.client().trust(pki.ca).suites(suite);
                if (mutual) {
                    s.trust(pki.ca).clientAuth(ClientAuth.REQUIRED);
                    c.keyAndChain(pki.clientKey, pki.clientChain, null);
                }
                SSLContext serverContext = s.build();
                SSLContext clientContext = c.build();
                SSLEngine server = serverContext.createSSLEngine();
                SSLEngine client = clientContext.createSSLEngine("localhost", 4433);
                server.beginHandshake();
                byte[] hello = EngineDriver.clientHello(client);
                byte[] serverFlight = EngineDriver.drive(server, hello);
                byte[] clientFlight = EngineDriver.drive(client, serverFlight);
                String name = suite.name().toLowerCase(java.util.Locale.ROOT) + (mutual ? "-mutual" : "");
                Files.write(out.resolve("serverEngine").resolve("client-hello-" + name), hello);
                Files.write(out.resolve("clientEngine").resolve("server-flight-" + name), serverFlight);
                byte[] both = new byte[hello.length + clientFlight.length];
                System.arraycopy(hello, 0, both, 0, hello.length);
                System.arraycopy(clientFlight, 0, both, hello.length, clientFlight.length);
                Files.write(out.resolve("serverEngine").resolve("client-flights-" + name), both);
            }
        }
    }
}
