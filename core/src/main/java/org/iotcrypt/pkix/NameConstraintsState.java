package org.iotcrypt.pkix;

import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import javax.security.auth.x500.X500Principal;
import org.iotcrypt.internal.encoding.DerReader;

/**
 * The name constraints gathered along a path (RFC 5280 §6.1.2 (b), (c) and §6.1.4 (g)). Instead
 * of intersecting permitted subtrees as the RFC describes, each CA's permitted set is kept and a
 * name must lie in every set that constrains its type, which accepts and refuses the same names;
 * excluded subtrees are a union.
 *
 * <p>Processed forms: dNSName, rfc822Name (and, in a certificate without subjectAltName, the
 * subject's emailAddress attributes, §4.2.1.10), uniformResourceIdentifier (its host), iPAddress
 * and directoryName (the subject and directoryName alternative names). A name of another form
 * (otherName, x400Address, ediPartyName, registeredID) in a certificate whose path constrains
 * that form is refused, since the constraint cannot be processed (§4.2.1.10: "process the
 * constraint or reject the certificate"). Each subtree is checked for syntax and put in the form
 * comparisons use once, when it is added (a constraint that is no valid name of its form, such as
 * a dNSName with a leading period or an iPAddress without a mask, is refused); each certificate's
 * names once per certificate, and a name of a constrained form must be valid syntax too. The
 * comparisons one certificate may cost are bounded, as Go's crypto/x509 bounds them: past
 * {@link #MAX_COMPARISONS} the certificate is refused before any comparison (3,000 excluded
 * directory names against 3,000 names took 47 s and 682 MB when every comparison rebuilt an
 * {@link X500Principal}). Public data only.
 */
final class NameConstraintsState {

    /** Comparisons of names with subtrees one certificate may cost (Go's maxConstraintComparisons). */
    static final int MAX_COMPARISONS = 250_000;

    /** A subtree or a name, checked and put in comparable form once. */
    private record Name(int type, Object value, Object form) {
    }

    private final List<List<Name>> permittedSets = new ArrayList<>();
    private final List<Name> excluded = new ArrayList<>();
    private final boolean[] constrained = new boolean[GeneralNames.REGISTERED_ID + 1];
    /** The subtrees of each form, excluded and permitted together: the comparisons one name of that form costs. */
    private final long[] subtreesOf = new long[GeneralNames.REGISTERED_ID + 1];

    /**
     * Adds a CA's constraints.
     *
     * @throws IOException if a subtree is no valid name of its form
     */
    void add(NameConstraints nc) throws IOException {
        if (nc.permitted() != null) {
            permittedSets.add(subtrees(nc.permitted()));
        }
        if (nc.excluded() != null) {
            excluded.addAll(subtrees(nc.excluded()));
        }
    }

    private List<Name> subtrees(List<List<?>> in) throws IOException {
        List<Name> out = new ArrayList<>();
        for (List<?> s : in) {
            int type = (Integer) s.get(0);
            constrained[type] = true;
            subtreesOf[type]++;
            out.add(new Name(type, s.get(1), subtreeForm(type, s.get(1))));
        }
        return out;
    }

    /** Why the certificate's names break the constraints, or null if they do not. */
    String violation(ParsedCertificate cert) {
        if (permittedSets.isEmpty() && excluded.isEmpty()) {
            return null;
        }
        X500Principal subject = cert.getSubjectX500Principal();
        Collection<List<?>> alt = cert.getSubjectAlternativeNames();
        List<String> emails;
        try {
            // §4.2.1.10: without a subjectAltName, rfc822Name constraints apply to the subject's emailAddress.
            emails = alt == null && constrained[GeneralNames.RFC822] ? subjectEmails(subject) : List.of();
        } catch (IOException e) {
            return "the subject cannot be read for the constraints: " + e.getMessage();
        }
        // The cost first, from the names' forms alone: past the bound nothing is compared or canonicalised.
        boolean hasSubject = subject.getEncoded().length > 2;
        long cost = (hasSubject ? subtreesOf[GeneralNames.DIRECTORY] : 0) + emails.size() * subtreesOf[GeneralNames.RFC822];
        if (alt != null) {
            for (List<?> a : alt) {
                cost += subtreesOf[(Integer) a.get(0)];
            }
        }
        if (cost > MAX_COMPARISONS) {
            return "its names against the path's name constraints would take " + cost + " comparisons, more than the "
                    + MAX_COMPARISONS + " allowed for one certificate";
        }
        List<Name> names = new ArrayList<>();
        try {
            if (hasSubject) {
                names.add(new Name(GeneralNames.DIRECTORY, subject.getName(), rdns(subject)));
            }
            for (String email : emails) {
                String form = email.toLowerCase(Locale.ROOT);
                if (!NameSyntax.isMailbox(form)) {
                    return "the subject's emailAddress " + email + " is no mailbox, and rfc822Name is constrained";
                }
                names.add(new Name(GeneralNames.RFC822, email, form));
            }
            if (alt != null) {
                for (List<?> a : alt) {
                    int type = (Integer) a.get(0);
                    if (!constrained[type]) {
                        continue;
                    }
                    Object form = nameForm(type, a.get(1));
                    if (form == null) {
                        return "the name " + describe(type, a.get(1)) + " is no valid " + FORMS[type]
                                + " name, and its form is constrained";
                    }
                    names.add(new Name(type, a.get(1), form));
                }
            }
        } catch (IOException e) {
            return "a name cannot be read for the constraints: " + e.getMessage();
        }
        for (Name n : names) {
            String why = check(n);
            if (why != null) {
                return why;
            }
        }
        return null;
    }

    private String check(Name name) {
        int type = name.type();
        if (!processed(type)) {
            return "the path constrains " + FORMS[type] + " names, which this validator cannot process, and the"
                    + " certificate has one (RFC 5280 §4.2.1.10: refused)";
        }
        for (Name x : excluded) {
            if (x.type() == type && (within(name, x) || wildcardMeets(name, x))) {
                return "the name " + describe(type, name.value()) + " is in an excluded subtree, " + describe(type, x.value());
            }
        }
        for (List<Name> set : permittedSets) {
            boolean constrains = false;
            boolean inside = false;
            for (Name p : set) {
                if (p.type() == type) {
                    constrains = true;
                    inside |= within(name, p);
                }
            }
            if (constrains && !inside) {
                return "the name " + describe(type, name.value()) + " is outside the permitted subtrees of its form";
            }
        }
        return null;
    }


    private static boolean processed(int type) {
        return type == GeneralNames.DNS || type == GeneralNames.RFC822 || type == GeneralNames.URI
                || type == GeneralNames.IP_ADDRESS || type == GeneralNames.DIRECTORY;
    }

    /** A subtree in comparable form; IOException if it is no valid constraint of its form. */
    private static Object subtreeForm(int type, Object value) throws IOException {
        switch (type) {
            case GeneralNames.DNS: {
                String s = ((String) value).toLowerCase(Locale.ROOT);
                if (!NameSyntax.isDnsConstraint(s)) {
                    throw new IOException("the dNSName constraint '" + value + "' is no DNS name (RFC 5280 §4.2.1.10)");
                }
                return s;
            }
            case GeneralNames.RFC822: {
                String s = ((String) value).toLowerCase(Locale.ROOT);
                if (!NameSyntax.isMailConstraint(s)) {
                    throw new IOException("the rfc822Name constraint '" + value + "' is no mailbox, host or domain");
                }
                return s;
            }
            case GeneralNames.URI: {
                String s = ((String) value).toLowerCase(Locale.ROOT);
                if (!NameSyntax.isDnsName(s.startsWith(".") ? s.substring(1) : s, false)) {
                    throw new IOException("the URI constraint '" + value + "' is no host or domain");
                }
                return s;
            }
            case GeneralNames.IP_ADDRESS: {
                String s = (String) value;
                int slash = s.indexOf('/');
                byte[] net = slash < 0 ? null : address(s.substring(0, slash));
                byte[] mask = slash < 0 ? null : address(s.substring(slash + 1));
                if (net == null || mask == null || !NameSyntax.isCidrMask(mask)) {
                    throw new IOException("the iPAddress constraint " + value + " is no address and CIDR mask");
                }
                return new byte[][] {net, mask};
            }
            case GeneralNames.DIRECTORY:
                return rdns(new X500Principal((String) value));
            default:
                return value;
        }
    }

    /** A certificate's name in comparable form, or null if it is no valid name of its form. */
    private static Object nameForm(int type, Object value) throws IOException {
        switch (type) {
            case GeneralNames.DNS: {
                String s = ((String) value).toLowerCase(Locale.ROOT);
                return NameSyntax.isDnsName(s, true) ? s : null;
            }
            case GeneralNames.RFC822: {
                String s = ((String) value).toLowerCase(Locale.ROOT);
                return NameSyntax.isMailbox(s) ? s : null;
            }
            case GeneralNames.URI:
                return uriHost((String) value);
            case GeneralNames.IP_ADDRESS:
                return ((String) value).indexOf('/') >= 0 ? null : address((String) value);
            case GeneralNames.DIRECTORY:
                return rdns(new X500Principal((String) value));
            default:
                return value;
        }
    }

    /** Whether {@code name} lies in the subtree {@code base} of the same form. */
    private static boolean within(Name name, Name base) {
        switch (name.type()) {
            case GeneralNames.DNS:
                return dnsWithin((String) name.form(), (String) base.form());
            case GeneralNames.RFC822:
                return mailWithin((String) name.form(), (String) base.form());
            case GeneralNames.URI: {
                String host = (String) name.form();
                String b = (String) base.form();
                return b.startsWith(".") ? host.endsWith(b) : host.equals(b);
            }
            case GeneralNames.IP_ADDRESS:
                return ipWithin((byte[]) name.form(), (byte[][]) base.form());
            default: {
                @SuppressWarnings("unchecked")
                List<String> n = (List<String>) name.form();
                @SuppressWarnings("unchecked")
                List<String> b = (List<String>) base.form();
                return b.size() <= n.size() && n.subList(0, b.size()).equals(b);
            }
        }
    }

    /**
     * Whether a wildcard DNS name ("*.example.com") could stand for a name in the excluded
     * subtree: the subtree lies below the wildcard's domain ("bar.example.com").
     */
    private static boolean wildcardMeets(Name name, Name excludedBase) {
        if (name.type() != GeneralNames.DNS || !((String) name.form()).startsWith("*.")) {
            return false;
        }
        String domain = ((String) name.form()).substring(2);
        String b = (String) excludedBase.form();
        return b.endsWith("." + domain);
    }

    /** RFC 5280 §4.2.1.10: a DNS name with zero or more labels added on the left. */
    static boolean dnsWithin(String name, String base) {
        return base.isEmpty() || name.equals(base) || name.endsWith("." + base);
    }

    /** A mailbox ("a@host"), a host ("host": its mailboxes), or a domain (".host": mailboxes on its subdomains). */
    static boolean mailWithin(String name, String base) {
        String host = name.substring(name.lastIndexOf('@') + 1);
        if (base.contains("@")) {
            return name.equals(base);
        }
        return base.startsWith(".") ? host.endsWith(base) : host.equals(base);
    }

    private static boolean ipWithin(byte[] address, byte[][] subtree) {
        byte[] net = subtree[0];
        byte[] mask = subtree[1];
        if (address.length != net.length) {
            return false;
        }
        for (int i = 0; i < address.length; i++) {
            if ((address[i] & mask[i]) != (net[i] & mask[i])) {
                return false;
            }
        }
        return true;
    }

    /** A URI's host in lower case, or null where it has none that is a DNS name (RFC 5280 §4.2.1.10 then refuses it). */
    private static String uriHost(String uri) {
        try {
            String host = new URI(uri).getHost();
            return host == null || !NameSyntax.isDnsName(host, false) ? null : host.toLowerCase(Locale.ROOT);
        } catch (URISyntaxException e) {
            return null;
        }
    }

    /** An IP address literal as bytes (dotted or colon form, never a host name), or null. */
    private static byte[] address(String literal) {
        if (!literal.matches("[0-9.]+|[0-9a-fA-F:.]*:[0-9a-fA-F:.]*")) {
            return null;
        }
        try {
            return InetAddress.getByName(literal).getAddress();
        } catch (UnknownHostException e) {
            return null;
        }
    }

    /** The emailAddress attributes (PKCS #9, 1.2.840.113549.1.9.1) of a Name, as text. */
    private static List<String> subjectEmails(X500Principal p) throws IOException {
        List<String> out = new ArrayList<>();
        DerReader seq = new DerReader(p.getEncoded()).sequence();
        while (seq.hasMore()) {
            DerReader rdn = seq.constructed(DerReader.SET, "RelativeDistinguishedName");
            while (rdn.hasMore()) {
                DerReader atv = rdn.sequence();
                String type = atv.oid();
                byte[] value = atv.contentOf(atv.peekTag());
                if (type.equals(EMAIL_ADDRESS)) {
                    out.add(GeneralNames.ia5(value));
                }
            }
        }
        return out;
    }

    private static final String EMAIL_ADDRESS = "1.2.840.113549.1.9.1";

    /** A Name's RDNs, most significant first, each in canonical form. */
    private static List<String> rdns(X500Principal p) throws IOException {
        DerReader seq = new DerReader(p.getEncoded()).sequence();
        List<String> out = new ArrayList<>();
        while (seq.hasMore()) {
            byte[] rdn = seq.element();
            byte[] one = org.iotcrypt.internal.encoding.DerWriter.element(DerReader.SEQUENCE, rdn);
            out.add(new X500Principal(one).getName(X500Principal.CANONICAL));
        }
        return out;
    }

    private static final String[] FORMS = {"otherName", "rfc822Name", "dNSName", "x400Address", "directoryName",
        "ediPartyName", "uniformResourceIdentifier", "iPAddress", "registeredID"};

    private static String describe(int type, Object v) {
        String[] kinds = {"otherName", "email", "DNS", "x400", "directory", "ediParty", "URI", "IP", "registeredID"};
        return kinds[type] + ":" + (v instanceof byte[] ? "(" + ((byte[]) v).length + " bytes)" : v);
    }
}
