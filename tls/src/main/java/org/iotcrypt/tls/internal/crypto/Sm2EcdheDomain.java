package org.iotcrypt.tls.internal.crypto;

import java.io.IOException;
import java.security.InvalidKeyException;
import java.util.Arrays;
import org.bouncycastle.tls.AlertDescription;
import org.bouncycastle.tls.TlsFatalAlert;
import org.bouncycastle.tls.crypto.TlsAgreement;
import org.bouncycastle.tls.crypto.TlsCrypto;
import org.bouncycastle.tls.crypto.TlsECDomain;
import org.bouncycastle.tls.crypto.TlsSecret;
import org.iotcrypt.sm2.Sm2Curve;
import org.iotcrypt.sm2.Sm2Ecdh;
import org.iotcrypt.sm2.Sm2KeyPair;
import org.iotcrypt.sm2.Sm2PublicKey;

/**
 * ECDHE on curveSM2 (RFC 8998 section 3.2, group 41) with iotcrypt's constant-time scalar
 * multiplications: the ephemeral key from the fixed-base comb, the shared x-coordinate from the
 * variable-base ladder. Key shares are uncompressed points, 04 || x || y, the only form TLS 1.3
 * allows (RFC 8446 section 4.2.8.2); anything else, or a point off the curve, is an
 * illegal_parameter alert.
 */
final class Sm2EcdheDomain implements TlsECDomain {

    /** 04 || x || y. */
    static final int SHARE_LENGTH = 65;

    private final TlsCrypto crypto;

    Sm2EcdheDomain(TlsCrypto crypto) {
        this.crypto = crypto;
    }

    @Override
    public TlsAgreement createECDH() {
        return new Agreement();
    }

    private final class Agreement implements TlsAgreement {

        private Sm2KeyPair ephemeral;
        private Sm2PublicKey peer;

        @Override
        public byte[] generateEphemeral() {
            ephemeral = Sm2KeyPair.generate(Sm2Curve.sm2p256v1(), crypto.getSecureRandom());
            return ephemeral.publicKey().encoded();
        }

        @Override
        public void receivePeerValue(byte[] share) throws IOException {
            if (share == null || share.length != SHARE_LENGTH || share[0] != 0x04) {
                throw new TlsFatalAlert(AlertDescription.illegal_parameter,
                        "curveSM2 key share must be an uncompressed point of 65 bytes");
            }
            try {
                peer = Sm2PublicKey.of(Sm2Curve.sm2p256v1(), share);
            } catch (InvalidKeyException e) {
                throw new TlsFatalAlert(AlertDescription.illegal_parameter, "curveSM2 key share is not a curve point");
            }
        }

        @Override
        public TlsSecret calculateSecret() throws IOException {
            if (ephemeral == null || peer == null) {
                throw new TlsFatalAlert(AlertDescription.internal_error, "curveSM2 agreement is missing a key");
            }
            byte[] x;
            try {
                x = Sm2Ecdh.sharedSecret(ephemeral.privateKey(), peer);
            } catch (InvalidKeyException e) {
                throw new TlsFatalAlert(AlertDescription.illegal_parameter, "curveSM2 agreement: " + e.getMessage());
            } finally {
                ephemeral.privateKey().destroy();
            }
            try {
                return crypto.createSecret(x);
            } finally {
                Arrays.fill(x, (byte) 0);
            }
        }
    }
}
