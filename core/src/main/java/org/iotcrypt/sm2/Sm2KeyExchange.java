package org.iotcrypt.sm2;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.KeyException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Objects;
import org.iotcrypt.internal.field.ModularField;
import org.iotcrypt.internal.multiply.CurveGroup;
import org.iotcrypt.internal.multiply.PublicPoint;
import org.iotcrypt.internal.util.ConstantTime;
import org.iotcrypt.sm3.Sm3;
import org.iotcrypt.sm3.Sm3Kdf;

/**
 * One side of an SM2 key exchange, GB/T 32918.3-2016 section 6, with the optional key
 * confirmation. Single use: create it, send {@link #ephemeralPublicKey()}, then call
 * {@link #computeKey} once with the peer's ephemeral key.
 *
 * <pre>
 *   initiator A                                   responder B
 *   R_A = r_A*G           ---- R_A ---->
 *                                                 R_B = r_B*G, K, S_B = confirmation()
 *                         &lt;--- R_B (, S_B) ----
 *   K, verifyPeerConfirmation(S_B),
 *   S_A = confirmation()  ---- S_A ---->          verifyPeerConfirmation(S_A)
 * </pre>
 *
 * With x̄ = 2^w + (x mod 2^w), w = ceil(ceil(log2 n) / 2) - 1 = 127 for 256-bit n: each side
 * computes t = (d + x̄_own * r) mod n and U = t * (P_peer + x̄_peer * R_peer) (cofactor 1),
 * K = KDF(x_U || y_U || Z_A || Z_B, klen), and the confirmation values
 * SM3(0x02 or 0x03 || y_U || SM3(x_U || Z_A || Z_B || x_A || y_A || x_B || y_B)), where Z_A and
 * (x_A, y_A) = R_A always belong to the initiator.
 *
 * <p><b>Constant time.</b> r and t live only in the constant-time scalar field and the
 * constant-time multiplications; P_peer + x̄_peer * R_peer involves public values only. r is
 * wiped once the key is computed.
 *
 * <p>Not thread-safe: one exchange belongs to one protocol run.
 */
public final class Sm2KeyExchange {

    private static final int HALF = Scalars.LENGTH / 2;

    private final boolean initiator;
    private final Sm2PrivateKey ownKey;
    private final Sm2PublicKey peerKey;
    private final byte[] zInitiator;
    private final byte[] zResponder;
    private final byte[] ephemeral;
    private final byte[] ephemeralPoint;
    private boolean used;

    private Sm2KeyExchange(boolean initiator, Sm2PrivateKey ownKey, Sm2UserId ownId, Sm2PublicKey peerKey,
            Sm2UserId peerId, byte[] ephemeral) throws InvalidKeyException {
        Objects.requireNonNull(ownId, "ownId");
        Objects.requireNonNull(peerId, "peerId");
        if (!ownKey.curve().equals(peerKey.curve())) {
            throw new InvalidKeyException("SM2 key exchange: own key is on " + ownKey.curve()
                    + ", peer key on " + peerKey.curve());
        }
        this.initiator = initiator;
        this.ownKey = ownKey;
        this.peerKey = peerKey;
        byte[] zOwn = Sm2Za.compute(ownKey.publicKey(), ownId);
        byte[] zPeer = Sm2Za.compute(peerKey, peerId);
        this.zInitiator = initiator ? zOwn : zPeer;
        this.zResponder = initiator ? zPeer : zOwn;
        this.ephemeral = ephemeral;
        this.ephemeralPoint = ownKey.group().multiplyBase(ephemeral);
    }

    /**
     * The initiator (user A) of an exchange between its key and the responder's public key.
     *
     * @param ownKey this party's static private key
     * @param ownId this party's user ID
     * @param peerKey the peer's static public key
     * @param peerId the peer's user ID
     * @param random the source of the ephemeral key r
     * @return the initiator's side of one exchange
     * @throws InvalidKeyException if the two keys are on different curves
     */
    public static Sm2KeyExchange initiator(Sm2PrivateKey ownKey, Sm2UserId ownId, Sm2PublicKey peerKey,
            Sm2UserId peerId, SecureRandom random) throws InvalidKeyException {
        return create(true, ownKey, ownId, peerKey, peerId, randomEphemeral(ownKey, random));
    }

    /**
     * The responder (user B) of an exchange between its key and the initiator's public key.
     *
     * @param ownKey this party's static private key
     * @param ownId this party's user ID
     * @param peerKey the peer's static public key
     * @param peerId the peer's user ID
     * @param random the source of the ephemeral key r
     * @return the responder's side of one exchange
     * @throws InvalidKeyException if the two keys are on different curves
     */
    public static Sm2KeyExchange responder(Sm2PrivateKey ownKey, Sm2UserId ownId, Sm2PublicKey peerKey,
            Sm2UserId peerId, SecureRandom random) throws InvalidKeyException {
        return create(false, ownKey, ownId, peerKey, peerId, randomEphemeral(ownKey, random));
    }

    /**
     * The initiator (user A), with an ephemeral key pair the caller made (the JCA's
     * {@code KeyAgreement} takes it this way); r is the ephemeral key's private value and R its
     * public key. The arguments come in the order of
     * {@link #initiator(Sm2PrivateKey, Sm2UserId, Sm2PublicKey, Sm2UserId, SecureRandom)}, the
     * ephemeral key in the place of its source. Use a fresh ephemeral key for every exchange.
     *
     * @param ownKey this party's static private key
     * @param ownId this party's user ID
     * @param peerKey the peer's static public key
     * @param peerId the peer's user ID
     * @param ownEphemeral this run's ephemeral key r (used for one exchange only)
     * @return the initiator's side of one exchange
     * @throws InvalidKeyException if the keys are not all on one curve
     */
    public static Sm2KeyExchange initiator(Sm2PrivateKey ownKey, Sm2UserId ownId, Sm2PublicKey peerKey,
            Sm2UserId peerId, Sm2PrivateKey ownEphemeral) throws InvalidKeyException {
        return withEphemeral(true, ownKey, ownEphemeral, ownId, peerKey, peerId);
    }

    /**
     * The responder (user B), with an ephemeral key pair the caller made; see
     * {@link #initiator(Sm2PrivateKey, Sm2UserId, Sm2PublicKey, Sm2UserId, Sm2PrivateKey)}.
     *
     * @param ownKey this party's static private key
     * @param ownId this party's user ID
     * @param peerKey the peer's static public key
     * @param peerId the peer's user ID
     * @param ownEphemeral this run's ephemeral key r (used for one exchange only)
     * @return the responder's side of one exchange
     * @throws InvalidKeyException if the keys are not all on one curve
     */
    public static Sm2KeyExchange responder(Sm2PrivateKey ownKey, Sm2UserId ownId, Sm2PublicKey peerKey,
            Sm2UserId peerId, Sm2PrivateKey ownEphemeral) throws InvalidKeyException {
        return withEphemeral(false, ownKey, ownEphemeral, ownId, peerKey, peerId);
    }

    private static Sm2KeyExchange withEphemeral(boolean initiator, Sm2PrivateKey ownKey, Sm2PrivateKey ownEphemeral,
            Sm2UserId ownId, Sm2PublicKey peerKey, Sm2UserId peerId) throws InvalidKeyException {
        if (!ownEphemeral.curve().equals(ownKey.curve())) {
            throw new InvalidKeyException("SM2 key exchange: own key is on " + ownKey.curve()
                    + ", own ephemeral key on " + ownEphemeral.curve());
        }
        // d() is a copy, which the exchange owns and wipes after use.
        return new Sm2KeyExchange(initiator, ownKey, ownId, peerKey, peerId, ownEphemeral.d());
    }

    /** Test hook: an exchange with a given ephemeral private key r in [1, n - 1] (the standards' examples). */
    static Sm2KeyExchange create(boolean initiator, Sm2PrivateKey ownKey, Sm2UserId ownId, Sm2PublicKey peerKey,
            Sm2UserId peerId, byte[] ephemeral) throws InvalidKeyException {
        return new Sm2KeyExchange(initiator, ownKey, ownId, peerKey, peerId, ephemeral.clone());
    }

    private static byte[] randomEphemeral(Sm2PrivateKey ownKey, SecureRandom random) {
        return Scalars.random(random, ownKey.group().orderBytes());
    }

    /**
     * True for user A, who sends the first message; false for user B.
     *
     * @return whether this side is the initiator
     */
    public boolean isInitiator() {
        return initiator;
    }

    /**
     * R = r*G to send to the peer, 65 bytes 04 || x || y.
     *
     * @return R = r·G as 04 || x || y, to send to the peer
     */
    public byte[] ephemeralPublicKey() {
        byte[] out = new byte[1 + ephemeralPoint.length];
        out[0] = 4;
        System.arraycopy(ephemeralPoint, 0, out, 1, ephemeralPoint.length);
        return out;
    }

    /**
     * Wipes the ephemeral private key r of an exchange that will not run to its end (computeKey
     * wipes it itself once it has used it); the exchange is then spent.
     */
    public void destroy() {
        used = true;
        Arrays.fill(ephemeral, (byte) 0);
    }

    /**
     * Computes the shared key from the peer's ephemeral public key R (SEC 1: 04 || x || y, or compressed).
     *
     * @param peerEphemeral the peer's ephemeral public key R
     * @param keyLength the key length in bytes, at least 1
     * @return the agreed key and the confirmation values
     * @throws InvalidKeyException if R is not a valid point, or the peer's keys lead to the point
     *     at infinity
     * @throws InvalidAlgorithmParameterException if keyLength is below 1
     * @throws IllegalStateException if called a second time
     */
    public Result computeKey(byte[] peerEphemeral, int keyLength)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        if (keyLength < 1) {
            throw new InvalidAlgorithmParameterException("SM2 key exchange key length must be at least 1 byte, got "
                    + keyLength);
        }
        if (used) {
            throw new IllegalStateException("this SM2 key exchange has already computed its key");
        }
        CurveGroup g = ownKey.group();
        PublicPoint peerR;
        try {
            peerR = Sm2PublicKey.of(ownKey.curve(), peerEphemeral).point();
        } catch (InvalidKeyException e) {
            throw new InvalidKeyException("SM2 key exchange: the peer's ephemeral key is invalid: " + e.getMessage(), e);
        }
        used = true;
        byte[] peerPoint = new byte[2 * Scalars.LENGTH];
        System.arraycopy(peerR.x(), 0, peerPoint, 0, Scalars.LENGTH);
        System.arraycopy(peerR.y(), 0, peerPoint, Scalars.LENGTH, Scalars.LENGTH);

        ModularField f = g.scalarField();
        long[] t = f.newElement();
        long[] r = f.newElement();
        f.fromBytes(t, xBar(ephemeralPoint), 0);
        f.fromBytes(r, ephemeral, 0);
        f.mul(t, t, r);
        f.add(t, t, ownKey.dElement());
        Arrays.fill(ephemeral, (byte) 0);
        Arrays.fill(r, 0);
        byte[] tBytes = new byte[Scalars.LENGTH];
        f.toBytes(t, tBytes, 0);
        boolean tIsZero = f.isZero(t) != 0;
        Arrays.fill(t, 0);

        // P + x̄·R: public points and a scalar made from a public coordinate, so variable time
        byte[] sumXy = g.multiplyAndAddVartime(peerKey.point(), xBar(peerPoint), peerR);
        if (sumXy == null || tIsZero) {
            Arrays.fill(tBytes, (byte) 0);
            throw new InvalidKeyException("SM2 key exchange failed: the shared point is the point at infinity");
        }
        byte[] u = g.multiply(g.point(slice(sumXy, 0), slice(sumXy, 1)), tBytes);
        Arrays.fill(tBytes, (byte) 0);

        byte[] pointA = initiator ? ephemeralPoint : peerPoint;
        byte[] pointB = initiator ? peerPoint : ephemeralPoint;
        byte[] kdfInput = new byte[4 * Scalars.LENGTH];
        System.arraycopy(u, 0, kdfInput, 0, 2 * Scalars.LENGTH);
        System.arraycopy(zInitiator, 0, kdfInput, 2 * Scalars.LENGTH, Scalars.LENGTH);
        System.arraycopy(zResponder, 0, kdfInput, 3 * Scalars.LENGTH, Scalars.LENGTH);
        byte[] key = Sm3Kdf.derive(kdfInput, keyLength);
        Arrays.fill(kdfInput, (byte) 0);

        Sm3 h = new Sm3();
        h.update(u, 0, Scalars.LENGTH);
        h.update(zInitiator);
        h.update(zResponder);
        h.update(pointA);
        h.update(pointB);
        byte[] inner = h.digest();
        byte[] s02 = confirmationValue((byte) 0x02, u, inner);
        byte[] s03 = confirmationValue((byte) 0x03, u, inner);
        Arrays.fill(u, (byte) 0);
        Arrays.fill(inner, (byte) 0);
        try {
            ownKey.confirmLive();
        } catch (IllegalStateException e) {
            Arrays.fill(key, (byte) 0);
            throw e;
        }
        return initiator ? new Result(key, s03, s02) : new Result(key, s02, s03);
    }

    /** SM3(tag || y_U || inner). */
    private static byte[] confirmationValue(byte tag, byte[] u, byte[] inner) {
        Sm3 h = new Sm3();
        h.update(tag);
        h.update(u, Scalars.LENGTH, Scalars.LENGTH);
        h.update(inner);
        return h.digest();
    }

    /** x̄ = 2^127 + (x mod 2^127) as 32 bytes, from the x coordinate at the start of point. */
    private static byte[] xBar(byte[] point) {
        byte[] out = new byte[Scalars.LENGTH];
        System.arraycopy(point, HALF, out, HALF, HALF);
        out[HALF] |= (byte) 0x80;
        return out;
    }

    /** The x (part 0) or y (part 1) coordinate of a 64-byte x || y. */
    private static byte[] slice(byte[] xy, int part) {
        return Arrays.copyOfRange(xy, part * Scalars.LENGTH, (part + 1) * Scalars.LENGTH);
    }

    /** The outcome of an exchange: the key and the confirmation values. */
    public static final class Result {

        private final byte[] key;
        private final byte[] toSend;
        private final byte[] expected;

        private Result(byte[] key, byte[] toSend, byte[] expected) {
            this.key = key;
            this.toSend = toSend;
            this.expected = expected;
        }

        /**
         * The shared key K.
         *
         * @return a copy of the agreed key
         */
        public byte[] key() {
            return key.clone();
        }

        /**
         * The confirmation value to send: S_A for the initiator, S_B for the responder.
         *
         * @return a copy of the confirmation value to send
         */
        public byte[] confirmation() {
            return toSend.clone();
        }

        /**
         * The confirmation value the peer should send (S_B at the initiator, S_A at the
         * responder), for callers that check it later; compare in constant time.
         *
         * @return a copy of the value the peer should send
         */
        public byte[] expectedPeerConfirmation() {
            return expected.clone();
        }

        /**
         * Checks the peer's confirmation value (S_B at the initiator, S_A at the responder) in
         * constant time.
         *
         * @param peerValue the confirmation value the peer sent
         * @throws KeyException if it does not match: the two sides did not derive the same key
         */
        public void verifyPeerConfirmation(byte[] peerValue) throws KeyException {
            if (!ConstantTime.equals(expected, peerValue)) {
                throw new KeyException("SM2 key confirmation failed: the peer did not derive the same key");
            }
        }

        /** Overwrites the key. */
        public void destroy() {
            Arrays.fill(key, (byte) 0);
        }
    }
}
