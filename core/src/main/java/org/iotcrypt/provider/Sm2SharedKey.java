package org.iotcrypt.provider;

import java.util.Arrays;
import org.iotcrypt.internal.util.ConstantTime;

/**
 * The result of {@code KeyAgreement SM2}'s {@code generateSecret(algorithm)}: the agreed key
 * (K_A = K_B of GB/T 32918.3) as a {@link javax.crypto.SecretKey} of the requested algorithm, together with
 * the optional key confirmation values of section 6.1: the value this party sends
 * ({@link #getConfirmation()}: S_B for the responder, S_A for the initiator) and the check of
 * the value the peer sends ({@link #verifyPeerConfirmation}: S_B against S_1 for the initiator,
 * S_A against S_2 for the responder).
 *
 * <p>{@link #destroy()} wipes the key and both confirmation values, and destroys what this
 * provider's {@code Cipher} and {@code Mac} objects expanded from the key.
 */
public final class Sm2SharedKey extends ProviderSecretKey {

    private static final long serialVersionUID = 1L;

    /** The confirmation value this party sends (S_A or S_B). */
    private final byte[] confirmation;
    /** The value the peer should send (S_1 or S_2). */
    private final byte[] expectedPeerConfirmation;

    Sm2SharedKey(String algorithm, byte[] key, byte[] confirmation, byte[] expectedPeerConfirmation) {
        super(algorithm, key);
        this.confirmation = confirmation.clone();
        this.expectedPeerConfirmation = expectedPeerConfirmation.clone();
    }

    /**
     * The 32-byte confirmation value this party sends: S_A (initiator) or S_B (responder).
     *
     * @return a copy of the value to send, S_A or S_B
     */
    public byte[] getConfirmation() {
        checkNotDestroyed();
        return confirmation.clone();
    }

    /**
     * Whether the confirmation value received from the peer (S_B at the initiator, S_A at the
     * responder) is the one this exchange expects; compared in constant time. A false result
     * means the two parties do not hold the same key: abort.
     *
     * @param peerConfirmation the confirmation value the peer sent
     * @return whether the peer's value is the expected one (compared in constant time)
     */
    public boolean verifyPeerConfirmation(byte[] peerConfirmation) {
        checkNotDestroyed();
        return peerConfirmation != null && ConstantTime.equals(expectedPeerConfirmation, peerConfirmation);
    }

    /** Overwrites the key and both confirmation values, and destroys what was expanded from the key. */
    @Override
    public void destroy() {
        Arrays.fill(confirmation, (byte) 0);
        Arrays.fill(expectedPeerConfirmation, (byte) 0);
        super.destroy();
    }

    @Override
    public String toString() {
        return "SM2 agreed " + getAlgorithm() + " key, " + length() + " bytes" + (isDestroyed() ? " (destroyed)" : "");
    }
}
