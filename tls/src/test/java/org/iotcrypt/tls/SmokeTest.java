package org.iotcrypt.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;
import org.iotcrypt.sm2.Sm2UserId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SmokeTest {

    /** A server socket reports what its accepted sockets get, and refuses changes that the context owns. */
    @Test
    void serverSocketsReportTheContextsSettings(@TempDir Path dir) throws Exception {
        TestPki pki = TestPki.create(dir, Sm2UserId.DEFAULT);
        SSLContext server = SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, null).trust(pki.ca)
                .clientAuth(ClientAuth.REQUIRED).suites(TlsSuite.TLS_SM4_CCM_SM3).build();
        try (SSLServerSocket ss = (SSLServerSocket) server.getServerSocketFactory().createServerSocket(0)) {
            assertEquals(true, ss.getNeedClientAuth());
            assertEquals(java.util.List.of("TLS_SM4_CCM_SM3"), java.util.List.of(ss.getEnabledCipherSuites()));
            assertEquals(java.util.List.of("TLSv1.3"), java.util.List.of(ss.getSSLParameters().getProtocols()));
            org.junit.jupiter.api.Assertions.assertThrows(UnsupportedOperationException.class,
                    () -> ss.setEnabledProtocols(new String[] {"TLSv1.2"}));
        }
        org.junit.jupiter.api.Assertions.assertThrows(java.security.KeyManagementException.class,
                () -> server.init(null, null, null));
    }

    @Test
    void echo(@TempDir Path dir) throws Exception {
        TestPki pki = TestPki.create(dir, Sm2UserId.DEFAULT);
        for (TlsSuite suite : TlsSuite.values()) {
            SSLContext server = SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, null).suites(suite).build();
            SSLContext client = SmTls.client().trust(pki.ca).build();
            try (SSLServerSocket ss = (SSLServerSocket) server.getServerSocketFactory().createServerSocket(0)) {
                CompletableFuture<Void> srv = CompletableFuture.runAsync(() -> {
                    try (SSLSocket s = (SSLSocket) ss.accept()) {
                        InputStream in = s.getInputStream();
                        OutputStream out = s.getOutputStream();
                        byte[] b = new byte[5];
                        int n = in.readNBytes(b, 0, 5);
                        out.write(b, 0, n);
                        out.flush();
                    } catch (Exception e) {
                        throw new RuntimeException(e);
                    }
                });
                try (SSLSocket c = (SSLSocket) client.getSocketFactory().createSocket("localhost", ss.getLocalPort())) {
                    c.getOutputStream().write("hello".getBytes());
                    c.getOutputStream().flush();
                    byte[] back = c.getInputStream().readNBytes(5);
                    assertEquals("hello", new String(back));
                    assertEquals(suite.name(), c.getSession().getCipherSuite());
                }
                srv.get();
            }
        }
    }
}
