package org.iotcrypt.pkix;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.security.cert.CRLException;
import java.security.cert.CertificateException;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.internal.encoding.Pem;

/**
 * Reads X.509 certificates and CRLs, SM2 ones included, on the plain JDK: from DER or PEM (labels
 * {@code CERTIFICATE}, {@code X509 CRL}), one or many. What {@code CertificateFactory.getInstance("X.509",
 * "IotCrypt")} runs. Malformed input is a {@link CertificateParsingException} (a
 * {@link CertificateException} when no certificate can even be found), nothing else.
 */
public final class Certificates {

    private static final String LABEL = "CERTIFICATE";
    private static final String CRL_LABEL = "X509 CRL";

    /** The most a certificate read from a stream may take: far above any real one, and a bound on memory. */
    static final int MAX_BYTES = 1 << 20;

    private Certificates() {
    }

    /**
     * One certificate, DER or PEM (the first block).
     *
     * @param derOrPem the encoding
     * @return the certificate
     * @throws CertificateParsingException if it is malformed
     */
    public static X509Certificate parse(byte[] derOrPem) throws CertificateParsingException {
        if (Pem.looksLikePem(derOrPem)) {
            try {
                return ParsedCertificate.parse(Pem.decode(derOrPem, LABEL).der());
            } catch (IOException e) {
                throw new CertificateParsingException(e.getMessage());
            }
        }
        return ParsedCertificate.parse(derOrPem.clone());
    }

    /**
     * Every certificate in {@code data}: PEM blocks, or DER certificates one after another.
     *
     * @param data the encoding
     * @return the certificates, in order (at least one)
     * @throws CertificateParsingException if any is malformed, or there is none
     */
    public static List<X509Certificate> parseAll(byte[] data) throws CertificateParsingException {
        List<X509Certificate> out = new ArrayList<>();
        try {
            if (Pem.looksLikePem(data)) {
                for (Pem.Block b : Pem.decodeAll(data, LABEL)) {
                    out.add(ParsedCertificate.parse(b.der()));
                }
                return out;
            }
            DerReader all = new DerReader(data);
            do {
                out.add(ParsedCertificate.parse(all.element()));
            } while (all.hasMore());
            return out;
        } catch (IOException e) {
            throw new CertificateParsingException(e.getMessage());
        }
    }

    /**
     * One CRL, DER or PEM (label {@code X509 CRL}).
     *
     * @param derOrPem the encoding
     * @return the CRL
     * @throws CRLException if it is malformed
     */
    public static X509CRL parseCrl(byte[] derOrPem) throws CRLException {
        if (Pem.looksLikePem(derOrPem)) {
            try {
                return ParsedCrl.parse(Pem.decode(derOrPem, CRL_LABEL).der());
            } catch (IOException e) {
                throw new CRLException(e.getMessage());
            }
        }
        return ParsedCrl.parse(derOrPem.clone());
    }

    /**
     * Every CRL in {@code data}: PEM blocks, or DER CRLs one after another.
     *
     * @param data the encoding
     * @return the CRLs, in order (at least one)
     * @throws CRLException if any is malformed, or there is none
     */
    public static List<X509CRL> parseAllCrls(byte[] data) throws CRLException {
        List<X509CRL> out = new ArrayList<>();
        try {
            if (Pem.looksLikePem(data)) {
                for (Pem.Block b : Pem.decodeAll(data, CRL_LABEL)) {
                    out.add(ParsedCrl.parse(b.der()));
                }
                return out;
            }
            DerReader all = new DerReader(data);
            do {
                out.add(ParsedCrl.parse(all.element()));
            } while (all.hasMore());
            return out;
        } catch (IOException e) {
            throw new CRLException(e.getMessage());
        }
    }

    /**
     * Reads one CRL from a stream, DER or PEM, and no byte past it.
     *
     * @param in the stream
     * @return the CRL, or null at the end of the stream
     * @throws CRLException if the stream fails or the CRL is malformed
     */
    public static X509CRL readCrl(InputStream in) throws CRLException {
        try {
            byte[] one = readOne(in);
            return one == null ? null : parseCrl(one);
        } catch (IOException e) {
            throw new CRLException("cannot read a CRL: " + e.getMessage(), e);
        }
    }

    /**
     * Reads one certificate from a stream, DER or PEM, and no byte past it (what
     * {@code CertificateFactory.generateCertificate} promises), so a stream of several can be read
     * certificate by certificate.
     *
     * @param in the stream
     * @return the certificate, or null at the end of the stream (nothing but white space left)
     * @throws CertificateException if the stream fails or the certificate is malformed
     */
    public static X509Certificate read(InputStream in) throws CertificateException {
        try {
            byte[] one = readOne(in);
            return one == null ? null : parse(one);
        } catch (IOException e) {
            throw new CertificateException("cannot read a certificate: " + e.getMessage(), e);
        }
    }

    /** The bytes of the next certificate: one DER element, or PEM text through its END line. */
    static byte[] readOne(InputStream in) throws IOException {
        int first = in.read();
        while (first == ' ' || first == '\t' || first == '\r' || first == '\n') {
            first = in.read();
        }
        if (first < 0) {
            return null;
        }
        if (first == DerReader.SEQUENCE) {
            return readDer(in);
        }
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        text.write(first);
        StringBuilder line = new StringBuilder().append((char) first);
        boolean begun = false;
        for (int b = in.read(); b >= 0; b = in.read()) {
            text.write(b);
            if (text.size() > MAX_BYTES) {
                throw new IOException("no END line in the first " + MAX_BYTES + " bytes");
            }
            if (b == '\n') {
                String l = line.toString().trim();
                begun |= l.startsWith("-----BEGIN ");
                if (begun && l.startsWith("-----END ")) {
                    return text.toByteArray();
                }
                line.setLength(0);
            } else {
                line.append((char) b);
            }
        }
        String l = line.toString().trim();
        if (begun && l.startsWith("-----END ")) {
            return text.toByteArray();
        }
        throw new IOException(begun ? "a PEM block without its END line" : "neither DER nor PEM");
    }

    private static byte[] readDer(InputStream in) throws IOException {
        ByteArrayOutputStream der = new ByteArrayOutputStream();
        der.write(DerReader.SEQUENCE);
        int first = next(in);
        der.write(first);
        long len = first;
        if (first >= 0x80) {
            int count = first & 0x7f;
            if (count == 0 || count > 3) {
                throw new IOException("a length field DER does not allow here");
            }
            len = 0;
            for (int i = 0; i < count; i++) {
                int b = next(in);
                der.write(b);
                len = (len << 8) | b;
            }
        }
        if (len > MAX_BYTES) {
            throw new IOException("longer than " + MAX_BYTES + " bytes");
        }
        byte[] content = in.readNBytes((int) len);
        if (content.length != len) {
            throw new IOException("truncated");
        }
        der.write(content);
        return der.toByteArray();
    }

    private static int next(InputStream in) throws IOException {
        int b = in.read();
        if (b < 0) {
            throw new IOException("truncated");
        }
        return b;
    }
}
