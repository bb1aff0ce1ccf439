package org.iotcrypt.provider;

import java.security.InvalidAlgorithmParameterException;
import java.security.cert.CertPath;
import java.security.cert.CertPathParameters;
import java.security.cert.CertPathValidatorException;
import java.security.cert.CertPathValidatorResult;
import java.security.cert.CertPathValidatorSpi;
import java.security.cert.PKIXParameters;
import org.iotcrypt.pkix.PathValidator;
import org.iotcrypt.pkix.Sm2CertificateIdPolicy;

/** {@code CertPathValidator PKIX}: {@link PathValidator} under the SM2 ID policy of the system property. */
final class PkixCertPathValidatorSpi extends CertPathValidatorSpi {

    @Override
    public CertPathValidatorResult engineValidate(CertPath path, CertPathParameters params)
            throws CertPathValidatorException, InvalidAlgorithmParameterException {
        if (!(params instanceof PKIXParameters)) {
            throw new InvalidAlgorithmParameterException("PKIX validation needs PKIXParameters, got "
                    + (params == null ? "null" : params.getClass().getName()));
        }
        if (!"X.509".equals(path.getType())) {
            throw new CertPathValidatorException("PKIX validates X.509 paths, not " + path.getType());
        }
        return PathValidator.validate(path, (PKIXParameters) params, Sm2CertificateIdPolicy.current());
    }
}
