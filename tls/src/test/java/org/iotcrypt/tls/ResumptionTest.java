package org.iotcrypt.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;
import org.iotcrypt.sm2.Sm2UserId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Session resumption with TLS 1.3 tickets is not available on Bouncy Castle's TLS engine 1.84,
 * on either side, and cannot be added at the crypto seam: its TLS 1.3 server never sends a
 * NewSessionTicket (TlsServerProtocol calls TlsServer.getNewSessionTicket only on the TLS 1.2
 * path), and its TLS 1.3 client reads a NewSessionTicket and drops it
 * (TlsClientProtocol.receive13NewSessionTicket parses the fields and keeps none). So every
 * connection is a full handshake. This test keeps that visible: it fails, and should then be
 * turned around, on the day the engine resumes (the relay sees the second server flight
 * without a certificate).
 */
class ResumptionTest {

    @Test
    void everyConnectionIsAFullHandshakeOnBouncyCastle184(@TempDir Path dir) throws Exception {
        TestPki pki = TestPki.create(dir, Sm2UserId.DEFAULT);
        SSLContext server = SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, null).build();
        SSLContext client = SmTls.client().trust(pki.ca).build();
        try (SSLServerSocket ss = (SSLServerSocket) server.getServerSocketFactory().createServerSocket(0)) {
            List<String> first = once(ss, client);
            List<String> second = once(ss, client);
            assertTrue(largest(first) > 500, "the full handshake carries the chain: " + first);
            assertTrue(largest(second) > 500, "resumed (the engine now resumes: turn this test around): " + second);
        }
    }

    private static int largest(List<String> records) {
        return records.stream().filter(r -> r.startsWith("S23")).mapToInt(r -> Integer.parseInt(r.replaceAll(".*:", "")))
                .max().orElse(0);
    }

    /** One connection through a relay: one byte each way, a clean close; the records seen. */
    private static List<String> once(SSLServerSocket ss, SSLContext client) throws Exception {
        try (RecordRelay relay = new RecordRelay(ss.getLocalPort())) {
            CompletableFuture<Void> served = CompletableFuture.runAsync(() -> {
                try (SSLSocket s = (SSLSocket) ss.accept()) {
                    s.getOutputStream().write(s.getInputStream().read());
                    s.getOutputStream().flush();
                } catch (IOException e) {
                    throw new RuntimeException(e);
                }
            });
            try (SSLSocket c = (SSLSocket) client.getSocketFactory().createSocket("localhost", relay.port())) {
                c.getOutputStream().write(7);
                c.getOutputStream().flush();
                assertEquals(7, c.getInputStream().read());
            }
            served.get(30, TimeUnit.SECONDS);
            Thread.sleep(100);
            return List.copyOf(relay.records);
        }
    }
}
