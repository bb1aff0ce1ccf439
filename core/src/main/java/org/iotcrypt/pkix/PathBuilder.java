package org.iotcrypt.pkix;

import java.security.InvalidAlgorithmParameterException;
import java.security.cert.CertPathBuilderException;
import java.security.cert.CertPathValidatorException;
import java.security.cert.CertSelector;
import java.security.cert.CertStore;
import java.security.cert.CertStoreException;
import java.security.cert.Certificate;
import java.security.cert.CertificateException;
import java.security.cert.PKIXBuilderParameters;
import java.security.cert.PKIXCertPathBuilderResult;
import java.security.cert.PKIXCertPathValidatorResult;
import java.security.cert.TrustAnchor;
import java.security.cert.X509CertSelector;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.security.auth.x500.X500Principal;

/**
 * PKIX path building (RFC 4158's forward direction, kept simple): from each certificate of the
 * {@code CertStore}s that meets the target constraints, towards a trust anchor, through the
 * certificates whose subject is the current one's issuer, depth first; each path that reaches an
 * anchor is checked by {@link PathValidator}, and the first that validates is the result. A
 * candidate that fails (a decoy issuer of the right name but the wrong key, an expired one) is
 * passed over for the next. The search stops at {@code getMaxPathLength()} intermediates (-1:
 * at {@value #SEARCH_LIMIT}). Certificates and CRLs only: public data.
 */
public final class PathBuilder {

    /** Intermediates searched at most, whatever the parameters say. */
    static final int SEARCH_LIMIT = 16;

    private final PKIXBuilderParameters params;
    private final Sm2CertificateIdPolicy policy;
    private CertPathValidatorException lastFailure;

    private PathBuilder(PKIXBuilderParameters params, Sm2CertificateIdPolicy policy) {
        this.params = params;
        this.policy = policy;
    }

    /**
     * Builds and validates a path.
     *
     * @param params the trust anchors, the target constraints (an {@link X509CertSelector}), the
     *     CertStores to search, and everything {@link PathValidator} reads
     * @param policy the SM2 ID policy for signatures
     * @return the path (target first, the anchor not in it) with the validator's result
     * @throws CertPathBuilderException if no path validates; the cause is the last candidate's failure
     * @throws InvalidAlgorithmParameterException if the parameters cannot be used
     */
    public static PKIXCertPathBuilderResult build(PKIXBuilderParameters params, Sm2CertificateIdPolicy policy)
            throws CertPathBuilderException, InvalidAlgorithmParameterException {
        CertSelector target = params.getTargetCertConstraints();
        if (!(target instanceof X509CertSelector)) {
            throw new InvalidAlgorithmParameterException("PKIX building needs an X509CertSelector as target constraints");
        }
        PathBuilder builder = new PathBuilder(params, policy);
        int maxIntermediates = params.getMaxPathLength() < 0 ? SEARCH_LIMIT : Math.min(params.getMaxPathLength(), SEARCH_LIMIT);
        List<X509Certificate> targets = builder.find(target);
        if (targets.isEmpty()) {
            throw new CertPathBuilderException("no certificate in the CertStores meets the target constraints");
        }
        for (X509Certificate t : targets) {
            List<X509Certificate> path = new ArrayList<>(List.of(t));
            PKIXCertPathBuilderResult result = builder.extend(path, maxIntermediates);
            if (result != null) {
                return result;
            }
        }
        throw new CertPathBuilderException("no path from the target to a trust anchor validates"
                + (builder.lastFailure == null ? " (none reaches an anchor)" : ": " + builder.lastFailure.getMessage()),
                builder.lastFailure);
    }

    /** Tries {@code path} against the anchors, then each issuer that extends it; null if none validates. */
    private PKIXCertPathBuilderResult extend(List<X509Certificate> path, int intermediatesLeft) throws InvalidAlgorithmParameterException {
        X509Certificate last = path.get(path.size() - 1);
        if (issuedByAnAnchor(last)) {
            try {
                PKIXCertPathValidatorResult r = PathValidator.validate(new CertificateChain(path), params, policy);
                return new PKIXCertPathBuilderResult(new CertificateChain(path), r.getTrustAnchor(), r.getPolicyTree(),
                        r.getPublicKey());
            } catch (CertPathValidatorException e) {
                lastFailure = e;
            } catch (CertificateException e) {
                throw new IllegalStateException("X.509 certificates form a path", e);
            }
        }
        if (intermediatesLeft == 0 || last.getIssuerX500Principal().equals(last.getSubjectX500Principal())) {
            return null;
        }
        X509CertSelector issuers = new X509CertSelector();
        issuers.setSubject(last.getIssuerX500Principal());
        for (X509Certificate issuer : find(issuers)) {
            if (!path.contains(issuer)) {
                path.add(issuer);
                PKIXCertPathBuilderResult r = extend(path, intermediatesLeft - 1);
                if (r != null) {
                    return r;
                }
                path.remove(path.size() - 1);
            }
        }
        return null;
    }

    private boolean issuedByAnAnchor(X509Certificate c) {
        X500Principal issuer = c.getIssuerX500Principal();
        for (TrustAnchor anchor : params.getTrustAnchors()) {
            X500Principal name = anchor.getTrustedCert() != null ? anchor.getTrustedCert().getSubjectX500Principal()
                    : anchor.getCA();
            if (issuer.equals(name)) {
                return true;
            }
        }
        return false;
    }

    /** The X.509 certificates of every CertStore that the selector takes, each once, in the stores' order. */
    private List<X509Certificate> find(CertSelector selector) throws InvalidAlgorithmParameterException {
        Set<X509Certificate> found = new LinkedHashSet<>();
        for (CertStore store : params.getCertStores()) {
            try {
                for (Certificate c : store.getCertificates(selector)) {
                    if (c instanceof X509Certificate) {
                        found.add((X509Certificate) c);
                    }
                }
            } catch (CertStoreException e) {
                throw new InvalidAlgorithmParameterException("a CertStore cannot be searched: " + e.getMessage(), e);
            }
        }
        return new ArrayList<>(found);
    }
}
