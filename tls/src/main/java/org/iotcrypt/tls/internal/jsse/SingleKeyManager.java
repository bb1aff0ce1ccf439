package org.iotcrypt.tls.internal.jsse;

import java.net.Socket;
import java.security.Principal;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.security.interfaces.ECPrivateKey;
import javax.net.ssl.SSLEngine;
import org.bouncycastle.jsse.BCX509ExtendedKeyManager;
import org.bouncycastle.jsse.BCX509Key;

/**
 * One key and its chain, offered for every handshake whose key type fits the key.
 *
 * <p>Why not the JDK's or Bouncy Castle's key manager: Bouncy Castle 1.84 asks for an SM2 key
 * under a key type its own key manager never matches to an EC key on sm2p256v1 (bc-java issue
 * 2416), so an SM2 server built on it offers no certificate. This manager answers the engine's
 * {@code chooseServerKeyBC}/{@code chooseClientKeyBC} calls itself: an SM2 key fits the key type
 * the engine uses for sm2sig_sm3, an RSA or EC key the usual ones.
 */
final class SingleKeyManager extends BCX509ExtendedKeyManager {

    static final String ALIAS = "iotcrypt";

    private final PrivateKey key;
    private final X509Certificate[] chain;
    private final boolean sm2;

    SingleKeyManager(PrivateKey key, X509Certificate[] chain, boolean sm2) {
        this.key = key;
        this.chain = chain == null ? new X509Certificate[0] : chain.clone();
        this.sm2 = sm2;
    }

    /**
     * Whether the engine's key type names a key of our kind. Bouncy Castle names EC keys with
     * their curve ({@code EC/sm2p256v1}, {@code EC/secp256r1}), others by algorithm
     * ({@code RSA}, {@code RSASSA-PSS}, {@code Ed25519}).
     */
    boolean fits(String keyType) {
        if (key == null) {
            return false;
        }
        if (sm2) {
            return keyType.equalsIgnoreCase("EC/sm2p256v1");
        }
        if (key instanceof ECPrivateKey) {
            int bits = ((ECPrivateKey) key).getParams().getCurve().getField().getFieldSize();
            return keyType.equalsIgnoreCase(bits == 256 ? "EC/secp256r1" : bits == 384 ? "EC/secp384r1" : "EC/secp521r1");
        }
        return keyType.equalsIgnoreCase(key.getAlgorithm());
    }

    private BCX509Key choose(String[] keyTypes) {
        if (keyTypes == null) {
            return null;
        }
        for (String t : keyTypes) {
            if (t != null && fits(t)) {
                return new Key(t);
            }
        }
        return null;
    }

    @Override
    public BCX509Key chooseServerKeyBC(String[] keyTypes, Principal[] issuers, Socket socket) {
        return choose(keyTypes);
    }

    @Override
    public BCX509Key chooseEngineServerKeyBC(String[] keyTypes, Principal[] issuers, SSLEngine engine) {
        return choose(keyTypes);
    }

    @Override
    public BCX509Key chooseClientKeyBC(String[] keyTypes, Principal[] issuers, Socket socket) {
        return choose(keyTypes);
    }

    @Override
    public BCX509Key chooseEngineClientKeyBC(String[] keyTypes, Principal[] issuers, SSLEngine engine) {
        return choose(keyTypes);
    }

    @Override
    protected BCX509Key getKeyBC(String keyType, String alias) {
        return ALIAS.equals(alias) && fits(keyType) ? new Key(keyType) : null;
    }

    // The JDK's interface, for code that asks it directly.
    @Override
    public String[] getClientAliases(String keyType, Principal[] issuers) {
        return fits(keyType) ? new String[] {ALIAS} : null;
    }

    @Override
    public String chooseClientAlias(String[] keyTypes, Principal[] issuers, Socket socket) {
        return choose(keyTypes) != null ? ALIAS : null;
    }

    @Override
    public String[] getServerAliases(String keyType, Principal[] issuers) {
        return getClientAliases(keyType, issuers);
    }

    @Override
    public String chooseServerAlias(String keyType, Principal[] issuers, Socket socket) {
        return fits(keyType) ? ALIAS : null;
    }

    @Override
    public X509Certificate[] getCertificateChain(String alias) {
        return ALIAS.equals(alias) ? chain.clone() : null;
    }

    @Override
    public PrivateKey getPrivateKey(String alias) {
        return ALIAS.equals(alias) ? key : null;
    }

    private final class Key implements BCX509Key {

        private final String keyType;

        Key(String keyType) {
            this.keyType = keyType;
        }

        @Override
        public X509Certificate[] getCertificateChain() {
            return chain.clone();
        }

        @Override
        public String getKeyType() {
            return keyType;
        }

        @Override
        public PrivateKey getPrivateKey() {
            return key;
        }
    }
}
