package org.iotcrypt.pkix;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.SecureRandom;
import java.security.UnrecoverableKeyException;
import java.security.cert.CertificateEncodingException;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509Certificate;
import java.security.spec.InvalidKeySpecException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.iotcrypt.internal.util.Passwords;

/**
 * The entries of a PKCS#12 file: private keys with their certificate chains, and trusted
 * certificates, by alias. The JCA {@code KeyStore PKCS12} of the provider is this class behind
 * the {@code KeyStoreSpi} interface; it can also be used on its own.
 *
 * <p>Reading ({@link #read}) follows what {@code openssl pkcs12 -export} and the JDK write: a
 * key's alias is its friendlyName (else "1", "2", ... as the JDK numbers them), its certificate the
 * one with the same localKeyId, its chain the certificates that issued it, found by name among
 * all in the file. Certificates marked trusted (the JDK's attribute), and every certificate no
 * key uses, become certificate entries, so that nothing in a file is lost when it is written
 * again. Keys stay encrypted as the file has them until
 * {@link #key} decrypts one with its password. Aliases are matched without regard to case, as
 * in the JDK's PKCS12 key store.
 *
 * <p>Writing ({@link #write}) makes the layout OpenSSL does (see {@link Pkcs12Bags}), with a
 * key's localKeyId the SHA-1 of its certificate as OpenSSL computes it, and the JDK's
 * trusted-usage attribute on certificate entries, so that {@code openssl pkcs12}, Bouncy Castle
 * and the JDK's key store all read it.
 */
public final class Pkcs12Store {

    /** One entry: a key (encrypted, or in the clear as a keyBag had it) with its chain, or a certificate. */
    private record Entry(String alias, byte[] key, boolean keyEncrypted, List<X509Certificate> chain,
            byte[] localKeyId, Date created) {
        boolean isKey() {
            return key != null;
        }
    }

    private final Map<String, Entry> entries = new LinkedHashMap<>();

    /** An empty store. */
    public Pkcs12Store() {
    }

    /**
     * Reads a PKCS#12 file.
     *
     * @param file the file's bytes (DER)
     * @param password the store password: it checks the MAC and decrypts the certificates;
     *     {@code null} skips the MAC (as the JDK does) and then only a file without encrypted
     *     certificates can be read
     * @return its entries
     * @throws IOException if it is malformed or unsupported, a certificate unreadable, or the
     *     password wrong (then with an {@link UnrecoverableKeyException} as cause)
     */
    public static Pkcs12Store read(byte[] file, char[] password) throws IOException {
        List<Pkcs12Bags.Bag> bags = Pkcs12Bags.read(file, password);
        List<Pkcs12Bags.Bag> certificateBags = new ArrayList<>();
        List<X509Certificate> certificates = new ArrayList<>();
        for (Pkcs12Bags.Bag bag : bags) {
            if (bag.kind() == Pkcs12Bags.Kind.CERTIFICATE) {
                certificateBags.add(bag);
                try {
                    certificates.add(Certificates.parse(bag.value()));
                } catch (CertificateParsingException e) {
                    throw new IOException("PKCS#12 certificate " + certificates.size() + ": " + e.getMessage(), e);
                }
            }
        }
        Pkcs12Store store = new Pkcs12Store();
        boolean[] used = new boolean[certificates.size()];
        boolean[] isLeaf = new boolean[certificates.size()];
        Date now = new Date();
        for (Pkcs12Bags.Bag bag : bags) {
            if (bag.kind() == Pkcs12Bags.Kind.CERTIFICATE) {
                continue;
            }
            int leaf = leaf(certificateBags, bag, isLeaf, true);
            if (leaf < 0) {
                leaf = leaf(certificateBags, bag, isLeaf, false);
            }
            if (leaf >= 0) {
                isLeaf[leaf] = true;
            }
            List<X509Certificate> chain = leaf < 0 ? List.of() : chain(certificates, leaf, used);
            String alias = store.freeAlias(bag.friendlyName());
            store.entries.put(key(alias), new Entry(alias, bag.value(), bag.kind() == Pkcs12Bags.Kind.SHROUDED_KEY,
                    chain, bag.localKeyId(), now));
        }
        for (int i = 0; i < certificates.size(); i++) {
            if (!used[i] || certificateBags.get(i).trusted()) {
                String alias = store.freeAlias(certificateBags.get(i).friendlyName());
                store.entries.put(key(alias), new Entry(alias, null, false, List.of(certificates.get(i)), null, now));
            }
        }
        return store;
    }

    /**
     * Writes the store as a PKCS#12 file: the certificates encrypted under {@code password} as
     * {@code protection} says, the keys as they were set, and a MAC under {@code password}.
     *
     * @param password the store password (an empty one is allowed, {@code null} is not)
     * @param protection the certificates' encryption and the MAC's digest
     * @param random the source of salts and IVs
     * @return the file, DER
     */
    public byte[] write(char[] password, PasswordProtection protection, SecureRandom random) {
        Objects.requireNonNull(password, "a PKCS#12 file needs a password (it may be empty)");
        List<Pkcs12Bags.Bag> bags = new ArrayList<>();
        List<byte[]> chainCertificates = new ArrayList<>();
        for (Entry e : entries.values()) {
            if (e.isKey()) {
                for (int i = 0; i < e.chain().size(); i++) {
                    byte[] der = encoded(e.chain().get(i));
                    if (i == 0) {
                        bags.add(new Pkcs12Bags.Bag(Pkcs12Bags.Kind.CERTIFICATE, der, e.alias(), e.localKeyId(), false));
                    } else if (chainCertificates.stream().noneMatch(c -> Arrays.equals(c, der))) {
                        chainCertificates.add(der);
                        bags.add(new Pkcs12Bags.Bag(Pkcs12Bags.Kind.CERTIFICATE, der, null, null, false));
                    }
                }
                bags.add(new Pkcs12Bags.Bag(e.keyEncrypted() ? Pkcs12Bags.Kind.SHROUDED_KEY : Pkcs12Bags.Kind.KEY,
                        e.key(), e.alias(), e.localKeyId(), false));
            } else {
                bags.add(new Pkcs12Bags.Bag(Pkcs12Bags.Kind.CERTIFICATE, encoded(e.chain().get(0)), e.alias(), null, true));
            }
        }
        try {
            return Pkcs12Bags.write(bags, password, protection, PasswordProtection.ITERATIONS, random);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(protection + " is available", e);
        }
    }

    /**
     * The aliases.
     *
     * @return them, keys first in the file's order, then certificates, then what was set since
     */
    public List<String> aliases() {
        List<String> out = new ArrayList<>();
        for (Entry e : entries.values()) {
            out.add(e.alias());
        }
        return out;
    }

    /**
     * Whether an entry has this alias.
     *
     * @param alias the alias, in any case
     * @return whether there is one
     */
    public boolean contains(String alias) {
        return entries.containsKey(key(alias));
    }

    /**
     * Whether the alias names a private key.
     *
     * @param alias the alias, in any case
     * @return whether it does
     */
    public boolean isKeyEntry(String alias) {
        Entry e = entries.get(key(alias));
        return e != null && e.isKey();
    }

    /**
     * Whether the alias names a trusted certificate.
     *
     * @param alias the alias, in any case
     * @return whether it does
     */
    public boolean isCertificateEntry(String alias) {
        Entry e = entries.get(key(alias));
        return e != null && !e.isKey();
    }

    /**
     * Decrypts the private key of an entry.
     *
     * @param alias the entry
     * @param password the key's password (OpenSSL uses the store's)
     * @return the key, an SM2 key of this library or a JDK key; {@code null} if no key has this alias
     * @throws UnrecoverableKeyException if the password is wrong or the key unreadable
     */
    public PrivateKey key(String alias, char[] password) throws UnrecoverableKeyException {
        Entry e = entries.get(key(alias));
        if (e == null || !e.isKey()) {
            return null;
        }
        byte[] pkcs8 = null;
        try {
            if (e.keyEncrypted()) {
                if (password == null) {
                    throw new UnrecoverableKeyException("the key of '" + e.alias() + "' is encrypted: a password is needed");
                }
                byte[] utf8 = Passwords.utf8(password);
                try {
                    pkcs8 = EncryptedPrivateKeys.decryptPkcs8(e.key(), utf8);
                } finally {
                    Arrays.fill(utf8, (byte) 0);
                }
            } else {
                pkcs8 = e.key().clone();
            }
            return PrivateKeys.fromPkcs8(pkcs8);
        } catch (InvalidKeySpecException x) {
            throw new UnrecoverableKeyException("the key of '" + e.alias() + "': " + x.getMessage());
        } finally {
            if (pkcs8 != null) {
                Arrays.fill(pkcs8, (byte) 0);
            }
        }
    }

    /**
     * The certificate chain of a key entry.
     *
     * @param alias the alias, in any case
     * @return the chain, leaf first; empty if it has none, {@code null} if no key has this alias
     */
    public List<X509Certificate> chain(String alias) {
        Entry e = entries.get(key(alias));
        return e == null || !e.isKey() ? null : e.chain();
    }

    /**
     * The certificate of an entry.
     *
     * @param alias the alias, in any case
     * @return a key's leaf, or the trusted certificate; {@code null} if none
     */
    public X509Certificate certificate(String alias) {
        Entry e = entries.get(key(alias));
        return e == null || e.chain().isEmpty() ? null : e.chain().get(0);
    }

    /**
     * When the entry was set or read (PKCS#12 files do not record it).
     *
     * @param alias the alias, in any case
     * @return the date, or {@code null} if there is no such entry
     */
    public Date created(String alias) {
        Entry e = entries.get(key(alias));
        return e == null ? null : new Date(e.created().getTime());
    }

    /**
     * The alias of the first entry whose certificate (a key's leaf or a trusted one) is this one.
     *
     * @param certificate the certificate
     * @return the alias, or {@code null}
     */
    public String aliasOf(X509Certificate certificate) {
        for (Entry e : entries.values()) {
            if (!e.chain().isEmpty() && e.chain().get(0).equals(certificate)) {
                return e.alias();
            }
        }
        return null;
    }

    /**
     * Sets a private key entry, replacing any entry of that alias. The key is encrypted now,
     * under its password, as {@code protection} says.
     *
     * @param alias the alias (the file's friendlyName)
     * @param key the key: any whose {@code getEncoded()} is PKCS#8
     * @param password the key's password
     * @param chain its certificate chain, leaf first, at least the leaf
     * @param protection how the key is encrypted
     * @param random the source of salt and IV
     */
    public void setKey(String alias, PrivateKey key, char[] password, List<X509Certificate> chain,
            PasswordProtection protection, SecureRandom random) {
        Objects.requireNonNull(password, "a key entry needs a password (it may be empty)");
        if (!"PKCS#8".equalsIgnoreCase(key.getFormat()) || key.getEncoded() == null) {
            throw new IllegalArgumentException("the key has no PKCS#8 encoding");
        }
        byte[] pkcs8 = key.getEncoded();
        byte[] utf8 = Passwords.utf8(password);
        try {
            setEncryptedKey(alias, EncryptedPrivateKeys.encryptPkcs8(pkcs8, utf8, protection,
                    PasswordProtection.ITERATIONS, random), chain);
        } finally {
            Arrays.fill(pkcs8, (byte) 0);
            Arrays.fill(utf8, (byte) 0);
        }
    }

    /**
     * Sets a private key entry from an already encrypted key, replacing any entry of that alias.
     *
     * @param alias the alias (the file's friendlyName)
     * @param encryptedKey an EncryptedPrivateKeyInfo, DER (checked for its shape only)
     * @param chain its certificate chain, leaf first, at least the leaf
     */
    public void setEncryptedKey(String alias, byte[] encryptedKey, List<X509Certificate> chain) {
        Objects.requireNonNull(alias, "alias");
        if (chain == null || chain.isEmpty()) {
            throw new IllegalArgumentException("a private key entry needs its certificate chain");
        }
        if (!EncryptedPrivateKeys.isEncrypted(encryptedKey)) {
            throw new IllegalArgumentException("not an EncryptedPrivateKeyInfo (PBES2 or PKCS#12 PBE)");
        }
        byte[] localKeyId = sha1(encoded(chain.get(0)));
        entries.remove(key(alias));
        entries.put(key(alias), new Entry(alias, encryptedKey.clone(), true, List.copyOf(chain), localKeyId, new Date()));
    }

    /**
     * Sets a trusted certificate entry, replacing any entry of that alias.
     *
     * @param alias the alias (the file's friendlyName)
     * @param certificate the certificate
     */
    public void setCertificate(String alias, X509Certificate certificate) {
        Objects.requireNonNull(alias, "alias");
        Objects.requireNonNull(certificate, "certificate");
        entries.remove(key(alias));
        entries.put(key(alias), new Entry(alias, null, false, List.of(certificate), null, new Date()));
    }

    /**
     * Removes an entry; nothing if there is none.
     *
     * @param alias the alias, in any case
     */
    public void delete(String alias) {
        entries.remove(key(alias));
    }

    /**
     * The number of entries.
     *
     * @return it
     */
    public int size() {
        return entries.size();
    }

    /**
     * The certificate bag that is a key bag's leaf: the same localKeyId and, when {@code sameName},
     * the same friendlyName (two keys may share a certificate), not yet any key's leaf; or -1.
     */
    private static int leaf(List<Pkcs12Bags.Bag> certificates, Pkcs12Bags.Bag key, boolean[] isLeaf, boolean sameName) {
        for (int i = 0; i < certificates.size(); i++) {
            Pkcs12Bags.Bag c = certificates.get(i);
            if (!isLeaf[i] && key.localKeyId() != null && c.localKeyId() != null
                    && Arrays.equals(c.localKeyId(), key.localKeyId())
                    && (!sameName || Objects.equals(c.friendlyName(), key.friendlyName()))) {
                return i;
            }
        }
        return -1;
    }

    /** The chain of the certificate at {@code leaf}: its issuers by name, each used once, marked in {@code used}. */
    private static List<X509Certificate> chain(List<X509Certificate> all, int leaf, boolean[] used) {
        List<X509Certificate> chain = new ArrayList<>();
        boolean[] inChain = new boolean[all.size()];
        int at = leaf;
        while (at >= 0) {
            X509Certificate c = all.get(at);
            chain.add(c);
            inChain[at] = true;
            used[at] = true;
            at = -1;
            if (!c.getIssuerX500Principal().equals(c.getSubjectX500Principal())) {
                for (int i = 0; i < all.size() && at < 0; i++) {
                    if (!inChain[i] && all.get(i).getSubjectX500Principal().equals(c.getIssuerX500Principal())) {
                        at = i;
                    }
                }
            }
        }
        return List.copyOf(chain);
    }

    /** The alias a file's entry gets: its friendlyName, else the JDK's numbering; unique either way. */
    private String freeAlias(String friendlyName) {
        String base = friendlyName != null ? friendlyName : String.valueOf(entries.size() + 1);
        String alias = base;
        for (int n = 2; entries.containsKey(key(alias)); n++) {
            alias = base + "-" + n;
        }
        return alias;
    }

    private static String key(String alias) {
        return alias.toLowerCase(Locale.ROOT);
    }

    private static byte[] encoded(X509Certificate certificate) {
        try {
            return certificate.getEncoded();
        } catch (CertificateEncodingException e) {
            throw new IllegalArgumentException("certificate without an encoding", e);
        }
    }

    private static byte[] sha1(byte[] data) {
        try {
            return MessageDigest.getInstance("SHA-1").digest(data);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-1 is in every JDK", e);
        }
    }
}
