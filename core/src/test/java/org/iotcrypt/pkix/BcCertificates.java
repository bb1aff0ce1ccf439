package org.iotcrypt.pkix;

import java.math.BigInteger;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PublicKey;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.cert.X509v3CertificateBuilder;
import org.bouncycastle.cert.jcajce.JcaX509ExtensionUtils;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.ContentSigner;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * Certificates made by Bouncy Castle's builder (an independent encoder) for the validator's
 * tests: ECDSA P-256 keys, and every field and extension the test sets, including what a
 * conforming CA never writes (serial 0, a critical key identifier, keyCertSign without cA). By
 * default a certificate is what RFC 5280 asks: AKI (but on a self-signed one), SKI on a CA,
 * basicConstraints critical on a CA, keyUsage keyCertSign and cRLSign on a CA.
 */
final class BcCertificates {

    static final Date NOT_BEFORE = new Date(System.currentTimeMillis() - 86_400_000L);
    static final Date NOT_AFTER = new Date(System.currentTimeMillis() + 365 * 86_400_000L);

    private BcCertificates() {
    }

    static KeyPair keyPair() {
        try {
            KeyPairGenerator g = KeyPairGenerator.getInstance("EC");
            g.initialize(new ECGenParameterSpec("secp256r1"));
            return g.generateKeyPair();
        } catch (java.security.GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** One certificate to make: start from {@link #ca} or {@link #leaf} and change what the test needs. */
    static final class Spec {
        String subject;
        String issuer;
        PublicKey subjectKey;
        KeyPair issuerKeys;
        BigInteger serial = BigInteger.valueOf(System.nanoTime() & 0x7fffffffffffL).add(BigInteger.ONE);
        Date notBefore = NOT_BEFORE;
        Date notAfter = NOT_AFTER;
        /** null: no basicConstraints. */
        Boolean ca;
        Integer pathLen;
        boolean basicConstraintsCritical = true;
        /** KeyUsage bits (KeyUsage.keyCertSign | ...), or -1 for none. */
        int keyUsage = -1;
        boolean ski = true;
        boolean skiCritical;
        boolean aki = true;
        boolean akiCritical;
        final List<Object[]> extra = new ArrayList<>();

        Spec extension(ASN1ObjectIdentifier oid, boolean critical, ASN1Encodable value) {
            extra.add(new Object[] {oid, critical, value});
            return this;
        }

        X509Certificate make() {
            try {
                X509v3CertificateBuilder b = new JcaX509v3CertificateBuilder(new X500Name(issuer), serial, notBefore, notAfter,
                        new X500Name(subject), subjectKey);
                JcaX509ExtensionUtils utils = new JcaX509ExtensionUtils();
                if (ca != null) {
                    b.addExtension(Extension.basicConstraints, basicConstraintsCritical,
                            ca ? (pathLen == null ? new BasicConstraints(true) : new BasicConstraints(pathLen))
                                    : new BasicConstraints(false));
                }
                if (keyUsage >= 0) {
                    b.addExtension(Extension.keyUsage, true, new KeyUsage(keyUsage));
                }
                if (ski) {
                    b.addExtension(Extension.subjectKeyIdentifier, skiCritical, utils.createSubjectKeyIdentifier(subjectKey));
                }
                if (aki) {
                    b.addExtension(Extension.authorityKeyIdentifier, akiCritical,
                            utils.createAuthorityKeyIdentifier(issuerKeys.getPublic()));
                }
                for (Object[] e : extra) {
                    b.addExtension((ASN1ObjectIdentifier) e[0], (Boolean) e[1], (ASN1Encodable) e[2]);
                }
                ContentSigner signer = new JcaContentSignerBuilder("SHA256withECDSA").build(issuerKeys.getPrivate());
                return Certificates.parse(b.build(signer).getEncoded());
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** A self-signed root CA. */
    static Spec root(String name, KeyPair keys) {
        Spec s = ca(name, keys, name, keys);
        s.aki = false;
        return s;
    }

    /** A CA certificate for {@code subjectKeys}, issued by {@code issuerKeys}. */
    static Spec ca(String subject, KeyPair subjectKeys, String issuer, KeyPair issuerKeys) {
        Spec s = spec(subject, subjectKeys, issuer, issuerKeys);
        s.ca = true;
        s.keyUsage = KeyUsage.keyCertSign | KeyUsage.cRLSign;
        return s;
    }

    /** An end-entity certificate. */
    static Spec leaf(String subject, KeyPair subjectKeys, String issuer, KeyPair issuerKeys) {
        Spec s = spec(subject, subjectKeys, issuer, issuerKeys);
        s.ca = false;
        s.basicConstraintsCritical = false;
        s.keyUsage = KeyUsage.digitalSignature;
        return s;
    }

    private static Spec spec(String subject, KeyPair subjectKeys, String issuer, KeyPair issuerKeys) {
        Spec s = new Spec();
        s.subject = subject;
        s.issuer = issuer;
        s.subjectKey = subjectKeys.getPublic();
        s.issuerKeys = issuerKeys;
        return s;
    }
}
