package org.iotcrypt.provider;

import java.io.IOException;
import java.security.InvalidAlgorithmParameterException;
import java.security.spec.InvalidParameterSpecException;
import javax.crypto.spec.GCMParameterSpec;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.internal.encoding.DerWriter;
import org.iotcrypt.internal.encoding.Hex;

/**
 * Nonce and tag length of an AEAD mode, exchanged as a {@link GCMParameterSpec} and encoded as
 * RFC 5084's {@code SEQUENCE { nonce OCTET STRING, icvLen INTEGER DEFAULT 12 }}, which GCM and
 * CCM share. DER omits the default, so a 12-byte tag is not written; reading accepts it
 * written out, as the JDK and Bouncy Castle do. The mode decides which lengths are allowed.
 */
abstract class AeadParametersSpi extends DerParametersSpi<GCMParameterSpec> {

    private static final int DEFAULT_TAG_LENGTH = 12;
    /** Above any tag length a mode allows; the mode then names its own range. */
    private static final int MAX_ENCODED_TAG_LENGTH = 127;

    private final CipherMode mode;

    AeadParametersSpi(CipherMode mode) {
        super(mode.name(), GCMParameterSpec.class);
        this.mode = mode;
    }

    @Override
    void check(GCMParameterSpec candidate) throws InvalidParameterSpecException {
        try {
            mode.aeadParameters(candidate.getIV(), candidate.getTLen());
        } catch (InvalidAlgorithmParameterException e) {
            throw new InvalidParameterSpecException(e.getMessage());
        }
    }

    @Override
    GCMParameterSpec decode(byte[] der) throws IOException {
        DerReader outer = new DerReader(der);
        DerReader fields = outer.sequence();
        outer.finish();
        byte[] nonce = fields.octetString();
        int tagLength = fields.hasMore() ? fields.smallInteger(MAX_ENCODED_TAG_LENGTH) : DEFAULT_TAG_LENGTH;
        fields.finish();
        try {
            mode.aeadParameters(nonce, 8 * tagLength);
        } catch (InvalidAlgorithmParameterException e) {
            throw new IOException(e.getMessage());
        }
        return new GCMParameterSpec(8 * tagLength, nonce);
    }

    @Override
    byte[] encode(GCMParameterSpec value) {
        byte[] nonce = DerWriter.octetString(value.getIV());
        int tagLength = value.getTLen() / 8;
        return tagLength == DEFAULT_TAG_LENGTH ? DerWriter.sequence(nonce)
                : DerWriter.sequence(nonce, DerWriter.integer(tagLength));
    }

    @Override
    String describe(GCMParameterSpec value) {
        return "nonce " + Hex.encode(value.getIV()) + ", tag " + value.getTLen() + " bits";
    }
}
