package org.iotcrypt.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import javax.net.ssl.SNIHostName;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLException;
import org.iotcrypt.sm2.Sm2UserId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SNI and ALPN through the contexts, in memory. */
class SniAlpnTest {

    @Test
    void theServerSeesTheNameAndPicksTheProtocol(@TempDir Path dir) throws Exception {
        TestPki pki = TestPki.create(dir, Sm2UserId.DEFAULT);
        SSLContext server = SmTls.server().keyAndChain(pki.serverKey, pki.serverChain, null)
                .applicationProtocols("h2", "mqtt").build();
        SSLContext client = SmTls.client().trust(pki.ca).serverName("localhost").applicationProtocols("mqtt", "coap")
                .build();
        SSLEngine c = client.createSSLEngine();
        SSLEngine s = server.createSSLEngine();
        // What a server that serves several names does: an SNIMatcher sees the name asked for.
        List<String> asked = new java.util.ArrayList<>();
        javax.net.ssl.SSLParameters p = s.getSSLParameters();
        p.setSNIMatchers(List.of(new javax.net.ssl.SNIMatcher(javax.net.ssl.StandardConstants.SNI_HOST_NAME) {
            @Override
            public boolean matches(javax.net.ssl.SNIServerName name) {
                asked.add(((SNIHostName) name).getAsciiName());
                return true;
            }
        }));
        s.setSSLParameters(p);
        new EnginePair(c, s).handshake();
        assertEquals("mqtt", c.getApplicationProtocol());
        assertEquals("mqtt", s.getApplicationProtocol());
        assertEquals(List.of("localhost"), asked);

        // No protocol in common: the server refuses (RFC 7301 section 3.2, no_application_protocol).
        SSLContext other = SmTls.client().trust(pki.ca).serverName("localhost").applicationProtocols("coap").build();
        SSLException e = org.junit.jupiter.api.Assertions.assertThrows(SSLException.class,
                () -> new EnginePair(other.createSSLEngine(), server.createSSLEngine()).handshake());
        assertTrue(TlsFailures.reason(e).contains("no_application_protocol"), TlsFailures.reason(e));
    }
}
