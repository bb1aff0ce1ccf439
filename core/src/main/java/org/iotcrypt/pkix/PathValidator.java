package org.iotcrypt.pkix;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.PublicKey;
import java.security.cert.CertPath;
import java.security.cert.CertPathValidatorException;
import java.security.cert.CertPathValidatorException.BasicReason;
import java.security.cert.CertPathValidatorException.Reason;
import java.security.cert.CertSelector;
import java.security.cert.Certificate;
import java.security.cert.CertificateExpiredException;
import java.security.cert.CertificateNotYetValidException;
import java.security.cert.PKIXCertPathChecker;
import java.security.cert.PKIXCertPathValidatorResult;
import java.security.cert.PKIXParameters;
import java.security.cert.PKIXReason;
import java.security.cert.TrustAnchor;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.security.auth.x500.X500Principal;

/**
 * RFC 5280 §6.1 basic path validation for paths that hold SM2 certificates (and others): what
 * {@code CertPathValidator.getInstance("PKIX", "IotCrypt")} runs. Along the path from the trust
 * anchor to the target it checks each signature (SM3withSM2 under {@link Sm2CertificateIdPolicy}),
 * the validity at {@link PKIXParameters#getDate()}, issuer/subject chaining, that every issuer is
 * a CA (basicConstraints cA, keyUsage keyCertSign), the path length (pathLenConstraint, self-issued
 * certificates not counted), name constraints (of the certificates and of the trust anchor), and
 * that no critical extension is left that neither this code nor a {@link PKIXCertPathChecker}
 * handles, and, when revocation is enabled, that a CRL of each certificate's issuer (from the
 * parameters' CertStores, signed by the issuer, current at the date) does not list it: no CRL is
 * an undetermined status, a failure; OCSP is not used. Certificate policies are not processed: a path that needs them (an explicit policy, a
 * set of initial policies, a critical policy extension) is refused, never passed.
 *
 * <p>Each certificate must also keep the RFC 5280 §4 profile ({@link CertificateProfile}), and a
 * trust anchor's own certificate is checked as a CA's; a caller relaxes a rule per call with
 * {@link PkixRelaxations}. Name constraints are bounded in work ({@link NameConstraintsState}).
 *
 * <p>A failure is a {@link CertPathValidatorException} with the reason and the index in the path
 * (0 = the target, -1 = the trust anchor). Everything here is public data.
 */
public final class PathValidator {

    private PathValidator() {
    }

    /**
     * Validates {@code path} (target first, trust anchor not included, or included as its first
     * certificate's issuer) under {@code params}.
     *
     * @param path the path, target first
     * @param params the trust anchors, the date, checkers and target constraints
     * @param policy the SM2 IDs certificate signatures may use
     * @return the anchor that starts the path and the target's key
     * @throws CertPathValidatorException if the path does not validate
     * @throws InvalidAlgorithmParameterException if the parameters ask for what is not supported
     */
    public static PKIXCertPathValidatorResult validate(CertPath path, PKIXParameters params, Sm2CertificateIdPolicy policy)
            throws CertPathValidatorException, InvalidAlgorithmParameterException {
        if (params.isExplicitPolicyRequired() || !params.getInitialPolicies().isEmpty()) {
            throw new InvalidAlgorithmParameterException("certificate policies are not processed by IotCrypt's PKIX"
                    + " validator: an explicit policy or initial policies cannot be honoured");
        }
        List<ParsedCertificate> certs = parseAll(path);
        List<ParsedCrl> crls = params.isRevocationEnabled() ? crls(params) : null;
        if (certs.isEmpty()) {
            throw new CertPathValidatorException("the certification path is empty", null, path, -1,
                    BasicReason.UNSPECIFIED);
        }
        Date date = params.getDate() == null ? new Date() : params.getDate();
        CertPathValidatorException last = null;
        ParsedCertificate first = certs.get(certs.size() - 1);
        for (TrustAnchor anchor : params.getTrustAnchors()) {
            if (!anchorName(anchor).equals(first.getIssuerX500Principal())) {
                continue;
            }
            try {
                run(path, certs, anchor, params, date, policy, crls);
                return new PKIXCertPathValidatorResult(anchor, null, certs.get(0).getPublicKey());
            } catch (CertPathValidatorException e) {
                last = e;
            }
        }
        if (last != null) {
            throw last;
        }
        throw new CertPathValidatorException("no trust anchor is named " + first.getIssuerX500Principal().getName()
                + " (the issuer of the path's last certificate)", null, path, certs.size() - 1, PKIXReason.NO_TRUST_ANCHOR);
    }

    private static void run(CertPath path, List<ParsedCertificate> certs, TrustAnchor anchor, PKIXParameters params,
            Date date, Sm2CertificateIdPolicy policy, List<ParsedCrl> crls) throws CertPathValidatorException {
        int n = certs.size();
        Set<PkixRelaxations.Rule> relaxed = PkixRelaxations.in(params);
        if (anchor.getTrustedCert() != null) {
            CertificateProfile.Problem p = CertificateProfile.checkAnchor(parseAnchor(path, anchor), date, relaxed);
            if (p != null) {
                throw fail(path, -1, p.reason(), p.message());
            }
        }
        PublicKey workingKey = anchor.getTrustedCert() != null ? anchor.getTrustedCert().getPublicKey() : anchor.getCAPublicKey();
        X500Principal workingIssuer = anchorName(anchor);
        int maxPathLength = n;
        NameConstraintsState names = new NameConstraintsState();
        try {
            if (anchor.getNameConstraints() != null) {
                names.add(NameConstraints.read(anchor.getNameConstraints()));
            }
            if (anchor.getTrustedCert() != null) {
                // RFC 5937: the anchor certificate's own constraints apply to the path it starts.
                X509Certificate a = anchor.getTrustedCert();
                int bc = a.getBasicConstraints();
                if (bc >= 0 && bc < Integer.MAX_VALUE) {
                    maxPathLength = Math.min(maxPathLength, bc);
                }
                byte[] nc = a.getExtensionValue(CertificateExtensions.NAME_CONSTRAINTS);
                if (nc != null) {
                    names.add(NameConstraints.read(unwrapOctets(nc)));
                }
            }
        } catch (IOException e) {
            throw new CertPathValidatorException("the trust anchor's name constraints are malformed or invalid: "
                    + e.getMessage(), null, path, -1, PKIXReason.INVALID_NAME);
        }
        List<PKIXCertPathChecker> checkers = params.getCertPathCheckers();
        for (PKIXCertPathChecker checker : checkers) {
            checker.init(false);
        }
        // RFC 5280 numbers the certificates 1..n from the anchor; the CertPath index is n - i.
        for (int i = 1; i <= n; i++) {
            int index = n - i;
            ParsedCertificate cert = certs.get(index);
            boolean last = i == n;
            boolean selfIssued = cert.getSubjectX500Principal().equals(cert.getIssuerX500Principal());
            String who = "certificate " + index + " (" + cert.getSubjectX500Principal().getName() + ")";

            try {
                cert.verify(workingKey, policy);
            } catch (GeneralSecurityException e) {
                throw fail(path, index, BasicReason.INVALID_SIGNATURE, who + ": signature does not verify under its"
                        + " issuer's key: " + e.getMessage());
            }
            try {
                cert.checkValidity(date);
            } catch (CertificateExpiredException e) {
                throw fail(path, index, BasicReason.EXPIRED, who + " has expired at the validation date: " + e.getMessage());
            } catch (CertificateNotYetValidException e) {
                throw fail(path, index, BasicReason.NOT_YET_VALID, who + " is not yet valid at the validation date: "
                        + e.getMessage());
            }
            boolean selfSigned = selfIssued && cert.getPublicKey().equals(workingKey);
            CertificateProfile.Problem problem = CertificateProfile.check(cert, last, selfSigned, relaxed);
            if (problem != null) {
                throw fail(path, index, problem.reason(), who + ": " + problem.message());
            }
            if (crls != null) {
                X509Certificate issuerCert = i == 1 ? anchor.getTrustedCert() : certs.get(index + 1);
                String revoked = revocation(cert, issuerCert, workingKey, crls, date, policy, relaxed);
                if (revoked != null) {
                    throw fail(path, index, revoked.startsWith("revoked") ? BasicReason.REVOKED
                            : BasicReason.UNDETERMINED_REVOCATION_STATUS, who + " " + revoked);
                }
            }
            if (!cert.getIssuerX500Principal().equals(workingIssuer)) {
                throw fail(path, index, PKIXReason.NAME_CHAINING, who + ": its issuer " + cert.getIssuerX500Principal().getName()
                        + " is not the subject of the certificate before it, " + workingIssuer.getName());
            }
            if (!(selfIssued && !last)) {
                String violation = names.violation(cert);
                if (violation != null) {
                    throw fail(path, index, PKIXReason.INVALID_NAME, who + ": " + violation);
                }
            }

            Set<String> unresolved = new HashSet<>(cert.extensions().oids(true));
            unresolved.removeAll(CertificateExtensions.UNDERSTOOD);
            for (PKIXCertPathChecker checker : checkers) {
                checker.check(cert, unresolved);
            }
            if (!unresolved.isEmpty()) {
                throw fail(path, index, PKIXReason.UNRECOGNIZED_CRIT_EXT, who + " has critical extensions that are not"
                        + " understood: " + unresolved);
            }

            if (last) {
                break;
            }
            // Preparation for certificate i + 1 (RFC 5280 §6.1.4).
            workingIssuer = cert.getSubjectX500Principal();
            workingKey = cert.getPublicKey();
            byte[] nc = cert.getExtensionValue(CertificateExtensions.NAME_CONSTRAINTS);
            if (nc != null) {
                try {
                    names.add(NameConstraints.read(unwrapOctets(nc)));
                } catch (IOException e) {
                    throw fail(path, index, PKIXReason.INVALID_NAME, who + ": malformed or invalid name constraints: "
                            + e.getMessage());
                }
            }
            if (cert.getBasicConstraints() < 0) {
                throw fail(path, index, PKIXReason.NOT_CA_CERT, who + " issues the next certificate but is not a CA"
                        + (cert.extensions().hasBasicConstraints() ? " (basicConstraints cA is false)" : " (no basicConstraints)"));
            }
            if (!selfIssued) {
                if (maxPathLength <= 0) {
                    throw fail(path, index, PKIXReason.PATH_TOO_LONG, who + ": the path is longer than a"
                            + " pathLenConstraint above it allows");
                }
                maxPathLength--;
            }
            maxPathLength = Math.min(maxPathLength, cert.getBasicConstraints());
            boolean[] ku = cert.getKeyUsage();
            if (ku != null && !ku[5]) {
                throw fail(path, index, PKIXReason.INVALID_KEY_USAGE, who + " issues the next certificate but its"
                        + " keyUsage lacks keyCertSign");
            }
        }
        CertSelector target = params.getTargetCertConstraints();
        if (target != null && !target.match(certs.get(0))) {
            throw fail(path, 0, BasicReason.UNSPECIFIED, "the target certificate does not meet the target constraints");
        }
    }

    /**
     * The CRLs of the parameters' CertStores, as this package's.
     */
    private static List<ParsedCrl> crls(PKIXParameters params) throws InvalidAlgorithmParameterException {
        List<ParsedCrl> out = new ArrayList<>();
        for (java.security.cert.CertStore store : params.getCertStores()) {
            try {
                for (java.security.cert.CRL crl : store.getCRLs(null)) {
                    if (crl instanceof java.security.cert.X509CRL) {
                        out.add(crl instanceof ParsedCrl ? (ParsedCrl) crl
                                : ParsedCrl.parse(((java.security.cert.X509CRL) crl).getEncoded()));
                    }
                }
            } catch (GeneralSecurityException e) {
                throw new InvalidAlgorithmParameterException("cannot read the CRLs of a CertStore: " + e.getMessage(), e);
            }
        }
        return out;
    }

    /**
     * Null if a CRL of the certificate's issuer, signed by the issuer's key, current at the date
     * and with no critical extension left unprocessed, does not list the certificate; else why
     * not ("revoked ..." or why the status is unknown). Only complete CRLs signed by the issuer
     * itself count: delta, partitioned and indirect CRLs (critical extensions here) are unused.
     */
    private static String revocation(ParsedCertificate cert, X509Certificate issuerCert, PublicKey issuerKey,
            List<ParsedCrl> crls, Date date, Sm2CertificateIdPolicy policy, Set<PkixRelaxations.Rule> relaxed) {
        if (issuerCert != null && issuerCert.getKeyUsage() != null && !issuerCert.getKeyUsage()[6]) {
            return "cannot be checked for revocation: its issuer's keyUsage lacks cRLSign";
        }
        boolean found = false;
        String passedOver = "";
        for (ParsedCrl crl : crls) {
            if (!crl.getIssuerX500Principal().equals(cert.getIssuerX500Principal()) || !crl.usable()
                    || crl.getThisUpdate().after(date) || (crl.getNextUpdate() != null && crl.getNextUpdate().before(date))) {
                continue;
            }
            String number = crl.crlNumberProblem(relaxed.contains(PkixRelaxations.Rule.CRL_NUMBER));
            if (number != null) {
                passedOver = " (a CRL of it was passed over: " + number + ")";
                continue;
            }
            try {
                crl.verify(issuerKey, policy);
            } catch (GeneralSecurityException e) {
                continue;
            }
            found = true;
            java.security.cert.X509CRLEntry entry = crl.getRevokedCertificate(cert.getSerialNumber());
            if (entry != null && !entry.getRevocationDate().after(date)) {
                return "revoked on " + ParsedCertificate.utc(entry.getRevocationDate().getTime())
                        + (entry.getRevocationReason() == null ? "" : " (" + entry.getRevocationReason() + ")")
                        + " by the CRL of " + crl.getIssuerX500Principal().getName();
            }
        }
        return found ? null : "has no revocation status: no CRL of " + cert.getIssuerX500Principal().getName()
                + " signed by its key and current at the validation date" + passedOver + " (give CRLs in a CertStore, or"
                + " setRevocationEnabled(false))";
    }

    private static CertPathValidatorException fail(CertPath path, int index, Reason reason, String message) {
        return new CertPathValidatorException(message, null, path, index, reason);
    }

    /** The path's certificates as this package's, whoever parsed them. */
    private static List<ParsedCertificate> parseAll(CertPath path) throws CertPathValidatorException {
        List<ParsedCertificate> out = new ArrayList<>();
        int i = 0;
        for (Certificate c : path.getCertificates()) {
            try {
                out.add(c instanceof ParsedCertificate ? (ParsedCertificate) c : ParsedCertificate.parse(c.getEncoded()));
            } catch (GeneralSecurityException e) {
                throw new CertPathValidatorException("certificate " + i + " cannot be read: " + e.getMessage(), e, path, i,
                        BasicReason.UNSPECIFIED);
            }
            i++;
        }
        return out;
    }

    /** The trust anchor's certificate as this package's. */
    private static ParsedCertificate parseAnchor(CertPath path, TrustAnchor anchor) throws CertPathValidatorException {
        X509Certificate a = anchor.getTrustedCert();
        try {
            return a instanceof ParsedCertificate ? (ParsedCertificate) a : ParsedCertificate.parse(a.getEncoded());
        } catch (GeneralSecurityException e) {
            throw new CertPathValidatorException("the trust anchor's certificate cannot be read: " + e.getMessage(), e, path,
                    -1, BasicReason.UNSPECIFIED);
        }
    }

    private static X500Principal anchorName(TrustAnchor anchor) {
        return anchor.getTrustedCert() != null ? anchor.getTrustedCert().getSubjectX500Principal() : anchor.getCA();
    }

    /** The content of a DER OCTET STRING (what getExtensionValue returns). */
    private static byte[] unwrapOctets(byte[] octetString) throws IOException {
        org.iotcrypt.internal.encoding.DerReader r = new org.iotcrypt.internal.encoding.DerReader(octetString);
        byte[] value = r.octetString();
        r.finish();
        return value;
    }
}
