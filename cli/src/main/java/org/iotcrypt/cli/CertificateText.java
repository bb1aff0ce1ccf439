package org.iotcrypt.cli;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.cert.CertificateEncodingException;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509Certificate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.security.auth.x500.X500Principal;
import org.iotcrypt.sm3.Sm3;

/**
 * A certificate as {@code sm2 show} prints it: what {@code openssl x509 -noout -text} says that
 * an operator reads, shorter. Names in OpenSSL's order and form ({@code C = CN, O = Example, CN =
 * Device CA}, as {@code openssl x509 -noout -subject}), the serial in bytes of hex, the extensions
 * by name with OpenSSL's words for key usages ({@code DNS:} names, {@code CA:TRUE}), and the
 * SHA-256 and SM3 fingerprints as {@code openssl x509 -fingerprint} writes them. {@link #fields}
 * gives the same as a map for {@code --json}.
 */
final class CertificateText {

    private static final DateTimeFormatter UTC = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    /** OpenSSL's short names of the attributes X500Principal's RFC 2253 form names by OID. */
    private static final Map<String, String> ATTRIBUTE_NAMES = Map.of("1.2.840.113549.1.9.1", "emailAddress",
            "2.5.4.5", "serialNumber", "2.5.4.9", "street", "2.5.4.12", "title", "2.5.4.42", "GN", "2.5.4.4", "SN");

    /** Key usage bits in order, in OpenSSL's words. */
    private static final String[] KEY_USAGES = {"Digital Signature", "Non Repudiation", "Key Encipherment",
        "Data Encipherment", "Key Agreement", "Certificate Sign", "CRL Sign", "Encipher Only", "Decipher Only"};

    private static final Map<String, String> EXTENSION_NAMES = Map.ofEntries(
            Map.entry("2.5.29.19", "basicConstraints"), Map.entry("2.5.29.15", "keyUsage"),
            Map.entry("2.5.29.37", "extendedKeyUsage"), Map.entry("2.5.29.17", "subjectAltName"),
            Map.entry("2.5.29.18", "issuerAltName"), Map.entry("2.5.29.14", "subjectKeyIdentifier"),
            Map.entry("2.5.29.35", "authorityKeyIdentifier"), Map.entry("2.5.29.31", "crlDistributionPoints"),
            Map.entry("2.5.29.32", "certificatePolicies"), Map.entry("2.5.29.30", "nameConstraints"),
            Map.entry("1.3.6.1.5.5.7.1.1", "authorityInfoAccess"));

    private static final Map<String, String> EXTENDED_KEY_USAGES = Map.of(
            "1.3.6.1.5.5.7.3.1", "TLS Web Server Authentication", "1.3.6.1.5.5.7.3.2", "TLS Web Client Authentication",
            "1.3.6.1.5.5.7.3.3", "Code Signing", "1.3.6.1.5.5.7.3.4", "E-mail Protection",
            "1.3.6.1.5.5.7.3.8", "Time Stamping", "1.3.6.1.5.5.7.3.9", "OCSP Signing");

    /** The kinds of subjectAltName entries, by the JDK's tag numbers, as OpenSSL prefixes them. */
    private static final Map<Integer, String> NAME_KINDS = Map.of(0, "othername", 1, "email", 2, "DNS", 4, "DirName",
            6, "URI", 7, "IP Address", 8, "Registered ID");

    private CertificateText() {
    }

    /** The certificate's fields in print order (values are strings, lists of strings or maps). */
    static Map<String, Object> fields(X509Certificate cert) throws CertificateEncodingException {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("type", "certificate");
        f.put("subject", name(cert.getSubjectX500Principal()));
        f.put("issuer", name(cert.getIssuerX500Principal()));
        f.put("serial", HexText.colons(serialBytes(cert), false));
        f.put("notBefore", UTC.format(cert.getNotBefore().toInstant()));
        f.put("notAfter", UTC.format(cert.getNotAfter().toInstant()));
        f.put("key", cert.getPublicKey().getAlgorithm());
        f.put("signature", cert.getSigAlgName());
        f.put("extensions", extensions(cert));
        byte[] der = cert.getEncoded();
        Map<String, Object> fingerprints = new LinkedHashMap<>();
        fingerprints.put("SHA-256", HexText.colons(sha256(der), true));
        fingerprints.put("SM3", HexText.colons(Sm3.hash(der), true));
        f.put("fingerprints", fingerprints);
        return f;
    }

    /** The fields as text, one per line, indented; lists and maps one entry per line below their key. */
    static String text(X509Certificate cert) throws CertificateEncodingException {
        Map<String, Object> f = fields(cert);
        StringBuilder b = new StringBuilder("X.509 v" + cert.getVersion() + " certificate\n");
        line(b, "subject", f.get("subject"));
        line(b, "issuer", f.get("issuer"));
        line(b, "serial", f.get("serial"));
        line(b, "valid", f.get("notBefore") + " to " + f.get("notAfter"));
        line(b, "key", f.get("key"));
        line(b, "signature", f.get("signature"));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> extensions = (List<Map<String, Object>>) f.get("extensions");
        if (!extensions.isEmpty()) {
            b.append("  extensions:\n");
            for (Map<String, Object> e : extensions) {
                b.append("    ").append(e.get("name")).append(Boolean.TRUE.equals(e.get("critical")) ? " (critical)" : "")
                        .append(": ").append(e.get("value")).append('\n');
            }
        }
        b.append("  fingerprints:\n");
        @SuppressWarnings("unchecked")
        Map<String, String> prints = (Map<String, String>) f.get("fingerprints");
        prints.forEach((name, value) -> b.append("    ").append(String.format(Locale.ROOT, "%-9s", name + ":")).append(value)
                .append('\n'));
        return b.toString();
    }

    private static void line(StringBuilder b, String key, Object value) {
        b.append("  ").append(String.format(Locale.ROOT, "%-11s", key + ":")).append(value).append('\n');
    }

    /** A name as {@code openssl x509 -noout -subject} prints it: most significant RDN first, {@code key = value}. */
    static String name(X500Principal principal) {
        List<String> rdns = splitUnescaped(principal.getName(X500Principal.RFC2253, ATTRIBUTE_NAMES), ',');
        List<String> out = new ArrayList<>();
        for (int i = rdns.size() - 1; i >= 0; i--) {
            List<String> parts = new ArrayList<>();
            for (String ava : splitUnescaped(rdns.get(i), '+')) {
                int eq = ava.indexOf('=');
                parts.add(ava.substring(0, eq) + " = " + unescape(ava.substring(eq + 1)));
            }
            out.add(String.join(" + ", parts));
        }
        return String.join(", ", out);
    }

    /** Each extension, in OID order: name (OpenSSL's short name, else the OID), OID, criticality, value. */
    private static List<Map<String, Object>> extensions(X509Certificate cert) {
        List<Map<String, Object>> out = new ArrayList<>();
        Set<String> critical = cert.getCriticalExtensionOIDs() == null ? Set.of() : cert.getCriticalExtensionOIDs();
        Set<String> all = new TreeSet<>(critical);
        if (cert.getNonCriticalExtensionOIDs() != null) {
            all.addAll(cert.getNonCriticalExtensionOIDs());
        }
        for (String oid : all) {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("name", EXTENSION_NAMES.getOrDefault(oid, oid));
            e.put("oid", oid);
            e.put("critical", critical.contains(oid));
            e.put("value", extensionValue(cert, oid));
            out.add(e);
        }
        return out;
    }

    private static String extensionValue(X509Certificate cert, String oid) {
        try {
            switch (oid) {
                case "2.5.29.19": {
                    int pathLen = cert.getBasicConstraints();
                    return pathLen < 0 ? "CA:FALSE" : pathLen == Integer.MAX_VALUE ? "CA:TRUE" : "CA:TRUE, pathlen:" + pathLen;
                }
                case "2.5.29.15": {
                    boolean[] bits = cert.getKeyUsage();
                    List<String> uses = new ArrayList<>();
                    for (int i = 0; bits != null && i < bits.length && i < KEY_USAGES.length; i++) {
                        if (bits[i]) {
                            uses.add(KEY_USAGES[i]);
                        }
                    }
                    return String.join(", ", uses);
                }
                case "2.5.29.37": {
                    List<String> uses = new ArrayList<>();
                    for (String use : cert.getExtendedKeyUsage()) {
                        uses.add(EXTENDED_KEY_USAGES.getOrDefault(use, use));
                    }
                    return String.join(", ", uses);
                }
                case "2.5.29.17":
                    return generalNames(cert.getSubjectAlternativeNames());
                case "2.5.29.14":
                    return HexText.colons(innerOctets(cert.getExtensionValue(oid), 0x04), true);
                case "2.5.29.35":
                    return HexText.colons(innerOctets(cert.getExtensionValue(oid), 0x80), true);
                default:
                    return "(" + (cert.getExtensionValue(oid).length - 2) + " bytes)";
            }
        } catch (CertificateParsingException | RuntimeException e) {
            return "(unreadable)";
        }
    }

    private static String generalNames(Collection<List<?>> names) {
        List<String> out = new ArrayList<>();
        if (names != null) {
            for (List<?> entry : names) {
                Object value = entry.get(1);
                out.add(NAME_KINDS.getOrDefault((Integer) entry.get(0), "name") + ":"
                        + (value instanceof byte[] ? "(" + ((byte[]) value).length + " bytes)" : value));
            }
        }
        return String.join(", ", out);
    }

    /**
     * The first primitive field tagged {@code tag} inside an extension value (an OCTET STRING
     * around the extension's own DER): a key identifier's bytes. Empty if there is none.
     */
    private static byte[] innerOctets(byte[] extensionValue, int tag) {
        // skip the wrapping OCTET STRING's header, then walk constructed headers down to the tag
        int[] pos = {0};
        header(extensionValue, pos);
        while (pos[0] < extensionValue.length) {
            int t = extensionValue[pos[0]] & 0xff;
            int length = header(extensionValue, pos);
            if (t == tag) {
                return java.util.Arrays.copyOfRange(extensionValue, pos[0], pos[0] + length);
            }
            if ((t & 0x20) == 0) {
                pos[0] += length;
            }
        }
        return new byte[0];
    }

    /** Reads a DER tag and length at {@code pos[0]}, leaves {@code pos[0]} at the contents, returns the length. */
    private static int header(byte[] der, int[] pos) {
        pos[0]++;
        int first = der[pos[0]++] & 0xff;
        if (first < 0x80) {
            return first;
        }
        int length = 0;
        for (int i = 0; i < (first & 0x7f); i++) {
            length = (length << 8) | (der[pos[0]++] & 0xff);
        }
        return length;
    }

    /** The serial's magnitude in whole bytes (an even number of hex digits, as OpenSSL writes it). */
    private static byte[] serialBytes(X509Certificate cert) {
        byte[] b = cert.getSerialNumber().toByteArray();
        return b.length > 1 && b[0] == 0 ? java.util.Arrays.copyOfRange(b, 1, b.length) : b;
    }

    private static byte[] sha256(byte[] der) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(der);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }

    private static List<String> splitUnescaped(String s, char separator) {
        List<String> parts = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                cur.append(c).append(s.charAt(++i));
            } else if (c == separator) {
                parts.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        parts.add(cur.toString());
        return parts;
    }

    private static String unescape(String value) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            b.append(c == '\\' && i + 1 < value.length() ? value.charAt(++i) : c);
        }
        return b.toString();
    }
}
