package org.iotcrypt.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;
import org.iotcrypt.sm2.Sm2UserId;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a context refuses, and the one-line reasons both sides get ({@link TlsFailures}).
 */
class SafeDefaultsTest {

    @TempDir
    static Path dir;
    static TestPki pki;
    static TestPki other;

    @BeforeAll
    static void pki() throws IOException {
        pki = TestPki.create(Files.createDirectories(dir.resolve("a")), Sm2UserId.DEFAULT);
        other = TestPki.create(Files.createDirectories(dir.resolve("b")), Sm2UserId.DEFAULT);
    }

    /** Runs one connection; returns the client's failure reason, and the server's through {@code server}. */
    private static String[] connect(SSLContext serverContext, SSLContext clientContext, String host) throws Exception {
        try (SSLServerSocket ss = (SSLServerSocket) serverContext.getServerSocketFactory().createServerSocket(0)) {
            CompletableFuture<String> served = CompletableFuture.supplyAsync(() -> {
                try (SSLSocket s = (SSLSocket) ss.accept()) {
                    s.startHandshake();
                    s.getOutputStream().write(1);
                    s.getOutputStream().flush();
                    s.getInputStream().read();
                    return "ok";
                } catch (IOException e) {
                    return TlsFailures.reason(e);
                }
            });
            String client;
            try (SSLSocket c = (SSLSocket) clientContext.getSocketFactory().createSocket(host, ss.getLocalPort())) {
                c.startHandshake();
                // Read first: a TLS 1.3 client finishes its handshake before the server has
                // checked its certificate, so the server's verdict comes as the next record.
                c.getInputStream().read();
                c.getOutputStream().write(1);
                c.getOutputStream().flush();
                client = "ok";
            } catch (IOException e) {
                client = TlsFailures.reason(e);
            }
            return new String[] {client, served.get(30, TimeUnit.SECONDS)};
        }
    }

    private static SSLContext server() throws IOException {
        return SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, null).build();
    }

    @Test
    void theServersNameIsChecked() throws Exception {
        String[] r = connect(server(), SmTls.client().trust(pki.ca).serverName("gateway.example").build(), "localhost");
        assertEquals("sent alert certificate_unknown: the server's certificate does not name the host gateway.example", r[0]);
        // The server writes its first byte while the client is refusing it: it reads the alert, or
        // its write meets the socket the client closed (the alert lost to a TCP reset). The
        // client's verdict above is the check; this one only may not be success.
        assertTrue(r[1].equals("received alert certificate_unknown from the peer")
                || r[1].matches("(?i).*(broken pipe|connection reset).*"), r[1]);
        // By address: the certificate names 127.0.0.1 as an iPAddress, so that passes; ::1 it does not name.
        assertEquals("ok", connect(server(), SmTls.client().trust(pki.ca).build(), "127.0.0.1")[0]);
    }

    @Test
    void aChainFromAnotherCaIsRefused() throws Exception {
        String[] r = connect(server(), SmTls.client().trust(other.ca).build(), "localhost");
        assertTrue(r[0].startsWith("sent alert certificate_unknown: "), r[0]);
        assertTrue(r[0].contains("does not validate"), r[0]);
    }

    @Test
    void aRequiredClientCertificateIsRequired() throws Exception {
        SSLContext serverContext = SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, null).trust(pki.ca)
                .clientAuth(ClientAuth.REQUIRED).build();
        String[] r = connect(serverContext, SmTls.client().trust(pki.ca).build(), "localhost");
        assertEquals("sent alert certificate_required", r[1].replaceAll(":.*", ""), r[1]);
        assertTrue(r[0].startsWith("received alert certificate_required"), r[0]);
        // A certificate from another CA is refused as well, with the reason on the server's side.
        SSLContext stranger = SmTls.client().trust(pki.ca).keyAndChain(other.clientKey, other.clientChain, null).build();
        r = connect(serverContext, stranger, "localhost");
        assertTrue(r[1].startsWith("sent alert certificate_unknown: the client's certificate chain does not validate"), r[1]);
        // Requested, not required: no certificate is fine, a bad one is not.
        SSLContext requested = SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, null).trust(pki.ca)
                .clientAuth(ClientAuth.REQUESTED).build();
        assertEquals("ok", connect(requested, SmTls.client().trust(pki.ca).build(), "localhost")[1]);
        assertTrue(connect(requested, stranger, "localhost")[1].startsWith("sent alert certificate_unknown"));
    }

    @Test
    void noCommonSuiteIsAHandshakeFailure() throws Exception {
        SSLContext gcmOnly = SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, null)
                .suites(TlsSuite.TLS_SM4_GCM_SM3).build();
        String[] r = connect(gcmOnly, SmTls.client().trust(pki.ca).suites(TlsSuite.TLS_SM4_CCM_SM3).build(), "localhost");
        assertEquals("received alert handshake_failure from the peer", r[0]);
        assertTrue(r[1].startsWith("sent alert handshake_failure"), r[1]);
    }

    @Test
    void tls12IsRefused() throws Exception {
        // The JDK's own TLS 1.2 client: the server speaks TLS 1.3 only.
        SSLContext jdk12 = SSLContext.getInstance("TLSv1.2");
        jdk12.init(null, null, null);
        try (SSLServerSocket ss = (SSLServerSocket) server().getServerSocketFactory().createServerSocket(0)) {
            CompletableFuture<String> served = CompletableFuture.supplyAsync(() -> {
                try (SSLSocket s = (SSLSocket) ss.accept()) {
                    s.startHandshake();
                    return "ok";
                } catch (IOException e) {
                    return TlsFailures.reason(e);
                }
            });
            SSLSocket c = (SSLSocket) jdk12.getSocketFactory().createSocket("localhost", ss.getLocalPort());
            c.setEnabledProtocols(new String[] {"TLSv1.2"});
            assertThrows(IOException.class, c::startHandshake);
            c.close();
            assertTrue(served.get(30, TimeUnit.SECONDS).startsWith("sent alert protocol_version"), served.get());
        }
    }

    @Test
    void buildRefusesWhatCannotWork() {
        assertThrows(IllegalStateException.class, () -> SmTls.server().build());
        assertThrows(IllegalStateException.class, () -> SmTls.client().build());
        assertThrows(IllegalStateException.class, () -> SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, null)
                .clientAuth(ClientAuth.REQUIRED).build());
        assertThrows(IllegalStateException.class, () -> SmTls.client().clientAuth(ClientAuth.REQUIRED));
        assertThrows(IllegalArgumentException.class, () -> TlsSuite.named("TLS_AES_128_GCM_SHA256"));
        assertEquals(TlsSuite.TLS_SM4_CCM_SM3, TlsSuite.named("ccm"));
        assertEquals(TlsSuite.TLS_SM4_GCM_SM3, TlsSuite.named("sm4-gcm"));
        IllegalArgumentException mismatch = assertThrows(IllegalArgumentException.class,
                () -> SmTls.server().keyAndChain(pki.serverKey, pki.clientChain, null));
        assertTrue(mismatch.getMessage().startsWith("the key does not belong to the certificate CN=device-7"),
                mismatch.getMessage());
        IOException encrypted = assertThrows(IOException.class,
                () -> SmTls.server().keyAndChain(TestPki.encrypted(pki.serverKey), pki.serverChain, null));
        assertTrue(encrypted.getMessage().endsWith("the private key is encrypted: give its passphrase"), encrypted.getMessage());
        IOException wrong = assertThrows(IOException.class, () -> SmTls.server().keyAndChain(
                TestPki.encrypted(pki.serverKey), pki.serverChain, "wrong".getBytes()));
        assertTrue(wrong.getMessage().contains("wrong passphrase"), wrong.getMessage());
    }

    @Test
    void trustFromAKeyStore() throws Exception {
        java.security.KeyStore store = java.security.KeyStore.getInstance("PKCS12");
        store.load(null, null);
        store.setCertificateEntry("root", org.iotcrypt.pkix.Certificates.parse(Files.readAllBytes(pki.ca)));
        assertEquals("ok", connect(server(), SmTls.client().trust(store).build(), "localhost")[0]);
    }

    @Test
    void twoContextsWithDifferentSettingsShareTheJvm() throws Exception {
        SSLContext gcm = SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, null).suites(TlsSuite.TLS_SM4_GCM_SM3).build();
        SSLContext ccm = SmTls.server().keyAndChain(other.serverKey, other.serverChain, null).suites(TlsSuite.TLS_SM4_CCM_SM3).build();
        assertEquals("ok", connect(gcm, SmTls.client().trust(pki.ca).build(), "localhost")[0]);
        assertEquals("ok", connect(ccm, SmTls.client().trust(other.ca).build(), "localhost")[0]);
        assertTrue(connect(ccm, SmTls.client().trust(pki.ca).build(), "localhost")[0].startsWith("sent alert certificate_unknown"));
        assertEquals(null, System.getProperty("jdk.tls.namedGroups"));
        assertEquals(null, java.security.Security.getProvider("BCJSSE"));
        assertEquals(null, java.security.Security.getProvider("IotCrypt"));
    }
}
