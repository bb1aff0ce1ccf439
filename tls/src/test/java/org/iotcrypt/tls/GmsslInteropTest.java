package org.iotcrypt.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.tls.testing.Gmssl;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Interoperability with GmSSL 3.3 ({@code tls13_server}, {@code tls13_client}), both suites, both
 * directions, with and without client certificates. Certificates are iotcrypt's (standard SM2
 * ID: GmSSL checks certificate signatures only under 1234567812345678); GmSSL reads iotcrypt's
 * encrypted key files.
 *
 * <p>GmSSL's own quirks met here: its server serves one connection and exits, needs
 * {@code -cipher_suite}, {@code -supported_group} and {@code -sig_alg} given, and refuses a
 * ClientHello carrying status_request with an empty responder_id_list, which RFC 6066 section 8
 * allows ("A zero-length responder_id_list sequence has the special meaning that the responders
 * are implicitly known to the server"); Bouncy Castle's client sends exactly that unless the JVM
 * has {@code -Djdk.tls.client.enableStatusRequestExtension=false}. This module's tests run with
 * that option, as the {@code iotcrypt} launcher does; {@link GmsslStatusRequestTest} shows the
 * refusal in a JVM without it.
 */
class GmsslInteropTest {

    @TempDir
    static Path dir;
    static TestPki pki;

    @BeforeAll
    static void pki() throws IOException {
        Gmssl.binary();
        pki = TestPki.create(dir, Sm2UserId.DEFAULT);
    }

    @ParameterizedTest(name = "{0}, client certificate: {1}")
    @CsvSource({"TLS_SM4_GCM_SM3, false", "TLS_SM4_CCM_SM3, false"})
    void iotcryptClientToGmsslServer(TlsSuite suite, boolean mutual) throws Exception {
        List<String> options = new ArrayList<>(List.of("-cert", pki.serverChain.toString(), "-key",
                TestPki.encrypted(pki.serverKey).toString(), "-pass", TestPki.PASS, "-cipher_suite", suite.name(),
                "-www", "-verbose"));
        try (Gmssl.Server server = Gmssl.server(dir, options.toArray(new String[0]))) {
            SSLContext client = SmTls.client().trust(pki.ca).suites(suite).build();
            try (SSLSocket c = (SSLSocket) client.getSocketFactory().createSocket("localhost", server.port)) {
                try {
                    c.startHandshake();
                } catch (IOException e) {
                    throw new AssertionError("handshake with gmssl failed: " + e + "\ngmssl said:\n" + server.log(), e);
                }
                assertEquals(suite.name(), c.getSession().getCipherSuite());
                OutputStream out = c.getOutputStream();
                out.write("GET / HTTP/1.0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                out.flush();
                String reply = new String(c.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
                assertTrue(reply.contains("200 OK") && reply.contains("GET / HTTP/1.0"), reply + "\n" + server.log());
            }
        }
    }

    /**
     * A Bouncy Castle client (ours included) presenting a certificate to {@code gmssl
     * tls13_server} gets bad_record_mac on its first encrypted record. The cause is GmSSL's:
     * Bouncy Castle's client sends the dummy change_cipher_spec of RFC 8446 appendix D.4 after
     * the ServerHello, always (TlsClientProtocol.process13ServerHelloCoda; the JDK's
     * jdk.tls.client.useCompatibilityMode property changes only the legacy session ID), and
     * RFC 8446 section 5 says a receiver "MUST simply drop it" at any point before the peer's
     * Finished. GmSSL 3.3 drops it only in the state after the client's Certificate
     * (TLS_state_client_change_cipher_spec, and only with -tls13_change_cipher_spec); when it
     * asked for a certificate, tls13_recv_client_certificate (src/tls13.c) decrypts the next
     * record whatever its type, so the 1-byte change_cipher_spec fails its tag. The relay shows
     * the record order; GmSSL's log shows where it fails. Without a certificate request the
     * same change_cipher_spec is skipped and the handshake completes (the test above).
     */
    @ParameterizedTest
    @CsvSource({"TLS_SM4_GCM_SM3", "TLS_SM4_CCM_SM3"})
    void gmsslServerTakesTheDummyChangeCipherSpecForTheClientsCertificate(TlsSuite suite) throws Exception {
        try (Gmssl.Server server = Gmssl.server(dir, "-cert", pki.serverChain.toString(), "-key",
                TestPki.encrypted(pki.serverKey).toString(), "-pass", TestPki.PASS, "-cipher_suite", suite.name(),
                "-www", "-verbose", "-cacert", pki.ca.toString(), "-cert_request");
                RecordRelay relay = new RecordRelay(server.port)) {
            SSLContext client = SmTls.client().trust(pki.ca).suites(suite)
                    .keyAndChain(pki.clientKey, pki.clientChain, null).build();
            IOException failure = null;
            try (SSLSocket c = (SSLSocket) client.getSocketFactory().createSocket("localhost", relay.port())) {
                c.startHandshake();
                c.getOutputStream().write("GET / HTTP/1.0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                c.getOutputStream().flush();
                c.getInputStream().readAllBytes();
            } catch (IOException e) {
                failure = e;
            }
            server.process.waitFor(10, TimeUnit.SECONDS);
            String log = server.log();
            List<String> fromClient = relay.records.stream().filter(r -> r.startsWith("C"))
                    .map(r -> r.replaceAll(":.*", "")).collect(java.util.stream.Collectors.toList());
            // ClientHello, the dummy change_cipher_spec, then the encrypted second flight.
            assertEquals(List.of("C22", "C20"), fromClient.subList(0, 2), relay.records.toString());
            assertTrue(log.contains("recv client {Certificate*}") && log.contains("tls13_record_decrypt")
                    && log.contains("tls13_recv_client_certificate"), log);
            assertTrue(failure != null || !log.contains("send {Finished}"), "GmSSL accepted it: " + log);
        }
    }

    @ParameterizedTest(name = "{0}, client certificate: {1}")
    @CsvSource({"TLS_SM4_GCM_SM3, false", "TLS_SM4_CCM_SM3, false", "TLS_SM4_GCM_SM3, true", "TLS_SM4_CCM_SM3, true"})
    void gmsslClientToIotcryptServer(TlsSuite suite, boolean mutual) throws Exception {
        TlsContextBuilder b = SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, null);
        if (mutual) {
            b.trust(pki.ca).clientAuth(ClientAuth.REQUIRED);
        }
        SSLContext server = b.build();
        byte[] message = ("hello over " + suite + "\n").getBytes(StandardCharsets.US_ASCII);
        Path in = Files.write(dir.resolve("message-" + suite + mutual), message);
        try (SSLServerSocket ss = (SSLServerSocket) server.getServerSocketFactory().createServerSocket(0)) {
            CompletableFuture<String> served = Echo.once(ss);
            List<String> args = new ArrayList<>(List.of("tls13_client", "-host", "127.0.0.1", "-port",
                    Integer.toString(ss.getLocalPort()), "-server_name", "localhost", "-cacert", pki.ca.toString(),
                    "-cipher_suite", suite.name(), "-supported_group", "sm2p256v1", "-sig_alg", "sm2sig_sm3",
                    "-in", in.toString()));
            if (mutual) {
                args.addAll(List.of("-cert", pki.clientChain.toString(), "-key",
                        TestPki.encrypted(pki.clientKey).toString(), "-pass", TestPki.PASS));
            }
            Gmssl.Result r = Gmssl.run(dir, null, args.toArray(new String[0]));
            String seen = served.get(60, TimeUnit.SECONDS);
            assertTrue(seen.startsWith(suite.name() + (mutual ? " CN=device-7" : " none")), seen + "\n" + r);
            assertTrue(r.output.contains("hello over " + suite), r.toString());
        }
    }
}
