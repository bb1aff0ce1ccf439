package org.iotcrypt.pkix;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.internal.encoding.DerWriter;

/**
 * The extensions of a certificate (RFC 5280 §4.2), each kept as read, and the ones this
 * package understands decoded when the certificate is parsed, so that a malformed one fails the
 * parse rather than a later getter: key usage, extended key usage, basic constraints, subject
 * and issuer alternative names, subject and authority key identifiers. Name constraints are
 * checked for form here and applied by path validation.
 */
final class CertificateExtensions {

    static final String SUBJECT_KEY_ID = "2.5.29.14";
    static final String KEY_USAGE = "2.5.29.15";
    static final String SUBJECT_ALT_NAME = "2.5.29.17";
    static final String ISSUER_ALT_NAME = "2.5.29.18";
    static final String BASIC_CONSTRAINTS = "2.5.29.19";
    static final String NAME_CONSTRAINTS = "2.5.29.30";
    static final String AUTHORITY_KEY_ID = "2.5.29.35";
    static final String EXTENDED_KEY_USAGE = "2.5.29.37";

    /** The extensions that may be critical: those this package decodes and path validation applies. */
    static final Set<String> UNDERSTOOD = Set.of(KEY_USAGE, SUBJECT_ALT_NAME, ISSUER_ALT_NAME, BASIC_CONSTRAINTS,
            NAME_CONSTRAINTS, EXTENDED_KEY_USAGE, SUBJECT_KEY_ID, AUTHORITY_KEY_ID);

    /** One extension: OID, criticality, the extnValue's content (the DER of the extension's value). */
    record Extension(String oid, boolean critical, byte[] value) {
    }

    static final CertificateExtensions NONE = new CertificateExtensions(new LinkedHashMap<>(), UNDERSTOOD);

    private final Map<String, Extension> byOid;
    /** The extensions that may be critical where these were found (a certificate, a CRL, a CRL entry). */
    private final Set<String> understood;

    private boolean[] keyUsage;
    private List<String> extendedKeyUsage;
    /** -1: not a CA or no extension; else the path length limit, Integer.MAX_VALUE for none. */
    private int basicConstraints = -1;
    private boolean hasBasicConstraints;
    private Collection<List<?>> subjectAltNames;
    private Collection<List<?>> issuerAltNames;
    private byte[] subjectKeyId;
    private byte[] authorityKeyId;

    private CertificateExtensions(Map<String, Extension> byOid, Set<String> understood) {
        this.byOid = byOid;
        this.understood = understood;
    }

    /** A certificate's extensions, from the reader over the [3]'s content. */
    static CertificateExtensions read(DerReader explicit) throws IOException {
        CertificateExtensions e = read(explicit, UNDERSTOOD);
        explicit.finish();
        return e;
    }

    /**
     * Reads Extensions ::= SEQUENCE SIZE (1..MAX) OF Extension from {@code in}, where the
     * extensions in {@code understood} may be critical (a CRL's or a CRL entry's own set).
     */
    static CertificateExtensions read(DerReader in, Set<String> understood) throws IOException {
        DerReader list = in.sequence();
        Map<String, Extension> byOid = new LinkedHashMap<>();
        while (list.hasMore()) {
            DerReader ext = list.sequence();
            String oid = ext.oid();
            // DER leaves out a FALSE critical flag, but encoders that write it are common enough
            // that the JDK and OpenSSL accept it; so does this parser.
            boolean critical = ext.nextIs(DerReader.BOOLEAN) && ext.bool();
            byte[] value = ext.octetString();
            ext.finish();
            if (byOid.put(oid, new Extension(oid, critical, value)) != null) {
                throw new IOException("extension " + oid + " appears twice (RFC 5280 §4.2)");
            }
        }
        if (byOid.isEmpty()) {
            throw new IOException("Extensions with no extension");
        }
        CertificateExtensions e = new CertificateExtensions(byOid, understood);
        e.decode();
        return e;
    }

    private void decode() throws IOException {
        for (Extension x : byOid.values()) {
            DerReader r = new DerReader(x.value());
            switch (x.oid()) {
                case KEY_USAGE:
                    keyUsage = keyUsage(r);
                    break;
                case EXTENDED_KEY_USAGE:
                    extendedKeyUsage = oids(r.sequence());
                    break;
                case BASIC_CONSTRAINTS:
                    basicConstraints = basicConstraints(r.sequence());
                    hasBasicConstraints = true;
                    break;
                case SUBJECT_ALT_NAME:
                    subjectAltNames = GeneralNames.read(r.sequence());
                    break;
                case ISSUER_ALT_NAME:
                    issuerAltNames = GeneralNames.read(r.sequence());
                    break;
                case SUBJECT_KEY_ID:
                    subjectKeyId = r.octetString();
                    break;
                case AUTHORITY_KEY_ID:
                    authorityKeyId = authorityKeyId(r.sequence());
                    break;
                case NAME_CONSTRAINTS:
                    NameConstraints.read(x.value());
                    r.element();
                    break;
                default:
                    r.element();
                    break;
            }
            r.finish();
        }
    }

    private static boolean[] keyUsage(DerReader r) throws IOException {
        boolean[] bits = r.bits();
        // The JDK hands out at least the nine named bits.
        boolean[] out = new boolean[Math.max(9, bits.length)];
        System.arraycopy(bits, 0, out, 0, bits.length);
        return out;
    }

    private static List<String> oids(DerReader seq) throws IOException {
        List<String> out = new ArrayList<>();
        while (seq.hasMore()) {
            out.add(seq.oid());
        }
        if (out.isEmpty()) {
            throw new IOException("ExtKeyUsageSyntax with no purpose");
        }
        return Collections.unmodifiableList(out);
    }

    private static int basicConstraints(DerReader seq) throws IOException {
        boolean ca = seq.nextIs(DerReader.BOOLEAN) && seq.bool();
        int pathLen = Integer.MAX_VALUE;
        if (seq.hasMore()) {
            pathLen = seq.smallInteger(Integer.MAX_VALUE - 1);
            if (!ca) {
                throw new IOException("pathLenConstraint without cA (RFC 5280 §4.2.1.9)");
            }
        }
        seq.finish();
        return ca ? pathLen : -1;
    }

    private static byte[] authorityKeyId(DerReader seq) throws IOException {
        byte[] keyId = null;
        if (seq.nextIs(DerReader.contextPrimitiveTag(0))) {
            keyId = seq.contentOf(DerReader.contextPrimitiveTag(0));
        }
        if (seq.nextIs(DerReader.contextTag(1))) {
            GeneralNames.read(seq.constructed(DerReader.contextTag(1), "authorityCertIssuer"));
        }
        if (seq.nextIs(DerReader.contextPrimitiveTag(2))) {
            seq.contentOf(DerReader.contextPrimitiveTag(2));
        }
        seq.finish();
        return keyId;
    }

    Extension get(String oid) {
        return byOid.get(oid);
    }

    Set<String> oids(boolean critical) {
        Set<String> out = new TreeSet<>();
        for (Extension x : byOid.values()) {
            if (x.critical() == critical) {
                out.add(x.oid());
            }
        }
        return out;
    }

    /** The critical (or the other) OIDs, or null when there are no extensions, as the JDK's getters say. */
    Set<String> oidsOrNull(boolean critical) {
        return byOid.isEmpty() ? null : oids(critical);
    }

    /** Whether a critical extension is one this package does not understand. */
    boolean hasUnsupportedCritical() {
        for (Extension x : byOid.values()) {
            if (x.critical() && !understood.contains(x.oid())) {
                return true;
            }
        }
        return false;
    }

    /** The extension's extnValue as the JDK's getExtensionValue gives it: an OCTET STRING's DER. */
    byte[] encodedValue(String oid) {
        Extension x = byOid.get(oid);
        return x == null ? null : DerWriter.octetString(x.value());
    }

    boolean[] keyUsage() {
        return keyUsage == null ? null : keyUsage.clone();
    }

    List<String> extendedKeyUsage() {
        return extendedKeyUsage;
    }

    int basicConstraints() {
        return basicConstraints;
    }

    boolean isEmpty() {
        return byOid.isEmpty();
    }

    boolean hasBasicConstraints() {
        return hasBasicConstraints;
    }

    Collection<List<?>> subjectAltNames() {
        return subjectAltNames == null ? null : Collections.unmodifiableCollection(subjectAltNames);
    }

    Collection<List<?>> issuerAltNames() {
        return issuerAltNames == null ? null : Collections.unmodifiableCollection(issuerAltNames);
    }

    byte[] subjectKeyId() {
        return subjectKeyId == null ? null : subjectKeyId.clone();
    }

    byte[] authorityKeyId() {
        return authorityKeyId == null ? null : authorityKeyId.clone();
    }
}
