package org.iotcrypt.pkix;

import java.io.IOException;
import java.math.BigInteger;
import java.security.cert.CRLReason;
import java.security.cert.X509CRLEntry;
import java.util.Arrays;
import java.util.Date;
import java.util.Set;
import javax.security.auth.x500.X500Principal;
import org.iotcrypt.internal.encoding.DerReader;

/**
 * One revoked certificate of a CRL (RFC 5280 §5.1.2.6): serial, revocation date, and the entry's
 * extensions (reason code and invalidity date understood; a critical certificateIssuer, which
 * makes the CRL indirect, is not).
 */
final class ParsedCrlEntry extends X509CRLEntry {

    static final String REASON_CODE = "2.5.29.21";
    static final String INVALIDITY_DATE = "2.5.29.24";

    /** What an entry may carry critically here. */
    static final Set<String> UNDERSTOOD = Set.of(REASON_CODE, INVALIDITY_DATE);

    private final byte[] encoded;
    private final BigInteger serial;
    private final long revocationDate;
    private final CertificateExtensions extensions;
    private final CRLReason reason;

    private ParsedCrlEntry(byte[] encoded, boolean v2) throws IOException {
        this.encoded = encoded;
        DerReader e = new DerReader(encoded).sequence();
        serial = new BigInteger(e.signedInteger());
        revocationDate = e.time();
        if (e.hasMore()) {
            if (!v2) {
                throw new IOException("CRL entry extensions in a version 1 CRL");
            }
            extensions = CertificateExtensions.read(e, UNDERSTOOD);
        } else {
            extensions = CertificateExtensions.NONE;
        }
        e.finish();
        reason = reason(extensions.get(REASON_CODE));
        if (extensions.get(INVALIDITY_DATE) != null) {
            DerReader d = new DerReader(extensions.get(INVALIDITY_DATE).value());
            d.time();
            d.finish();
        }
    }

    static ParsedCrlEntry read(DerReader revoked, boolean v2) throws IOException {
        return new ParsedCrlEntry(revoked.element(), v2);
    }

    private static CRLReason reason(CertificateExtensions.Extension x) throws IOException {
        if (x == null) {
            return null;
        }
        DerReader r = new DerReader(x.value());
        byte[] v = r.contentOf(0x0a);
        r.finish();
        if (v.length != 1 || v[0] < 0 || v[0] > 10 || v[0] == 7) {
            throw new IOException("CRL reason code out of range (RFC 5280 §5.3.1)");
        }
        return CRLReason.values()[v[0]];
    }

    Date revocationDateValue() {
        return new Date(revocationDate);
    }

    @Override
    public byte[] getEncoded() {
        return encoded.clone();
    }

    @Override
    public BigInteger getSerialNumber() {
        return serial;
    }

    @Override
    public X500Principal getCertificateIssuer() {
        return null;
    }

    @Override
    public Date getRevocationDate() {
        return new Date(revocationDate);
    }

    @Override
    public CRLReason getRevocationReason() {
        return reason;
    }

    @Override
    public boolean hasExtensions() {
        return !extensions.isEmpty();
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
        return o instanceof ParsedCrlEntry ? Arrays.equals(encoded, ((ParsedCrlEntry) o).encoded) : super.equals(o);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(encoded);
    }

    @Override
    public String toString() {
        return "revoked " + serial.toString(16) + " on " + ParsedCertificate.utc(revocationDate)
                + (reason == null ? "" : " (" + reason + ")");
    }
}
