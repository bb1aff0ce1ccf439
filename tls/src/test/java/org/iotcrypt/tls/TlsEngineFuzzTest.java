package org.iotcrypt.tls;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLException;
import org.iotcrypt.sm2.Sm2UserId;

/**
 * A hostile peer's bytes against our engines, in memory: {@link #serverEngine} takes them as a
 * client's first flight (ClientHello, then any records), {@link #clientEngine} as a server's
 * answer to a fresh ClientHello (ServerHello, change_cipher_spec, encrypted records). Every input
 * must end in a clean stop or an {@link SSLException} (an alert), within
 * {@link EngineDriver#MAX_STEPS} steps: an unchecked exception or a hang is a finding. Seeds:
 * flights of real handshakes between our own engines, both suites (see the README beside the
 * inputs).
 */
class TlsEngineFuzzTest {

    /** Bouncy Castle logs every alert with its stack trace: silenced here (held: loggers are weak). */
    private static final java.util.logging.Logger QUIET = quiet();

    private static final Contexts CONTEXTS = Contexts.make();

    private static java.util.logging.Logger quiet() {
        java.util.logging.Logger log = java.util.logging.Logger.getLogger("org.bouncycastle");
        log.setLevel(java.util.logging.Level.OFF);
        return log;
    }

    /** One server and one client context for all inputs (building them reads files). */
    private static final class Contexts {
        final SSLContext server;
        final SSLContext client;

        Contexts(SSLContext server, SSLContext client) {
            this.server = server;
            this.client = client;
        }

        static Contexts make() {
            try {
                Path dir = Files.createTempDirectory("tls-fuzz");
                TestPki pki = TestPki.create(dir, Sm2UserId.DEFAULT);
                return new Contexts(
                        SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, null).trust(pki.ca)
                                .clientAuth(ClientAuth.REQUESTED).build(),
                        SmTls.client().trust(pki.ca).keyAndChain(pki.clientKey, pki.clientChain, null).build());
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void serverEngine(byte[] clientBytes) {
        SSLEngine server = CONTEXTS.server.createSSLEngine();
        try {
            server.beginHandshake();
            EngineDriver.drive(server, clientBytes);
        } catch (SSLException refused) {
            // an alert: what a hostile client should get
        }
    }

    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void clientEngine(byte[] serverBytes) {
        SSLEngine client = CONTEXTS.client.createSSLEngine("localhost", 4433);
        try {
            EngineDriver.clientHello(client);
            EngineDriver.drive(client, serverBytes);
        } catch (SSLException refused) {
            // an alert
        }
    }
}
