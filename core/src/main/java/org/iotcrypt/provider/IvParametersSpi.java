package org.iotcrypt.provider;

import java.io.IOException;
import java.security.spec.InvalidParameterSpecException;
import javax.crypto.spec.IvParameterSpec;
import org.iotcrypt.encoding.DerReader;
import org.iotcrypt.encoding.DerWriter;
import org.iotcrypt.encoding.Hex;

/**
 * {@code AlgorithmParameters SM4}: the 16-byte IV of SM4/CBC and SM4/CTR, exchanged as an
 * {@link IvParameterSpec} and encoded as a DER OCTET STRING (as the JDK encodes AES IVs).
 */
public final class IvParametersSpi extends DerParametersSpi<IvParameterSpec> {

    public IvParametersSpi() {
        super("SM4", IvParameterSpec.class);
    }

    @Override
    void check(IvParameterSpec candidate) throws InvalidParameterSpecException {
        String violation = violation(candidate.getIV().length);
        if (violation != null) {
            throw new InvalidParameterSpecException(violation);
        }
    }

    @Override
    IvParameterSpec decode(byte[] der) throws IOException {
        DerReader reader = new DerReader(der);
        byte[] iv = reader.octetString();
        reader.finish();
        String violation = violation(iv.length);
        if (violation != null) {
            throw new IOException(violation);
        }
        return new IvParameterSpec(iv);
    }

    @Override
    byte[] encode(IvParameterSpec value) {
        return DerWriter.octetString(value.getIV());
    }

    @Override
    String describe(IvParameterSpec value) {
        return "IV " + Hex.encode(value.getIV());
    }

    private static String violation(int length) {
        return length == ModeParameters.IV_LENGTH ? null
                : "SM4 IV must be " + ModeParameters.IV_LENGTH + " bytes, got " + length;
    }
}
