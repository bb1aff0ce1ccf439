package org.iotcrypt.pkix;

import java.security.cert.CertPathValidatorException.BasicReason;
import java.security.cert.CertPathValidatorException.Reason;
import java.security.cert.CertificateExpiredException;
import java.security.cert.CertificateNotYetValidException;
import java.security.cert.PKIXReason;
import java.util.Collection;
import java.util.Date;
import java.util.List;
import java.util.Set;

/**
 * The rules of the RFC 5280 §4 profile that path validation enforces on each certificate, beyond
 * §6.1's basic checks, and on a trust anchor's own certificate: the rules conforming CAs "MUST"
 * keep, which a certificate that breaks them was not issued under. Those a caller may relax are
 * named by {@link PkixRelaxations.Rule}; the others always hold. Public data only.
 */
final class CertificateProfile {

    static final String POLICY_CONSTRAINTS = "2.5.29.36";

    /** A broken rule: why, and the reason the validator reports. */
    record Problem(String message, Reason reason) {
    }

    private CertificateProfile() {
    }

    /**
     * The first rule {@code cert} breaks, or null.
     *
     * @param isLast whether it is the path's target
     * @param selfSigned whether it is signed by its own key
     */
    static Problem check(ParsedCertificate cert, boolean isLast, boolean selfSigned, Set<PkixRelaxations.Rule> relaxed) {
        CertificateExtensions x = cert.extensions();
        boolean ca = cert.getBasicConstraints() >= 0;
        if (!relaxed.contains(PkixRelaxations.Rule.SERIAL_NUMBER)) {
            String serial = serialProblem(cert);
            if (serial != null) {
                return new Problem(serial, BasicReason.UNSPECIFIED);
            }
        }
        Problem ids = keyIdentifiers(cert, selfSigned, relaxed);
        if (ids != null) {
            return ids;
        }
        boolean[] ku = cert.getKeyUsage();
        if (ku != null && ku[5] && !ca) {
            return new Problem("its keyUsage asserts keyCertSign but basicConstraints does not assert cA (RFC 5280 §4.2.1.3,"
                    + " §4.2.1.9)", PKIXReason.INVALID_KEY_USAGE);
        }
        if (ca && cert.getSubjectX500Principal().getEncoded().length <= 2) {
            return new Problem("a CA certificate with an empty subject (RFC 5280 §4.1.2.6)", PKIXReason.INVALID_NAME);
        }
        CertificateExtensions.Extension pc = x.get(POLICY_CONSTRAINTS);
        if (pc != null && !pc.critical()) {
            return new Problem("its policyConstraints is not critical (RFC 5280 §4.2.1.11: conforming CAs mark it critical)",
                    BasicReason.UNSPECIFIED);
        }
        if (isLast && !ca && x.get(CertificateExtensions.NAME_CONSTRAINTS) != null) {
            return new Problem("an end-entity certificate with name constraints (RFC 5280 §4.2.1.10: CA certificates only)",
                    PKIXReason.INVALID_NAME);
        }
        CertificateExtensions.Extension san = x.get(CertificateExtensions.SUBJECT_ALT_NAME);
        if (cert.getSubjectX500Principal().getEncoded().length <= 2 && (san == null || !san.critical())) {
            return new Problem("an empty subject without a critical subjectAltName (RFC 5280 §4.1.2.6)", PKIXReason.INVALID_NAME);
        }
        if (!relaxed.contains(PkixRelaxations.Rule.NAME_SYNTAX)) {
            String names = altNameProblem(cert.getSubjectAlternativeNames());
            if (names != null) {
                return new Problem(names, PKIXReason.INVALID_NAME);
            }
        }
        return null;
    }

    /**
     * The first rule a trust anchor's own certificate breaks, or null: valid at the date, a CA by
     * a critical basicConstraints, keyCertSign where keyUsage is given, key identifiers as for
     * any CA certificate, no critical extension it does not understand.
     */
    static Problem checkAnchor(ParsedCertificate anchor, Date date, Set<PkixRelaxations.Rule> relaxed) {
        if (relaxed.contains(PkixRelaxations.Rule.TRUST_ANCHOR)) {
            return null;
        }
        try {
            anchor.checkValidity(date);
        } catch (CertificateExpiredException e) {
            return new Problem("the trust anchor's certificate has expired at the validation date: " + e.getMessage(),
                    BasicReason.EXPIRED);
        } catch (CertificateNotYetValidException e) {
            return new Problem("the trust anchor's certificate is not yet valid at the validation date: " + e.getMessage(),
                    BasicReason.NOT_YET_VALID);
        }
        CertificateExtensions.Extension bc = anchor.extensions().get(CertificateExtensions.BASIC_CONSTRAINTS);
        if (bc == null || anchor.getBasicConstraints() < 0) {
            return new Problem("the trust anchor's certificate is no CA certificate (" + (bc == null ? "no basicConstraints"
                    : "basicConstraints cA is false") + ", RFC 5280 §4.2.1.9)", PKIXReason.NOT_CA_CERT);
        }
        if (!bc.critical()) {
            return new Problem("the trust anchor's basicConstraints is not critical (RFC 5280 §4.2.1.9: conforming CAs mark"
                    + " it critical)", PKIXReason.NOT_CA_CERT);
        }
        boolean[] ku = anchor.getKeyUsage();
        if (ku != null && !ku[5]) {
            return new Problem("the trust anchor's keyUsage lacks keyCertSign, inconsistent with its cA (RFC 5280 §4.2.1.3)",
                    PKIXReason.INVALID_KEY_USAGE);
        }
        if (anchor.extensions().hasUnsupportedCritical()) {
            return new Problem("the trust anchor's certificate has critical extensions that are not understood: "
                    + unknownCritical(anchor), PKIXReason.UNRECOGNIZED_CRIT_EXT);
        }
        Problem p = check(anchor, false, true, relaxed);
        return p == null ? null : new Problem("the trust anchor's certificate: " + p.message(), p.reason());
    }

    private static String unknownCritical(ParsedCertificate c) {
        Set<String> oids = new java.util.TreeSet<>(c.extensions().oids(true));
        oids.removeAll(CertificateExtensions.UNDERSTOOD);
        return oids.toString();
    }

    private static String serialProblem(ParsedCertificate cert) {
        java.math.BigInteger serial = cert.getSerialNumber();
        if (serial.signum() <= 0) {
            return "its serial number is " + (serial.signum() == 0 ? "zero" : "negative") + " (RFC 5280 §4.1.2.2: positive)";
        }
        int octets = serial.toByteArray().length;
        if (octets > 20) {
            return "its serial number is " + octets + " octets long (RFC 5280 §4.1.2.2: at most 20)";
        }
        return null;
    }

    private static Problem keyIdentifiers(ParsedCertificate cert, boolean selfSigned, Set<PkixRelaxations.Rule> relaxed) {
        CertificateExtensions x = cert.extensions();
        CertificateExtensions.Extension aki = x.get(CertificateExtensions.AUTHORITY_KEY_ID);
        CertificateExtensions.Extension ski = x.get(CertificateExtensions.SUBJECT_KEY_ID);
        if ((aki != null && aki.critical()) || (ski != null && ski.critical())) {
            return new Problem("its " + (aki != null && aki.critical() ? "authority" : "subject") + " key identifier is"
                    + " critical (RFC 5280 §4.2.1.1, §4.2.1.2: conforming CAs mark it non-critical)", BasicReason.UNSPECIFIED);
        }
        if (relaxed.contains(PkixRelaxations.Rule.KEY_IDENTIFIERS) || cert.getVersion() < 3) {
            return null;
        }
        if (!selfSigned && (aki == null || cert.extensions().authorityKeyId() == null)) {
            return new Problem("it has no authority key identifier (RFC 5280 §4.2.1.1: every certificate but a self-signed"
                    + " one)", BasicReason.UNSPECIFIED);
        }
        if (cert.getBasicConstraints() >= 0 && ski == null) {
            return new Problem("a CA certificate without a subject key identifier (RFC 5280 §4.2.1.2)", BasicReason.UNSPECIFIED);
        }
        return null;
    }

    /** Why a subjectAltName's DNS name, e-mail address or IP address is malformed, or null. */
    private static String altNameProblem(Collection<List<?>> names) {
        if (names == null) {
            return null;
        }
        for (List<?> n : names) {
            int type = (Integer) n.get(0);
            Object v = n.get(1);
            if (type == GeneralNames.DNS && !NameSyntax.isDnsName((String) v, true)) {
                return "its subjectAltName DNS:" + v + " is no DNS name in the preferred syntax (RFC 5280 §4.2.1.6)";
            }
            if (type == GeneralNames.RFC822 && !NameSyntax.isMailbox((String) v)) {
                return "its subjectAltName email:" + v + " is no mailbox (RFC 5280 §4.2.1.6)";
            }
            if (type == GeneralNames.IP_ADDRESS && ((String) v).indexOf('/') >= 0) {
                return "its subjectAltName IP:" + v + " is a network, not an address (RFC 5280 §4.2.1.6: 4 or 16 octets)";
            }
        }
        return null;
    }
}
