package org.iotcrypt.pkix;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.security.cert.CRLException;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509CRL;
import java.security.cert.X509CRLEntry;
import java.security.cert.X509Certificate;

/**
 * The certificate parser under any bytes: it parses them, and then every getter works and
 * {@code getEncoded()} gives the input back, or it throws {@link CertificateParsingException};
 * nothing else; CRLs, certification requests and encrypted private keys likewise. Seeds:
 * OpenSSL-made SM2 certificates, a CRL, requests and encrypted keys (see the README beside the inputs).
 */
class CertificateFuzzTest {

    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void parse(byte[] data) throws Exception {
        X509Certificate c;
        try {
            c = Certificates.parse(data);
        } catch (CertificateParsingException refused) {
            return;
        }
        CertificateMalformedTest.exerciseGetters(c);
        if (!org.iotcrypt.internal.encoding.Pem.looksLikePem(data) && !java.util.Arrays.equals(data, c.getEncoded())) {
            throw new AssertionError("a parsed certificate does not encode back to its input");
        }
    }

    /**
     * The RFC 5280 profile and the name constraints on any certificate that parses (issue 42):
     * each rule answers with a problem or none, the constraints of a CA read or refuse, and the
     * certificate's names meet them or not within the comparison bound; nothing throws. The
     * signature is not checked here, so that mutations reach the rules (the validator checks it
     * first). Seeds: Bouncy Castle-made certificates that each break one rule.
     */
    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void profile(byte[] data) {
        ParsedCertificate c;
        try {
            c = (ParsedCertificate) Certificates.parse(data);
        } catch (CertificateParsingException refused) {
            return;
        }
        for (boolean last : new boolean[] {true, false}) {
            CertificateProfile.check(c, last, last, java.util.EnumSet.noneOf(PkixRelaxations.Rule.class));
        }
        CertificateProfile.checkAnchor(c, new java.util.Date(), java.util.EnumSet.noneOf(PkixRelaxations.Rule.class));
        byte[] nc = c.getExtensionValue(CertificateExtensions.NAME_CONSTRAINTS);
        NameConstraintsState names = new NameConstraintsState();
        if (nc != null) {
            try {
                names.add(NameConstraints.read(new org.iotcrypt.internal.encoding.DerReader(nc).octetString()));
            } catch (java.io.IOException refused) {
                return;
            }
        }
        names.violation(c);
    }

    /** The CRL parser likewise: a CRL whose getters all work, or a {@link CRLException}. */
    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void parseCrl(byte[] data) throws Exception {
        X509CRL c;
        try {
            c = Certificates.parseCrl(data);
        } catch (CRLException refused) {
            return;
        }
        c.getVersion();
        c.getIssuerX500Principal().getName();
        c.getThisUpdate();
        c.getNextUpdate();
        c.getCriticalExtensionOIDs();
        c.getNonCriticalExtensionOIDs();
        c.hasUnsupportedCriticalExtension();
        c.getSigAlgName();
        c.toString();
        if (c.getRevokedCertificates() != null) {
            for (X509CRLEntry e : c.getRevokedCertificates()) {
                e.getSerialNumber();
                e.getRevocationDate();
                e.getRevocationReason();
                e.getCriticalExtensionOIDs();
                e.toString();
            }
        }
    }

    /** The PKCS#10 parser: a request whose getters work and whose signature verifies or not, or an IOException. */
    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void parseRequest(byte[] data) {
        CertificationRequest r;
        try {
            r = CertificationRequest.parse(data);
        } catch (java.io.IOException refused) {
            return;
        }
        r.subject().getName();
        r.publicKey().encoded();
        r.subjectAltNames();
        try {
            r.verify(Sm2CertificateIdPolicy.STANDARD_THEN_EMPTY);
        } catch (java.security.SignatureException refused) {
            // a changed request no longer verifies
        }
    }

    /**
     * Encrypted PKCS#8 under the seeds' passphrase ("correct horse"): a key, or an
     * InvalidKeySpecException (malformed, wrong passphrase, damaged), nothing else. The same input
     * through {@link EncryptedPrivateKeys#read}, which first tells an encrypted key from a plain
     * one (by the PEM label alone since issue 45: a block labelled ENCRYPTED PRIVATE KEY whose body
     * is damaged now goes to decryption, seed {@code label-only-encrypted.pem}), with the
     * passphrase and without.
     */
    @FuzzTest(maxDuration = "10m", maxExecutions = 100_000)
    void decryptKey(byte[] data) {
        byte[] passphrase = "correct horse".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        try {
            EncryptedPrivateKeys.decrypt(data, passphrase.clone()).publicKey();
        } catch (java.security.spec.InvalidKeySpecException refused) {
            // the one answer to bad input
        }
        for (byte[] given : new byte[][] {passphrase, null}) {
            try {
                EncryptedPrivateKeys.read(data, given == null ? null : given.clone()).publicKey();
            } catch (java.security.spec.InvalidKeySpecException refused) {
                // the one answer to bad input, or to an encrypted key without its passphrase
            }
        }
    }

    /**
     * PKCS#12 files under the seeds' password ("correct horse"): a store whose keys decrypt or
     * refuse, or an IOException, nothing else.
     */
    @FuzzTest(maxDuration = "10m", maxExecutions = 100_000)
    void readPkcs12(byte[] data) {
        char[] password = "correct horse".toCharArray();
        try {
            Pkcs12Store store = Pkcs12Store.read(data, password);
            for (String alias : store.aliases()) {
                try {
                    store.key(alias, password);
                } catch (java.security.UnrecoverableKeyException refused) {
                    // a key that does not decrypt or read
                }
                store.chain(alias);
            }
        } catch (java.io.IOException refused) {
            // the one answer to a bad file
        }
    }
}
