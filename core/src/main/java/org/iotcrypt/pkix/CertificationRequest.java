package org.iotcrypt.pkix;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.security.SignatureException;
import java.security.spec.InvalidKeySpecException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import javax.security.auth.x500.X500Principal;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.internal.encoding.DerWriter;
import org.iotcrypt.internal.encoding.Pem;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.Sm2Signer;
import org.iotcrypt.sm2.Sm2UserId;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;
import org.iotcrypt.sm2.format.Sm2SignatureEncoding;

/**
 * A PKCS#10 certification request (RFC 2986) for an SM2 key: made and signed with SM3withSM2
 * under a chosen ID, or read strictly and its signature checked under the IDs of a
 * {@link Sm2CertificateIdPolicy}. The subject alternative names go in an extensionRequest
 * attribute, as OpenSSL's {@code req -addext subjectAltName=...} puts them. Public data.
 */
public final class CertificationRequest {

    static final String EXTENSION_REQUEST = "1.2.840.113549.1.9.14";

    private static final String LABEL = "CERTIFICATE REQUEST";

    private final byte[] encoded;
    private final X500Principal subject;
    private final Sm2PublicKey key;
    private final Collection<List<?>> subjectAltNames;
    private final byte[] subjectAltNameValue;
    private final byte[] info;
    private final AlgorithmId algorithm;
    private final byte[] signature;

    private CertificationRequest(byte[] encoded) throws IOException {
        this.encoded = encoded;
        DerReader outer = new DerReader(encoded);
        DerReader req = outer.sequence();
        outer.finish();
        info = req.element();
        algorithm = AlgorithmId.read(req);
        signature = req.bitString();
        req.finish();
        DerReader i = new DerReader(info).sequence();
        if (i.smallInteger(0) != 0) {
            throw new IOException("CertificationRequestInfo version must be 0");
        }
        subject = GeneralNames.principal(i.element());
        byte[] spki = i.element();
        try {
            key = Sm2KeyEncoding.decodePublic(spki);
        } catch (InvalidKeySpecException e) {
            throw new IOException("the request's key is not an SM2 key: " + e.getMessage());
        }
        Collection<List<?>> names = null;
        byte[] sanValue = null;
        DerReader attributes = i.constructed(DerReader.contextTag(0), "attributes");
        while (attributes.hasMore()) {
            DerReader attribute = attributes.sequence();
            String type = attribute.oid();
            DerReader values = attribute.constructed(DerReader.SET, "attribute values");
            if (type.equals(EXTENSION_REQUEST)) {
                CertificateExtensions requested = CertificateExtensions.read(values, CertificateExtensions.UNDERSTOOD);
                values.finish();
                names = requested.subjectAltNames();
                CertificateExtensions.Extension san = requested.get(CertificateExtensions.SUBJECT_ALT_NAME);
                sanValue = san == null ? null : san.value();
            } else {
                values.element();
            }
            attribute.finish();
        }
        i.finish();
        subjectAltNames = names;
        subjectAltNameValue = sanValue;
    }

    /**
     * Reads a request, DER or PEM ({@code CERTIFICATE REQUEST}).
     *
     * @param derOrPem the encoding
     * @return the request (its signature not yet checked: {@link #verify})
     * @throws IOException if it is malformed or its key is not an SM2 key
     */
    public static CertificationRequest parse(byte[] derOrPem) throws IOException {
        byte[] der = Pem.looksLikePem(derOrPem) ? Pem.decode(derOrPem, LABEL).der() : derOrPem.clone();
        return new CertificationRequest(der);
    }

    /**
     * Makes and signs a request.
     *
     * @param subject the subject name
     * @param key the key pair's private key (its public key goes in the request)
     * @param altNames subject alternative names in OpenSSL's form (DNS:..., IP:...), may be empty
     * @param id the ID to sign under
     * @param random the signature's randomness
     * @return the request
     */
    public static CertificationRequest create(X500Principal subject, Sm2PrivateKey key, List<String> altNames,
            Sm2UserId id, SecureRandom random) {
        byte[] attributes;
        if (altNames.isEmpty()) {
            attributes = DerWriter.constructed(DerReader.contextTag(0));
        } else {
            List<byte[]> names = new ArrayList<>();
            for (String n : altNames) {
                names.add(GeneralNames.encode(n));
            }
            byte[] san = DerWriter.sequence(DerWriter.oid(CertificateExtensions.SUBJECT_ALT_NAME),
                    DerWriter.octetString(DerWriter.sequence(names.toArray(new byte[0][]))));
            attributes = DerWriter.constructed(DerReader.contextTag(0), DerWriter.sequence(DerWriter.oid(EXTENSION_REQUEST),
                    DerWriter.constructed(DerReader.SET, DerWriter.sequence(san))));
        }
        byte[] info = DerWriter.sequence(DerWriter.integer(0), subject.getEncoded(),
                Sm2KeyEncoding.encodeSpki(key.publicKey()), attributes);
        byte[] algorithm = DerWriter.sequence(DerWriter.oid(Sm2SignatureEncoding.SM3_WITH_SM2_OID));
        byte[] signature = Sm2SignatureEncoding.toDer(Sm2Signer.sign(key, id, info, random));
        try {
            return new CertificationRequest(DerWriter.sequence(info, algorithm, DerWriter.bitString(signature)));
        } catch (IOException e) {
            throw new IllegalStateException("made a request its own parser refuses: " + e.getMessage(), e);
        }
    }

    /**
     * Checks the request's self-signature.
     *
     * @param policy the IDs it may be signed under
     * @throws SignatureException if it does not verify
     */
    public void verify(Sm2CertificateIdPolicy policy) throws SignatureException {
        try {
            CertificateSignatures.verify(algorithm, info, signature, new org.iotcrypt.jca.Sm2EcPublicKey(key),
                    null, policy, "certification request of " + subject.getName());
        } catch (SignatureException e) {
            throw e;
        } catch (GeneralSecurityException e) {
            throw new SignatureException(e.getMessage(), e);
        }
    }

    /** @return the subject */
    public X500Principal subject() {
        return subject;
    }

    /** @return the key the request is for */
    public Sm2PublicKey publicKey() {
        return key;
    }

    /** @return the requested subject alternative names in the JDK's [type, value] form, or null */
    public Collection<List<?>> subjectAltNames() {
        return subjectAltNames;
    }

    /** @return the DER of the requested subjectAltName extension's value, or null (what a CA copies) */
    public byte[] subjectAltNameValue() {
        return subjectAltNameValue == null ? null : subjectAltNameValue.clone();
    }

    /** @return the DER */
    public byte[] encoded() {
        return encoded.clone();
    }

    /** @return the PEM text, as OpenSSL writes it */
    public String pem() {
        return Pem.encode(LABEL, encoded);
    }
}
