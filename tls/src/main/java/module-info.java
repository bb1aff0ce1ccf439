/**
 * TLS 1.3 with the RFC 8998 ShangMi suites, TLS_SM4_GCM_SM3 and TLS_SM4_CCM_SM3.
 *
 * <p>Bouncy Castle's TLS engine ({@code org.bouncycastle.tls}) runs the protocol; iotcrypt does
 * every SM operation. The API is {@link org.iotcrypt.tls.SmTls}: it builds a standard
 * {@link javax.net.ssl.SSLContext}. Everything under {@code org.iotcrypt.tls.internal} is not
 * exported.
 */
module org.iotcrypt.tls {
    requires transitive org.iotcrypt;
    requires org.bouncycastle.tls;
    requires org.bouncycastle.provider;
    requires org.bouncycastle.util;
    requires java.naming;

    exports org.iotcrypt.tls;
}
