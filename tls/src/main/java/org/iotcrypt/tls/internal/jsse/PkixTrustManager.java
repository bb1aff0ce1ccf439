package org.iotcrypt.tls.internal.jsse;

import java.net.Socket;
import java.security.GeneralSecurityException;
import java.security.cert.CertPathBuilderException;
import java.security.cert.CertStore;
import java.security.cert.CertificateException;
import java.security.cert.CollectionCertStoreParameters;
import java.security.cert.PKIXBuilderParameters;
import java.security.cert.TrustAnchor;
import java.security.cert.X509CertSelector;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.X509ExtendedTrustManager;
import org.iotcrypt.pkix.Certificates;
import org.iotcrypt.pkix.PathBuilder;
import org.iotcrypt.pkix.PkixRelaxations;
import org.iotcrypt.pkix.Sm2CertificateIdPolicy;

/**
 * Checks a peer's chain with iotcrypt's PKIX ({@link PathBuilder}: RFC 5280 path validation with
 * the profile checks, bounded work, SM2 certificate signatures under the standard ID and then
 * OpenSSL's empty one), then what TLS adds: the end entity's extended key usage allows the role
 * (serverAuth, clientAuth) when it is present, its key usage allows signing when present, and a
 * server's certificate names the host the client asked for ({@link HostNames}).
 *
 * <p>The chain as the peer sent it is only a pool: the path is built from the leaf to one of our
 * anchors, so extra or misordered certificates do no harm. More than {@value #MAX_CHAIN}
 * certificates are refused before any signature is checked. A chain that validated is
 * remembered ({@link ValidatedChains}): the same bytes against the same anchors give the same
 * answer while every certificate involved is within its validity, so a server's chain, which
 * comes back in every handshake, is parsed and built once. Public data only.
 */
final class PkixTrustManager extends X509ExtendedTrustManager {

    /** Longest chain a peer may send; real ones have 2 to 4. */
    static final int MAX_CHAIN = 10;

    private static final String SERVER_AUTH = "1.3.6.1.5.5.7.3.1";
    private static final String CLIENT_AUTH = "1.3.6.1.5.5.7.3.2";
    private static final String ANY_EKU = "2.5.29.37.0";

    private final Set<TrustAnchor> anchors;
    private final X509Certificate[] accepted;
    private final String serverName;
    private final boolean checkHost;

    private final PkixRelaxations relaxations;
    private final ValidatedChains validated = new ValidatedChains();

    PkixTrustManager(List<X509Certificate> roots, String serverName, boolean checkHost, PkixRelaxations.Rule[] relaxed) {
        this.relaxations = PkixRelaxations.of(relaxed);
        Set<TrustAnchor> a = new java.util.LinkedHashSet<>();
        for (X509Certificate r : roots) {
            a.add(new TrustAnchor(r, null));
        }
        this.anchors = a;
        this.accepted = roots.toArray(new X509Certificate[0]);
        this.serverName = serverName;
        this.checkHost = checkHost;
    }

    @Override
    public X509Certificate[] getAcceptedIssuers() {
        return accepted.clone();
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        validate(chain, CLIENT_AUTH, "client");
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket) throws CertificateException {
        validate(chain, CLIENT_AUTH, "client");
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine) throws CertificateException {
        validate(chain, CLIENT_AUTH, "client");
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        validate(chain, SERVER_AUTH, "server");
        host(chain[0], null);
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket) throws CertificateException {
        validate(chain, SERVER_AUTH, "server");
        host(chain[0], socket instanceof SSLSocket ? peerHost((SSLSocket) socket) : null);
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine) throws CertificateException {
        validate(chain, SERVER_AUTH, "server");
        host(chain[0], engine == null ? null : engine.getPeerHost());
    }

    private static String peerHost(SSLSocket socket) {
        javax.net.ssl.SSLSession s = socket.getHandshakeSession();
        return s == null ? null : s.getPeerHost();
    }

    private void host(X509Certificate leaf, String peerHost) throws CertificateException {
        if (!checkHost) {
            return;
        }
        String name = serverName != null ? serverName : peerHost;
        if (name == null || name.isEmpty()) {
            throw new CertificateException("no host name to check the server's certificate against: "
                    + "connect by name or give the server name");
        }
        HostNames.check(leaf, name);
    }

    private void validate(X509Certificate[] chain, String purpose, String role) throws CertificateException {
        if (chain == null || chain.length == 0) {
            throw new CertificateException("the " + role + " sent no certificate");
        }
        if (anchors.isEmpty()) {
            throw new CertificateException("no trust anchors were given to check the " + role + "'s certificate with");
        }
        if (chain.length > MAX_CHAIN) {
            throw new CertificateException("the " + role + " sent " + chain.length + " certificates; at most "
                    + MAX_CHAIN + " are taken");
        }
        List<java.nio.ByteBuffer> encodings = new ArrayList<>(chain.length);
        for (X509Certificate c : chain) {
            encodings.add(java.nio.ByteBuffer.wrap(c.getEncoded()));
        }
        long now = System.currentTimeMillis();
        X509Certificate leaf = chain[0];
        if (!validated.holds(encodings, now)) {
            List<X509Certificate> pool = new ArrayList<>(chain.length);
            for (java.nio.ByteBuffer e : encodings) {
                pool.add(Certificates.parse(e.array()));
            }
            leaf = pool.get(0);
            X509Certificate anchor = build(pool, role, now);
            List<X509Certificate> involved = new ArrayList<>(pool);
            if (anchor != null) {
                involved.add(anchor);
            }
            validated.put(encodings, involved, now);
        }
        List<String> eku = leaf.getExtendedKeyUsage();
        if (eku != null && !eku.contains(purpose) && !eku.contains(ANY_EKU)) {
            throw new CertificateException("the " + role + "'s certificate is not for TLS " + role
                    + "s (its extendedKeyUsage lacks " + (purpose.equals(SERVER_AUTH) ? "serverAuth" : "clientAuth") + ")");
        }
        boolean[] ku = leaf.getKeyUsage();
        if (ku != null && !ku[0]) {
            throw new CertificateException("the " + role + "'s certificate does not allow signatures "
                    + "(keyUsage lacks digitalSignature)");
        }
    }

    /**
     * RFC 5280 path building and validation from the leaf to one of our anchors, at {@code now}.
     *
     * @return the anchor's certificate (its validity bounds the answer too)
     */
    private X509Certificate build(List<X509Certificate> pool, String role, long now) throws CertificateException {
        try {
            X509CertSelector target = new X509CertSelector();
            target.setCertificate(pool.get(0));
            PKIXBuilderParameters params = new PKIXBuilderParameters(anchors, target);
            params.setRevocationEnabled(false);
            params.setDate(new java.util.Date(now));
            params.addCertPathChecker(relaxations);
            params.addCertStore(CertStore.getInstance("Collection", new CollectionCertStoreParameters(pool)));
            return PathBuilder.build(params, Sm2CertificateIdPolicy.STANDARD_THEN_EMPTY).getTrustAnchor().getTrustedCert();
        } catch (CertPathBuilderException e) {
            throw new CertificateException("the " + role + "'s certificate chain does not validate: " + e.getMessage(), e);
        } catch (GeneralSecurityException e) {
            throw new CertificateException("cannot validate the " + role + "'s chain: " + e.getMessage(), e);
        }
    }
}
