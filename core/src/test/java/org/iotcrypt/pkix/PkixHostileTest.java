package org.iotcrypt.pkix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.KeyPair;
import java.security.cert.CertPathBuilderException;
import java.security.cert.CertPathValidator;
import java.security.cert.CertPathValidatorException;
import java.security.cert.CertStore;
import java.security.cert.CollectionCertStoreParameters;
import java.security.cert.PKIXBuilderParameters;
import java.security.cert.PKIXCertPathBuilderResult;
import java.security.cert.PKIXParameters;
import java.security.cert.TrustAnchor;
import java.security.cert.X509CertSelector;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.asn1.x509.GeneralSubtree;
import org.bouncycastle.asn1.x509.NameConstraints;
import org.iotcrypt.provider.IotCryptProvider;
import org.junit.jupiter.api.Test;

/**
 * Hostile certificate sets and constraints (issue 42, points 6 and 7): the work of building and
 * of name constraints is counted and bounded, never timed; and a key-rollover certificate (a CA
 * certificate issued by the CA's old key to its new one, self-issued) is built through.
 */
class PkixHostileTest {

    private static final KeyPair ROOT = BcCertificates.keyPair();

    /**
     * The set, with valid signatures (an attacker can sign with keys of its own): K
     * certificates of subject X issued by Y and K of subject Y issued by X, every one verifying
     * under every one of the other name, and no way to the anchor. Every path is a path; the
     * search stops at its bound, saying so.
     */
    @Test
    void aSetOfMutuallySigningCertificatesCostsABoundedSearch() throws Exception {
        KeyPair x = BcCertificates.keyPair();
        KeyPair y = BcCertificates.keyPair();
        List<X509Certificate> store = new ArrayList<>();
        int k = 8;
        for (int i = 0; i < k; i++) {
            store.add(BcCertificates.ca("CN=X", x, "CN=Y", y).make());
            store.add(BcCertificates.ca("CN=Y", y, "CN=X", x).make());
        }
        X509Certificate leaf = BcCertificates.leaf("CN=victim", BcCertificates.keyPair(), "CN=X", x).make();
        store.add(leaf);
        PathBuilder.Work work = new PathBuilder.Work();
        CertPathBuilderException e = assertThrows(CertPathBuilderException.class,
                () -> PathBuilder.build(params(leaf, store), Sm2CertificateIdPolicy.STANDARD_THEN_EMPTY, work));
        assertTrue(e.getMessage().contains("path building gave up"), e.getMessage());
        assertTrue(work.nodes <= PathBuilder.MAX_NODES + 1, work.nodes + " nodes");
        assertTrue(work.signatures <= PathBuilder.MAX_SIGNATURES + 1, work.signatures + " signatures");
        assertTrue(work.signatures <= 2 * k * k + k + 1, "each issuer-subject pair verified once: " + work.signatures);
    }

    /** Decoys of the right names under keys that sign nothing are passed over at once: K candidates, K signature checks. */
    @Test
    void decoysArePrunedByTheirSignatures() throws Exception {
        List<X509Certificate> store = new ArrayList<>();
        int k = 20;
        for (int i = 0; i < k; i++) {
            KeyPair any = BcCertificates.keyPair();
            store.add(BcCertificates.ca("CN=X", any, "CN=Y", any).make());
            store.add(BcCertificates.ca("CN=Y", any, "CN=X", any).make());
        }
        X509Certificate leaf = BcCertificates.leaf("CN=victim", BcCertificates.keyPair(), "CN=X", BcCertificates.keyPair()).make();
        store.add(leaf);
        PathBuilder.Work work = new PathBuilder.Work();
        CertPathBuilderException e = assertThrows(CertPathBuilderException.class,
                () -> PathBuilder.build(params(leaf, store), Sm2CertificateIdPolicy.STANDARD_THEN_EMPTY, work));
        assertTrue(e.getMessage().contains("no path"), e.getMessage());
        assertEquals(k, work.nodes, "the X certificates, each tried once");
        assertEquals(k, work.signatures);
    }

    /** Old root key R1 trusted; a self-issued "new with old" CA certificate; the leaf under the new key. Was: no path. */
    @Test
    void buildsThroughAKeyRollover() throws Exception {
        KeyPair newKey = BcCertificates.keyPair();
        X509Certificate oldRoot = BcCertificates.root("CN=Rolling Root", ROOT).make();
        X509Certificate newWithOld = BcCertificates.ca("CN=Rolling Root", newKey, "CN=Rolling Root", ROOT).make();
        X509Certificate leaf = BcCertificates.leaf("CN=device", BcCertificates.keyPair(), "CN=Rolling Root", newKey).make();
        PKIXBuilderParameters p = params(leaf, List.of(leaf, newWithOld));
        p.setTrustAnchors(Set.of(new TrustAnchor(oldRoot, null)));
        PKIXCertPathBuilderResult r = PathBuilder.build(p, Sm2CertificateIdPolicy.STANDARD_THEN_EMPTY, new PathBuilder.Work());
        assertEquals(List.of(leaf, newWithOld), r.getCertPath().getCertificates());
        assertEquals(oldRoot, r.getTrustAnchor().getTrustedCert());
    }

    /**
     * The case: 3,000 excluded directory names against 3,000 names in one certificate (was
     * 47 s and 682 MB) is refused before any comparison (3,001 names: the subject too); 400 against 400 (160,400 comparisons,
     * within the bound) is decided, each name put in canonical form once.
     */
    @Test
    void nameConstraintComparisonsAreBounded() throws Exception {
        CertPathValidatorException e = assertThrows(CertPathValidatorException.class, () -> validateNames(3000));
        assertTrue(e.getMessage().contains("would take 9003000 comparisons, more than the 250000"), e.getMessage());
        validateNames(400);
    }

    /** root -> intermediate (n excluded directory names) -> leaf (n directory names, none excluded). */
    private static void validateNames(int n) throws Exception {
        KeyPair ica = BcCertificates.keyPair();
        KeyPair leafKey = BcCertificates.keyPair();
        GeneralSubtree[] excluded = new GeneralSubtree[n];
        GeneralName[] names = new GeneralName[n];
        for (int i = 0; i < n; i++) {
            excluded[i] = new GeneralSubtree(new GeneralName(new X500Name("O=excluded " + i)));
            names[i] = new GeneralName(new X500Name("O=device, CN=name " + i));
        }
        BcCertificates.Spec i = BcCertificates.ca("CN=Constrained", ica, "CN=Root", ROOT);
        i.extension(Extension.nameConstraints, true, new NameConstraints(null, excluded));
        BcCertificates.Spec l = BcCertificates.leaf("CN=device", leafKey, "CN=Constrained", ica);
        l.extension(Extension.subjectAlternativeName, false, new GeneralNames(names));
        X509Certificate root = BcCertificates.root("CN=Root", ROOT).make();
        PKIXParameters p = new PKIXParameters(Set.of(new TrustAnchor(root, null)));
        p.setRevocationEnabled(false);
        CertPathValidator.getInstance("PKIX", new IotCryptProvider()).validate(new CertificateChain(List.of(l.make(), i.make())), p);
    }

    private static PKIXBuilderParameters params(X509Certificate target, List<X509Certificate> store) throws Exception {
        X509CertSelector t = new X509CertSelector();
        t.setCertificate(target);
        PKIXBuilderParameters p = new PKIXBuilderParameters(Set.of(new TrustAnchor(
                BcCertificates.root("CN=Unrelated Root", ROOT).make(), null)), t);
        p.setRevocationEnabled(false);
        p.addCertStore(CertStore.getInstance("Collection", new CollectionCertStoreParameters(store)));
        return p;
    }
}
