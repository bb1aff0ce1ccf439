package org.iotcrypt.provider;

import java.security.InvalidAlgorithmParameterException;
import java.security.cert.CertPathBuilderException;
import java.security.cert.CertPathBuilderResult;
import java.security.cert.CertPathBuilderSpi;
import java.security.cert.CertPathParameters;
import java.security.cert.PKIXBuilderParameters;
import org.iotcrypt.pkix.PathBuilder;
import org.iotcrypt.pkix.Sm2CertificateIdPolicy;

/** {@code CertPathBuilder PKIX}: {@link PathBuilder} under the SM2 ID policy of the system property. */
final class PkixCertPathBuilderSpi extends CertPathBuilderSpi {

    @Override
    public CertPathBuilderResult engineBuild(CertPathParameters params)
            throws CertPathBuilderException, InvalidAlgorithmParameterException {
        if (!(params instanceof PKIXBuilderParameters)) {
            throw new InvalidAlgorithmParameterException("PKIX building needs PKIXBuilderParameters, got "
                    + (params == null ? "null" : params.getClass().getName()));
        }
        return PathBuilder.build((PKIXBuilderParameters) params, Sm2CertificateIdPolicy.current());
    }
}
