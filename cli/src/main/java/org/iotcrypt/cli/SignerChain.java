package org.iotcrypt.cli;

import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.cert.CRL;
import java.security.cert.CertPathValidatorException;
import java.security.cert.CertStore;
import java.security.cert.CollectionCertStoreParameters;
import java.security.cert.PKIXParameters;
import java.security.cert.TrustAnchor;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.cli.api.FileNames;
import org.iotcrypt.cli.api.InputFiles;
import org.iotcrypt.pkix.CertificateChain;
import org.iotcrypt.pkix.Certificates;
import org.iotcrypt.pkix.PathValidator;
import org.iotcrypt.pkix.Sm2CertificateIdPolicy;

/**
 * Validates a signer's certificate before its key is trusted ({@code sm2 verify --trust}): the
 * path from the signer through the {@code --chain} certificates (in any order; each one's issuer
 * is looked up by name) to a {@code --trust} root, by RFC 5280 path validation, with CRLs when
 * {@code --crl} gives any; and the signer's key usage must allow signatures.
 */
final class SignerChain {

    private static final long MAX_FILE = 4 << 20;

    private SignerChain() {
    }

    static void validate(Path signer, Path chain, Path trust, List<Path> crlFiles) throws CommandFailure {
        X509Certificate leaf = readAll(signer).get(0);
        List<X509Certificate> pool = chain == null ? List.of() : readAll(chain);
        Set<TrustAnchor> anchors = new HashSet<>();
        for (X509Certificate root : readAll(trust)) {
            anchors.add(new TrustAnchor(root, null));
        }
        List<X509Certificate> path = new ArrayList<>(List.of(leaf));
        X509Certificate at = leaf;
        while (!isAnchorName(anchors, at) && path.size() <= pool.size()) {
            X509Certificate next = null;
            for (X509Certificate c : pool) {
                if (c.getSubjectX500Principal().equals(at.getIssuerX500Principal()) && !path.contains(c)) {
                    next = c;
                    break;
                }
            }
            if (next == null) {
                break;
            }
            path.add(next);
            at = next;
        }
        boolean[] ku = leaf.getKeyUsage();
        if (ku != null && !ku[0] && !ku[1]) {
            throw new CommandFailure(FileNames.quote(signer.toString())
                    + ": the signer's certificate does not allow signatures (keyUsage lacks digitalSignature)");
        }
        try {
            PKIXParameters params = new PKIXParameters(anchors);
            List<CRL> crls = new ArrayList<>();
            for (Path f : crlFiles) {
                crls.addAll(Certificates.parseAllCrls(InputFiles.readAll(f, MAX_FILE, "too large for CRLs")));
            }
            params.setRevocationEnabled(!crls.isEmpty());
            params.addCertStore(CertStore.getInstance("Collection", new CollectionCertStoreParameters(crls)));
            PathValidator.validate(new CertificateChain(path), params, Sm2CertificateIdPolicy.current());
        } catch (CertPathValidatorException e) {
            throw new CommandFailure(FileNames.quote(signer.toString()) + ": the signer's certificate chain does not"
                    + " validate: " + e.getMessage());
        } catch (GeneralSecurityException e) {
            throw new CommandFailure(FileNames.quote(signer.toString()) + ": cannot validate the signer's chain: "
                    + e.getMessage(), e);
        }
    }

    private static boolean isAnchorName(Set<TrustAnchor> anchors, X509Certificate c) {
        for (TrustAnchor a : anchors) {
            if (a.getTrustedCert().getSubjectX500Principal().equals(c.getIssuerX500Principal())) {
                return true;
            }
        }
        return false;
    }

    private static List<X509Certificate> readAll(Path file) throws CommandFailure {
        try {
            return Certificates.parseAll(InputFiles.readAll(file, MAX_FILE, "too large for certificates"));
        } catch (GeneralSecurityException e) {
            throw new CommandFailure(FileNames.quote(file.toString()) + ": " + e.getMessage(), e);
        }
    }
}
