package org.iotcrypt.tls;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyStore;
import java.security.KeyStoreException;
import java.security.PrivateKey;
import java.security.SecureRandom;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.security.interfaces.ECPrivateKey;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import javax.net.ssl.SSLContext;
import org.iotcrypt.pkix.Certificates;
import org.iotcrypt.pkix.EncryptedPrivateKeys;
import org.iotcrypt.pkix.Pkcs12Store;
import org.iotcrypt.pkix.PkixRelaxations;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;
import org.iotcrypt.tls.internal.crypto.Providers;
import org.iotcrypt.tls.internal.jsse.ContextAssembly;

/**
 * Collects a context's key, trust and settings, then {@link #build()}s it. Made by
 * {@link SmTls#server()} or {@link SmTls#client()}. Every file is read when its method is
 * called, so a bad file fails there, with its name; nothing is kept that {@link #build()} does
 * not need. Not thread-safe; the contexts it builds are.
 */
public final class TlsContextBuilder {

    /** Files larger than this are not key, certificate or trust files. */
    static final long MAX_FILE = 1 << 20;

    private final boolean client;
    private PrivateKey key;
    private boolean sm2Key;
    private X509Certificate[] chain;
    private final List<X509Certificate> trust = new ArrayList<>();
    private final LinkedHashSet<String> suites = new LinkedHashSet<>();
    private ClientAuth clientAuth = ClientAuth.NONE;
    private String serverName;
    private boolean checkHostName = true;
    private final List<String> applicationProtocols = new ArrayList<>();
    private SecureRandom random;
    private final java.util.EnumSet<PkixRelaxations.Rule> relaxed = java.util.EnumSet.noneOf(PkixRelaxations.Rule.class);

    TlsContextBuilder(boolean client) {
        this.client = client;
    }

    /**
     * The key and its certificate chain from PEM files, as {@code iotcrypt sm2}, {@code openssl}
     * and GmSSL write them: the key as PKCS#8 or SEC 1 (plain), or encrypted PKCS#8 (PBES2, as
     * GmSSL always writes it) with {@code passphrase}; the chain leaf first.
     *
     * @param keyFile the private key
     * @param chainFile the certificate, then its issuers
     * @param passphrase the key's passphrase (UTF-8 bytes), or null for a plain key; not kept
     * @return this builder
     * @throws IOException naming the file, if it cannot be read or holds no usable key or chain
     */
    public TlsContextBuilder keyAndChain(Path keyFile, Path chainFile, byte[] passphrase) throws IOException {
        byte[] keyBytes = read(keyFile);
        try {
            Sm2PrivateKey sm2 = EncryptedPrivateKeys.read(keyBytes, passphrase);
            List<X509Certificate> certs = readCertificates(chainFile);
            PrivateKey jca;
            try {
                jca = jcaKey(sm2);
            } finally {
                sm2.destroy();
            }
            return keyAndChain(jca, certs.toArray(new X509Certificate[0]));
        } catch (InvalidKeySpecException e) {
            throw new IOException(keyFile + ": " + e.getMessage());
        } finally {
            Arrays.fill(keyBytes, (byte) 0);
        }
    }

    /**
     * The key and chain of a PKCS#12 file (PBES2 with SM4 or AES, or the legacy PBEs; as
     * {@code openssl pkcs12} and {@code iotcrypt} write it). With several keys in it, the first.
     *
     * @param file the file
     * @param password its password; not kept
     * @return this builder
     * @throws IOException naming the file if it cannot be read, the password is wrong, or it holds no key
     */
    public TlsContextBuilder pkcs12(Path file, char[] password) throws IOException {
        Pkcs12Store store;
        try {
            store = Pkcs12Store.read(read(file), password);
        } catch (IOException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
        for (String alias : store.aliases()) {
            if (store.isKeyEntry(alias)) {
                try {
                    PrivateKey k = store.key(alias, password);
                    return keyAndChain(k, store.chain(alias).toArray(new X509Certificate[0]));
                } catch (GeneralSecurityException e) {
                    throw new IOException(file + ": the key of '" + alias + "' cannot be read: " + e.getMessage(), e);
                }
            }
        }
        throw new IOException(file + ": holds no private key");
    }

    /**
     * A key and chain already in hand: an SM2 key (any provider's EC key on sm2p256v1), or any
     * key Bouncy Castle's TLS can sign with (RSA, ECDSA, Ed25519) for non-SM suites.
     *
     * @param privateKey the key
     * @param certificateChain the certificate, then its issuers
     * @return this builder
     */
    public TlsContextBuilder keyAndChain(PrivateKey privateKey, X509Certificate... certificateChain) {
        Objects.requireNonNull(privateKey, "privateKey");
        if (certificateChain == null || certificateChain.length == 0) {
            throw new IllegalArgumentException("a key needs its certificate chain, leaf first");
        }
        this.sm2Key = sm2KeyOf(privateKey, certificateChain[0]);
        this.key = privateKey;
        this.chain = certificateChain.clone();
        return this;
    }

    /**
     * Adds the trust anchors of a PEM bundle (one or more CERTIFICATE blocks) or a DER certificate.
     *
     * @param file the file
     * @return this builder
     * @throws IOException naming the file if it cannot be read or holds no certificate
     */
    public TlsContextBuilder trust(Path file) throws IOException {
        trust.addAll(readCertificates(file));
        return this;
    }

    /**
     * Adds trust anchors.
     *
     * @param roots the anchors
     * @return this builder
     */
    public TlsContextBuilder trust(X509Certificate... roots) {
        trust.addAll(Arrays.asList(roots));
        return this;
    }

    /**
     * Adds the certificate entries of a key store (a Java trust store, or PKCS#12 with trusted
     * certificates).
     *
     * @param store the store, loaded
     * @return this builder
     * @throws KeyStoreException if the store cannot be read
     */
    public TlsContextBuilder trust(KeyStore store) throws KeyStoreException {
        for (String alias : Collections.list(store.aliases())) {
            Certificate c = store.isCertificateEntry(alias) ? store.getCertificate(alias) : null;
            if (c instanceof X509Certificate) {
                trust.add((X509Certificate) c);
            }
        }
        return this;
    }

    /**
     * The suites, in order of preference; without a call, TLS_SM4_GCM_SM3 and TLS_SM4_CCM_SM3.
     *
     * @param chosen the suites
     * @return this builder
     */
    public TlsContextBuilder suites(TlsSuite... chosen) {
        suites.clear();
        for (TlsSuite s : chosen) {
            suites.add(s.name());
        }
        return this;
    }

    /**
     * Suites by IANA name, SM or not ({@code TLS_AES_128_GCM_SHA256} runs on Bouncy Castle's
     * crypto); replaces the list.
     *
     * @param names the suites' names
     * @return this builder
     */
    public TlsContextBuilder suites(String... names) {
        suites.clear();
        for (String n : names) {
            suites.add(n.startsWith("TLS_") ? n : TlsSuite.named(n).name());
        }
        return this;
    }

    /**
     * Whether a server asks its clients for certificates (servers only; default none).
     *
     * @param mode none, requested or required
     * @return this builder
     */
    public TlsContextBuilder clientAuth(ClientAuth mode) {
        if (client) {
            throw new IllegalStateException("client authentication is a server's setting");
        }
        this.clientAuth = Objects.requireNonNull(mode);
        return this;
    }

    /**
     * The name a client sends in SNI and checks the server's certificate against, for every
     * connection (clients only). Without it, each connection's host is used.
     *
     * @param name a DNS name or an IP address
     * @return this builder
     */
    public TlsContextBuilder serverName(String name) {
        if (!client) {
            throw new IllegalStateException("the server name is a client's setting");
        }
        this.serverName = Objects.requireNonNull(name);
        return this;
    }

    /**
     * Turns off the check that the server's certificate names the host (clients only). The
     * chain is still validated. For tests and for peers reached by address whose certificates
     * name nothing; never for the open Internet.
     *
     * @return this builder
     */
    public TlsContextBuilder withoutHostNameCheck() {
        this.checkHostName = false;
        return this;
    }

    /**
     * ALPN protocols: a client offers them, a server picks the first of its list the client offers.
     *
     * @param protocols the protocols, such as {@code h2}, {@code http/1.1}, {@code mqtt}
     * @return this builder
     */
    public TlsContextBuilder applicationProtocols(String... protocols) {
        applicationProtocols.clear();
        applicationProtocols.addAll(Arrays.asList(protocols));
        return this;
    }

    /**
     * Relaxes rules of the RFC 5280 profile that the peer's chain is held to (by default every
     * rule holds). For CAs that break one: GmSSL's {@code certgen} makes root certificates
     * without a subject key identifier, which {@link PkixRelaxations.Rule#TRUST_ANCHOR} lets
     * through when such a root is a trust anchor.
     *
     * @param rules the rules not to enforce
     * @return this builder
     */
    public TlsContextBuilder relax(PkixRelaxations.Rule... rules) {
        relaxed.addAll(Arrays.asList(rules));
        return this;
    }

    /**
     * The source of randomness (default: a new {@link SecureRandom}).
     *
     * @param source the source
     * @return this builder
     */
    public TlsContextBuilder random(SecureRandom source) {
        this.random = Objects.requireNonNull(source);
        return this;
    }

    /**
     * Builds the context.
     *
     * @return a context ready to use: it takes no {@code init}
     * @throws IllegalStateException if a server has no key, a client has no trust anchors, or
     *     client authentication is asked for without anchors to check clients with
     */
    public SSLContext build() {
        if (!client && key == null) {
            throw new IllegalStateException("a server needs its key and certificate chain");
        }
        if (client && trust.isEmpty()) {
            throw new IllegalStateException("a client needs trust anchors to check servers with");
        }
        if (!client && clientAuth != ClientAuth.NONE && trust.isEmpty()) {
            throw new IllegalStateException("client authentication needs trust anchors to check clients with");
        }
        List<String> chosen = suites.isEmpty()
                ? List.of(TlsSuite.TLS_SM4_GCM_SM3.name(), TlsSuite.TLS_SM4_CCM_SM3.name())
                : new ArrayList<>(suites);
        return ContextAssembly.build(client, key, chain, sm2Key, trust, chosen,
                clientAuth == ClientAuth.REQUESTED, clientAuth == ClientAuth.REQUIRED,
                serverName, checkHostName, applicationProtocols, relaxed.toArray(new PkixRelaxations.Rule[0]),
                random != null ? random : new SecureRandom());
    }

    /**
     * Whether the key is on sm2p256v1 (its PKCS#8 encoding reads as an SM2 key: core's reader
     * knows the curve, no second copy of its parameters here), and for an SM2 key, that the
     * chain's first certificate carries its public key: a mismatch would be found only by the
     * peer, as a CertificateVerify that fails. Other keys are left to the engine. The encoding
     * is wiped after.
     */
    private static boolean sm2KeyOf(PrivateKey key, X509Certificate leaf) {
        byte[] pkcs8 = key instanceof ECPrivateKey ? key.getEncoded() : null;
        if (pkcs8 == null) {
            return false;
        }
        try {
            Sm2PrivateKey sm2 = Sm2KeyEncoding.decodePrivate(pkcs8);
            byte[] own = sm2.publicKey().encoded();
            sm2.destroy();
            byte[] certified;
            try {
                certified = Sm2KeyEncoding.decodePublic(leaf.getPublicKey().getEncoded()).encoded();
            } catch (InvalidKeySpecException e) {
                throw new IllegalArgumentException("the key is an SM2 key, the certificate's (" + leaf.getSubjectX500Principal()
                        .getName() + ") is not");
            }
            if (!Arrays.equals(own, certified)) {
                throw new IllegalArgumentException("the key does not belong to the certificate "
                        + leaf.getSubjectX500Principal().getName() + " (the chain's first certificate must be the key's)");
            }
            return true;
        } catch (InvalidKeySpecException notSm2) {
            return false; // the engine checks what it signs with
        } finally {
            Arrays.fill(pkcs8, (byte) 0);
        }
    }

    private static PrivateKey jcaKey(Sm2PrivateKey key) throws IOException {
        byte[] pkcs8 = Sm2KeyEncoding.encodePkcs8(key);
        try {
            return KeyFactory.getInstance("SM2", Providers.iotcrypt()).generatePrivate(new PKCS8EncodedKeySpec(pkcs8));
        } catch (GeneralSecurityException e) {
            throw new IOException("SM2 key refused by the provider: " + e.getMessage(), e);
        } finally {
            Arrays.fill(pkcs8, (byte) 0);
        }
    }

    private static List<X509Certificate> readCertificates(Path file) throws IOException {
        try {
            List<X509Certificate> certs = Certificates.parseAll(read(file));
            if (certs.isEmpty()) {
                throw new IOException(file + ": holds no certificate");
            }
            return certs;
        } catch (GeneralSecurityException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    private static byte[] read(Path file) throws IOException {
        long size = Files.size(file);
        if (size > MAX_FILE) {
            throw new IOException(file + ": " + size + " bytes is too large for a key, certificate or trust file");
        }
        return Files.readAllBytes(file);
    }
}
