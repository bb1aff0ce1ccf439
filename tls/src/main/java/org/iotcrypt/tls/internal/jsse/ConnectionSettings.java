package org.iotcrypt.tls.internal.jsse;

import java.util.List;
import javax.net.ssl.SNIHostName;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import org.bouncycastle.jsse.BCSSLEngine;
import org.bouncycastle.jsse.BCSSLParameters;
import org.bouncycastle.jsse.BCSSLSocket;

/**
 * What every engine and socket of one context gets, set per connection through Bouncy Castle's
 * {@link BCSSLParameters} (Bouncy Castle leaves curveSM2, sm2sig_sm3 and the SM suites out of its
 * defaults and offers only system properties to change those; per-connection parameters change
 * nothing global, so two contexts with different settings live side by side).
 */
public final class ConnectionSettings {

    /** TLS 1.3 only: RFC 8998 defines the SM suites for TLS 1.3 and nothing older. */
    static final String[] PROTOCOLS = {"TLSv1.3"};

    /**
     * curveSM2 first; the others let a context that is also given non-SM suites reach peers
     * without curveSM2. A client sends its one early key share for the first.
     */
    static final String[] NAMED_GROUPS = {"curveSM2", "x25519", "secp256r1", "secp384r1"};

    static final String[] SIGNATURE_SCHEMES = {"sm2sig_sm3", "ecdsa_secp256r1_sha256", "ecdsa_secp384r1_sha384",
        "ed25519", "rsa_pss_rsae_sha256", "rsa_pss_pss_sha256", "rsa_pss_rsae_sha384", "rsa_pkcs1_sha256"};

    private final String[] suites;
    private final boolean client;
    private final boolean wantClientAuth;
    private final boolean needClientAuth;
    private final String serverName;
    private final String[] applicationProtocols;

    public ConnectionSettings(List<String> suites, boolean client, boolean wantClientAuth, boolean needClientAuth,
            String serverName, List<String> applicationProtocols) {
        this.suites = suites.toArray(new String[0]);
        this.client = client;
        this.wantClientAuth = wantClientAuth;
        this.needClientAuth = needClientAuth;
        this.serverName = serverName;
        this.applicationProtocols = applicationProtocols.toArray(new String[0]);
    }

    boolean isClient() {
        return client;
    }

    /** The name a client sends in SNI and checks the server's certificate against, or null. */
    String serverName() {
        return serverName;
    }

    String[] suites() {
        return suites.clone();
    }

    SSLEngine apply(SSLEngine engine) {
        engine.setUseClientMode(client);
        engine.setSSLParameters(configure(engine.getSSLParameters()));
        BCSSLEngine bc = (BCSSLEngine) engine;
        bc.setParameters(configureGroups(bc.getParameters()));
        return engine;
    }

    SSLSocket apply(SSLSocket socket, boolean clientMode) {
        socket.setUseClientMode(clientMode);
        socket.setSSLParameters(configure(socket.getSSLParameters()));
        BCSSLSocket bc = (BCSSLSocket) socket;
        bc.setParameters(configureGroups(bc.getParameters()));
        return socket;
    }

    /**
     * What the JDK's parameters carry: protocols, suites, client authentication, SNI, ALPN. Also
     * a context's default parameters: code that copies those onto an engine (HttpsServer,
     * HttpClient) must keep these, not reset them.
     */
    SSLParameters configure(SSLParameters p) {
        p.setProtocols(PROTOCOLS.clone());
        p.setCipherSuites(suites.clone());
        if (client) {
            if (serverName != null && !HostNames.isIpAddress(serverName)) {
                p.setServerNames(List.of(new SNIHostName(serverName)));
            }
        } else if (needClientAuth) {
            p.setNeedClientAuth(true);
        } else {
            p.setWantClientAuth(wantClientAuth);
        }
        if (applicationProtocols.length > 0) {
            p.setApplicationProtocols(applicationProtocols.clone());
        }
        return p;
    }

    /** What only Bouncy Castle's parameters carry (JDK 17's have no groups or schemes). */
    private static BCSSLParameters configureGroups(BCSSLParameters p) {
        p.setNamedGroups(NAMED_GROUPS.clone());
        // The one key share a client sends at once: curveSM2 (Bouncy Castle's default is
        // x25519, which a peer with only curveSM2, as GmSSL, answers with a HelloRetryRequest
        // at best).
        p.setEarlyKeyShares(new String[] {NAMED_GROUPS[0]});
        p.setSignatureSchemes(SIGNATURE_SCHEMES.clone());
        p.setSignatureSchemesCert(SIGNATURE_SCHEMES.clone());
        return p;
    }
}
