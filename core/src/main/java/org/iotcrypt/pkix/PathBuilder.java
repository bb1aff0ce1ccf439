package org.iotcrypt.pkix;

import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.PublicKey;
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
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.security.auth.x500.X500Principal;

/**
 * PKIX path building (RFC 4158's forward direction): from each certificate of the
 * {@code CertStore}s that meets the target constraints towards a trust anchor, depth first,
 * through the certificates whose subject is the current one's issuer and <em>whose key verifies
 * its signature</em>, checked before the search descends (a decoy of the right name under
 * another key is passed over at once, not at the end of every path through it). Candidates whose
 * subject key identifier matches the authority key identifier go first. Self-issued certificates
 * (a CA's key rollover: old-with-new, new-with-old) are searched like any other, a certificate at
 * most once per path. A path that reaches an anchor whose key verifies its last signature is
 * checked by {@link PathValidator}; the first that validates is the result.
 *
 * <p>The work is bounded, as a hostile certificate set must not make it exponential (2K
 * certificates alternating between two names took 19 s at K = 6, hours at K = 8): at most
 * {@value #MAX_NODES} candidates visited and {@value #MAX_SIGNATURES} signatures checked (Go's
 * crypto/x509 allows 100), and at most {@code getMaxPathLength()} intermediates ({@value #SEARCH_LIMIT}
 * when it says -1). Past a bound the build fails, saying which. The stores are read once and
 * indexed by subject. Certificates and CRLs only: public data.
 */
public final class PathBuilder {

    /** Intermediates searched at most, whatever the parameters say. */
    static final int SEARCH_LIMIT = 16;
    /** Candidate issuers visited at most in one build. */
    static final int MAX_NODES = 1000;
    /** Signatures verified at most in one build (the pre-checks and the validations' own). */
    static final int MAX_SIGNATURES = 200;

    /** The work of one build, counted (the bound, and for the tests). */
    static final class Work {
        int nodes;
        int signatures;
    }

    private final PKIXBuilderParameters params;
    private final Sm2CertificateIdPolicy policy;
    private final Work work;
    private final Map<X500Principal, List<X509Certificate>> bySubject = new HashMap<>();
    /** Signature checks made: issuer, then subject, then whether the issuer's key verified it. */
    private final Map<Object, Map<X509Certificate, Boolean>> verified = new IdentityHashMap<>();
    private CertPathValidatorException lastFailure;

    private PathBuilder(PKIXBuilderParameters params, Sm2CertificateIdPolicy policy, Work work) {
        this.params = params;
        this.policy = policy;
        this.work = work;
    }

    /**
     * Builds and validates a path.
     *
     * @param params the trust anchors, the target constraints (an {@link X509CertSelector}), the
     *     CertStores to search, and everything {@link PathValidator} reads
     * @param policy the SM2 ID policy for signatures
     * @return the path (target first, the anchor not in it) with the validator's result
     * @throws CertPathBuilderException if no path validates (the cause is the last candidate's
     *     failure), or the search reached its bound
     * @throws InvalidAlgorithmParameterException if the parameters cannot be used
     */
    public static PKIXCertPathBuilderResult build(PKIXBuilderParameters params, Sm2CertificateIdPolicy policy)
            throws CertPathBuilderException, InvalidAlgorithmParameterException {
        return build(params, policy, new Work());
    }

    /** {@link #build(PKIXBuilderParameters, Sm2CertificateIdPolicy)}, counting its work in {@code work}. */
    static PKIXCertPathBuilderResult build(PKIXBuilderParameters params, Sm2CertificateIdPolicy policy, Work work)
            throws CertPathBuilderException, InvalidAlgorithmParameterException {
        CertSelector target = params.getTargetCertConstraints();
        if (!(target instanceof X509CertSelector)) {
            throw new InvalidAlgorithmParameterException("PKIX building needs an X509CertSelector as target constraints");
        }
        PathBuilder builder = new PathBuilder(params, policy, work);
        int maxIntermediates = params.getMaxPathLength() < 0 ? SEARCH_LIMIT : Math.min(params.getMaxPathLength(), SEARCH_LIMIT);
        List<X509Certificate> targets = builder.index(target);
        if (targets.isEmpty()) {
            throw new CertPathBuilderException("no certificate in the CertStores meets the target constraints");
        }
        try {
            for (X509Certificate t : targets) {
                List<X509Certificate> path = new ArrayList<>(List.of(t));
                PKIXCertPathBuilderResult result = builder.extend(path, maxIntermediates);
                if (result != null) {
                    return result;
                }
            }
        } catch (OutOfWork e) {
            throw new CertPathBuilderException("path building gave up: " + e.getMessage() + " (the CertStores hold too many"
                    + " candidate issuers; no path found before)", builder.lastFailure);
        }
        throw new CertPathBuilderException("no path from the target to a trust anchor validates"
                + (builder.lastFailure == null ? " (none reaches an anchor)" : ": " + builder.lastFailure.getMessage()),
                builder.lastFailure);
    }

    /** Tries {@code path} against the anchors, then each issuer that extends it; null if none validates. */
    private PKIXCertPathBuilderResult extend(List<X509Certificate> path, int intermediatesLeft)
            throws InvalidAlgorithmParameterException, OutOfWork {
        X509Certificate last = path.get(path.size() - 1);
        for (TrustAnchor anchor : params.getTrustAnchors()) {
            if (!last.getIssuerX500Principal().equals(anchorName(anchor)) || !signs(anchorKey(anchor), anchor, last)) {
                continue;
            }
            spend(0, path.size());
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
        if (intermediatesLeft == 0) {
            return null;
        }
        for (X509Certificate issuer : candidates(last)) {
            if (path.contains(issuer)) {
                continue;
            }
            spend(1, 0);
            if (!signs(issuer.getPublicKey(), issuer, last)) {
                lastFailure = new CertPathValidatorException("certificate " + (path.size() - 1) + " ("
                        + last.getSubjectX500Principal().getName() + "): its signature does not verify under the key of "
                        + "the candidate issuer of that name", null, null, -1, CertPathValidatorException.BasicReason.INVALID_SIGNATURE);
                continue;
            }
            path.add(issuer);
            PKIXCertPathBuilderResult r = extend(path, intermediatesLeft - 1);
            if (r != null) {
                return r;
            }
            path.remove(path.size() - 1);
        }
        return null;
    }

    /** The certificates named as {@code c}'s issuer, those whose key identifier matches its AKI first. */
    private List<X509Certificate> candidates(X509Certificate c) {
        List<X509Certificate> named = bySubject.getOrDefault(c.getIssuerX500Principal(), List.of());
        byte[] aki = authorityKeyId(c);
        if (aki == null) {
            return named;
        }
        List<X509Certificate> matching = new ArrayList<>();
        List<X509Certificate> others = new ArrayList<>();
        for (X509Certificate i : named) {
            (Arrays.equals(aki, subjectKeyId(i)) ? matching : others).add(i);
        }
        matching.addAll(others);
        return matching;
    }

    /** Whether {@code key} (of {@code issuer}, a certificate or an anchor) verifies {@code c}'s signature; each pair checked once. */
    private boolean signs(PublicKey key, Object issuer, X509Certificate c) throws OutOfWork {
        Map<X509Certificate, Boolean> done = verified.computeIfAbsent(issuer, k -> new IdentityHashMap<>());
        Boolean known = done.get(c);
        if (known != null) {
            return known;
        }
        spend(0, 1);
        boolean ok;
        try {
            ParsedCertificate parsed = c instanceof ParsedCertificate ? (ParsedCertificate) c : ParsedCertificate.parse(c.getEncoded());
            parsed.verify(key, policy);
            ok = true;
        } catch (GeneralSecurityException e) {
            ok = false;
        }
        done.put(c, ok);
        return ok;
    }

    private void spend(int nodes, int signatures) throws OutOfWork {
        work.nodes += nodes;
        work.signatures += signatures;
        if (work.nodes > MAX_NODES) {
            throw new OutOfWork(MAX_NODES + " candidate issuers visited");
        }
        if (work.signatures > MAX_SIGNATURES) {
            throw new OutOfWork(MAX_SIGNATURES + " signatures checked");
        }
    }

    /** The search reached a bound. */
    private static final class OutOfWork extends Exception {
        private static final long serialVersionUID = 1L;

        OutOfWork(String message) {
            super(message, null, false, false);
        }
    }

    /** Reads every X.509 certificate of the CertStores once, indexes them by subject, and returns those the target selector takes. */
    private List<X509Certificate> index(CertSelector target) throws InvalidAlgorithmParameterException {
        Set<X509Certificate> all = new LinkedHashSet<>();
        for (CertStore store : params.getCertStores()) {
            try {
                for (Certificate c : store.getCertificates(new X509CertSelector())) {
                    if (c instanceof X509Certificate) {
                        all.add((X509Certificate) c);
                    }
                }
            } catch (CertStoreException e) {
                throw new InvalidAlgorithmParameterException("a CertStore cannot be searched: " + e.getMessage(), e);
            }
        }
        List<X509Certificate> targets = new ArrayList<>();
        for (X509Certificate c : all) {
            bySubject.computeIfAbsent(c.getSubjectX500Principal(), k -> new ArrayList<>()).add(c);
            if (target.match(c)) {
                targets.add(c);
            }
        }
        return targets;
    }

    private static X500Principal anchorName(TrustAnchor anchor) {
        return anchor.getTrustedCert() != null ? anchor.getTrustedCert().getSubjectX500Principal() : anchor.getCA();
    }

    private static PublicKey anchorKey(TrustAnchor anchor) {
        return anchor.getTrustedCert() != null ? anchor.getTrustedCert().getPublicKey() : anchor.getCAPublicKey();
    }

    private static byte[] authorityKeyId(X509Certificate c) {
        return c instanceof ParsedCertificate ? ((ParsedCertificate) c).extensions().authorityKeyId() : null;
    }

    private static byte[] subjectKeyId(X509Certificate c) {
        return c instanceof ParsedCertificate ? ((ParsedCertificate) c).extensions().subjectKeyId() : null;
    }

}
