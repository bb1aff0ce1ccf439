package org.iotcrypt.provider;

import java.io.IOException;
import java.io.InputStream;
import java.security.cert.CRL;
import java.security.cert.CRLException;
import java.security.cert.CertPath;
import java.security.cert.Certificate;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactorySpi;
import java.security.cert.X509Certificate;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import org.iotcrypt.pkix.CertificateChain;
import org.iotcrypt.pkix.Certificates;

/**
 * {@code CertificateFactory X.509}: certificates (SM2 ones included, which the JDK's own factory
 * refuses) through {@link Certificates}, certification paths ({@link CertificateChain}: PkiPath,
 * PKCS7) and CRLs.
 */
final class X509CertificateFactorySpi extends CertificateFactorySpi {

    @Override
    public Certificate engineGenerateCertificate(InputStream in) throws CertificateException {
        X509Certificate c = Certificates.read(in);
        if (c == null) {
            throw new CertificateException("no certificate in the stream (it is empty)");
        }
        return c;
    }

    @Override
    public Collection<? extends Certificate> engineGenerateCertificates(InputStream in) throws CertificateException {
        byte[] all;
        try {
            all = in.readAllBytes();
        } catch (IOException e) {
            throw new CertificateException("cannot read the certificates: " + e.getMessage(), e);
        }
        if (isBlank(all)) {
            return List.of();
        }
        return Certificates.parseAll(all);
    }

    @Override
    public CertPath engineGenerateCertPath(InputStream in) throws CertificateException {
        return engineGenerateCertPath(in, CertificateChain.ENCODINGS.get(0));
    }

    @Override
    public CertPath engineGenerateCertPath(InputStream in, String encoding) throws CertificateException {
        try {
            return CertificateChain.decode(in.readAllBytes(), encoding);
        } catch (IOException e) {
            throw new CertificateException("cannot read the certification path: " + e.getMessage(), e);
        }
    }

    @Override
    public CertPath engineGenerateCertPath(List<? extends Certificate> certificates) throws CertificateException {
        return new CertificateChain(certificates);
    }

    @Override
    public Iterator<String> engineGetCertPathEncodings() {
        return CertificateChain.ENCODINGS.iterator();
    }

    @Override
    public CRL engineGenerateCRL(InputStream in) throws CRLException {
        CRL c = Certificates.readCrl(in);
        if (c == null) {
            throw new CRLException("no CRL in the stream (it is empty)");
        }
        return c;
    }

    @Override
    public Collection<? extends CRL> engineGenerateCRLs(InputStream in) throws CRLException {
        byte[] all;
        try {
            all = in.readAllBytes();
        } catch (IOException e) {
            throw new CRLException("cannot read the CRLs: " + e.getMessage(), e);
        }
        if (isBlank(all)) {
            return List.of();
        }
        return Certificates.parseAllCrls(all);
    }

    private static boolean isBlank(byte[] data) {
        for (byte b : data) {
            if (b != ' ' && b != '\t' && b != '\r' && b != '\n') {
                return false;
            }
        }
        return true;
    }
}
