package org.iotcrypt.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSession;
import org.iotcrypt.sm2.Sm2UserId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The contexts work unchanged in the JDK's own HTTP stack: {@code HttpClient} against
 * {@code com.sun.net.httpserver.HttpsServer}, over TLS_SM4_CCM_SM3, with a client certificate.
 * Neither knows anything of SM: they see a standard SSLContext.
 */
class HttpClientTest {

    @Test
    void jdkHttpClientToJdkHttpsServerOverSm4Ccm(@TempDir Path dir) throws Exception {
        TestPki pki = TestPki.create(dir, Sm2UserId.DEFAULT);
        SSLContext serverContext = SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, null)
                .suites(TlsSuite.TLS_SM4_CCM_SM3).trust(pki.ca).clientAuth(ClientAuth.REQUIRED).build();
        SSLContext clientContext = SmTls.client().trust(pki.ca).keyAndChain(pki.clientKey, pki.clientChain, null)
                .suites(TlsSuite.TLS_SM4_CCM_SM3).build();
        HttpsServer server = HttpsServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        // The configurator's default configure() copies the context's default parameters onto
        // each engine: they carry the suites and client authentication.
        server.setHttpsConfigurator(new HttpsConfigurator(serverContext));
        server.createContext("/", exchange -> {
            SSLSession session = ((com.sun.net.httpserver.HttpsExchange) exchange).getSSLSession();
            byte[] body = (session.getCipherSuite() + " "
                    + ((java.security.cert.X509Certificate) session.getPeerCertificates()[0]).getSubjectX500Principal().getName()
                    + " " + new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8))
                    .getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
        try {
            HttpClient client = HttpClient.newBuilder().sslContext(clientContext).connectTimeout(Duration.ofSeconds(20)).build();
            for (int i = 0; i < 3; i++) {
                HttpResponse<String> response = client.send(HttpRequest.newBuilder(
                                URI.create("https://localhost:" + server.getAddress().getPort() + "/hello"))
                        .POST(HttpRequest.BodyPublishers.ofString("reading " + i)).timeout(Duration.ofSeconds(30)).build(),
                        HttpResponse.BodyHandlers.ofString());
                assertEquals(200, response.statusCode());
                assertEquals("TLS_SM4_CCM_SM3 CN=device-7,O=iotcrypt reading " + i, response.body());
                assertEquals("TLS_SM4_CCM_SM3", response.sslSession().orElseThrow().getCipherSuite());
            }
        } finally {
            server.stop(0);
        }
    }
}
