package org.iotcrypt.pkix;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.InvalidAlgorithmParameterException;
import java.security.cert.CertPath;
import java.security.cert.CertPathValidator;
import java.security.cert.CertPathValidatorException;
import java.security.cert.CertificateFactory;
import java.security.cert.PKIXCertPathValidatorResult;
import java.security.cert.PKIXParameters;
import java.security.cert.PKIXReason;
import java.security.cert.TrustAnchor;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Set;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.iotcrypt.provider.IotCryptProvider;
import org.iotcrypt.testing.Openssl;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * PKIX validation of OpenSSL-made chains through {@code CertPathValidator PKIX} of the provider,
 * side by side with Bouncy Castle's validator and the {@code openssl verify} command: the good
 * chains pass where the peer accepts them, and each bad one (expired at the date, tampered, an
 * issuer that is no CA, a path past pathLen, a wrong root, an unknown critical extension, a name
 * outside the constraints, an issuer without keyCertSign) is refused here with its reason and
 * index, and by {@code openssl verify} too.
 */
class PathValidationTest {

    @TempDir
    static Path dir;

    static OpensslChains.Chain empty;
    static OpensslChains.Chain standard;

    @BeforeAll
    static void makeChains() throws IOException {
        assumeTrue(Openssl.available(), "openssl with SM2 is needed");
        empty = OpensslChains.make(dir, OpensslChains.Kind.SM2_EMPTY_ID);
        standard = OpensslChains.make(dir, OpensslChains.Kind.SM2_STANDARD_ID);
    }

    static X509Certificate cert(Path pem) throws Exception {
        return Certificates.parse(Files.readAllBytes(pem));
    }

    static CertPath path(Path... certs) throws Exception {
        List<X509Certificate> list = new ArrayList<>();
        for (Path p : certs) {
            list.add(cert(p));
        }
        return CertificateFactory.getInstance("X.509", new IotCryptProvider()).generateCertPath(list);
    }

    static PKIXParameters params(Path root, Date date) throws Exception {
        PKIXParameters p = new PKIXParameters(Set.of(new TrustAnchor(cert(root), null)));
        p.setRevocationEnabled(false);
        p.setDate(date);
        return p;
    }

    static PKIXCertPathValidatorResult validate(CertPath path, PKIXParameters params) throws Exception {
        return (PKIXCertPathValidatorResult) CertPathValidator.getInstance("PKIX", new IotCryptProvider())
                .validate(path, params);
    }

    static CertPathValidatorException refused(CertPath path, PKIXParameters params) {
        return assertThrows(CertPathValidatorException.class, () -> validate(path, params));
    }

    /** Whether {@code openssl verify} accepts the leaf (first) with the others as untrusted and the root as trusted. */
    static boolean opensslAccepts(Path root, Path leaf, Path... untrusted) throws IOException {
        List<String> cmd = new ArrayList<>(List.of("openssl", "verify", "-CAfile", root.toString()));
        if (untrusted.length > 0) {
            Path bundle = dir.resolve("untrusted-" + System.nanoTime() + ".pem");
            StringBuilder b = new StringBuilder();
            for (Path u : untrusted) {
                b.append(Files.readString(u));
            }
            Files.writeString(bundle, b);
            cmd.addAll(List.of("-untrusted", bundle.toString()));
        }
        cmd.add(leaf.toString());
        try {
            Openssl.run(new byte[0], cmd);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    static Date now() {
        return new Date();
    }

    @ParameterizedTest
    @EnumSource(value = OpensslChains.Kind.class, names = {"SM2_EMPTY_ID", "SM2_STANDARD_ID"})
    void goodChainsValidate(OpensslChains.Kind kind) throws Exception {
        OpensslChains.Chain c = kind == OpensslChains.Kind.SM2_EMPTY_ID ? empty : standard;
        CertPath p = path(c.leaf(), c.intermediate());
        PKIXCertPathValidatorResult r = validate(p, params(c.root(), now()));
        assertArrayEquals(cert(c.leaf()).getPublicKey().getEncoded(), r.getPublicKey().getEncoded());
        assertEquals(cert(c.root()), r.getTrustAnchor().getTrustedCert());
        // With the root in the path as well (it issued itself).
        validate(path(c.leaf(), c.intermediate(), c.root()), params(c.root(), now()));
    }

    /**
     * The peers judge the same chains by the ID they were signed with: Bouncy Castle's PKIX
     * validator uses the standard ID only, and OpenSSL 3.0's verify the empty ID only, so each
     * accepts exactly one of the two; this validator accepts both, and with the standard-only
     * policy exactly what Bouncy Castle accepts.
     */
    @Test
    void eachPeerAcceptsTheChainSignedWithItsIdAndWeAcceptBoth() throws Exception {
        for (OpensslChains.Chain c : List.of(empty, standard)) {
            boolean isStandard = c == standard;
            boolean bc;
            try {
                CertificateFactory f = CertificateFactory.getInstance("X.509", new BouncyCastleProvider());
                List<X509Certificate> list = new ArrayList<>();
                for (Path p : List.of(c.leaf(), c.intermediate())) {
                    list.add((X509Certificate) f.generateCertificate(new ByteArrayInputStream(Files.readAllBytes(p))));
                }
                PKIXParameters params = new PKIXParameters(Set.of(new TrustAnchor(
                        (X509Certificate) f.generateCertificate(new ByteArrayInputStream(Files.readAllBytes(c.root()))), null)));
                params.setRevocationEnabled(false);
                CertPathValidator.getInstance("PKIX", new BouncyCastleProvider()).validate(f.generateCertPath(list), params);
                bc = true;
            } catch (CertPathValidatorException e) {
                bc = false;
            }
            assertEquals(isStandard, bc, "Bouncy Castle on the " + (isStandard ? "standard" : "empty") + "-ID chain");
            assertEquals(!isStandard, opensslAccepts(c.root(), c.leaf(), c.intermediate()),
                    "openssl verify on the " + (isStandard ? "standard" : "empty") + "-ID chain");
            validate(path(c.leaf(), c.intermediate()), params(c.root(), now()));
            boolean standardOnly;
            try {
                PathValidator.validate(path(c.leaf(), c.intermediate()), params(c.root(), now()),
                        Sm2CertificateIdPolicy.STANDARD_ONLY);
                standardOnly = true;
            } catch (CertPathValidatorException e) {
                assertEquals(java.security.cert.CertPathValidatorException.BasicReason.INVALID_SIGNATURE, e.getReason());
                standardOnly = false;
            }
            assertEquals(bc, standardOnly);
        }
    }

    @Test
    void expiredAndNotYetValidAtTheDate() throws Exception {
        CertPath p = path(empty.leaf(), empty.intermediate());
        X509Certificate leaf = cert(empty.leaf());
        Date after = new Date(leaf.getNotAfter().getTime() + 86_400_000L);
        CertPathValidatorException e = refused(p, params(empty.root(), after));
        assertEquals(CertPathValidatorException.BasicReason.EXPIRED, e.getReason());
        assertEquals(1, e.getIndex(), "the intermediate (as long-lived as the leaf) is checked first");
        Date before = new Date(leaf.getNotBefore().getTime() - 86_400_000L);
        CertPathValidatorException early = refused(p, params(empty.root(), before));
        assertEquals(CertPathValidatorException.BasicReason.NOT_YET_VALID, early.getReason());
        assertEquals(-1, early.getIndex(), "the trust anchor's own certificate, checked first (issue 42), is not yet valid either");
        assertTrue(early.getMessage().contains("trust anchor"), early.getMessage());
        // openssl verify at the same dates
        List<String> cmd = List.of("openssl", "verify", "-attime", Long.toString(after.getTime() / 1000), "-CAfile",
                empty.root().toString(), "-untrusted", empty.intermediate().toString(), empty.leaf().toString());
        assertThrows(IOException.class, () -> Openssl.run(new byte[0], cmd));
    }

    @Test
    void aTamperedCertificateFailsItsSignature() throws Exception {
        byte[] der = cert(empty.leaf()).getEncoded();
        byte[] name = "device.example".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        int at = CertificateMalformedTest.lastIndexOf(java.util.Arrays.copyOf(der, der.length - 80), name);
        der[at] = 'D';
        Path tampered = dir.resolve("tampered.der");
        Files.write(tampered, der);
        CertPath p = CertificateFactory.getInstance("X.509", new IotCryptProvider()).generateCertPath(
                List.of(Certificates.parse(der), cert(empty.intermediate())));
        CertPathValidatorException e = refused(p, params(empty.root(), now()));
        assertEquals(CertPathValidatorException.BasicReason.INVALID_SIGNATURE, e.getReason());
        assertEquals(0, e.getIndex());
        Path pem = dir.resolve("tampered.pem");
        Openssl.run(new byte[0], List.of("openssl", "x509", "-inform", "DER", "-in", tampered.toString(), "-out", pem.toString()));
        assertTrue(!opensslAccepts(empty.root(), pem, empty.intermediate()));
    }

    @Test
    void anIssuerThatIsNoCaIsRefused() throws Exception {
        Path d = Files.createDirectories(dir.resolve("noca"));
        Path key = OpensslChains.key(d, "below", OpensslChains.Kind.SM2_EMPTY_ID);
        Path below = OpensslChains.certificate(d, OpensslChains.Kind.SM2_EMPTY_ID, "below", "/CN=below the leaf", key,
                empty.leaf(), empty.leafKey(), "basicConstraints=CA:FALSE");
        CertPathValidatorException e = refused(path(below, empty.leaf(), empty.intermediate()), params(empty.root(), now()));
        assertEquals(PKIXReason.NOT_CA_CERT, e.getReason());
        assertEquals(1, e.getIndex());
        assertTrue(!opensslAccepts(empty.root(), below, empty.leaf(), empty.intermediate()));
    }

    @Test
    void aPathPastPathLenIsRefused() throws Exception {
        Path d = Files.createDirectories(dir.resolve("pathlen"));
        Path subKey = OpensslChains.key(d, "sub", OpensslChains.Kind.SM2_EMPTY_ID);
        Path sub = OpensslChains.certificate(d, OpensslChains.Kind.SM2_EMPTY_ID, "sub", "/CN=sub CA", subKey,
                empty.intermediate(), empty.intermediateKey(), "basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign");
        Path leafKey = OpensslChains.key(d, "leaf2", OpensslChains.Kind.SM2_EMPTY_ID);
        Path leaf = OpensslChains.certificate(d, OpensslChains.Kind.SM2_EMPTY_ID, "leaf2", "/CN=too deep", leafKey, sub,
                subKey, "basicConstraints=CA:FALSE");
        CertPathValidatorException e = refused(path(leaf, sub, empty.intermediate()), params(empty.root(), now()));
        assertEquals(PKIXReason.PATH_TOO_LONG, e.getReason());
        assertEquals(1, e.getIndex());
        assertTrue(!opensslAccepts(empty.root(), leaf, sub, empty.intermediate()));
    }

    @Test
    void aWrongRootIsRefused() throws Exception {
        Path d = Files.createDirectories(dir.resolve("wrongroot"));
        Path key = OpensslChains.key(d, "other", OpensslChains.Kind.SM2_EMPTY_ID);
        // Same name as the real root, another key.
        String subject = cert(empty.root()).getSubjectX500Principal().getName(javax.security.auth.x500.X500Principal.RFC2253);
        Path sameName = OpensslChains.root(d, OpensslChains.Kind.SM2_EMPTY_ID, "samename", "/" + String.join("/",
                reversed(subject.split(","))), key, "basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign");
        assertEquals(cert(empty.root()).getSubjectX500Principal(), cert(sameName).getSubjectX500Principal());
        CertPathValidatorException e = refused(path(empty.leaf(), empty.intermediate()), params(sameName, now()));
        assertEquals(CertPathValidatorException.BasicReason.INVALID_SIGNATURE, e.getReason());
        assertEquals(1, e.getIndex());
        assertTrue(!opensslAccepts(sameName, empty.leaf(), empty.intermediate()));
        // Another chain's root: no anchor of that name.
        CertPathValidatorException none = refused(path(empty.leaf(), empty.intermediate()), params(standard.root(), now()));
        assertEquals(PKIXReason.NO_TRUST_ANCHOR, none.getReason());
        assertTrue(!opensslAccepts(standard.root(), empty.leaf(), empty.intermediate()));
    }

    static String[] reversed(String[] parts) {
        String[] out = new String[parts.length];
        for (int i = 0; i < parts.length; i++) {
            out[i] = parts[parts.length - 1 - i];
        }
        return out;
    }

    @Test
    void anUnknownCriticalExtensionIsRefused() throws Exception {
        Path d = Files.createDirectories(dir.resolve("critical"));
        Path key = OpensslChains.key(d, "crit", OpensslChains.Kind.SM2_EMPTY_ID);
        Path leaf = OpensslChains.certificate(d, OpensslChains.Kind.SM2_EMPTY_ID, "crit", "/CN=critical", key,
                empty.intermediate(), empty.intermediateKey(), "basicConstraints=CA:FALSE\n1.2.3.4.5=critical,ASN1:NULL");
        CertPathValidatorException e = refused(path(leaf, empty.intermediate()), params(empty.root(), now()));
        assertEquals(PKIXReason.UNRECOGNIZED_CRIT_EXT, e.getReason());
        assertEquals(0, e.getIndex());
        assertTrue(e.getMessage().contains("1.2.3.4.5"), e.getMessage());
        assertTrue(!opensslAccepts(empty.root(), leaf, empty.intermediate()));
        // A checker that handles the extension lets it pass.
        PKIXParameters params = params(empty.root(), now());
        params.addCertPathChecker(new java.security.cert.PKIXCertPathChecker() {
            @Override
            public void init(boolean forward) {
            }

            @Override
            public boolean isForwardCheckingSupported() {
                return false;
            }

            @Override
            public Set<String> getSupportedExtensions() {
                return Set.of("1.2.3.4.5");
            }

            @Override
            public void check(java.security.cert.Certificate cert, java.util.Collection<String> unresolved) {
                unresolved.remove("1.2.3.4.5");
            }
        });
        validate(path(leaf, empty.intermediate()), params);
    }

    @Test
    void namesOutsideTheConstraintsAreRefused() throws Exception {
        Path d = Files.createDirectories(dir.resolve("names"));
        Path caKey = OpensslChains.key(d, "ncroot", OpensslChains.Kind.SM2_EMPTY_ID);
        Path ca = OpensslChains.root(d, OpensslChains.Kind.SM2_EMPTY_ID, "ncroot", "/CN=Constrained Root", caKey,
                "basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign\n"
                        + "nameConstraints=critical,permitted;DNS:devices.example,excluded;DNS:bad.devices.example");
        Path okKey = OpensslChains.key(d, "ok", OpensslChains.Kind.SM2_EMPTY_ID);
        Path ok = OpensslChains.certificate(d, OpensslChains.Kind.SM2_EMPTY_ID, "ok", "/CN=a device", okKey, ca, caKey,
                "basicConstraints=CA:FALSE\nsubjectAltName=DNS:a.devices.example");
        validate(path(ok), params(ca, now()));
        assertTrue(opensslAccepts(ca, ok));
        for (String san : List.of("DNS:device.example", "DNS:x.bad.devices.example")) {
            String name = "bad" + Math.abs(san.hashCode());
            Path key = OpensslChains.key(d, name, OpensslChains.Kind.SM2_EMPTY_ID);
            Path bad = OpensslChains.certificate(d, OpensslChains.Kind.SM2_EMPTY_ID, name, "/CN=a device", key, ca, caKey,
                    "basicConstraints=CA:FALSE\nsubjectAltName=" + san);
            CertPathValidatorException e = refused(path(bad), params(ca, now()));
            assertEquals(PKIXReason.INVALID_NAME, e.getReason(), san);
            assertTrue(!opensslAccepts(ca, bad), san);
        }
    }

    @Test
    void anIssuerWithoutKeyCertSignIsRefused() throws Exception {
        Path d = Files.createDirectories(dir.resolve("ku"));
        Path intKey = OpensslChains.key(d, "kuint", OpensslChains.Kind.SM2_EMPTY_ID);
        Path intermediate = OpensslChains.certificate(d, OpensslChains.Kind.SM2_EMPTY_ID, "kuint", "/CN=no keyCertSign",
                intKey, empty.root(), empty.rootKey(), "basicConstraints=critical,CA:TRUE\nkeyUsage=critical,digitalSignature");
        Path leafKey = OpensslChains.key(d, "kuleaf", OpensslChains.Kind.SM2_EMPTY_ID);
        Path leaf = OpensslChains.certificate(d, OpensslChains.Kind.SM2_EMPTY_ID, "kuleaf", "/CN=ku leaf", leafKey,
                intermediate, intKey, "basicConstraints=CA:FALSE");
        CertPathValidatorException e = refused(path(leaf, intermediate), params(empty.root(), now()));
        assertEquals(PKIXReason.INVALID_KEY_USAGE, e.getReason());
        assertEquals(1, e.getIndex());
        assertTrue(!opensslAccepts(empty.root(), leaf, intermediate));
    }

    @Test
    void whatIsNotSupportedIsSaidNotPassed() throws Exception {
        PKIXParameters q = params(empty.root(), now());
        q.setExplicitPolicyRequired(true);
        InvalidAlgorithmParameterException e = assertThrows(InvalidAlgorithmParameterException.class,
                () -> validate(path(empty.leaf(), empty.intermediate()), q));
        assertTrue(e.getMessage().contains("policies"), e.getMessage());
    }

    /** A CRL made by {@code openssl ca -gencrl} for the CA, revoking the given certificates. */
    static Path crl(String name, Path caCert, Path caKey, Path... revoke) throws IOException {
        Path d = Files.createDirectories(dir.resolve("crl-" + name));
        Files.writeString(d.resolve("index.txt"), "");
        Files.writeString(d.resolve("crlnumber"), "01\n");
        Path cnf = d.resolve("ca.cnf");
        Files.writeString(cnf, String.join("\n", "[ca]", "default_ca=x", "[x]", "database=" + d.resolve("index.txt"),
                "crlnumber=" + d.resolve("crlnumber"), "default_md=sm3", "default_crl_days=30", ""));
        for (Path r : revoke) {
            Openssl.run(new byte[0], List.of("openssl", "ca", "-config", cnf.toString(), "-keyfile", caKey.toString(),
                    "-cert", caCert.toString(), "-revoke", r.toString(), "-crl_reason", "keyCompromise"));
        }
        Path crl = d.resolve(name + ".crl");
        Openssl.run(new byte[0], List.of("openssl", "ca", "-config", cnf.toString(), "-keyfile", caKey.toString(),
                "-cert", caCert.toString(), "-gencrl", "-out", crl.toString()));
        return crl;
    }

    static java.security.cert.CertStore store(Path... crls) throws Exception {
        List<java.security.cert.CRL> list = new ArrayList<>();
        for (Path p : crls) {
            list.add(Certificates.parseCrl(Files.readAllBytes(p)));
        }
        return java.security.cert.CertStore.getInstance("Collection",
                new java.security.cert.CollectionCertStoreParameters(list));
    }

    @Test
    void aRevokedLeafIsRefusedAndOthersPass() throws Exception {
        Path d = Files.createDirectories(dir.resolve("revocation"));
        Path otherKey = OpensslChains.key(d, "kept", OpensslChains.Kind.SM2_EMPTY_ID);
        Path kept = OpensslChains.certificate(d, OpensslChains.Kind.SM2_EMPTY_ID, "kept", "/CN=kept", otherKey,
                empty.intermediate(), empty.intermediateKey(), "basicConstraints=CA:FALSE");
        Path rootCrl = crl("root", empty.root(), empty.rootKey());
        Path intCrl = crl("int", empty.intermediate(), empty.intermediateKey(), empty.leaf());

        PKIXParameters p = params(empty.root(), now());
        p.setRevocationEnabled(true);
        p.addCertStore(store(rootCrl, intCrl));
        CertPathValidatorException revoked = refused(path(empty.leaf(), empty.intermediate()), p);
        assertEquals(CertPathValidatorException.BasicReason.REVOKED, revoked.getReason());
        assertEquals(0, revoked.getIndex());
        assertTrue(revoked.getMessage().contains("KEY_COMPROMISE"), revoked.getMessage());
        validate(path(kept, empty.intermediate()), p);

        List<String> verify = new ArrayList<>(List.of("openssl", "verify", "-crl_check_all", "-CRLfile", rootCrl.toString(),
                "-CRLfile", intCrl.toString(), "-CAfile", empty.root().toString(), "-untrusted", empty.intermediate().toString()));
        List<String> leaf = new ArrayList<>(verify);
        leaf.add(empty.leaf().toString());
        assertThrows(IOException.class, () -> Openssl.run(new byte[0], leaf));
        List<String> other = new ArrayList<>(verify);
        other.add(kept.toString());
        Openssl.run(new byte[0], other);

        // Without the root's CRL the intermediate's status is unknown: refused, not passed.
        PKIXParameters partial = params(empty.root(), now());
        partial.setRevocationEnabled(true);
        partial.addCertStore(store(intCrl));
        CertPathValidatorException unknown = refused(path(kept, empty.intermediate()), partial);
        assertEquals(CertPathValidatorException.BasicReason.UNDETERMINED_REVOCATION_STATUS, unknown.getReason());
        assertEquals(1, unknown.getIndex());
        // With no CRL at all (revocation is on by default in PKIXParameters) likewise, saying what to do.
        PKIXParameters none = params(empty.root(), now());
        none.setRevocationEnabled(true);
        CertPathValidatorException nothing = refused(path(kept, empty.intermediate()), none);
        assertTrue(nothing.getMessage().contains("setRevocationEnabled(false)"), nothing.getMessage());
        // A CRL after its nextUpdate is not current: the status is unknown again.
        PKIXParameters late = params(empty.root(), new Date(System.currentTimeMillis() + 40L * 86_400_000L));
        late.setRevocationEnabled(true);
        late.addCertStore(store(rootCrl, intCrl));
        assertEquals(CertPathValidatorException.BasicReason.UNDETERMINED_REVOCATION_STATUS,
                refused(path(kept, empty.intermediate()), late).getReason());
    }

    /** A CRL's getters against Bouncy Castle's parse of the same file. */
    @Test
    void crlGettersAgreeWithBouncyCastle() throws Exception {
        Path crl = crl("bc", empty.intermediate(), empty.intermediateKey(), empty.leaf());
        byte[] pem = Files.readAllBytes(crl);
        java.security.cert.X509CRL a = (java.security.cert.X509CRL) CertificateFactory.getInstance("X.509",
                new IotCryptProvider()).generateCRL(new ByteArrayInputStream(pem));
        java.security.cert.X509CRL b = (java.security.cert.X509CRL) CertificateFactory.getInstance("X.509",
                new BouncyCastleProvider()).generateCRL(new ByteArrayInputStream(pem));
        assertArrayEquals(b.getEncoded(), a.getEncoded());
        assertEquals(b.getVersion(), a.getVersion());
        assertEquals(b.getIssuerX500Principal(), a.getIssuerX500Principal());
        assertEquals(b.getThisUpdate(), a.getThisUpdate());
        assertEquals(b.getNextUpdate(), a.getNextUpdate());
        assertArrayEquals(b.getTBSCertList(), a.getTBSCertList());
        assertArrayEquals(b.getSignature(), a.getSignature());
        assertEquals(b.getSigAlgOID(), a.getSigAlgOID());
        assertEquals(b.getCriticalExtensionOIDs(), a.getCriticalExtensionOIDs());
        assertEquals(b.getNonCriticalExtensionOIDs(), a.getNonCriticalExtensionOIDs());
        for (String oid : a.getNonCriticalExtensionOIDs()) {
            assertArrayEquals(b.getExtensionValue(oid), a.getExtensionValue(oid), oid);
        }
        assertEquals(1, a.getRevokedCertificates().size());
        java.security.cert.X509CRLEntry ea = a.getRevokedCertificates().iterator().next();
        java.security.cert.X509CRLEntry eb = b.getRevokedCertificate(ea.getSerialNumber());
        assertEquals(eb.getSerialNumber(), ea.getSerialNumber());
        assertEquals(cert(empty.leaf()).getSerialNumber(), ea.getSerialNumber());
        assertEquals(eb.getRevocationDate(), ea.getRevocationDate());
        assertEquals(eb.getRevocationReason(), ea.getRevocationReason());
        assertArrayEquals(eb.getEncoded(), ea.getEncoded());
        assertTrue(a.isRevoked(cert(empty.leaf())));
        assertTrue(!a.isRevoked(cert(empty.intermediate())));
        a.verify(cert(empty.intermediate()).getPublicKey());
        assertThrows(java.security.SignatureException.class, () -> a.verify(cert(empty.root()).getPublicKey()));
        byte[] cut = java.util.Arrays.copyOf(a.getEncoded(), a.getEncoded().length - 1);
        assertThrows(java.security.cert.CRLException.class, () -> Certificates.parseCrl(cut));
    }

    /** Paths in both encodings, read back by the JDK's own factory (an RSA chain, which it can parse). */
    @Test
    void pathEncodingsAreTheJdks() throws Exception {
        OpensslChains.Chain rsa = OpensslChains.make(dir, OpensslChains.Kind.RSA);
        CertPath ours = path(rsa.leaf(), rsa.intermediate());
        CertificateFactory jdk = CertificateFactory.getInstance("X.509");
        CertPath theirs = jdk.generateCertPath(List.of(
                jdk.generateCertificate(Files.newInputStream(rsa.leaf())),
                jdk.generateCertificate(Files.newInputStream(rsa.intermediate()))));
        assertArrayEquals(theirs.getEncoded("PkiPath"), ours.getEncoded("PkiPath"));
        for (String encoding : List.of("PkiPath", "PKCS7")) {
            assertEquals(theirs.getCertificates(),
                    jdk.generateCertPath(new ByteArrayInputStream(ours.getEncoded(encoding)), encoding).getCertificates(), encoding);
            CertificateFactory f = CertificateFactory.getInstance("X.509", new IotCryptProvider());
            List<? extends java.security.cert.Certificate> read =
                    f.generateCertPath(new ByteArrayInputStream(theirs.getEncoded(encoding)), encoding).getCertificates();
            if (encoding.equals("PKCS7")) {
                // The JDK writes PKCS#7's certificates as a DER SET OF, sorted by their encoding,
                // so their path order does not survive; the set does.
                assertEquals(Set.copyOf(ours.getCertificates()), Set.copyOf(read), encoding);
            } else {
                assertEquals(ours.getCertificates(), read, encoding);
            }
        }
    }
}
