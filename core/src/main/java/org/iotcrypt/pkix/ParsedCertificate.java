package org.iotcrypt.pkix;

import java.io.IOException;
import java.math.BigInteger;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.security.NoSuchProviderException;
import java.security.Principal;
import java.security.Provider;
import java.security.PublicKey;
import java.security.SignatureException;
import java.security.cert.CertificateException;
import java.security.cert.CertificateExpiredException;
import java.security.cert.CertificateNotYetValidException;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509Certificate;
import java.text.SimpleDateFormat;
import java.util.Arrays;
import java.util.Collection;
import java.util.Date;
import java.util.List;
import java.util.Set;
import java.util.TimeZone;
import javax.security.auth.x500.X500Principal;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.internal.encoding.Hex;

/**
 * An X.509 certificate (RFC 5280 §4.1, versions 1 to 3) read strictly from DER: every field and
 * every extension this package understands is decoded when it is parsed, so that a malformed
 * certificate fails there, with a {@link CertificateParsingException}, and never in a getter.
 * The outer signature algorithm must equal the TBSCertificate's. Immutable.
 */
final class ParsedCertificate extends X509Certificate {

    private static final long serialVersionUID = 1L;

    private final byte[] encoded;
    private final transient byte[] tbs;
    private final transient int version;
    private final transient BigInteger serial;
    private final transient AlgorithmId signatureAlgorithm;
    private final transient X500Principal issuer;
    private final transient X500Principal subject;
    private final transient long notBefore;
    private final transient long notAfter;
    private final transient byte[] spki;
    private final transient PublicKey publicKey;
    private final transient boolean[] issuerUniqueId;
    private final transient boolean[] subjectUniqueId;
    private final transient CertificateExtensions extensions;
    private final transient byte[] signature;

    private ParsedCertificate(byte[] encoded) throws IOException {
        this.encoded = encoded;
        DerReader outer = new DerReader(encoded);
        DerReader cert = outer.sequence();
        outer.finish();
        tbs = cert.element();
        AlgorithmId outerAlgorithm = AlgorithmId.read(cert);
        signature = cert.bitString();
        cert.finish();

        DerReader t = new DerReader(tbs).sequence();
        int v = 0;
        if (t.nextIs(DerReader.contextTag(0))) {
            DerReader explicit = t.explicit(0);
            v = explicit.smallInteger(2);
            explicit.finish();
        }
        version = v + 1;
        serial = new BigInteger(t.signedInteger());
        signatureAlgorithm = AlgorithmId.read(t);
        if (!Arrays.equals(signatureAlgorithm.encoded(), outerAlgorithm.encoded())) {
            throw new IOException("the signature algorithm differs from the TBSCertificate's (RFC 5280 §4.1.1.2)");
        }
        issuer = GeneralNames.principal(t.element());
        DerReader validity = t.sequence();
        notBefore = validity.time();
        notAfter = validity.time();
        validity.finish();
        subject = GeneralNames.principal(t.element());
        spki = t.element();
        publicKey = PublicKeys.fromSpki(spki);
        issuerUniqueId = t.nextIs(DerReader.contextPrimitiveTag(1)) ? uniqueId(t, 1) : null;
        subjectUniqueId = t.nextIs(DerReader.contextPrimitiveTag(2)) ? uniqueId(t, 2) : null;
        if (t.nextIs(DerReader.contextTag(3))) {
            if (version != 3) {
                throw new IOException("extensions in a version " + version + " certificate");
            }
            extensions = CertificateExtensions.read(t.explicit(3));
        } else {
            extensions = CertificateExtensions.NONE;
        }
        t.finish();
    }

    private boolean[] uniqueId(DerReader t, int n) throws IOException {
        if (version == 1) {
            throw new IOException("a unique identifier in a version 1 certificate");
        }
        return t.bits(DerReader.contextPrimitiveTag(n));
    }

    /** Parses one DER certificate (the array is kept, not copied: the caller hands over a fresh one). */
    static ParsedCertificate parse(byte[] der) throws CertificateParsingException {
        try {
            return new ParsedCertificate(der);
        } catch (IOException e) {
            throw new CertificateParsingException("malformed X.509 certificate: " + e.getMessage());
        }
    }

    /** The SubjectPublicKeyInfo's DER. */
    byte[] subjectPublicKeyInfo() {
        return spki.clone();
    }

    CertificateExtensions extensions() {
        return extensions;
    }

    @Override
    public void checkValidity() throws CertificateExpiredException, CertificateNotYetValidException {
        checkValidity(new Date());
    }

    @Override
    public void checkValidity(Date date) throws CertificateExpiredException, CertificateNotYetValidException {
        long t = date.getTime();
        if (t < notBefore) {
            throw new CertificateNotYetValidException("certificate not valid before " + utc(notBefore));
        }
        if (t > notAfter) {
            throw new CertificateExpiredException("certificate expired on " + utc(notAfter));
        }
    }

    @Override
    public int getVersion() {
        return version;
    }

    @Override
    public BigInteger getSerialNumber() {
        return serial;
    }

    @Override
    public Principal getIssuerDN() {
        return issuer;
    }

    @Override
    public X500Principal getIssuerX500Principal() {
        return issuer;
    }

    @Override
    public Principal getSubjectDN() {
        return subject;
    }

    @Override
    public X500Principal getSubjectX500Principal() {
        return subject;
    }

    @Override
    public Date getNotBefore() {
        return new Date(notBefore);
    }

    @Override
    public Date getNotAfter() {
        return new Date(notAfter);
    }

    @Override
    public byte[] getTBSCertificate() {
        return tbs.clone();
    }

    @Override
    public byte[] getSignature() {
        return signature.clone();
    }

    @Override
    public String getSigAlgName() {
        return CertificateSignatures.name(signatureAlgorithm.oid());
    }

    @Override
    public String getSigAlgOID() {
        return signatureAlgorithm.oid();
    }

    @Override
    public byte[] getSigAlgParams() {
        return signatureAlgorithm.jdkParameters();
    }

    @Override
    public boolean[] getIssuerUniqueID() {
        return issuerUniqueId == null ? null : issuerUniqueId.clone();
    }

    @Override
    public boolean[] getSubjectUniqueID() {
        return subjectUniqueId == null ? null : subjectUniqueId.clone();
    }

    @Override
    public boolean[] getKeyUsage() {
        return extensions.keyUsage();
    }

    @Override
    public List<String> getExtendedKeyUsage() {
        return extensions.extendedKeyUsage();
    }

    @Override
    public int getBasicConstraints() {
        return extensions.basicConstraints();
    }

    @Override
    public Collection<List<?>> getSubjectAlternativeNames() {
        return extensions.subjectAltNames();
    }

    @Override
    public Collection<List<?>> getIssuerAlternativeNames() {
        return extensions.issuerAltNames();
    }

    @Override
    public byte[] getEncoded() {
        return encoded.clone();
    }

    @Override
    public PublicKey getPublicKey() {
        return publicKey;
    }

    @Override
    public boolean hasUnsupportedCriticalExtension() {
        return extensions.hasUnsupportedCritical();
    }

    @Override
    public Set<String> getCriticalExtensionOIDs() {
        return extensions.oidsOrNull(true);
    }

    @Override
    public Set<String> getNonCriticalExtensionOIDs() {
        return extensions.oidsOrNull(false);
    }

    @Override
    public byte[] getExtensionValue(String oid) {
        return extensions.encodedValue(oid);
    }

    @Override
    public void verify(PublicKey key) throws CertificateException, NoSuchAlgorithmException, InvalidKeyException,
            SignatureException {
        verify(key, (Provider) null);
    }

    @Override
    public void verify(PublicKey key, String sigProvider) throws CertificateException, NoSuchAlgorithmException,
            InvalidKeyException, NoSuchProviderException, SignatureException {
        verify(key, CertificateSignatures.provider(sigProvider));
    }

    /**
     * {@inheritDoc} SM3withSM2 is always verified here (under {@link Sm2CertificateIdPolicy#current()}),
     * whatever the provider; other algorithms by {@code sigProvider}, or the JDK's choice if null.
     */
    @Override
    public void verify(PublicKey key, Provider sigProvider) throws CertificateException, NoSuchAlgorithmException,
            InvalidKeyException, SignatureException {
        CertificateSignatures.verify(signatureAlgorithm, tbs, signature, key, sigProvider,
                Sm2CertificateIdPolicy.current(), "certificate " + subject.getName());
    }

    /** Verifies the signature under the given ID policy (path validation's switch). */
    void verify(PublicKey key, Sm2CertificateIdPolicy policy) throws NoSuchAlgorithmException, InvalidKeyException,
            SignatureException {
        CertificateSignatures.verify(signatureAlgorithm, tbs, signature, key, null, policy,
                "certificate " + subject.getName());
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (o instanceof ParsedCertificate) {
            return Arrays.equals(encoded, ((ParsedCertificate) o).encoded);
        }
        return super.equals(o);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(encoded);
    }

    /** A short readable form: version, serial, names, validity, key, signature algorithm, extensions. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        b.append("X.509 v").append(version).append(" certificate\n");
        b.append("  serial:     ").append(serial.toString(16)).append('\n');
        b.append("  subject:    ").append(subject.getName()).append('\n');
        b.append("  issuer:     ").append(issuer.getName()).append('\n');
        b.append("  valid:      ").append(utc(notBefore)).append(" to ").append(utc(notAfter)).append('\n');
        b.append("  key:        ").append(publicKey.getAlgorithm()).append('\n');
        b.append("  signature:  ").append(getSigAlgName()).append('\n');
        if (extensions != CertificateExtensions.NONE) {
            int bc = extensions.basicConstraints();
            if (extensions.hasBasicConstraints()) {
                b.append("  CA:         ").append(bc < 0 ? "no" : bc == Integer.MAX_VALUE ? "yes" : "yes, path length " + bc)
                        .append('\n');
            }
            if (extensions.subjectAltNames() != null) {
                b.append("  alt names:  ").append(extensions.subjectAltNames()).append('\n');
            }
            byte[] ski = extensions.subjectKeyId();
            if (ski != null) {
                b.append("  key id:     ").append(Hex.encode(ski)).append('\n');
            }
            b.append("  extensions: critical ").append(extensions.oids(true)).append(", other ")
                    .append(extensions.oids(false)).append('\n');
        }
        return b.toString();
    }

    static String utc(long millis) {
        SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd HH:mm:ss 'UTC'");
        f.setTimeZone(TimeZone.getTimeZone("UTC"));
        return f.format(new Date(millis));
    }
}
