package org.iotcrypt.provider;

import java.io.IOException;
import java.security.AlgorithmParametersSpi;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.InvalidParameterSpecException;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.PBEParameterSpec;
import org.iotcrypt.pkix.Pbes2Parameters;

/**
 * {@code AlgorithmParameters PBES2}: PBES2-params (RFC 8018 A.4) in the combinations
 * {@link Pbes2Parameters} reads, SM4-CBC and HMAC-SM3 included, which the JDK's own PBES2
 * parameters refuse. Made from their encoding (an EncryptedPrivateKeyInfo's, or
 * {@code Cipher PBES2}'s); read back as a {@link PBEParameterSpec} (salt, iteration count and
 * the IV) or an {@link IvParameterSpec}. Public data.
 */
final class Pbes2ParametersSpi extends AlgorithmParametersSpi {

    private Pbes2Parameters parameters;

    @Override
    protected void engineInit(AlgorithmParameterSpec spec) throws InvalidParameterSpecException {
        throw new InvalidParameterSpecException("PBES2 parameters are made from their encoding, or by Cipher PBES2's init");
    }

    @Override
    protected void engineInit(byte[] params) throws IOException {
        parameters = Pbes2Parameters.decode(params);
    }

    @Override
    protected void engineInit(byte[] params, String format) throws IOException {
        if (format != null && !format.equalsIgnoreCase("ASN.1") && !format.equalsIgnoreCase("DER")) {
            throw new IOException("PBES2 parameters come in ASN.1 (DER) only, not " + format);
        }
        engineInit(params);
    }

    @Override
    protected <T extends AlgorithmParameterSpec> T engineGetParameterSpec(Class<T> type) throws InvalidParameterSpecException {
        Pbes2Parameters p = initialized();
        if (type.isAssignableFrom(PBEParameterSpec.class)) {
            return type.cast(new PBEParameterSpec(p.salt(), p.iterations(), new IvParameterSpec(p.iv())));
        }
        if (type.isAssignableFrom(IvParameterSpec.class)) {
            return type.cast(new IvParameterSpec(p.iv()));
        }
        throw new InvalidParameterSpecException("PBES2 parameters are a PBEParameterSpec or an IvParameterSpec, not "
                + type.getSimpleName());
    }

    @Override
    protected byte[] engineGetEncoded() throws IOException {
        return initialized().encoded();
    }

    @Override
    protected byte[] engineGetEncoded(String format) throws IOException {
        if (format != null && !format.equalsIgnoreCase("ASN.1") && !format.equalsIgnoreCase("DER")) {
            throw new IOException("PBES2 parameters come in ASN.1 (DER) only, not " + format);
        }
        return engineGetEncoded();
    }

    @Override
    protected String engineToString() {
        return parameters == null ? "PBES2 (not initialized)" : parameters.name();
    }

    private Pbes2Parameters initialized() {
        if (parameters == null) {
            throw new IllegalStateException("PBES2 parameters not initialized");
        }
        return parameters;
    }
}
