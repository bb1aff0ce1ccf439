package org.iotcrypt.provider;

/** {@code AlgorithmParameters CCM}: RFC 5084 CCMParameters (nonce 7..13 bytes, tag 4..16 bytes, even). */
final class CcmParametersSpi extends AeadParametersSpi {

    public CcmParametersSpi() {
        super(CipherMode.CCM);
    }
}
