package org.iotcrypt.provider;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.security.Key;
import java.security.KeyStoreException;
import java.security.KeyStoreSpi;
import java.security.PrivateKey;
import java.security.SecureRandom;
import java.security.UnrecoverableKeyException;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Date;
import java.util.Enumeration;
import java.util.List;
import org.iotcrypt.pkix.PasswordProtection;
import org.iotcrypt.pkix.Pkcs12Store;

/**
 * {@code KeyStore PKCS12} and {@code PKCS12-SM}: {@link Pkcs12Store} behind the JCA interface.
 * Both read every PKCS#12 file the store reads; they differ in what they write:
 * {@link PasswordProtection#AES_256_CBC} (OpenSSL 3's default) or {@link PasswordProtection#SM4_CBC}.
 * Keys are encrypted when set, under the password given with them; certificates and the MAC
 * when stored, under the store password. Only private keys with X.509 chains and X.509
 * certificates are entries; secret keys are refused.
 */
final class Pkcs12KeyStoreSpi extends KeyStoreSpi {

    private final PasswordProtection protection;
    private final SecureRandom random = new SecureRandom();
    private Pkcs12Store store = new Pkcs12Store();

    Pkcs12KeyStoreSpi(PasswordProtection protection) {
        this.protection = protection;
    }

    @Override
    public Key engineGetKey(String alias, char[] password) throws UnrecoverableKeyException {
        return store.key(alias, password);
    }

    @Override
    public Certificate[] engineGetCertificateChain(String alias) {
        List<X509Certificate> chain = store.chain(alias);
        return chain == null || chain.isEmpty() ? null : chain.toArray(new Certificate[0]);
    }

    @Override
    public Certificate engineGetCertificate(String alias) {
        return store.certificate(alias);
    }

    @Override
    public Date engineGetCreationDate(String alias) {
        return store.created(alias);
    }

    @Override
    public void engineSetKeyEntry(String alias, Key key, char[] password, Certificate[] chain) throws KeyStoreException {
        if (!(key instanceof PrivateKey)) {
            throw new KeyStoreException("PKCS12 entries hold private keys with their certificate chains, not "
                    + (key == null ? "null" : key.getClass().getSimpleName()));
        }
        if (password == null) {
            throw new KeyStoreException("a PKCS12 key entry needs a password (it may be empty)");
        }
        try {
            store.setKey(alias, (PrivateKey) key, password, x509(chain), protection, random);
        } catch (IllegalArgumentException e) {
            throw new KeyStoreException(e.getMessage(), e);
        }
    }

    @Override
    public void engineSetKeyEntry(String alias, byte[] key, Certificate[] chain) throws KeyStoreException {
        try {
            store.setEncryptedKey(alias, key, x509(chain));
        } catch (IllegalArgumentException e) {
            throw new KeyStoreException(e.getMessage(), e);
        }
    }

    @Override
    public void engineSetCertificateEntry(String alias, Certificate cert) throws KeyStoreException {
        if (store.isKeyEntry(alias)) {
            throw new KeyStoreException("alias '" + alias + "' names a key entry; delete it first");
        }
        if (!(cert instanceof X509Certificate)) {
            throw new KeyStoreException("PKCS12 certificate entries are X.509 certificates");
        }
        store.setCertificate(alias, (X509Certificate) cert);
    }

    @Override
    public void engineDeleteEntry(String alias) {
        store.delete(alias);
    }

    @Override
    public Enumeration<String> engineAliases() {
        return Collections.enumeration(store.aliases());
    }

    @Override
    public boolean engineContainsAlias(String alias) {
        return store.contains(alias);
    }

    @Override
    public int engineSize() {
        return store.size();
    }

    @Override
    public boolean engineIsKeyEntry(String alias) {
        return store.isKeyEntry(alias);
    }

    @Override
    public boolean engineIsCertificateEntry(String alias) {
        return store.isCertificateEntry(alias);
    }

    @Override
    public String engineGetCertificateAlias(Certificate cert) {
        return cert instanceof X509Certificate ? store.aliasOf((X509Certificate) cert) : null;
    }

    @Override
    public void engineStore(OutputStream stream, char[] password) throws IOException {
        if (password == null) {
            throw new IOException("a PKCS12 file needs a password (it may be empty)");
        }
        stream.write(store.write(password, protection, random));
        stream.flush();
    }

    @Override
    public void engineLoad(InputStream stream, char[] password) throws IOException {
        store = stream == null ? new Pkcs12Store() : Pkcs12Store.read(stream.readAllBytes(), password);
    }

    @Override
    public boolean engineProbe(InputStream stream) throws IOException {
        byte[] head = stream.readNBytes(8);
        // SEQUENCE, a definite length, INTEGER 3: the start of every DER PFX.
        if (head.length < 5 || head[0] != 0x30 || (head[1] & 0xff) == 0x80) {
            return false;
        }
        int at = (head[1] & 0x80) == 0 ? 2 : 2 + (head[1] & 0x7f);
        return at + 2 < head.length && head[at] == 0x02 && head[at + 1] == 1 && head[at + 2] == 3;
    }

    private static List<X509Certificate> x509(Certificate[] chain) throws KeyStoreException {
        List<X509Certificate> out = new ArrayList<>();
        if (chain != null) {
            for (Certificate c : chain) {
                if (!(c instanceof X509Certificate)) {
                    throw new KeyStoreException("PKCS12 chains are X.509 certificates");
                }
                out.add((X509Certificate) c);
            }
        }
        return out;
    }
}
