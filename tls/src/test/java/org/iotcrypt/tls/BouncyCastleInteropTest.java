package org.iotcrypt.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;
import org.iotcrypt.sm2.Sm2UserId;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Interoperability with Bouncy Castle's JSSE on Bouncy Castle's crypto ({@link BcPeer}), both
 * suites, both directions, with and without client certificates; and iotcrypt against itself.
 */
class BouncyCastleInteropTest {

    @TempDir
    static Path dir;
    static TestPki pki;

    @BeforeAll
    static void pki() throws IOException {
        pki = TestPki.create(dir, Sm2UserId.DEFAULT);
    }

    static String talk(SSLSocket c) throws IOException {
        c.getOutputStream().write("hello\n".getBytes());
        c.getOutputStream().flush();
        return new String(c.getInputStream().readNBytes(6)) + c.getSession().getCipherSuite();
    }

    @ParameterizedTest(name = "iotcrypt client, {0} server, {1}, client certificate: {2}")
    @CsvSource({"bc, TLS_SM4_GCM_SM3, false", "bc, TLS_SM4_CCM_SM3, false", "bc, TLS_SM4_GCM_SM3, true",
        "bc, TLS_SM4_CCM_SM3, true", "iotcrypt, TLS_SM4_GCM_SM3, false", "iotcrypt, TLS_SM4_CCM_SM3, true"})
    void iotcryptClient(String server, TlsSuite suite, boolean mutual) throws Exception {
        SSLServerSocket ss;
        if (server.equals("bc")) {
            SSLContext bc = BcPeer.context(pki.ca, pki.serverKey, pki.serverChain);
            ss = (SSLServerSocket) bc.getServerSocketFactory().createServerSocket(0);
        } else {
            TlsContextBuilder b = SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, null).suites(suite);
            if (mutual) {
                b.trust(pki.ca).clientAuth(ClientAuth.REQUIRED);
            }
            ss = (SSLServerSocket) b.build().getServerSocketFactory().createServerSocket(0);
        }
        try (ss) {
            CompletableFuture<String> served = Echo.once(ss,
                    s -> server.equals("bc") ? BcPeer.configure(s, suite.name(), false, mutual) : s);
            TlsContextBuilder b = SmTls.client().trust(pki.ca).suites(suite);
            if (mutual) {
                b.keyAndChain(pki.clientKey, pki.clientChain, null);
            }
            try (SSLSocket c = (SSLSocket) b.build().getSocketFactory().createSocket("localhost", ss.getLocalPort())) {
                assertEquals("hello\n" + suite.name(), talk(c));
            }
            assertEquals(suite.name() + " " + (mutual ? "CN=device-7,O=iotcrypt" : "none"), served.get(30, TimeUnit.SECONDS));
        }
    }

    @ParameterizedTest(name = "Bouncy Castle client, {0}, client certificate: {1}")
    @CsvSource({"TLS_SM4_GCM_SM3, false", "TLS_SM4_CCM_SM3, false", "TLS_SM4_GCM_SM3, true", "TLS_SM4_CCM_SM3, true"})
    void bouncyCastleClient(TlsSuite suite, boolean mutual) throws Exception {
        TlsContextBuilder b = SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, null).suites(suite);
        if (mutual) {
            b.trust(pki.ca).clientAuth(ClientAuth.REQUIRED);
        }
        try (SSLServerSocket ss = (SSLServerSocket) b.build().getServerSocketFactory().createServerSocket(0)) {
            CompletableFuture<String> served = Echo.once(ss);
            SSLContext bc = mutual ? BcPeer.context(pki.ca, pki.clientKey, pki.clientChain) : BcPeer.context(pki.ca, null, null);
            SSLSocket c = (SSLSocket) bc.getSocketFactory().createSocket();
            BcPeer.configure(c, suite.name(), true, false);
            ((org.bouncycastle.jsse.BCSSLSocket) c).connect("localhost", ss.getLocalPort(), 10_000);
            try (c) {
                assertEquals("hello\n" + suite.name(), talk(c));
            }
            assertEquals(suite.name() + " " + (mutual ? "CN=device-7,O=iotcrypt" : "none"), served.get(30, TimeUnit.SECONDS));
        }
    }
}
