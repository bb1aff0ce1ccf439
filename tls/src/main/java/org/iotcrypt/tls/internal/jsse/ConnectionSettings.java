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
     * With SM suites only, curveSM2 and sm2sig_sm3 alone (RFC 8998 section 3: what those suites
     * use), which also spares Bouncy Castle checking every other group and scheme against the
     * JDK's disabled-algorithm lists on each connection (a tenth of a handshake's time). With
     * other suites too, the common groups and schemes follow curveSM2 and sm2sig_sm3, so that
     * peers without SM still connect. A client sends its one early key share for the first.
     */
    static final String[] SM_GROUPS = {"curveSM2"};
    static final String[] SM_SCHEMES = {"sm2sig_sm3"};
    static final String[] ALL_GROUPS = {"curveSM2", "x25519", "secp256r1", "secp384r1"};
    static final String[] ALL_SCHEMES = {"sm2sig_sm3", "ecdsa_secp256r1_sha256", "ecdsa_secp384r1_sha384",
        "ed25519", "rsa_pss_rsae_sha256", "rsa_pss_pss_sha256", "rsa_pss_rsae_sha384", "rsa_pkcs1_sha256"};

    private final String[] suites;
    private final String[] groups;
    private final String[] schemes;
    private final boolean client;
    private final boolean wantClientAuth;
    private final boolean needClientAuth;
    private final String serverName;
    private final String[] applicationProtocols;

    public ConnectionSettings(List<String> suites, boolean client, boolean wantClientAuth, boolean needClientAuth,
            String serverName, List<String> applicationProtocols) {
        this.suites = suites.toArray(new String[0]);
        boolean smOnly = suites.stream().allMatch(n -> n.startsWith("TLS_SM4_"));
        this.groups = smOnly ? SM_GROUPS : ALL_GROUPS;
        this.schemes = smOnly ? SM_SCHEMES : ALL_SCHEMES;
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

    boolean needClientAuth() {
        return needClientAuth;
    }

    boolean wantClientAuth() {
        return needClientAuth || wantClientAuth;
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
    private BCSSLParameters configureGroups(BCSSLParameters p) {
        p.setNamedGroups(groups.clone());
        // The one key share a client sends at once: curveSM2 (Bouncy Castle's default is
        // x25519, which a peer with only curveSM2, as GmSSL, answers with a HelloRetryRequest
        // at best).
        p.setEarlyKeyShares(new String[] {groups[0]});
        p.setSignatureSchemes(schemes.clone());
        p.setSignatureSchemesCert(schemes.clone());
        return p;
    }
}
