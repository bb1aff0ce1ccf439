package org.iotcrypt.pkix;

import java.math.BigInteger;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import javax.security.auth.x500.X500Principal;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.internal.encoding.DerWriter;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.Sm2Signer;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;
import org.iotcrypt.sm2.format.Sm2SignatureEncoding;

/**
 * Makes X.509 v3 certificates signed with SM3withSM2: subject, issuer, validity, serial, the
 * subject's SM2 key and extensions, set as OpenSSL sets them (basicConstraints, keyUsage,
 * subjectAltName, subject key identifier = SHA-1 of the key's bit string, authority key
 * identifier = the issuer's subject key identifier). The signature uses the ID given:
 * {@link Sm2UserId#DEFAULT} for GM/T 0015 (what Bouncy Castle verifies), an empty ID for what
 * OpenSSL 3.0's {@code verify} accepts. Not thread-safe; one builder per certificate.
 */
public final class CertificateBuilder {

    private X500Principal subject;
    private X500Principal issuer;
    private BigInteger serial;
    private Date notBefore;
    private Date notAfter;
    private Sm2PublicKey subjectKey;
    private final List<byte[]> extensions = new ArrayList<>();

    /**
     * Sets the subject name.
     *
     * @param name the subject
     * @return this builder
     */
    public CertificateBuilder subject(X500Principal name) {
        this.subject = name;
        return this;
    }

    /**
     * Sets the issuer name (the subject, for a self-signed certificate, when not set).
     *
     * @param name the issuer
     * @return this builder
     */
    public CertificateBuilder issuer(X500Principal name) {
        this.issuer = name;
        return this;
    }

    /**
     * Sets the serial number (positive, at most 20 bytes, RFC 5280 §4.1.2.2).
     *
     * @param value the serial
     * @return this builder
     */
    public CertificateBuilder serial(BigInteger value) {
        if (value.signum() <= 0 || value.bitLength() > 159) {
            throw new IllegalArgumentException("a serial number must be positive and fit in 20 bytes");
        }
        this.serial = value;
        return this;
    }

    /**
     * Sets the validity.
     *
     * @param from the first valid instant
     * @param to the last valid instant
     * @return this builder
     */
    public CertificateBuilder validity(Date from, Date to) {
        if (to.before(from)) {
            throw new IllegalArgumentException("the validity ends before it begins");
        }
        this.notBefore = new Date(from.getTime() / 1000 * 1000);
        this.notAfter = new Date(to.getTime() / 1000 * 1000);
        return this;
    }

    /**
     * Sets the subject's public key; adds its subject key identifier.
     *
     * @param key the key the certificate is for
     * @return this builder
     */
    public CertificateBuilder subjectKey(Sm2PublicKey key) {
        this.subjectKey = key;
        extension(CertificateExtensions.SUBJECT_KEY_ID, false, DerWriter.octetString(keyIdentifier(key)));
        return this;
    }

    /**
     * Adds an extension.
     *
     * @param oid its OID
     * @param critical whether it is critical
     * @param value the DER of its value (what the extnValue OCTET STRING holds)
     * @return this builder
     */
    public CertificateBuilder extension(String oid, boolean critical, byte[] value) {
        extensions.add(critical
                ? DerWriter.sequence(DerWriter.oid(oid), new byte[] {DerReader.BOOLEAN, 1, (byte) 0xff}, DerWriter.octetString(value))
                : DerWriter.sequence(DerWriter.oid(oid), DerWriter.octetString(value)));
        return this;
    }

    /**
     * Adds basicConstraints as OpenSSL writes {@code critical,CA:TRUE[,pathlen:N]} or {@code CA:FALSE}.
     *
     * @param ca whether the subject is a CA
     * @param pathLength the pathLenConstraint, or -1 for none
     * @return this builder
     */
    public CertificateBuilder basicConstraints(boolean ca, int pathLength) {
        if (!ca && pathLength >= 0) {
            throw new IllegalArgumentException("a path length is for CA certificates only");
        }
        byte[] value = !ca ? DerWriter.sequence()
                : pathLength < 0 ? DerWriter.sequence(new byte[] {DerReader.BOOLEAN, 1, (byte) 0xff})
                : DerWriter.sequence(new byte[] {DerReader.BOOLEAN, 1, (byte) 0xff}, DerWriter.integer(pathLength));
        return extension(CertificateExtensions.BASIC_CONSTRAINTS, ca, value);
    }

    /**
     * Adds keyUsage, critical.
     *
     * @param bits the usages by RFC 5280 bit number (0 digitalSignature .. 8 decipherOnly)
     * @return this builder
     */
    public CertificateBuilder keyUsage(int... bits) {
        int max = 0;
        int mask = 0;
        for (int b : bits) {
            if (b < 0 || b > 8) {
                throw new IllegalArgumentException("key usage bits are 0..8");
            }
            mask |= 0x8000 >>> b;
            max = Math.max(max, b);
        }
        int bytes = max < 8 ? 1 : 2;
        int unused = 8 * bytes - (max + 1);
        byte[] content = bytes == 1 ? new byte[] {(byte) unused, (byte) (mask >>> 8)}
                : new byte[] {(byte) unused, (byte) (mask >>> 8), (byte) mask};
        return extension(CertificateExtensions.KEY_USAGE, true, DerWriter.element(DerReader.BIT_STRING, content));
    }

    /**
     * Adds subjectAltName (not critical) from names in OpenSSL's form: {@code DNS:host},
     * {@code IP:192.0.2.1}, {@code email:a@b}, {@code URI:urn:x}.
     *
     * @param names the names
     * @return this builder
     */
    public CertificateBuilder subjectAltNames(List<String> names) {
        List<byte[]> encoded = new ArrayList<>();
        for (String n : names) {
            encoded.add(GeneralNames.encode(n));
        }
        return extension(CertificateExtensions.SUBJECT_ALT_NAME, false, DerWriter.sequence(encoded.toArray(new byte[0][])));
    }

    /**
     * Adds the subject alternative names a request asked for, as they are (nothing if it asked for none).
     *
     * @param request the request
     * @return this builder
     */
    public CertificateBuilder subjectAltNames(CertificationRequest request) {
        byte[] value = request.subjectAltNameValue();
        return value == null ? this : extension(CertificateExtensions.SUBJECT_ALT_NAME, false, value);
    }

    /**
     * Adds the authority key identifier: the issuer's subject key identifier, as OpenSSL's {@code keyid}.
     *
     * @param issuerKey the issuer's key
     * @return this builder
     */
    public CertificateBuilder authorityKey(Sm2PublicKey issuerKey) {
        return extension(CertificateExtensions.AUTHORITY_KEY_ID, false,
                DerWriter.sequence(DerWriter.element(DerReader.contextPrimitiveTag(0), keyIdentifier(issuerKey))));
    }

    /**
     * Signs the certificate.
     *
     * @param issuerKey the issuer's private key (the subject's own, for a self-signed certificate)
     * @param id the ID to sign under: {@link Sm2UserId#DEFAULT}, or an empty ID for OpenSSL 3.0
     * @param random the randomness of the signature
     * @return the certificate, parsed back
     */
    public X509Certificate sign(Sm2PrivateKey issuerKey, Sm2UserId id, SecureRandom random) {
        if (subject == null || serial == null || notBefore == null || subjectKey == null) {
            throw new IllegalStateException("a certificate needs a subject, a serial, a validity and a key");
        }
        byte[] algorithm = DerWriter.sequence(DerWriter.oid(Sm2SignatureEncoding.SM3_WITH_SM2_OID));
        List<byte[]> tbs = new ArrayList<>(List.of(
                DerWriter.explicit(0, DerWriter.integer(2)),
                DerWriter.unsignedInteger(serial.toByteArray()),
                algorithm,
                (issuer == null ? subject : issuer).getEncoded(),
                DerWriter.sequence(time(notBefore), time(notAfter)),
                subject.getEncoded(),
                Sm2KeyEncoding.encodeSpki(subjectKey)));
        if (!extensions.isEmpty()) {
            tbs.add(DerWriter.explicit(3, DerWriter.sequence(extensions.toArray(new byte[0][]))));
        }
        byte[] tbsDer = DerWriter.sequence(tbs.toArray(new byte[0][]));
        byte[] signature = Sm2SignatureEncoding.toDer(Sm2Signer.sign(issuerKey, id, tbsDer, random));
        byte[] der = DerWriter.sequence(tbsDer, algorithm, DerWriter.bitString(signature));
        try {
            return ParsedCertificate.parse(der);
        } catch (CertificateParsingException e) {
            throw new IllegalStateException("the builder wrote a certificate its own parser refuses: " + e.getMessage(), e);
        }
    }

    /** OpenSSL's "hash" key identifier: SHA-1 of the subjectPublicKey bit string's bytes. */
    static byte[] keyIdentifier(Sm2PublicKey key) {
        try {
            return MessageDigest.getInstance("SHA-1").digest(key.encoded());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-1", e);
        }
    }

    /** UTCTime through 2049, GeneralizedTime from 2050 (RFC 5280 §4.1.2.5). */
    static byte[] time(Date date) {
        java.time.ZonedDateTime t = date.toInstant().atZone(java.time.ZoneOffset.UTC);
        boolean utc = t.getYear() < 2050 && t.getYear() >= 1950;
        String text = java.time.format.DateTimeFormatter.ofPattern(utc ? "yyMMddHHmmss'Z'" : "yyyyMMddHHmmss'Z'").format(t);
        return DerWriter.element(utc ? DerReader.UTC_TIME : DerReader.GENERALIZED_TIME,
                text.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
    }
}
