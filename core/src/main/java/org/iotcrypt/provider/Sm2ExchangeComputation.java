package org.iotcrypt.provider;

import java.math.BigInteger;
import java.security.InvalidKeyException;
import java.util.Arrays;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.Sm2Za;
import org.iotcrypt.sm2.field.ModularField;
import org.iotcrypt.sm2.multiply.CurveGroup;
import org.iotcrypt.sm2.multiply.PublicPoint;
import org.iotcrypt.sm2.point.CurveParameters;
import org.iotcrypt.sm3.Sm3;
import org.iotcrypt.sm3.Sm3Kdf;

/**
 * GB/T 32918.3 section 6.1 steps A4-A10 / B3-B10 for {@code KeyAgreement SM2}, given both of this
 * party's private keys: t = (d + x̄·r) mod n, U = t·(P_peer + x̄_peer·R_peer),
 * K = KDF(x_U || y_U || Z_A || Z_B, klen) and the confirmation values
 * SM3(0x02 or 0x03 || y_U || SM3(x_U || Z_A || Z_B || x_1 || y_1 || x_2 || y_2)), with
 * x̄ = 2^127 + (x mod 2^127).
 *
 * <p>Why it is here and not in {@code org.iotcrypt.sm2.Sm2KeyExchange}: that class draws the
 * ephemeral key r itself and offers no public way to take one, while the JCA shape (as in Bouncy
 * Castle and Kona) hands the caller's ephemeral key pair to the agreement. Once
 * {@code Sm2KeyExchange} accepts an ephemeral {@link Sm2PrivateKey}, this class should go and
 * the SPI delegate to it; the tests against Bouncy Castle stay as they are.
 *
 * <p>Constant time: r, d and t are handled only in the constant-time scalar field and the
 * constant-time variable-base multiplication; P_peer + x̄_peer·R_peer is computed from public
 * points with {@code BigInteger}, in variable time, which reveals nothing secret.
 */
final class Sm2ExchangeComputation {

    private static final int LENGTH = 32;
    private static final int HALF = LENGTH / 2;

    /** The key and the confirmation values to send and to expect. */
    record Outcome(byte[] key, byte[] confirmation, byte[] expectedPeerConfirmation) {
    }

    private Sm2ExchangeComputation() {
    }

    static Outcome compute(boolean initiator, Sm2PrivateKey own, Sm2PrivateKey ephemeral, byte[] ownId,
            Sm2PublicKey peer, Sm2PublicKey peerEphemeral, byte[] peerId, int keyLength) throws InvalidKeyException {
        CurveGroup g = own.group();
        byte[] ownR = xy(ephemeral.publicKey().point());
        byte[] peerR = xy(peerEphemeral.point());

        byte[] t = scalarT(g.scalarField(), own, ephemeral, ownR);
        try {
            byte[] xBarR = g.multiply(peerEphemeral.point(), xBar(peerR));
            PublicPoint sum = add(g, peer.point(), xBarR);
            if (sum == null || isZero(t)) {
                throw new InvalidKeyException("SM2 key exchange failed: the shared point is the point at infinity");
            }
            byte[] u = g.multiply(sum, t);
            byte[] zOwn = Sm2Za.compute(own.publicKey(), ownId);
            byte[] zPeer = Sm2Za.compute(peer, peerId);
            byte[] zA = initiator ? zOwn : zPeer;
            byte[] zB = initiator ? zPeer : zOwn;
            byte[] kdfInput = new byte[4 * LENGTH];
            System.arraycopy(u, 0, kdfInput, 0, 2 * LENGTH);
            System.arraycopy(zA, 0, kdfInput, 2 * LENGTH, LENGTH);
            System.arraycopy(zB, 0, kdfInput, 3 * LENGTH, LENGTH);
            byte[] key = Sm3Kdf.derive(kdfInput, keyLength);
            Arrays.fill(kdfInput, (byte) 0);

            Sm3 h = new Sm3();
            h.update(u, 0, LENGTH);
            h.update(zA);
            h.update(zB);
            h.update(initiator ? ownR : peerR);
            h.update(initiator ? peerR : ownR);
            byte[] inner = h.digest();
            byte[] s02 = confirmation((byte) 0x02, u, inner);
            byte[] s03 = confirmation((byte) 0x03, u, inner);
            Arrays.fill(u, (byte) 0);
            Arrays.fill(inner, (byte) 0);
            // the initiator sends S_A (tag 3) and expects S_B (tag 2); the responder the reverse
            return initiator ? new Outcome(key, s03, s02) : new Outcome(key, s02, s03);
        } finally {
            Arrays.fill(t, (byte) 0);
        }
    }

    /** t = (d + x̄·r) mod n, in the constant-time scalar field. */
    private static byte[] scalarT(ModularField f, Sm2PrivateKey own, Sm2PrivateKey ephemeral, byte[] ownR) {
        long[] t = f.newElement();
        long[] x = f.newElement();
        byte[] r = ephemeral.d();
        byte[] d = own.d();
        f.fromBytes(t, xBar(ownR), 0);
        f.fromBytes(x, r, 0);
        f.mul(t, t, x);
        f.fromBytes(x, d, 0);
        f.add(t, t, x);
        byte[] out = new byte[LENGTH];
        f.toBytes(t, out, 0);
        Arrays.fill(r, (byte) 0);
        Arrays.fill(d, (byte) 0);
        Arrays.fill(t, 0);
        Arrays.fill(x, 0);
        return out;
    }

    /** Whether t is zero, without a branch on its bytes. */
    private static boolean isZero(byte[] t) {
        int acc = 0;
        for (byte b : t) {
            acc |= b;
        }
        return acc == 0;
    }

    /** x̄ = 2^127 + (x mod 2^127) as 32 bytes, from the x at the start of a 64-byte x || y. */
    private static byte[] xBar(byte[] xy) {
        byte[] out = new byte[LENGTH];
        System.arraycopy(xy, HALF, out, HALF, HALF);
        out[HALF] |= (byte) 0x80;
        return out;
    }

    private static byte[] xy(PublicPoint p) {
        byte[] out = new byte[2 * LENGTH];
        System.arraycopy(p.x(), 0, out, 0, LENGTH);
        System.arraycopy(p.y(), 0, out, LENGTH, LENGTH);
        return out;
    }

    /** a + b for public points (b given as 64 bytes x || y), or null for the point at infinity. */
    private static PublicPoint add(CurveGroup group, PublicPoint a, byte[] b) {
        CurveParameters c = group.parameters();
        BigInteger p = c.p();
        BigInteger x1 = new BigInteger(1, a.x());
        BigInteger y1 = new BigInteger(1, a.y());
        BigInteger x2 = new BigInteger(1, Arrays.copyOfRange(b, 0, LENGTH));
        BigInteger y2 = new BigInteger(1, Arrays.copyOfRange(b, LENGTH, 2 * LENGTH));
        BigInteger slope;
        if (x1.equals(x2)) {
            if (!y1.equals(y2) || y1.signum() == 0) {
                return null;
            }
            slope = x1.multiply(x1).multiply(BigInteger.valueOf(3)).add(c.a())
                    .multiply(y1.shiftLeft(1).modInverse(p)).mod(p);
        } else {
            slope = y2.subtract(y1).multiply(x2.subtract(x1).modInverse(p)).mod(p);
        }
        BigInteger x3 = slope.multiply(slope).subtract(x1).subtract(x2).mod(p);
        BigInteger y3 = slope.multiply(x1.subtract(x3)).subtract(y1).mod(p);
        return group.point(Sm2Domain.toBytes32(x3), Sm2Domain.toBytes32(y3));
    }

    private static byte[] confirmation(byte tag, byte[] u, byte[] inner) {
        Sm3 h = new Sm3();
        h.update(tag);
        h.update(u, LENGTH, LENGTH);
        h.update(inner);
        return h.digest();
    }
}
