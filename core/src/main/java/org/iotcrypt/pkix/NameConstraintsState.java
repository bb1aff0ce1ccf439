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
 * excluded subtrees are a union. Understood types: dNSName, rfc822Name, uniformResourceIdentifier
 * (its host), iPAddress and directoryName (the subject and directoryName alternative names). A
 * name of another type meets only sets that say nothing about that type.
 */
final class NameConstraintsState {

    private final List<List<List<?>>> permittedSets = new ArrayList<>();
    private final List<List<?>> excluded = new ArrayList<>();

    void add(NameConstraints nc) {
        if (nc.permitted() != null) {
            permittedSets.add(nc.permitted());
        }
        if (nc.excluded() != null) {
            excluded.addAll(nc.excluded());
        }
    }

    /** Why the certificate's names break the constraints, or null if they do not. */
    String violation(ParsedCertificate cert) {
        if (permittedSets.isEmpty() && excluded.isEmpty()) {
            return null;
        }
        List<List<?>> names = new ArrayList<>();
        X500Principal subject = cert.getSubjectX500Principal();
        if (subject.getEncoded().length > 2) {
            names.add(List.of(GeneralNames.DIRECTORY, subject.getName()));
        }
        Collection<List<?>> alt = cert.getSubjectAlternativeNames();
        if (alt != null) {
            names.addAll(alt);
        }
        for (List<?> name : names) {
            int type = (Integer) name.get(0);
            for (List<?> x : excluded) {
                if ((Integer) x.get(0) == type && within(name, x)) {
                    return "the name " + describe(name) + " is in an excluded subtree, " + describe(x);
                }
            }
            for (List<List<?>> set : permittedSets) {
                boolean constrains = false;
                boolean inside = false;
                for (List<?> p : set) {
                    if ((Integer) p.get(0) == type) {
                        constrains = true;
                        inside |= within(name, p);
                    }
                }
                if (constrains && !inside) {
                    return "the name " + describe(name) + " is outside the permitted subtrees of its type";
                }
            }
        }
        return null;
    }

    /** Whether {@code name} lies in the subtree {@code base} of the same type. */
    static boolean within(List<?> name, List<?> base) {
        int type = (Integer) name.get(0);
        Object n = name.get(1);
        Object b = base.get(1);
        switch (type) {
            case GeneralNames.DNS:
                return dnsWithin(((String) n).toLowerCase(Locale.ROOT), ((String) b).toLowerCase(Locale.ROOT));
            case GeneralNames.RFC822:
                return mailWithin(((String) n).toLowerCase(Locale.ROOT), ((String) b).toLowerCase(Locale.ROOT));
            case GeneralNames.URI:
                return uriWithin((String) n, ((String) b).toLowerCase(Locale.ROOT));
            case GeneralNames.IP_ADDRESS:
                return ipWithin((String) n, (String) b);
            case GeneralNames.DIRECTORY:
                return directoryWithin(new X500Principal((String) n), new X500Principal((String) b));
            default:
                // A type this code does not compare: inside an excluded subtree of that type, and
                // outside any permitted one (the safe answer both ways).
                return false;
        }
    }

    /** RFC 5280 §4.2.1.10: a DNS name with zero or more labels added on the left; ".example.com" subdomains only. */
    static boolean dnsWithin(String name, String base) {
        if (base.isEmpty()) {
            return true;
        }
        if (base.startsWith(".")) {
            return name.endsWith(base);
        }
        return name.equals(base) || name.endsWith("." + base);
    }

    /** A mailbox ("a@host"), a host ("host": its mailboxes), or a domain (".host": mailboxes on its subdomains). */
    static boolean mailWithin(String name, String base) {
        int at = name.lastIndexOf('@');
        String host = name.substring(at + 1);
        if (base.contains("@")) {
            return name.equals(base);
        }
        if (base.startsWith(".")) {
            return host.endsWith(base);
        }
        return host.equals(base);
    }

    /** A URI's host against a host ("host") or a domain (".host": its subdomains). */
    static boolean uriWithin(String name, String base) {
        String host;
        try {
            host = new URI(name).getHost();
        } catch (URISyntaxException e) {
            return false;
        }
        if (host == null) {
            return false;
        }
        host = host.toLowerCase(Locale.ROOT);
        return base.startsWith(".") ? host.endsWith(base) : host.equals(base);
    }

    /** An address against "address/mask" of the same family. */
    static boolean ipWithin(String name, String base) {
        int slash = base.indexOf('/');
        if (slash < 0) {
            return false;
        }
        try {
            byte[] a = InetAddress.getByName(name).getAddress();
            byte[] net = InetAddress.getByName(base.substring(0, slash)).getAddress();
            byte[] mask = InetAddress.getByName(base.substring(slash + 1)).getAddress();
            if (a.length != net.length || mask.length != net.length) {
                return false;
            }
            for (int i = 0; i < a.length; i++) {
                if ((a[i] & mask[i]) != (net[i] & mask[i])) {
                    return false;
                }
            }
            return true;
        } catch (UnknownHostException e) {
            return false;
        }
    }

    /** Whether the base's relative distinguished names begin the name's, compared in canonical form. */
    static boolean directoryWithin(X500Principal name, X500Principal base) {
        try {
            List<String> n = rdns(name);
            List<String> b = rdns(base);
            return b.size() <= n.size() && n.subList(0, b.size()).equals(b);
        } catch (IOException e) {
            return false;
        }
    }

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

    private static String describe(List<?> name) {
        String[] kinds = {"otherName", "email", "DNS", "x400", "directory", "ediParty", "URI", "IP", "registeredID"};
        Object v = name.get(1);
        return kinds[(Integer) name.get(0)] + ":" + (v instanceof byte[] ? "(" + ((byte[]) v).length + " bytes)" : v);
    }
}
