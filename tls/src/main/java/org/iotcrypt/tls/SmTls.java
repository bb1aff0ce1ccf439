package org.iotcrypt.tls;

/**
 * Builds {@link javax.net.ssl.SSLContext}s that speak TLS 1.3 with the RFC 8998 suites, both on
 * by default:
 *
 * <pre>{@code
 * SSLContext server = SmTls.server()
 *         .keyAndChain(Path.of("server.key"), Path.of("server.pem"), null)
 *         .build();
 * SSLContext client = SmTls.client()
 *         .trust(Path.of("ca.pem"))
 *         .build();
 * }</pre>
 *
 * <p>The context is a standard one: its engines and sockets go wherever the JDK's do
 * ({@code HttpClient}, {@code HttpsServer}, Netty, Jetty). Bouncy Castle's TLS engine runs the
 * protocol, iotcrypt every SM operation. Nothing global is set: no system property, no provider
 * registered, so contexts with different settings share a JVM.
 */
public final class SmTls {

    private SmTls() {
    }

    /**
     * A builder for a server's context; it needs a key and its chain.
     *
     * @return the builder
     */
    public static TlsContextBuilder server() {
        return new TlsContextBuilder(false);
    }

    /**
     * A builder for a client's context; it needs trust anchors.
     *
     * @return the builder
     */
    public static TlsContextBuilder client() {
        return new TlsContextBuilder(true);
    }
}
