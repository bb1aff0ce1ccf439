package org.iotcrypt.tls;

import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.KeyStore;
import java.security.Principal;
import java.security.PrivateKey;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLSocket;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.bouncycastle.jsse.BCSSLParameters;
import org.bouncycastle.jsse.BCSSLSocket;
import org.bouncycastle.jsse.BCX509ExtendedKeyManager;
import org.bouncycastle.jsse.BCX509Key;
import org.bouncycastle.jsse.provider.BouncyCastleJsseProvider;

/**
 * Bouncy Castle's JSSE with Bouncy Castle's own crypto, as a peer nobody on this project wrote
 * the crypto of. Bouncy Castle keeps the SM suites, curveSM2 and sm2sig_sm3 out of its defaults,
 * so each socket is given them. Two of its JSSE parts cannot take SM2 certificates in 1.84, so
 * minimal stand-ins here do their jobs (test plumbing, not the crypto under test): its key
 * manager cannot select an SM2 key (bc-java issue 2416), and its trust manager's algorithm
 * checker refuses every SM3withSM2 certificate signature ("Signature algorithm
 * '1.2.156.10197.1.501' not permitted with given parameters and issuer public key",
 * ProvAlgorithmChecker.checkCertPathExtras). The stand-in trust manager validates with Bouncy
 * Castle's own PKIX CertPathValidator, so the chain is still checked by Bouncy Castle.
 */
public final class BcPeer {

    static final String[] GROUPS = {"curveSM2"};
    static final String[] SCHEMES = {"sm2sig_sm3"};

    private BcPeer() {
    }

    public static SSLContext context(Path ca, Path keyPem, Path chainPem) throws Exception {
        BouncyCastleProvider bc = new BouncyCastleProvider();
        SSLContext context = SSLContext.getInstance("TLSv1.3", new BouncyCastleJsseProvider(bc));
        KeyStore trust = KeyStore.getInstance("PKCS12", bc);
        trust.load(null, null);
        CertificateFactory cf = CertificateFactory.getInstance("X.509", bc);
        try (var in = Files.newInputStream(ca)) {
            trust.setCertificateEntry("ca", cf.generateCertificate(in));
        }
        X509Certificate caCert = (X509Certificate) trust.getCertificate("ca");
        BCX509ExtendedKeyManager km = null;
        if (keyPem != null) {
            String pem = Files.readString(keyPem).replaceAll("-----[A-Z ]+-----", "").replaceAll("\\s", "");
            PrivateKey key = KeyFactory.getInstance("EC", bc).generatePrivate(
                    new PKCS8EncodedKeySpec(Base64.getDecoder().decode(pem)));
            X509Certificate[] chain;
            try (var in = Files.newInputStream(chainPem)) {
                chain = cf.generateCertificates(in).toArray(new X509Certificate[0]);
            }
            km = new OneKey(key, chain);
        }
        context.init(km == null ? null : new javax.net.ssl.KeyManager[] {km},
                new javax.net.ssl.TrustManager[] {new BcPkix(caCert, bc)}, null);
        return context;
    }

    /** The same for an engine. */
    public static SSLEngine configure(SSLEngine engine, String suite, boolean client) {
        org.bouncycastle.jsse.BCSSLEngine e = (org.bouncycastle.jsse.BCSSLEngine) engine;
        e.setParameters(parameters(e.getParameters(), suite));
        engine.setUseClientMode(client);
        return engine;
    }

    private static BCSSLParameters parameters(BCSSLParameters p, String suite) {
        p.setProtocols(new String[] {"TLSv1.3"});
        p.setCipherSuites(new String[] {suite});
        p.setNamedGroups(GROUPS);
        p.setSignatureSchemes(SCHEMES);
        p.setSignatureSchemesCert(SCHEMES);
        return p;
    }

    /** The SM suites, curveSM2 and sm2sig_sm3 for one socket; a client also names the host. */
    static SSLSocket configure(SSLSocket socket, String suite, boolean client, boolean needClientAuth) {
        BCSSLSocket s = (BCSSLSocket) socket;
        BCSSLParameters p = parameters(s.getParameters(), suite);
        if (!client) {
            p.setNeedClientAuth(needClientAuth);
        }
        s.setParameters(p);
        socket.setUseClientMode(client);
        return socket;
    }

    /**
     * Bouncy Castle's PKIX CertPathValidator over one anchor, revocation off. An extended trust
     * manager: a plain X509TrustManager gets the algorithm checker wrapped around it again.
     */
    private static final class BcPkix extends javax.net.ssl.X509ExtendedTrustManager {
        private final X509Certificate ca;
        private final BouncyCastleProvider bc;

        BcPkix(X509Certificate ca, BouncyCastleProvider bc) {
            this.ca = ca;
            this.bc = bc;
        }

        private void check(X509Certificate[] chain) throws java.security.cert.CertificateException {
            try {
                java.security.cert.PKIXParameters p = new java.security.cert.PKIXParameters(
                        java.util.Set.of(new java.security.cert.TrustAnchor(ca, null)));
                p.setRevocationEnabled(false);
                java.util.List<X509Certificate> path = new java.util.ArrayList<>(java.util.List.of(chain));
                path.removeIf(c -> c.equals(ca));
                java.security.cert.CertPathValidator.getInstance("PKIX", bc).validate(
                        CertificateFactory.getInstance("X.509", bc).generateCertPath(path), p);
            } catch (java.security.GeneralSecurityException e) {
                throw new java.security.cert.CertificateException(e);
            }
        }

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType) throws java.security.cert.CertificateException {
            check(chain);
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType) throws java.security.cert.CertificateException {
            check(chain);
        }

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket)
                throws java.security.cert.CertificateException {
            check(chain);
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket)
                throws java.security.cert.CertificateException {
            check(chain);
        }

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
                throws java.security.cert.CertificateException {
            check(chain);
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
                throws java.security.cert.CertificateException {
            check(chain);
        }

        @Override
        public X509Certificate[] getAcceptedIssuers() {
            return new X509Certificate[] {ca};
        }
    }

    private static final class OneKey extends BCX509ExtendedKeyManager {
        private final PrivateKey key;
        private final X509Certificate[] chain;

        OneKey(PrivateKey key, X509Certificate[] chain) {
            this.key = key;
            this.chain = chain;
        }

        private BCX509Key pick(String[] keyTypes) {
            for (String t : keyTypes) {
                if (t.equalsIgnoreCase("EC/sm2p256v1")) {
                    return new BCX509Key() {
                        @Override
                        public X509Certificate[] getCertificateChain() {
                            return chain.clone();
                        }

                        @Override
                        public String getKeyType() {
                            return t;
                        }

                        @Override
                        public PrivateKey getPrivateKey() {
                            return key;
                        }
                    };
                }
            }
            return null;
        }

        @Override
        public BCX509Key chooseServerKeyBC(String[] keyTypes, Principal[] issuers, Socket socket) {
            return pick(keyTypes);
        }

        @Override
        public BCX509Key chooseClientKeyBC(String[] keyTypes, Principal[] issuers, Socket socket) {
            return pick(keyTypes);
        }

        @Override
        public BCX509Key chooseEngineServerKeyBC(String[] keyTypes, Principal[] issuers, SSLEngine engine) {
            return pick(keyTypes);
        }

        @Override
        public BCX509Key chooseEngineClientKeyBC(String[] keyTypes, Principal[] issuers, SSLEngine engine) {
            return pick(keyTypes);
        }

        @Override
        protected BCX509Key getKeyBC(String keyType, String alias) {
            return pick(new String[] {keyType});
        }

        @Override
        public String[] getClientAliases(String keyType, Principal[] issuers) {
            return null;
        }

        @Override
        public String chooseClientAlias(String[] keyType, Principal[] issuers, Socket socket) {
            return null;
        }

        @Override
        public String[] getServerAliases(String keyType, Principal[] issuers) {
            return null;
        }

        @Override
        public String chooseServerAlias(String keyType, Principal[] issuers, Socket socket) {
            return null;
        }

        @Override
        public X509Certificate[] getCertificateChain(String alias) {
            return null;
        }

        @Override
        public PrivateKey getPrivateKey(String alias) {
            return null;
        }
    }

}
