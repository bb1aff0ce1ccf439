package org.iotcrypt.provider;

import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Objects;
import org.iotcrypt.sm2.Sm2UserId;

/**
 * What {@code KeyAgreement SM2} (GB/T 32918.3 key exchange) needs beyond the own static private
 * key given to {@code init}: the role, the own ephemeral private key (r_A or r_B, made with
 * {@code KeyPairGenerator SM2}; its public half is what the peer receives), the peer's static
 * public key, both user IDs and the length of the key to derive.
 *
 * <p>The peer's ephemeral public key (R_B or R_A) arrives last, in the protocol message, and is
 * therefore the key given to {@code doPhase(peerEphemeralKey, true)}. The flow, with the optional
 * confirmation of GB/T 32918.3 section 6.1:
 * <pre>{@code
 * // responder B, after receiving R_A
 * KeyAgreement b = KeyAgreement.getInstance("SM2", "IotCrypt");
 * b.init(bStatic.getPrivate(), new Sm2KeyExchangeParameterSpec(Role.RESPONDER,
 *         bEphemeral.getPrivate(), idB, aStaticPublic, idA, 16));
 * b.doPhase(rA, true);
 * Sm2SharedKey kb = (Sm2SharedKey) b.generateSecret("SM4");
 * // send R_B and kb.getConfirmation() (S_B) to A
 *
 * // initiator A, after receiving R_B and S_B
 * a.init(aStatic.getPrivate(), new Sm2KeyExchangeParameterSpec(Role.INITIATOR,
 *         aEphemeral.getPrivate(), idA, bStaticPublic, idB, 16));
 * a.doPhase(rB, true);
 * Sm2SharedKey ka = (Sm2SharedKey) a.generateSecret("SM4");
 * if (!ka.verifyPeerConfirmation(sB)) { ... abort ... }
 * // send ka.getConfirmation() (S_A) to B, who checks kb.verifyPeerConfirmation(sA)
 * }</pre>
 * {@code generateSecret()} returns the bare key bytes for callers that skip confirmation.
 *
 * <p>The shape follows the two Java precedents, Bouncy Castle's {@code SM2KeyExchangeSpec} (own
 * ephemeral key, role and IDs in the spec) and Kona's {@code SM2KeyAgreementParamSpec} (the key
 * length in the spec), but keeps the static keys where the JCA puts long-term keys ({@code init})
 * and the message that arrives during the run where the JCA puts the other party's key
 * ({@code doPhase}). Bouncy Castle does the opposite (peer's static key in {@code doPhase},
 * peer's ephemeral key in its spec) and Kona inverts {@code init} (ephemeral key) and the spec
 * (static keys).
 */
public final class Sm2KeyExchangeParameterSpec implements AlgorithmParameterSpec {

    /**
     * Which side of GB/T 32918.3 this party is. The standard's formulas name the parties, not
     * "own" and "peer": Z_A, R_A and the confirmation tags belong to the initiator on both sides.
     */
    public enum Role {
        /** User A of GB/T 32918.3: sends R_A first, receives R_B and S_B, sends S_A. */
        INITIATOR,
        /** User B of GB/T 32918.3: receives R_A, sends R_B and S_B, receives S_A. */
        RESPONDER
    }

    private final Role role;
    private final PrivateKey ephemeralPrivateKey;
    private final Sm2UserId id;
    private final PublicKey peerStaticKey;
    private final Sm2UserId peerId;
    private final int keyLength;

    /**
     * An exchange with the default user ID {@code "1234567812345678"} on both sides.
     *
     * @param role this party's role, initiator or responder
     * @param ephemeralPrivateKey this run's ephemeral private key r
     * @param peerStaticKey the peer's static public key
     * @param keyLength the length of the agreed key in bytes, at least 1
     * @see #Sm2KeyExchangeParameterSpec(Role, PrivateKey, byte[], PublicKey, byte[], int)
     */
    public Sm2KeyExchangeParameterSpec(Role role, PrivateKey ephemeralPrivateKey, PublicKey peerStaticKey,
            int keyLength) {
        this(role, ephemeralPrivateKey, Sm2UserId.DEFAULT, peerStaticKey, Sm2UserId.DEFAULT, keyLength);
    }

    /**
     * @param role whether this party is the initiator (A) or the responder (B)
     * @param ephemeralPrivateKey this party's ephemeral private key r, on sm2p256v1; never reuse it
     * @param id this party's user ID (copied)
     * @param peerStaticKey the other party's static public key, on sm2p256v1
     * @param peerId the other party's user ID (copied)
     * @param keyLength the length of the derived key in bytes, at least 1
     * @throws NullPointerException if a key or the role is null
     * @throws IllegalArgumentException if an ID is null or longer than {@value Sm2UserId#MAX_LENGTH} bytes,
     *     or the length is below 1
     */
    public Sm2KeyExchangeParameterSpec(Role role, PrivateKey ephemeralPrivateKey, byte[] id,
            PublicKey peerStaticKey, byte[] peerId, int keyLength) {
        this(role, ephemeralPrivateKey, Sm2UserId.of(id), peerStaticKey, Sm2UserId.of(peerId), keyLength);
    }

    /**
     * As {@link #Sm2KeyExchangeParameterSpec(Role, PrivateKey, byte[], PublicKey, byte[], int)},
     * with typed user IDs.
     *
     * @param role this party's role, initiator or responder
     * @param ephemeralPrivateKey this run's ephemeral private key r
     * @param id this party's user ID
     * @param peerStaticKey the peer's static public key
     * @param peerId the peer's user ID
     * @param keyLength the length of the agreed key in bytes, at least 1
     * @throws NullPointerException if a key, an ID or the role is null
     * @throws IllegalArgumentException if the length is below 1
     */
    public Sm2KeyExchangeParameterSpec(Role role, PrivateKey ephemeralPrivateKey, Sm2UserId id,
            PublicKey peerStaticKey, Sm2UserId peerId, int keyLength) {
        this.role = Objects.requireNonNull(role, "role");
        this.ephemeralPrivateKey = Objects.requireNonNull(ephemeralPrivateKey, "ephemeralPrivateKey");
        this.peerStaticKey = Objects.requireNonNull(peerStaticKey, "peerStaticKey");
        this.id = Objects.requireNonNull(id, "id");
        this.peerId = Objects.requireNonNull(peerId, "peerId");
        if (keyLength < 1) {
            throw new IllegalArgumentException("SM2 key exchange key length must be at least 1 byte, got " + keyLength);
        }
        this.keyLength = keyLength;
    }

    /** @return this party's role */
    public Role getRole() {
        return role;
    }

    /** @return this run's ephemeral private key */
    public PrivateKey getEphemeralPrivateKey() {
        return ephemeralPrivateKey;
    }

    /**
     * A copy of this party's user ID's bytes.
     *
     * @return a copy of this party's user ID
     */
    public byte[] getId() {
        return id.bytes();
    }

    /**
     * This party's user ID.
     *
     * @return this party's user ID
     */
    public Sm2UserId userId() {
        return id;
    }

    /** @return the peer's static public key */
    public PublicKey getPeerStaticKey() {
        return peerStaticKey;
    }

    /**
     * A copy of the other party's user ID's bytes.
     *
     * @return a copy of the peer's user ID
     */
    public byte[] getPeerId() {
        return peerId.bytes();
    }

    /**
     * The other party's user ID.
     *
     * @return the peer's user ID
     */
    public Sm2UserId peerUserId() {
        return peerId;
    }

    /**
     * The length of the derived key in bytes.
     *
     * @return the key length in bytes
     */
    public int getKeyLength() {
        return keyLength;
    }
}
