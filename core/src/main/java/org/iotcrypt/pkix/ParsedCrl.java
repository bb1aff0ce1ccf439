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
import java.security.cert.CRLException;
import java.security.cert.Certificate;
import java.security.cert.X509CRL;
import java.security.cert.X509CRLEntry;
import java.security.cert.X509Certificate;
import java.util.Arrays;
import java.util.Collections;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import javax.security.auth.x500.X500Principal;
import org.iotcrypt.internal.encoding.DerReader;

/**
 * An X.509 CRL (RFC 5280 §5, versions 1 and 2) read strictly from DER, entries and extensions
 * decoded when it is parsed; a malformed CRL is a {@link CRLException}. Extensions that may be
 * critical here: the CRL number and the authority key identifier. A delta CRL or an issuing
 * distribution point (critical by RFC 5280) makes {@link #hasUnsupportedCriticalExtension()}
 * true, and path validation does not use such a CRL. Immutable; public data.
 */
final class ParsedCrl extends X509CRL {

    static final String CRL_NUMBER = "2.5.29.20";

    static final Set<String> UNDERSTOOD = Set.of(CRL_NUMBER, CertificateExtensions.AUTHORITY_KEY_ID);

    private final byte[] encoded;
    private final byte[] tbs;
    private final int version;
    private final AlgorithmId signatureAlgorithm;
    private final X500Principal issuer;
    private final long thisUpdate;
    private final Long nextUpdate;
    private final Map<BigInteger, ParsedCrlEntry> revoked;
    private final CertificateExtensions extensions;
    private final byte[] signature;

    private ParsedCrl(byte[] encoded) throws IOException {
        this.encoded = encoded;
        DerReader outer = new DerReader(encoded);
        DerReader crl = outer.sequence();
        outer.finish();
        tbs = crl.element();
        AlgorithmId outerAlgorithm = AlgorithmId.read(crl);
        signature = crl.bitString();
        crl.finish();

        DerReader t = new DerReader(tbs).sequence();
        if (t.nextIs(DerReader.INTEGER)) {
            if (t.smallInteger(1) != 1) {
                throw new IOException("CRL version present but not v2 (RFC 5280 §5.1.2.1)");
            }
            version = 2;
        } else {
            version = 1;
        }
        signatureAlgorithm = AlgorithmId.read(t);
        if (!Arrays.equals(signatureAlgorithm.encoded(), outerAlgorithm.encoded())) {
            throw new IOException("the signature algorithm differs from the TBSCertList's (RFC 5280 §5.1.1.2)");
        }
        issuer = GeneralNames.principal(t.element());
        thisUpdate = t.time();
        nextUpdate = t.nextIs(DerReader.UTC_TIME) || t.nextIs(DerReader.GENERALIZED_TIME) ? t.time() : null;
        Map<BigInteger, ParsedCrlEntry> entries = new LinkedHashMap<>();
        if (t.nextIs(DerReader.SEQUENCE)) {
            DerReader list = t.sequence();
            while (list.hasMore()) {
                ParsedCrlEntry e = ParsedCrlEntry.read(list, version == 2);
                if (entries.put(e.getSerialNumber(), e) != null) {
                    throw new IOException("a serial number listed twice");
                }
            }
        }
        revoked = Collections.unmodifiableMap(entries);
        if (t.nextIs(DerReader.contextTag(0))) {
            if (version != 2) {
                throw new IOException("CRL extensions in a version 1 CRL");
            }
            DerReader explicit = t.explicit(0);
            extensions = CertificateExtensions.read(explicit, UNDERSTOOD);
            explicit.finish();
        } else {
            extensions = CertificateExtensions.NONE;
        }
        t.finish();
    }

    static ParsedCrl parse(byte[] der) throws CRLException {
        try {
            return new ParsedCrl(der);
        } catch (IOException e) {
            throw new CRLException("malformed X.509 CRL: " + e.getMessage());
        }
    }

    /** Whether every critical extension of the CRL and of its entries is understood. */
    /**
     * Why this CRL breaks RFC 5280 §5.2.3 (CRLNumber is mandatory and not critical), or null;
     * with {@code missingAllowed}, only a critical one is refused.
     */
    String crlNumberProblem(boolean missingAllowed) {
        CertificateExtensions.Extension number = extensions.get(CRL_NUMBER);
        if (number == null) {
            return missingAllowed ? null : "it has no CRLNumber (RFC 5280 §5.2.3)";
        }
        return number.critical() ? "its CRLNumber is critical (RFC 5280 §5.2.3: non-critical)" : null;
    }

    boolean usable() {
        if (extensions.hasUnsupportedCritical()) {
            return false;
        }
        for (ParsedCrlEntry e : revoked.values()) {
            if (e.hasUnsupportedCriticalExtension()) {
                return false;
            }
        }
        return true;
    }

    /** Verifies the signature under the given ID policy (path validation's switch). */
    void verify(PublicKey key, Sm2CertificateIdPolicy policy) throws NoSuchAlgorithmException, InvalidKeyException,
            SignatureException {
        CertificateSignatures.verify(signatureAlgorithm, tbs, signature, key, null, policy, "CRL of " + issuer.getName());
    }

    @Override
    public byte[] getEncoded() {
        return encoded.clone();
    }

    @Override
    public void verify(PublicKey key) throws CRLException, NoSuchAlgorithmException, InvalidKeyException,
            SignatureException {
        verify(key, (Provider) null);
    }

    @Override
    public void verify(PublicKey key, String sigProvider) throws CRLException, NoSuchAlgorithmException,
            InvalidKeyException, NoSuchProviderException, SignatureException {
        verify(key, CertificateSignatures.provider(sigProvider));
    }

    /** {@inheritDoc} SM3withSM2 is always verified here, as for certificates. */
    @Override
    public void verify(PublicKey key, Provider sigProvider) throws NoSuchAlgorithmException, InvalidKeyException,
            SignatureException {
        CertificateSignatures.verify(signatureAlgorithm, tbs, signature, key, sigProvider,
                Sm2CertificateIdPolicy.current(), "CRL of " + issuer.getName());
    }

    @Override
    public int getVersion() {
        return version;
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
    public Date getThisUpdate() {
        return new Date(thisUpdate);
    }

    @Override
    public Date getNextUpdate() {
        return nextUpdate == null ? null : new Date(nextUpdate);
    }

    @Override
    public X509CRLEntry getRevokedCertificate(BigInteger serialNumber) {
        return revoked.get(serialNumber);
    }

    @Override
    public X509CRLEntry getRevokedCertificate(X509Certificate certificate) {
        return certificate.getIssuerX500Principal().equals(issuer) ? revoked.get(certificate.getSerialNumber()) : null;
    }

    @Override
    public Set<? extends X509CRLEntry> getRevokedCertificates() {
        return revoked.isEmpty() ? null : Set.copyOf(revoked.values());
    }

    @Override
    public byte[] getTBSCertList() {
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
    public boolean isRevoked(Certificate cert) {
        return cert instanceof X509Certificate && getRevokedCertificate((X509Certificate) cert) != null;
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
    public boolean equals(Object o) {
        return o instanceof ParsedCrl ? Arrays.equals(encoded, ((ParsedCrl) o).encoded) : super.equals(o);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(encoded);
    }

    @Override
    public String toString() {
        return "X.509 v" + version + " CRL of " + issuer.getName() + ", " + ParsedCertificate.utc(thisUpdate)
                + (nextUpdate == null ? "" : " to " + ParsedCertificate.utc(nextUpdate)) + ", " + revoked.size()
                + " revoked, signed " + getSigAlgName();
    }
}
