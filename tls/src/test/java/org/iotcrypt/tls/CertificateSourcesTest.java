package org.iotcrypt.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.tls.testing.Gmssl;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Server certificates and keys made by the peers' own tools, served by an iotcrypt server:
 * {@code openssl} under either SM2 certificate ID convention, GmSSL (encrypted key), and
 * iotcrypt's builder under the empty ID. An iotcrypt client validates every one (its PKIX tries
 * the standard ID, then the empty one; GmSSL's chains, which carry no key identifiers, need that rule relaxed). GmSSL's client validates the standard-ID chains and
 * refuses the empty-ID one: it checks certificate signatures under 1234567812345678 only.
 */
class CertificateSourcesTest {

    @TempDir
    static Path dir;

    static PeerPki source(String name) throws Exception {
        switch (name) {
            case "openssl-standard-id":
                return PeerPki.openssl(dir.resolve(name), true);
            case "openssl-empty-id":
                return PeerPki.openssl(dir.resolve(name), false);
            case "gmssl":
                return PeerPki.gmssl(dir.resolve(name));
            default:
                TestPki p = TestPki.create(java.nio.file.Files.createDirectories(dir.resolve(name)), Sm2UserId.of(new byte[0]));
                return PeerPki.of(p.ca, p.serverKey, p.serverChain);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"openssl-standard-id", "openssl-empty-id", "gmssl", "iotcrypt-empty-id"})
    void iotcryptServesAndChecksIt(String name) throws Exception {
        PeerPki pki = source(name);
        SSLContext server = SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, pki.passphrase).build();
        try (SSLServerSocket ss = (SSLServerSocket) server.getServerSocketFactory().createServerSocket(0)) {
            CompletableFuture<String> served = Echo.once(ss);
            TlsContextBuilder client = SmTls.client().trust(pki.ca);
            if (name.equals("gmssl")) {
                // GmSSL's certificates carry no key identifiers at all: the root no subject key
                // identifier, which RFC 5280 4.2.1.2 makes mandatory in CA certificates, the leaf no
                // authority key identifier (4.2.1.1). Refused by default, with that reason;
                // accepted when the caller relaxes that one rule.
                try (SSLSocket c = (SSLSocket) client.build().getSocketFactory().createSocket("localhost", ss.getLocalPort())) {
                    java.io.IOException e = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class, c::startHandshake);
                    assertTrue(TlsFailures.reason(e).endsWith("a CA certificate without a subject key identifier (RFC 5280 §4.2.1.2)"),
                            TlsFailures.reason(e));
                }
                served.get(30, TimeUnit.SECONDS);
                served = Echo.once(ss);
                client.relax(org.iotcrypt.pkix.PkixRelaxations.Rule.KEY_IDENTIFIERS);
            }
            try (SSLSocket c = (SSLSocket) client.build().getSocketFactory().createSocket("localhost", ss.getLocalPort())) {
                c.getOutputStream().write("hi\n".getBytes(StandardCharsets.US_ASCII));
                c.getOutputStream().flush();
                assertEquals("hi\n", new String(c.getInputStream().readNBytes(3), StandardCharsets.US_ASCII));
            }
            assertEquals("TLS_SM4_GCM_SM3 none", served.get(30, TimeUnit.SECONDS));
        }
    }

    /** The key and chain from a PKCS#12 file {@code openssl pkcs12 -export} wrote (OpenSSL 3's PBES2 defaults). */
    @org.junit.jupiter.api.Test
    void pkcs12FromOpenssl() throws Exception {
        PeerPki pki = source("openssl-standard-id");
        Path p12 = pki.serverKey.resolveSibling("server.p12");
        Process p = new ProcessBuilder("openssl", "pkcs12", "-export", "-inkey", pki.serverKey.toString(), "-in",
                pki.serverChain.toString(), "-passout", "pass:correct horse", "-out", p12.toString())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), out);
        SSLContext server = SmTls.server().pkcs12(p12, "correct horse".toCharArray()).build();
        try (SSLServerSocket ss = (SSLServerSocket) server.getServerSocketFactory().createServerSocket(0)) {
            CompletableFuture<String> served = Echo.once(ss);
            try (SSLSocket c = (SSLSocket) SmTls.client().trust(pki.ca).build().getSocketFactory()
                    .createSocket("localhost", ss.getLocalPort())) {
                c.getOutputStream().write("p12\n".getBytes(StandardCharsets.US_ASCII));
                c.getOutputStream().flush();
                assertEquals("p12\n", new String(c.getInputStream().readNBytes(4), StandardCharsets.US_ASCII));
                assertEquals("CN=localhost,O=openssl", ((java.security.cert.X509Certificate) c.getSession()
                        .getPeerCertificates()[0]).getSubjectX500Principal().getName());
            }
            assertEquals("TLS_SM4_GCM_SM3 none", served.get(30, TimeUnit.SECONDS));
        }
        java.io.IOException wrong = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
                () -> SmTls.server().pkcs12(p12, "wrong".toCharArray()));
        assertTrue(wrong.getMessage().startsWith(p12 + ": "), wrong.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"openssl-standard-id", "openssl-empty-id", "gmssl"})
    void gmsslChecksItThroughIotcryptsServer(String name) throws Exception {
        Gmssl.binary();
        PeerPki pki = source(name);
        SSLContext server = SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, pki.passphrase)
                .suites(TlsSuite.TLS_SM4_CCM_SM3).build();
        try (SSLServerSocket ss = (SSLServerSocket) server.getServerSocketFactory().createServerSocket(0)) {
            CompletableFuture<String> served = Echo.once(ss);
            Path in = java.nio.file.Files.writeString(dir.resolve(name + ".msg"), "hello from gmssl\n");
            Gmssl.Result r = Gmssl.run(dir, null, "tls13_client", "-host", "127.0.0.1", "-port",
                    Integer.toString(ss.getLocalPort()), "-server_name", "localhost", "-cacert", pki.ca.toString(),
                    "-cipher_suite", "TLS_SM4_CCM_SM3", "-supported_group", "sm2p256v1", "-sig_alg", "sm2sig_sm3",
                    "-in", in.toString());
            String seen = served.get(30, TimeUnit.SECONDS);
            if (name.equals("openssl-empty-id")) {
                // GmSSL verifies the certificate signatures under the standard ID only.
                assertTrue(r.output.contains("x509_certs_verify") || r.output.contains("tls_cert_chain_verify"), r.toString());
                assertTrue(seen.startsWith("failed:"), seen);
            } else {
                assertTrue(r.output.contains("hello from gmssl"), r.toString());
                assertEquals("TLS_SM4_CCM_SM3 none", seen);
            }
        }
    }
}
