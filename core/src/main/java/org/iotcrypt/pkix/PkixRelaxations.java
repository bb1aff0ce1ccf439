package org.iotcrypt.pkix;

import java.security.cert.CertPathValidatorException;
import java.security.cert.Certificate;
import java.security.cert.PKIXCertPathChecker;
import java.security.cert.PKIXParameters;
import java.util.Collection;
import java.util.EnumSet;
import java.util.Set;

/**
 * The RFC 5280 rules IotCrypt's PKIX validator enforces that a caller may relax, each where the
 * JDK's validator or Bouncy Castle's is laxer and real certificates break the rule. It travels
 * in the standard parameters as a {@link PKIXCertPathChecker} that checks nothing itself, so that
 * it works through {@code CertPathValidator} and {@code CertPathBuilder} alike, per call, with no
 * global flag:
 *
 * <pre>{@code
 * params.addCertPathChecker(PkixRelaxations.of(PkixRelaxations.Rule.SERIAL_NUMBER));
 * }</pre>
 *
 * Every other rule of the profile holds whatever the parameters say.
 */
public final class PkixRelaxations extends PKIXCertPathChecker {

    /** A rule that may be relaxed. */
    public enum Rule {
        /**
         * Serial numbers that are zero, negative or longer than 20 octets (RFC 5280 §4.1.2.2: "MUST
         * be positive", at most 20 octets; it also says users SHOULD handle such certificates
         * gracefully). The JDK and Bouncy Castle accept them.
         */
        SERIAL_NUMBER,
        /**
         * A missing authority key identifier (in a certificate that is not self-signed) or subject
         * key identifier (in a CA certificate), RFC 5280 §4.2.1.1 and §4.2.1.2: older CAs omit
         * them; the JDK and Bouncy Castle build and validate without them.
         */
        KEY_IDENTIFIERS,
        /**
         * The checks of a trust anchor's own certificate: validity at the date, basicConstraints
         * present, critical and consistent with keyUsage, key identifiers not critical and present.
         * The JDK and Bouncy Castle take a trust anchor as given.
         */
        TRUST_ANCHOR,
        /** A CRL without a CRLNumber (RFC 5280 §5.2.3 makes it mandatory); the JDK and Bouncy Castle use such CRLs. */
        CRL_NUMBER,
        /**
         * The syntax of DNS names and e-mail addresses in subjectAltName (RFC 5280 §4.2.1.6: DNS
         * names in the preferred name syntax, so no underscore and no IP address): internal
         * networks use underscores, and the JDK and Bouncy Castle accept them. Name constraints
         * themselves are always checked.
         */
        NAME_SYNTAX
    }

    private final Set<Rule> relaxed;

    private PkixRelaxations(Set<Rule> relaxed) {
        this.relaxed = relaxed;
    }

    /**
     * The relaxations to add to the parameters.
     *
     * @param rules the rules not to enforce
     * @return a checker that carries them
     */
    public static PkixRelaxations of(Rule... rules) {
        EnumSet<Rule> set = EnumSet.noneOf(Rule.class);
        set.addAll(java.util.List.of(rules));
        return new PkixRelaxations(set);
    }

    /** @return the rules relaxed */
    public Set<Rule> rules() {
        return Set.copyOf(relaxed);
    }

    /** The relaxations the parameters carry (none if they carry no {@code PkixRelaxations}). */
    static Set<Rule> in(PKIXParameters params) {
        EnumSet<Rule> out = EnumSet.noneOf(Rule.class);
        for (PKIXCertPathChecker c : params.getCertPathCheckers()) {
            if (c instanceof PkixRelaxations) {
                out.addAll(((PkixRelaxations) c).relaxed);
            }
        }
        return out;
    }

    @Override
    public void init(boolean forward) {
    }

    @Override
    public boolean isForwardCheckingSupported() {
        return true;
    }

    @Override
    public Set<String> getSupportedExtensions() {
        return null;
    }

    @Override
    public void check(Certificate cert, Collection<String> unresolvedCritExts) throws CertPathValidatorException {
        // carries the relaxations; the validator reads them
    }

    @Override
    public String toString() {
        return "PkixRelaxations" + relaxed;
    }
}
