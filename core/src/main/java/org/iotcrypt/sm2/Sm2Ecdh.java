package org.iotcrypt.sm2;

import java.security.InvalidKeyException;
import java.util.Arrays;
import org.iotcrypt.internal.multiply.CurveGroup;
import org.iotcrypt.sm3.Sm3Kdf;

/**
 * Plain elliptic-curve Diffie-Hellman on an SM2 curve: the x-coordinate of d*Q, as TLS 1.3
 * uses for the {@code curveSM2} group (RFC 8998 section 3.2 and RFC 8446 section 7.4.2). This is
 * not the SM2 key exchange protocol of GB/T 32918.3 ({@link Sm2KeyExchange}); ephemeral ECDHE
 * needs only the shared point.
 *
 * <p>The peer's point is validated on the curve when its {@link Sm2PublicKey} is made (the
 * cofactor is 1, so every curve point other than infinity has order n). d is used only by the
 * constant-time variable-base multiplication; the all-zero test of the result reads every byte.
 */
public final class Sm2Ecdh {

    /** Length in bytes of the shared secret: the x-coordinate, big-endian, left-padded. */
    public static final int SECRET_LENGTH = 32;

    private Sm2Ecdh() {
    }

    /**
     * The shared secret x(d*Q).
     *
     * @param own the private key d
     * @param peer the peer's public key Q, on the same curve
     * @return 32 bytes, the x-coordinate of d*Q
     * @throws InvalidKeyException if the keys are on different curves, or the result is the point
     *     at infinity (impossible for a valid key pair; checked all the same)
     */
    public static byte[] sharedSecret(Sm2PrivateKey own, Sm2PublicKey peer) throws InvalidKeyException {
        if (!own.curve().equals(peer.curve())) {
            throw new InvalidKeyException("ECDH keys are on different curves: " + own.curve().name()
                    + " and " + peer.curve().name());
        }
        CurveGroup g = own.group();
        byte[] xy = g.multiply(peer.point(), own.dBytes());
        byte[] x = Arrays.copyOf(xy, SECRET_LENGTH);
        // Infinity comes out as 64 zero bytes; no curve point has x = y = 0 (b != 0).
        boolean infinity = Sm3Kdf.isAllZero(xy);
        Arrays.fill(xy, (byte) 0);
        if (infinity) {
            throw new InvalidKeyException("ECDH result is the point at infinity");
        }
        return x;
    }
}
