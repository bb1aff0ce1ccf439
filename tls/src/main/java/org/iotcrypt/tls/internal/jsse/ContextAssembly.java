package org.iotcrypt.tls.internal.jsse;

import java.security.KeyManagementException;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.util.List;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import org.bouncycastle.jsse.provider.BouncyCastleJsseProvider;
import org.iotcrypt.tls.internal.crypto.IotCryptTlsCryptoProvider;

/**
 * Puts a context together: a Bouncy Castle JSSE provider instance of its own over
 * {@link IotCryptTlsCryptoProvider} (never registered), our key and trust managers, and the
 * {@link SettingSslContextSpi} that gives each connection its settings.
 */
public final class ContextAssembly {

    private ContextAssembly() {
    }

    public static SSLContext build(boolean client, PrivateKey key, X509Certificate[] chain, boolean sm2Key,
            List<X509Certificate> trust, List<String> suites, boolean wantClientAuth, boolean needClientAuth,
            String serverName, boolean checkHostName, List<String> applicationProtocols,
            org.iotcrypt.pkix.PkixRelaxations.Rule[] relaxed, SecureRandom random) {
        try {
            BouncyCastleJsseProvider jsse = new BouncyCastleJsseProvider(false, new IotCryptTlsCryptoProvider());
            SSLContext bc = SSLContext.getInstance("TLSv1.3", jsse);
            // Always our own managers, even without a key or anchors: given none, Bouncy Castle
            // would fall back to the javax.net.ssl.keyStore and trustStore system properties.
            KeyManager[] km = {new SingleKeyManager(key, chain, sm2Key)};
            TrustManager[] tm = {new PkixTrustManager(trust, serverName, checkHostName, relaxed)};
            bc.init(km, tm, random);
            ConnectionSettings settings = new ConnectionSettings(suites, client, wantClientAuth, needClientAuth,
                    serverName, applicationProtocols);
            return new AssembledContext(new SettingSslContextSpi(bc, settings), jsse);
        } catch (NoSuchAlgorithmException | KeyManagementException e) {
            throw new IllegalStateException("Bouncy Castle's JSSE refused the context: " + e.getMessage(), e);
        }
    }

    /** SSLContext's constructor is protected: this is the one way to hand out our SPI. */
    private static final class AssembledContext extends SSLContext {
        AssembledContext(SettingSslContextSpi spi, java.security.Provider provider) {
            super(spi, provider, "TLSv1.3");
        }
    }
}
