package org.iotcrypt.pkix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.security.KeyPair;
import java.security.cert.CertPathValidator;
import java.security.cert.CertPathValidatorException;
import java.security.cert.CertStore;
import java.security.cert.CollectionCertStoreParameters;
import java.security.cert.PKIXParameters;
import java.security.cert.TrustAnchor;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.bouncycastle.asn1.DERIA5String;
import org.bouncycastle.asn1.DERNull;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.CRLNumber;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.asn1.x509.GeneralSubtree;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.asn1.x509.NameConstraints;
import org.bouncycastle.asn1.x509.OtherName;
import org.bouncycastle.asn1.x509.PolicyConstraints;
import org.bouncycastle.cert.X509v2CRLBuilder;
import org.bouncycastle.cert.jcajce.JcaX509ExtensionUtils;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;
import org.iotcrypt.provider.IotCryptProvider;
import org.junit.jupiter.api.Test;

/**
 * The RFC 5280 §4 rules the validator enforces beyond §6.1 (issue 42, point 8), one test per
 * class of rule, on certificates made by Bouncy Castle's builder: each breaks one rule of a
 * chain that otherwise validates (checked as the control), is refused with the rule named in the
 * message, and, where a {@link PkixRelaxations.Rule} covers it, validates with that relaxation.
 * The classes follow the external conformance suite x509-limbo's (its case names in comments).
 */
class Rfc5280ProfileTest {

    private static final KeyPair ROOT = BcCertificates.keyPair();
    private static final KeyPair ICA = BcCertificates.keyPair();
    private static final KeyPair LEAF = BcCertificates.keyPair();
    private static final String ROOT_NAME = "CN=Profile Root";
    private static final String ICA_NAME = "CN=Profile Intermediate";
    private static final String LEAF_NAME = "CN=device";

    /** root -> leaf, the root and the leaf changed as the test says. */
    private static List<X509Certificate> chain(Consumer<BcCertificates.Spec> root, Consumer<BcCertificates.Spec> leaf) {
        BcCertificates.Spec r = BcCertificates.root(ROOT_NAME, ROOT);
        root.accept(r);
        BcCertificates.Spec l = BcCertificates.leaf(LEAF_NAME, LEAF, r.subject, ROOT);
        leaf.accept(l);
        return List.of(r.make(), l.make());
    }

    /** root -> intermediate -> leaf, the intermediate and the leaf changed. */
    private static List<X509Certificate> chain3(Consumer<BcCertificates.Spec> ica, Consumer<BcCertificates.Spec> leaf) {
        BcCertificates.Spec i = BcCertificates.ca(ICA_NAME, ICA, ROOT_NAME, ROOT);
        ica.accept(i);
        BcCertificates.Spec l = BcCertificates.leaf(LEAF_NAME, LEAF, i.subject, ICA);
        leaf.accept(l);
        return List.of(BcCertificates.root(ROOT_NAME, ROOT).make(), i.make(), l.make());
    }

    private static final Consumer<BcCertificates.Spec> AS_IS = s -> { };

    @Test
    void theControlsValidate() throws Exception {
        validate(chain(AS_IS, AS_IS));
        validate(chain3(AS_IS, AS_IS));
        validate(chain3(i -> i.extension(Extension.nameConstraints, true, nc(List.of(dns("example.com")), null)),
                l -> l.extension(Extension.subjectAlternativeName, false, san(dns("a.example.com"), dns("*.example.com")))));
    }

    // limbo rfc5280::serial::zero, negative, too-long
    @Test
    void serialNumbersArePositiveAndAtMost20Octets() throws Exception {
        BigInteger tooLong = new BigInteger(1, new byte[22]).setBit(170);
        for (BigInteger serial : List.of(BigInteger.ZERO, BigInteger.valueOf(-5), tooLong)) {
            List<X509Certificate> c = chain(AS_IS, l -> l.serial = serial);
            refused(c, "serial number", null);
            validate(c, PkixRelaxations.of(PkixRelaxations.Rule.SERIAL_NUMBER));
        }
        validate(chain(AS_IS, l -> l.serial = new BigInteger(1, new byte[20]).setBit(158)), (PkixRelaxations) null);
    }

    // limbo rfc5280::aki::critical-aki, rfc5280::ski::critical-ski
    @Test
    void keyIdentifiersAreNeverCritical() throws Exception {
        refused(chain(AS_IS, l -> l.akiCritical = true), "authority key identifier is critical", null);
        refused(chain3(i -> i.skiCritical = true, AS_IS), "subject key identifier is critical", null);
        refused(chain(r -> r.skiCritical = true, AS_IS), "subject key identifier is critical", null);
    }

    // limbo rfc5280::aki::leaf-missing-aki, intermediate-missing-aki, self-signed-root-missing-aki (valid);
    // rfc5280::ski::root-missing-ski, intermediate-missing-ski
    @Test
    void keyIdentifiersArePresentWhereConformingCasWriteThem() throws Exception {
        PkixRelaxations relax = PkixRelaxations.of(PkixRelaxations.Rule.KEY_IDENTIFIERS);
        for (List<X509Certificate> c : List.of(chain(AS_IS, l -> l.aki = false), chain3(i -> i.aki = false, AS_IS))) {
            refused(c, "no authority key identifier", relax);
        }
        refused(chain3(i -> i.ski = false, AS_IS), "without a subject key identifier", relax);
        refused(chain(r -> r.ski = false, AS_IS), "without a subject key identifier", relax);
        validate(chain(AS_IS, l -> l.ski = false), (PkixRelaxations) null);   // an end entity SHOULD, not MUST
    }

    // limbo rfc5280::leaf-ku-keycertsign
    @Test
    void keyCertSignOnlyWithCa() throws Exception {
        refused(chain(AS_IS, l -> l.keyUsage = KeyUsage.digitalSignature | KeyUsage.keyCertSign), "keyCertSign", null);
        refused(chain(AS_IS, l -> {
            l.keyUsage = KeyUsage.keyCertSign;
            l.ca = null;
        }), "keyCertSign", null);
    }

    // limbo rfc5280::ca-empty-subject, rfc5280::san::noncritical-with-empty-subject
    @Test
    void emptySubjects() throws Exception {
        refused(chain(AS_IS, l -> {
            l.subject = "";
            l.extension(Extension.subjectAlternativeName, false, san(dns("example.com")));
        }), "empty subject without a critical subjectAltName", null);
        validate(chain(AS_IS, l -> {
            l.subject = "";
            l.extension(Extension.subjectAlternativeName, true, san(dns("example.com")));
        }));
        // A CA with an empty subject (Bouncy Castle's builder will not issue under an empty issuer,
        // so the CA is the path's target here, with the critical subjectAltName that keeps it
        // clear of the rule above).
        BcCertificates.Spec ica = BcCertificates.ca("", ICA, ROOT_NAME, ROOT);
        ica.extension(Extension.subjectAlternativeName, true, san(dns("ca.example.com")));
        refused(List.of(BcCertificates.root(ROOT_NAME, ROOT).make(), ica.make()), "CA certificate with an empty subject", null);
    }

    // limbo rfc5280::pc::ica-noncritical-pc
    @Test
    void policyConstraintsAreCritical() throws Exception {
        refused(chain3(i -> i.extension(Extension.policyConstraints, false, new PolicyConstraints(BigInteger.valueOf(3), null)),
                AS_IS), "policyConstraints is not critical", null);
    }

    // limbo rfc5280::nc::not-allowed-in-ee-critical, not-allowed-in-ee-noncritical
    @Test
    void nameConstraintsOnlyInCas() throws Exception {
        for (boolean critical : new boolean[] {true, false}) {
            refused(chain(AS_IS, l -> l.extension(Extension.nameConstraints, critical, nc(List.of(dns("example.com")), null))),
                    "end-entity certificate with name constraints", null);
        }
    }

    // limbo rfc5280::nc::nc-forbids-othername (refused), nc-forbids-othername-noop (valid)
    @Test
    void anUnprocessedNameFormUnderAConstraintIsRefused() throws Exception {
        GeneralName other = new GeneralName(GeneralName.otherName,
                new OtherName(new ASN1ObjectIdentifier("1.3.6.1.4.1.55738.666.3"), DERNull.INSTANCE));
        Consumer<BcCertificates.Spec> ica = i -> i.extension(Extension.nameConstraints, true,
                nc(List.of(dns("example.com")), List.of(other)));
        refused(chain3(ica, l -> l.extension(Extension.subjectAlternativeName, false, san(dns("example.com"), other))),
                "cannot process", null);
        validate(chain3(ica, l -> l.extension(Extension.subjectAlternativeName, false, san(dns("example.com")))));
    }

    // limbo rfc5280::nc::invalid-dnsname-leading-period, invalid-dnsname-wildcard, invalid-ipv4-address,
    // invalid-email-address
    @Test
    void constraintsThatAreNoValidNamesAreRefused() throws Exception {
        for (GeneralName bad : List.of(dns(".example.com"), dns("*.example.com"),
                new GeneralName(GeneralName.iPAddress, new DEROctetString(new byte[] {127, 0, 0, 1})),
                new GeneralName(GeneralName.rfc822Name, new DERIA5String("invalid@invalid@example.com")),
                new GeneralName(GeneralName.iPAddress, new DEROctetString(new byte[] {10, 0, 0, 0, (byte) 255, 0, (byte) 255, 0})))) {
            refused(chain(r -> r.extension(Extension.nameConstraints, true, nc(List.of(bad), null)),
                    l -> l.extension(Extension.subjectAlternativeName, false, san(dns("foo.example.com")))),
                    "name constraints", null);
        }
    }

    // limbo rfc5280::nc::nc-permits-invalid-dns-san, nc-permits-invalid-ip-san, nc-permits-invalid-email-san,
    // nc-forbids-dnsname-wildcard-san; rfc5280::san::underscore-dns, ip-in-dns
    @Test
    void namesThatAreNoValidNamesAreRefused() throws Exception {
        Consumer<BcCertificates.Spec> dnsNc = i -> i.extension(Extension.nameConstraints, true,
                nc(List.of(dns("example.com")), List.of(dns("bar.example.com"))));
        refused(chain3(dnsNc, l -> l.extension(Extension.subjectAlternativeName, false, san(dns(".example.com"),
                dns("foo.example.com")))), "DNS:.example.com", PkixRelaxations.of(PkixRelaxations.Rule.NAME_SYNTAX), false);
        refused(chain3(dnsNc, l -> l.extension(Extension.subjectAlternativeName, false, san(dns("*.example.com")))),
                "excluded subtree", null);
        Consumer<BcCertificates.Spec> ipNc = i -> i.extension(Extension.nameConstraints, true, nc(List.of(
                new GeneralName(GeneralName.iPAddress, new DEROctetString(new byte[] {(byte) 192, 0, 2, 0, (byte) 255, (byte) 255,
                        (byte) 255, 0}))), null));
        refused(chain3(ipNc, l -> l.extension(Extension.subjectAlternativeName, false, san(
                new GeneralName(GeneralName.iPAddress, new DEROctetString(new byte[] {(byte) 192, 0, 2, 0, (byte) 255, (byte) 255,
                        (byte) 255, 0})), new GeneralName(GeneralName.iPAddress, new DEROctetString(new byte[] {(byte) 192, 0, 2, 1}))))),
                "IP:", null);
        Consumer<BcCertificates.Spec> mailNc = i -> i.extension(Extension.nameConstraints, true, nc(List.of(
                new GeneralName(GeneralName.rfc822Name, new DERIA5String("example.com"))), null));
        refused(chain3(mailNc, l -> l.extension(Extension.subjectAlternativeName, false, san(
                new GeneralName(GeneralName.rfc822Name, new DERIA5String("good@example.com")),
                new GeneralName(GeneralName.rfc822Name, new DERIA5String("invalid@address@example.com"))))),
                "invalid@address@example.com", null);
        PkixRelaxations syntax = PkixRelaxations.of(PkixRelaxations.Rule.NAME_SYNTAX);
        refused(chain(AS_IS, l -> l.extension(Extension.subjectAlternativeName, false, san(dns("foo_bar.example.com")))),
                "preferred syntax", syntax);
        refused(chain(AS_IS, l -> l.extension(Extension.subjectAlternativeName, false, san(dns("8.8.8.8")))),
                "preferred syntax", syntax);
    }

    /** RFC 5280 §4.2.1.10: without a subjectAltName, rfc822Name constraints apply to the subject's emailAddress. */
    @Test
    void mailConstraintsReachTheSubjectsEmailAddress() throws Exception {
        Consumer<BcCertificates.Spec> mailNc = i -> i.extension(Extension.nameConstraints, true, nc(List.of(
                new GeneralName(GeneralName.rfc822Name, new DERIA5String("example.com"))), null));
        validate(chain3(mailNc, l -> l.subject = "E=alice@example.com, CN=alice"));
        refused(chain3(mailNc, l -> l.subject = "E=bob@other.example, CN=bob"), "bob@other.example", null);
    }

    // limbo crl::crlnumber-missing, crlnumber-critical
    @Test
    void crlsCarryANonCriticalCrlNumber() throws Exception {
        List<X509Certificate> c = chain(AS_IS, AS_IS);
        validateWithCrl(c, crl(c.get(0), 1, false), null);
        CertPathValidatorException missing = assertThrows(CertPathValidatorException.class,
                () -> validateWithCrl(c, crl(c.get(0), 0, false), null));
        assertEquals(CertPathValidatorException.BasicReason.UNDETERMINED_REVOCATION_STATUS, missing.getReason());
        assertTrue(missing.getMessage().contains("no CRLNumber"), missing.getMessage());
        validateWithCrl(c, crl(c.get(0), 0, false), PkixRelaxations.of(PkixRelaxations.Rule.CRL_NUMBER));
        CertPathValidatorException critical = assertThrows(CertPathValidatorException.class,
                () -> validateWithCrl(c, crl(c.get(0), 1, true), PkixRelaxations.of(PkixRelaxations.Rule.CRL_NUMBER)));
        assertTrue(critical.getMessage().contains("CRLNumber is critical"), critical.getMessage());
    }

    // limbo rfc5280::validity::expired-root, rfc5280::root-missing-basic-constraints,
    // root-non-critical-basic-constraints, root-inconsistent-ca-extensions
    @Test
    void aTrustAnchorsOwnCertificateIsChecked() throws Exception {
        PkixRelaxations relax = PkixRelaxations.of(PkixRelaxations.Rule.TRUST_ANCHOR);
        refused(chain(r -> {
            r.notBefore = new Date(System.currentTimeMillis() - 10 * 86_400_000L);
            r.notAfter = new Date(System.currentTimeMillis() - 86_400_000L);
        }, AS_IS), "trust anchor's certificate has expired", relax);
        refused(chain(r -> r.ca = null, AS_IS), "no basicConstraints", relax);
        refused(chain(r -> r.basicConstraintsCritical = false, AS_IS), "basicConstraints is not critical", relax);
        refused(chain(r -> r.keyUsage = KeyUsage.digitalSignature, AS_IS), "lacks keyCertSign", relax);
    }

    private static GeneralName dns(String name) {
        return new GeneralName(GeneralName.dNSName, new DERIA5String(name));
    }

    private static GeneralNames san(GeneralName... names) {
        return new GeneralNames(names);
    }

    private static NameConstraints nc(List<GeneralName> permitted, List<GeneralName> excluded) {
        return new NameConstraints(subtrees(permitted), subtrees(excluded));
    }

    private static GeneralSubtree[] subtrees(List<GeneralName> names) {
        if (names == null) {
            return null;
        }
        return names.stream().map(GeneralSubtree::new).toArray(GeneralSubtree[]::new);
    }

    /** A CRL of the root listing nobody, with CRLNumber 7 (none when {@code number} is 0), critical or not. */
    private static X509CRL crl(X509Certificate root, int number, boolean critical) throws Exception {
        X509v2CRLBuilder b = new X509v2CRLBuilder(new X500Name(root.getSubjectX500Principal().getName()),
                new Date(System.currentTimeMillis() - 3_600_000L));
        b.setNextUpdate(new Date(System.currentTimeMillis() + 86_400_000L));
        b.addExtension(Extension.authorityKeyIdentifier, false,
                new JcaX509ExtensionUtils().createAuthorityKeyIdentifier(ROOT.getPublic()));
        if (number > 0) {
            b.addExtension(Extension.cRLNumber, critical, new CRLNumber(BigInteger.valueOf(7)));
        }
        byte[] der = b.build(new JcaContentSignerBuilder("SHA256withECDSA").build(ROOT.getPrivate())).getEncoded();
        return ParsedCrl.parse(der);
    }

    private static void validate(List<X509Certificate> chain, PkixRelaxations... relax) throws Exception {
        CertPathValidator.getInstance("PKIX", new IotCryptProvider()).validate(path(chain), params(chain, relax));
    }

    private static void validateWithCrl(List<X509Certificate> chain, X509CRL crl, PkixRelaxations relax) throws Exception {
        PKIXParameters p = params(chain, relax);
        p.setRevocationEnabled(true);
        p.addCertStore(CertStore.getInstance("Collection", new CollectionCertStoreParameters(List.of(crl))));
        CertPathValidator.getInstance("PKIX", new IotCryptProvider()).validate(path(chain), p);
    }

    private static void refused(List<X509Certificate> chain, String why, PkixRelaxations relax) throws Exception {
        refused(chain, why, relax, true);
    }

    /** Refused with {@code why} in the message; with {@code relax} (if given) it validates, or, unless {@code relaxable}, it does not. */
    private static void refused(List<X509Certificate> chain, String why, PkixRelaxations relax, boolean relaxable)
            throws Exception {
        CertPathValidatorException e = assertThrows(CertPathValidatorException.class, () -> validate(chain));
        assertTrue(e.getMessage().contains(why), "expected '" + why + "': " + e.getMessage());
        if (relax != null && relaxable) {
            validate(chain, relax);
        } else if (relax != null) {
            assertThrows(CertPathValidatorException.class, () -> validate(chain, relax), "not a matter of syntax alone");
        }
    }

    private static java.security.cert.CertPath path(List<X509Certificate> chain) throws Exception {
        List<X509Certificate> p = new ArrayList<>(chain.subList(1, chain.size()));
        java.util.Collections.reverse(p);
        return new CertificateChain(p);
    }

    private static PKIXParameters params(List<X509Certificate> chain, PkixRelaxations... relax) throws Exception {
        PKIXParameters p = new PKIXParameters(Set.of(new TrustAnchor(chain.get(0), null)));
        p.setRevocationEnabled(false);
        for (PkixRelaxations r : relax) {
            if (r != null) {
                p.addCertPathChecker(r);
            }
        }
        return p;
    }

}
