package org.iotcrypt.provider;

import java.security.AlgorithmParameters;
import java.security.InvalidAlgorithmParameterException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.InvalidParameterSpecException;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import org.iotcrypt.mode.AeadParameters;

/**
 * The checked IV (or nonce) and tag length of one block cipher initialization, taken from a
 * parameter spec or generated for an encryption that was given none, as the JDK does:
 * CBC and CTR a random IV of one block; GCM and CCM a random 12-byte nonce and a 16-byte tag.
 * Decryption without parameters is refused.
 */
final class ModeParameters {

    static final int GENERATED_NONCE_LENGTH = 12;
    static final int GENERATED_TAG_LENGTH = 16;

    private static final ModeParameters NONE = new ModeParameters(null, null);

    private final byte[] iv;
    private final AeadParameters aead;

    private ModeParameters(byte[] iv, AeadParameters aead) {
        this.iv = iv;
        this.aead = aead;
    }

    /**
     * Checks {@code spec} for {@code mode}, or generates parameters if it is null and we encrypt.
     *
     * @throws InvalidAlgorithmParameterException for a spec of the wrong kind, an IV, nonce or
     *         tag length outside the mode's range (named in the message), or none when decrypting
     */
    static ModeParameters of(BlockCipherAlgorithm cipher, CipherMode mode, AlgorithmParameterSpec spec,
            boolean encrypting, SecureRandom random) throws InvalidAlgorithmParameterException {
        if (mode == CipherMode.ECB) {
            if (spec != null) {
                throw new InvalidAlgorithmParameterException(cipher.name() + "/ECB takes no parameters, got "
                        + spec.getClass().getName());
            }
            return NONE;
        }
        String expected = mode.isAead() ? "a GCMParameterSpec" : "an IvParameterSpec";
        if (spec == null) {
            if (!encrypting) {
                throw new InvalidAlgorithmParameterException(cipher.name() + "/" + mode + " decryption needs " + expected);
            }
            return generate(cipher, mode, random);
        }
        if (mode.isAead()) {
            if (!(spec instanceof GCMParameterSpec gcm)) {
                throw new InvalidAlgorithmParameterException(cipher.name() + "/" + mode + " takes " + expected + ", got "
                        + spec.getClass().getName());
            }
            AeadParameters aead = mode.aeadParameters(gcm.getIV(), gcm.getTLen());
            return new ModeParameters(aead.nonce(), aead);
        }
        if (!(spec instanceof IvParameterSpec ivSpec)) {
            throw new InvalidAlgorithmParameterException(cipher.name() + "/" + mode + " takes " + expected + ", got "
                    + spec.getClass().getName());
        }
        byte[] iv = ivSpec.getIV();
        if (iv.length != cipher.blockSize()) {
            throw new InvalidAlgorithmParameterException(cipher.name() + "/" + mode + " IV must be "
                    + cipher.blockSize() + " bytes, got " + iv.length);
        }
        return new ModeParameters(iv, null);
    }

    /** Extracts the spec {@code mode} takes from {@code params} (null stays null). */
    static AlgorithmParameterSpec specOf(BlockCipherAlgorithm cipher, CipherMode mode, AlgorithmParameters params)
            throws InvalidAlgorithmParameterException {
        if (params == null) {
            return null;
        }
        if (mode == CipherMode.ECB) {
            throw new InvalidAlgorithmParameterException(cipher.name() + "/ECB takes no parameters, got "
                    + params.getAlgorithm());
        }
        try {
            return mode.isAead() ? params.getParameterSpec(GCMParameterSpec.class)
                    : params.getParameterSpec(IvParameterSpec.class);
        } catch (InvalidParameterSpecException e) {
            throw new InvalidAlgorithmParameterException(cipher.name() + "/" + mode + " cannot use "
                    + params.getAlgorithm() + " parameters: " + e.getMessage(), e);
        }
    }

    private static ModeParameters generate(BlockCipherAlgorithm cipher, CipherMode mode, SecureRandom random)
            throws InvalidAlgorithmParameterException {
        SecureRandom rng = random != null ? random : new SecureRandom();
        byte[] iv = new byte[mode.isAead() ? GENERATED_NONCE_LENGTH : cipher.blockSize()];
        rng.nextBytes(iv);
        return new ModeParameters(iv, mode.isAead() ? mode.aeadParameters(iv, 8 * GENERATED_TAG_LENGTH) : null);
    }

    /** The IV or nonce, shared (callers copy before handing it out); null for ECB. */
    byte[] iv() {
        return iv;
    }

    /** The tag length in bytes; 0 for the modes without a tag. */
    int tagLength() {
        return aead == null ? 0 : aead.tagLength();
    }

    /** The checked nonce and tag of GCM and CCM; null for the other modes. */
    AeadParameters aead() {
        return aead;
    }

    /** These parameters as the spec a caller would pass back in; null for ECB. */
    AlgorithmParameterSpec toSpec(CipherMode mode) {
        if (iv == null) {
            return null;
        }
        return mode.isAead() ? new GCMParameterSpec(8 * aead.tagLength(), iv) : new IvParameterSpec(iv);
    }
}
