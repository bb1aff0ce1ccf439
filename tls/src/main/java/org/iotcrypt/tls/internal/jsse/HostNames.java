package org.iotcrypt.tls.internal.jsse;

import java.net.IDN;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.security.cert.CertificateException;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509Certificate;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import javax.naming.InvalidNameException;
import javax.naming.ldap.LdapName;
import javax.naming.ldap.Rdn;

/**
 * Whether a server certificate names the host a client asked for (RFC 6125 section 6, RFC 2818
 * section 3.1): a DNS name against the certificate's dNSName entries, with a wildcard only as the
 * whole left-most label of a name of three labels or more; an IP address against its iPAddress
 * entries, never against a DNS name. The subject's common name counts only when the certificate
 * has no subjectAltName at all (as RFC 2818 and the JDK allow; certificates GmSSL and older
 * tools make often carry the name only there). Comparison is ASCII case-insensitive after IDNA
 * conversion. Public data only.
 */
final class HostNames {

    private static final java.util.regex.Pattern IPV4 = java.util.regex.Pattern.compile("[0-9]{1,3}(\\.[0-9]{1,3}){3}");

    private static final int DNS_NAME = 2;
    private static final int IP_ADDRESS = 7;

    private HostNames() {
    }

    /** Whether {@code name} is an IPv4 or IPv6 literal (then it is not sent in SNI). */
    static boolean isIpAddress(String name) {
        return name.indexOf(':') >= 0 || IPV4.matcher(name).matches();
    }

    /**
     * Checks that the certificate names {@code host}.
     *
     * @throws CertificateException naming the host and what the certificate names instead
     */
    static void check(X509Certificate cert, String host) throws CertificateException {
        Collection<List<?>> alt;
        try {
            alt = cert.getSubjectAlternativeNames();
        } catch (CertificateParsingException e) {
            throw new CertificateException("the server's certificate has a malformed subjectAltName", e);
        }
        if (isIpAddress(host)) {
            byte[] wanted = address(host);
            if (alt != null) {
                for (List<?> entry : alt) {
                    if ((Integer) entry.get(0) == IP_ADDRESS && wanted != null
                            && java.util.Arrays.equals(wanted, address((String) entry.get(1)))) {
                        return;
                    }
                }
            }
            throw new CertificateException("the server's certificate does not name the address " + host);
        }
        String wanted = ascii(host);
        boolean anyDns = false;
        if (alt != null) {
            for (List<?> entry : alt) {
                if ((Integer) entry.get(0) == DNS_NAME) {
                    anyDns = true;
                    if (matches(ascii((String) entry.get(1)), wanted)) {
                        return;
                    }
                }
            }
        } else {
            String cn = commonName(cert);
            if (cn != null && matches(ascii(cn), wanted)) {
                return;
            }
        }
        throw new CertificateException("the server's certificate does not name the host " + host
                + (alt == null ? " (it has no subjectAltName; its common name differs)"
                        : anyDns ? "" : " (its subjectAltName has no DNS name)"));
    }

    static boolean matches(String pattern, String host) {
        if (pattern == null || host == null || pattern.isEmpty()) {
            return false;
        }
        String p = strip(pattern);
        String h = strip(host);
        if (!p.startsWith("*.")) {
            return p.equals(h);
        }
        String suffix = p.substring(1);
        // "*.example.com" covers one label: a.example.com, not example.com or a.b.example.com;
        // a wildcard over a public suffix of one label ("*.com") is not honoured.
        if (suffix.indexOf('.', 1) < 0 || suffix.contains("*")) {
            return false;
        }
        int dot = h.indexOf('.');
        return dot > 0 && h.substring(dot).equals(suffix);
    }

    private static String strip(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return n.endsWith(".") ? n.substring(0, n.length() - 1) : n;
    }

    private static String ascii(String name) {
        try {
            return IDN.toASCII(name, IDN.ALLOW_UNASSIGNED).toLowerCase(Locale.ROOT);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static byte[] address(String literal) {
        String s = literal.startsWith("[") && literal.endsWith("]") ? literal.substring(1, literal.length() - 1) : literal;
        if (!isIpAddress(s)) {
            return null;
        }
        try {
            return InetAddress.getByName(s).getAddress(); // a literal: no name service is asked
        } catch (UnknownHostException e) {
            return null;
        }
    }

    private static String commonName(X509Certificate cert) {
        try {
            String cn = null;
            for (Rdn rdn : new LdapName(cert.getSubjectX500Principal().getName()).getRdns()) {
                if (rdn.getType().equalsIgnoreCase("CN")) {
                    cn = rdn.getValue().toString(); // the most specific (last) CN
                }
            }
            return cn;
        } catch (InvalidNameException e) {
            return null;
        }
    }
}
