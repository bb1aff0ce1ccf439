package org.iotcrypt.pkix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.CertPathBuilder;
import java.security.cert.CertPathBuilderException;
import java.security.cert.CertPathValidatorException;
import java.security.cert.CertStore;
import java.security.cert.CollectionCertStoreParameters;
import java.security.cert.PKIXBuilderParameters;
import java.security.cert.PKIXCertPathBuilderResult;
import java.security.cert.TrustAnchor;
import java.security.cert.X509CertSelector;
import java.security.cert.X509Certificate;
import java.util.List;
import java.util.Set;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.iotcrypt.provider.IotCryptProvider;
import org.iotcrypt.testing.Openssl;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code CertPathBuilder PKIX} on an OpenSSL-made root → intermediate → leaf chain signed with
 * the standard ID (which Bouncy Castle's builder also accepts): the leaf and the intermediate in
 * a CertStore with decoys in front of them (an intermediate of the same name under another key,
 * an unrelated certificate), and the built path is the one Bouncy Castle's builder finds from the
 * same store.
 */
class PathBuildingTest {

    @TempDir
    static Path dir;

    private static OpensslChains.Chain chain;
    private static X509Certificate root;
    private static X509Certificate intermediate;
    private static X509Certificate leaf;
    private static X509Certificate decoy;

    @BeforeAll
    static void chains() throws Exception {
        assumeTrue(Openssl.available());
        chain = OpensslChains.make(dir, OpensslChains.Kind.SM2_STANDARD_ID);
        root = Certificates.parse(Files.readAllBytes(chain.root()));
        intermediate = Certificates.parse(Files.readAllBytes(chain.intermediate()));
        leaf = Certificates.parse(Files.readAllBytes(chain.leaf()));
        Path d = chain.root().getParent();
        Path decoyKey = OpensslChains.key(d, "decoy", OpensslChains.Kind.SM2_STANDARD_ID);
        decoy = Certificates.parse(Files.readAllBytes(OpensslChains.certificate(d, OpensslChains.Kind.SM2_STANDARD_ID,
                "decoy", "/O=iotcrypt tests/CN=SM2_STANDARD_ID Intermediate", decoyKey, chain.root(), chain.rootKey(),
                "basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign")));
        assertEquals(intermediate.getSubjectX500Principal(), decoy.getSubjectX500Principal(), "the decoy shares the name");
    }

    @Test
    void buildsPastTheDecoyAsBouncyCastleDoes() throws Exception {
        PKIXCertPathBuilderResult ours = (PKIXCertPathBuilderResult) CertPathBuilder.getInstance("PKIX", new IotCryptProvider())
                .build(params(List.of(decoy, root, leaf, intermediate)));
        assertEquals(List.of(leaf, intermediate), ours.getCertPath().getCertificates());
        assertEquals(root, ours.getTrustAnchor().getTrustedCert());
        assertEquals(leaf.getPublicKey(), ours.getPublicKey());

        BouncyCastleProvider bc = new BouncyCastleProvider();
        java.security.cert.CertificateFactory f = java.security.cert.CertificateFactory.getInstance("X.509", bc);
        List<X509Certificate> bcStore = new java.util.ArrayList<>();
        for (X509Certificate c : List.of(decoy, root, leaf, intermediate)) {
            bcStore.add((X509Certificate) f.generateCertificate(new java.io.ByteArrayInputStream(c.getEncoded())));
        }
        X509CertSelector target = new X509CertSelector();
        target.setSubject(leaf.getSubjectX500Principal());
        PKIXBuilderParameters p = new PKIXBuilderParameters(Set.of(new TrustAnchor(bcStore.get(1), null)), target);
        p.setRevocationEnabled(false);
        p.addCertStore(CertStore.getInstance("Collection", new CollectionCertStoreParameters(bcStore)));
        PKIXCertPathBuilderResult theirs = (PKIXCertPathBuilderResult) CertPathBuilder.getInstance("PKIX", bc).build(p);
        assertEquals(2, theirs.getCertPath().getCertificates().size());
        for (int i = 0; i < 2; i++) {
            org.junit.jupiter.api.Assertions.assertArrayEquals(ours.getCertPath().getCertificates().get(i).getEncoded(),
                    theirs.getCertPath().getCertificates().get(i).getEncoded());
        }
    }

    @Test
    void withoutTheRightIssuerNothingIsBuilt() throws Exception {
        CertPathBuilderException e = assertThrows(CertPathBuilderException.class, () -> CertPathBuilder
                .getInstance("PKIX", new IotCryptProvider()).build(params(List.of(decoy, leaf))));
        assertInstanceOf(CertPathValidatorException.class, e.getCause(), e.getMessage());

        X509CertSelector nobody = new X509CertSelector();
        nobody.setSubject("CN=nobody");
        PKIXBuilderParameters p = params(List.of(leaf, intermediate));
        p.setTargetCertConstraints(nobody);
        assertThrows(CertPathBuilderException.class, () -> CertPathBuilder.getInstance("PKIX", new IotCryptProvider()).build(p));
    }

    private static PKIXBuilderParameters params(List<X509Certificate> store) throws Exception {
        X509CertSelector target = new X509CertSelector();
        target.setSubject(leaf.getSubjectX500Principal());
        PKIXBuilderParameters p = new PKIXBuilderParameters(Set.of(new TrustAnchor(root, null)), target);
        p.setRevocationEnabled(false);
        p.addCertStore(CertStore.getInstance("Collection", new CollectionCertStoreParameters(store)));
        return p;
    }
}
