package org.iotcrypt.provider;

import java.io.IOException;
import java.security.spec.InvalidParameterSpecException;
import javax.crypto.spec.IvParameterSpec;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.internal.encoding.DerWriter;
import org.iotcrypt.internal.encoding.Hex;

/**
 * {@code AlgorithmParameters SM4} and {@code PRESENT}: the one-block IV of CBC and CTR (16
 * bytes for SM4, 8 for PRESENT), exchanged as an {@link IvParameterSpec} and encoded as a DER
 * OCTET STRING (as the JDK encodes AES IVs).
 */
final class IvParametersSpi extends DerParametersSpi<IvParameterSpec> {

    private final BlockCipherAlgorithm cipher;

    /** The SM4 parameters. */
    public IvParametersSpi() {
        this(BlockCipherAlgorithm.SM4);
    }

    IvParametersSpi(BlockCipherAlgorithm cipher) {
        super(cipher.name(), IvParameterSpec.class);
        this.cipher = cipher;
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

    private String violation(int length) {
        return length == cipher.blockSize() ? null
                : cipher.name() + " IV must be " + cipher.blockSize() + " bytes, got " + length;
    }
}
