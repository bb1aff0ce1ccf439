package org.iotcrypt.pkix;

import java.io.IOException;
import java.security.cert.CertPath;
import java.security.cert.Certificate;
import java.security.cert.CertificateEncodingException;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.internal.encoding.DerWriter;

/**
 * An X.509 certification path, target first, in the two encodings the JDK's paths have: PkiPath
 * (RFC 5280's SEQUENCE OF Certificate, trust anchor side first, the default) and PKCS#7 (a
 * SignedData with no signers that carries the certificates, target first). PKCS#7 holds them in
 * a SET OF, which the JDK writes sorted by encoding as DER has it, losing the path's order; this
 * class writes them in path order so that a PKCS#7 path it wrote reads back as the same path.
 */
public final class CertificateChain extends CertPath {

    private static final long serialVersionUID = 1L;

    /** The encoding names, default first. */
    public static final List<String> ENCODINGS = List.of("PkiPath", "PKCS7");

    private static final String SIGNED_DATA = "1.2.840.113549.1.7.2";
    private static final String DATA = "1.2.840.113549.1.7.1";

    /** The certificates, target first (never serialized: CertPath writes its encoding instead). */
    private final transient List<X509Certificate> certificates;

    /**
     * A path of these certificates, target first.
     *
     * @param certificates the certificates, each an X509Certificate
     * @throws CertificateException if one is not an X.509 certificate
     */
    public CertificateChain(List<? extends Certificate> certificates) throws CertificateException {
        super("X.509");
        List<X509Certificate> list = new ArrayList<>();
        for (Certificate c : certificates) {
            if (!(c instanceof X509Certificate)) {
                throw new CertificateException("a certification path of X.509 certificates cannot hold a "
                        + (c == null ? "null" : c.getType()) + " certificate");
            }
            list.add((X509Certificate) c);
        }
        this.certificates = Collections.unmodifiableList(list);
    }

    /**
     * Reads a path in one of {@link #ENCODINGS}.
     *
     * @param data the encoded path
     * @param encoding "PkiPath" or "PKCS7"
     * @return the path, target first
     * @throws CertificateException if it is malformed or the encoding unknown
     */
    public static CertificateChain decode(byte[] data, String encoding) throws CertificateException {
        try {
            List<X509Certificate> list = new ArrayList<>();
            DerReader outer = new DerReader(data);
            if (encoding.equals("PkiPath")) {
                DerReader seq = outer.sequence();
                while (seq.hasMore()) {
                    list.add(0, ParsedCertificate.parse(seq.element()));
                }
            } else if (encoding.equals("PKCS7")) {
                DerReader info = outer.sequence();
                if (!info.oid().equals(SIGNED_DATA)) {
                    throw new IOException("PKCS#7 content that is not SignedData");
                }
                DerReader explicit = info.explicit(0);
                info.finish();
                DerReader signed = explicit.sequence();
                explicit.finish();
                signed.smallInteger(5);
                signed.constructed(DerReader.SET, "digestAlgorithms");
                signed.sequence();
                if (signed.nextIs(DerReader.contextTag(0))) {
                    DerReader certs = signed.constructed(DerReader.contextTag(0), "certificates");
                    while (certs.hasMore()) {
                        list.add(ParsedCertificate.parse(certs.element()));
                    }
                }
                if (signed.nextIs(DerReader.contextTag(1))) {
                    signed.constructed(DerReader.contextTag(1), "crls");
                }
                signed.constructed(DerReader.SET, "signerInfos");
                signed.finish();
            } else {
                throw new CertificateException("unknown certification path encoding " + encoding + " (known: "
                        + String.join(", ", ENCODINGS) + ")");
            }
            outer.finish();
            return new CertificateChain(list);
        } catch (IOException e) {
            throw new CertificateException("malformed " + encoding + " certification path: " + e.getMessage());
        }
    }

    @Override
    public Iterator<String> getEncodings() {
        return ENCODINGS.iterator();
    }

    @Override
    public byte[] getEncoded() throws CertificateEncodingException {
        return getEncoded(ENCODINGS.get(0));
    }

    @Override
    public byte[] getEncoded(String encoding) throws CertificateEncodingException {
        List<byte[]> ders = new ArrayList<>();
        for (X509Certificate c : certificates) {
            ders.add(c.getEncoded());
        }
        if (encoding.equals("PkiPath")) {
            Collections.reverse(ders);
            return DerWriter.sequence(ders.toArray(new byte[0][]));
        }
        if (encoding.equals("PKCS7")) {
            byte[] certs = DerWriter.constructed(DerReader.contextTag(0), ders.toArray(new byte[0][]));
            byte[] signedData = DerWriter.sequence(DerWriter.integer(1),
                    DerWriter.constructed(DerReader.SET),
                    DerWriter.sequence(DerWriter.oid(DATA)),
                    certs,
                    DerWriter.constructed(DerReader.SET));
            return DerWriter.sequence(DerWriter.oid(SIGNED_DATA), DerWriter.explicit(0, signedData));
        }
        throw new CertificateEncodingException("unknown certification path encoding " + encoding + " (known: "
                + String.join(", ", ENCODINGS) + ")");
    }

    @Override
    public List<X509Certificate> getCertificates() {
        return certificates;
    }
}
