package org.iotcrypt.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.tls.testing.Gmssl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * GmSSL 3.3's server refuses a ClientHello whose status_request extension (RFC 6066 section 8)
 * has an empty responder_id_list and no request extensions, the form Bouncy Castle's client
 * sends by default. RFC 6066 allows it: "A zero-length responder_id_list sequence has the
 * special meaning that the responders are implicitly known to the server." GmSSL's
 * tls_client_status_request_from_bytes (src/tls_ocsp.c) requires a non-empty list and the
 * handshake ends there. Bouncy Castle reads whether to send the extension once per JVM, from the
 * JDK's own property {@code jdk.tls.client.enableStatusRequestExtension}; so the {@code iotcrypt}
 * launcher and this module's tests run with it false (iotcrypt's trust manager does not use OCSP
 * stapling, so nothing is lost), and this test runs a client in a JVM of the default kind to show
 * the refusal, and the same client with the property to show it is the only difference.
 */
class GmsslStatusRequestTest {

    @Test
    void gmsslRefusesRfc6066sEmptyResponderList(@TempDir Path dir) throws Exception {
        TestPki pki = TestPki.create(dir, Sm2UserId.DEFAULT);
        for (boolean sendStatusRequest : new boolean[] {true, false}) {
            try (Gmssl.Server server = Gmssl.server(dir, "-cert", pki.serverChain.toString(), "-key",
                    TestPki.encrypted(pki.serverKey).toString(), "-pass", TestPki.PASS,
                    "-cipher_suite", "TLS_SM4_CCM_SM3", "-verbose")) {
                Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Djdk.tls.client.enableStatusRequestExtension=" + sendStatusRequest,
                        "-cp", System.getProperty("java.class.path"), Client.class.getName(),
                        pki.ca.toString(), Integer.toString(server.port)).redirectErrorStream(true).start();
                String out = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertTrue(child.waitFor(60, TimeUnit.SECONDS));
                server.process.waitFor(10, TimeUnit.SECONDS);
                String log = server.log();
                if (sendStatusRequest) {
                    assertEquals(1, child.exitValue(), out);
                    assertTrue(log.contains("status_request (5)") && log.contains("tls_client_status_request_from_bytes"),
                            log);
                } else {
                    assertEquals(0, child.exitValue(), out + "\n" + log);
                    assertTrue(out.contains("TLS_SM4_CCM_SM3"), out);
                }
            }
        }
    }

    /** Connects to the GmSSL server and prints the suite; exit 1 on failure. Runs in the child JVM. */
    public static final class Client {
        public static void main(String[] args) throws Exception {
            SSLContext client = SmTls.client().trust(Path.of(args[0])).build();
            try (SSLSocket c = (SSLSocket) client.getSocketFactory().createSocket("localhost", Integer.parseInt(args[1]))) {
                c.startHandshake();
                System.out.println(c.getSession().getCipherSuite());
            } catch (java.io.IOException e) {
                System.out.println("failed: " + e);
                System.exit(1);
            }
        }
    }

}
