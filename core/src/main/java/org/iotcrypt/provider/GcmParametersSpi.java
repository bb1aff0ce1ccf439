package org.iotcrypt.provider;

/** {@code AlgorithmParameters GCM}: RFC 5084 GCMParameters (IV of at least one byte, tag 12..16 bytes). */
final class GcmParametersSpi extends AeadParametersSpi {

    public GcmParametersSpi() {
        super(CipherMode.GCM);
    }
}
