package org.iotcrypt.provider;

import org.iotcrypt.jca.Sm2Keys;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.ProviderException;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.KeyAgreementSpi;
import javax.crypto.SecretKey;
import javax.crypto.ShortBufferException;
import org.iotcrypt.sm2.Sm2KeyExchange;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.Sm2PublicKey;

/**
 * {@code KeyAgreement SM2}: the key exchange of GB/T 32918.3 between two parties that each hold
 * a static key pair and make an ephemeral one per run.
 *
 * <p>{@code init(ownStaticPrivateKey, Sm2KeyExchangeParameterSpec)}, then
 * {@code doPhase(peerEphemeralPublicKey, true)}, which does the computation (and throws
 * {@link InvalidKeyException} if the peer's key is not a valid point or the shared point is
 * infinity), then {@code generateSecret()} for the key bytes or {@code generateSecret(algorithm)}
 * for an {@link Sm2SharedKey} that also carries the confirmation values S_A/S_B. See
 * {@link Sm2KeyExchangeParameterSpec} for the whole flow.
 *
 * <p><b>One exchange per ephemeral key.</b> An ephemeral key r serves one exchange: a second
 * {@code doPhase} after the one that computed a key throws {@link IllegalStateException} until
 * {@code init} is called again, and an {@code init} with the same ephemeral key as this object's
 * previous exchange throws {@link InvalidAlgorithmParameterException}. (Two exchanges from one r
 * would give a peer who sends two ephemeral keys two secrets tied by the same r, and undo the
 * forward secrecy that makes r ephemeral.) Like the JCA's GCM guard this remembers one key only,
 * so it catches the common mistake, not every reuse. A {@code doPhase} refused for an invalid
 * peer key has not used r and may be retried.
 *
 * <p>Constant time: see {@link Sm2KeyExchange}, which does the arithmetic.
 */
final class Sm2KeyAgreementSpi extends KeyAgreementSpi {

    private Sm2PrivateKey staticKey;
    private Sm2PrivateKey ephemeralKey;
    private Sm2PublicKey peerStaticKey;
    private Sm2KeyExchangeParameterSpec spec;
    /** The outcome of the last doPhase, until generateSecret hands it out. */
    private Sm2KeyExchange.Result result;
    /** The ephemeral key of this init has computed a key: no further doPhase until init. */
    private boolean ephemeralSpent;
    /** R = r·G of the last exchange that used its r, to refuse an init with the same r. */
    private byte[] lastEphemeralPoint;

    @Override
    protected void engineInit(Key key, SecureRandom random) throws InvalidKeyException {
        throw new InvalidKeyException("SM2 key agreement needs an Sm2KeyExchangeParameterSpec (role, own "
                + "ephemeral key, peer's static key, IDs, key length): use init(key, spec)");
    }

    @Override
    protected void engineInit(Key key, AlgorithmParameterSpec params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        if (!(key instanceof PrivateKey)) {
            throw new InvalidKeyException("SM2 key agreement is initialized with the own static private key, got "
                    + (key == null ? "null" : key.getClass().getName()));
        }
        if (!(params instanceof Sm2KeyExchangeParameterSpec)) {
            throw new InvalidAlgorithmParameterException("SM2 key agreement takes an "
                    + "org.iotcrypt.provider.Sm2KeyExchangeParameterSpec, got "
                    + (params == null ? "null" : params.getClass().getName()));
        }
        Sm2KeyExchangeParameterSpec s = (Sm2KeyExchangeParameterSpec) params;
        Sm2PrivateKey own = Sm2Keys.privateKey(key).key();
        Sm2PrivateKey ephemeral;
        Sm2PublicKey peer;
        try {
            ephemeral = Sm2Keys.privateKey(s.getEphemeralPrivateKey()).key();
            peer = Sm2Keys.publicKey(s.getPeerStaticKey()).key();
        } catch (InvalidKeyException e) {
            throw new InvalidAlgorithmParameterException(e.getMessage(), e);
        }
        if (lastEphemeralPoint != null && Arrays.equals(lastEphemeralPoint, ephemeral.publicKey().encoded())) {
            throw new InvalidAlgorithmParameterException("SM2 key agreement: this ephemeral key has already served "
                    + "an exchange; make a new ephemeral key pair for every exchange");
        }
        staticKey = own;
        ephemeralKey = ephemeral;
        peerStaticKey = peer;
        spec = s;
        result = null;
        ephemeralSpent = false;
    }

    @Override
    protected Key engineDoPhase(Key key, boolean lastPhase) throws InvalidKeyException {
        if (spec == null) {
            throw new IllegalStateException("SM2 key agreement is not initialized");
        }
        if (!lastPhase) {
            throw new IllegalStateException("SM2 key exchange has two parties: call doPhase(peerEphemeralKey, true)");
        }
        if (!(key instanceof PublicKey)) {
            throw new InvalidKeyException("doPhase takes the peer's ephemeral public key, got "
                    + (key == null ? "null" : key.getClass().getName()));
        }
        if (ephemeralSpent) {
            throw new IllegalStateException("SM2 key agreement: the ephemeral key of this init has already computed "
                    + "a key; init again with a new ephemeral key for another exchange");
        }
        if (staticKey.isDestroyed() || ephemeralKey.isDestroyed()) {
            throw new InvalidKeyException("an SM2 private key given to init has been destroyed since");
        }
        Sm2PublicKey peerEphemeral = Sm2Keys.publicKey(key).key();
        // From here on r is used, whatever the outcome.
        ephemeralSpent = true;
        lastEphemeralPoint = ephemeralKey.publicKey().encoded();
        Sm2KeyExchange exchange = spec.getRole() == Sm2KeyExchangeParameterSpec.Role.INITIATOR
                ? Sm2KeyExchange.initiator(staticKey, spec.userId(), peerStaticKey, spec.peerUserId(), ephemeralKey)
                : Sm2KeyExchange.responder(staticKey, spec.userId(), peerStaticKey, spec.peerUserId(), ephemeralKey);
        try {
            result = exchange.computeKey(peerEphemeral.encoded(), spec.getKeyLength());
        } catch (InvalidAlgorithmParameterException e) {
            // The spec's constructor already refused key lengths below 1.
            throw new ProviderException(e);
        } finally {
            // The exchange's copy of r, whether or not the computation got to wipe it.
            exchange.destroy();
        }
        return null;
    }

    @Override
    protected byte[] engineGenerateSecret() {
        Sm2KeyExchange.Result r = take();
        return r.key();
    }

    @Override
    protected int engineGenerateSecret(byte[] sharedSecret, int offset) throws ShortBufferException {
        if (result == null) {
            throw new IllegalStateException("SM2 key agreement: doPhase(peerEphemeralKey, true) has not run");
        }
        int room = sharedSecret.length - offset;
        if (room < spec.getKeyLength()) {
            throw new ShortBufferException("SM2 agreed key needs " + spec.getKeyLength() + " bytes, got " + room);
        }
        byte[] key = take().key();
        System.arraycopy(key, 0, sharedSecret, offset, key.length);
        Arrays.fill(key, (byte) 0);
        return key.length;
    }

    @Override
    protected SecretKey engineGenerateSecret(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null || algorithm.isEmpty()) {
            throw new NoSuchAlgorithmException("name the algorithm the agreed key is for, e.g. \"SM4\"");
        }
        Sm2KeyExchange.Result r = take();
        byte[] key = r.key();
        try {
            return new Sm2SharedKey(algorithm, key, r.confirmation(), r.expectedPeerConfirmation());
        } finally {
            Arrays.fill(key, (byte) 0);
        }
    }

    /** Hands out the result once; the next key needs another doPhase. */
    private Sm2KeyExchange.Result take() {
        if (result == null) {
            throw new IllegalStateException("SM2 key agreement: doPhase(peerEphemeralKey, true) has not run");
        }
        Sm2KeyExchange.Result r = result;
        result = null;
        return r;
    }
}
