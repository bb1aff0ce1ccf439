package org.iotcrypt.cipher;

import java.security.GeneralSecurityException;
import org.iotcrypt.internal.mode.BatchInput;

/**
 * Authenticated encryption with associated data, one message at a time.
 *
 * <p>Implementations are stateless apart from the key and may be shared between threads.
 * {@link #open} verifies the tag before it releases a single byte of plaintext.
 *
 * <p>{@link #sealBatch} and {@link #openBatch} take many independent messages under the one key
 * (each with its own nonce, AAD and length) in one call, for gateways that terminate many
 * devices. The defaults here run the messages one at a time; SM4-GCM and SM4-CCM run them side
 * by side through the cipher's bulk engine.
 */
public interface Aead {

    /**
     * The tag length in bytes appended by {@link #seal}.
     *
     * @return the tag length in bytes
     */
    int tagLength();

    /**
     * Encrypts and authenticates. {@code aad} may be null, meaning none.
     *
     * @param nonce the nonce (GCM: the IV)
     * @param aad the associated data, or null for none
     * @param plaintext the message
     * @return ciphertext followed by the tag
     * @throws java.security.InvalidAlgorithmParameterException if the nonce length is not allowed
     * @throws GeneralSecurityException for any other refusal (for instance a payload too long
     *         for the nonce length in CCM)
     */
    byte[] seal(byte[] nonce, byte[] aad, byte[] plaintext) throws GeneralSecurityException;

    /**
     * Verifies and decrypts. {@code aad} may be null, meaning none.
     *
     * @param nonce the nonce (GCM: the IV)
     * @param aad the associated data, or null for none
     * @param ciphertextAndTag ciphertext followed by the tag
     * @return the plaintext, only if the tag verifies
     * @throws javax.crypto.AEADBadTagException if the tag does not verify (or the input is shorter
     *         than a tag); no plaintext is released
     * @throws java.security.InvalidAlgorithmParameterException if the nonce length is not allowed
     */
    byte[] open(byte[] nonce, byte[] aad, byte[] ciphertextAndTag) throws GeneralSecurityException;

    /**
     * Seals {@code nonces.length} independent messages; the same as calling {@link #seal} on each.
     *
     * @param nonces one nonce per message (never reuse one under a key)
     * @param aads one AAD per message, null entries meaning none; or null for no AAD at all
     * @param plaintexts one message each
     * @return ciphertext followed by tag, per message, in order
     * @throws IllegalArgumentException if the arrays differ in length
     * @throws java.security.InvalidAlgorithmParameterException if a nonce length is not allowed
     *         (the message names its index); nothing is sealed then
     * @throws GeneralSecurityException for any other refusal of one message (for none is
     *         anything returned)
     */
    default byte[][] sealBatch(byte[][] nonces, byte[][] aads, byte[][] plaintexts) throws GeneralSecurityException {
        BatchInput.check(nonces, aads, plaintexts);
        byte[][] out = new byte[nonces.length][];
        for (int i = 0; i < out.length; i++) {
            out[i] = seal(nonces[i], BatchInput.aad(aads, i), plaintexts[i]);
        }
        return out;
    }

    /**
     * Verifies and decrypts {@code nonces.length} independent messages: each message's plaintext
     * is released if and only if its own tag verifies.
     *
     * @param nonces one nonce per message
     * @param aads one AAD per message, null entries meaning none; or null for no AAD at all
     * @param ciphertextsAndTags one sealed message each
     * @return per message, its plaintext or the fact that it did not verify
     * @throws IllegalArgumentException if the arrays differ in length
     * @throws java.security.InvalidAlgorithmParameterException if a nonce length is not allowed
     *         (the message names its index); nothing is opened then
     * @throws GeneralSecurityException for any other refusal of a parameter
     */
    default BatchOpening openBatch(byte[][] nonces, byte[][] aads, byte[][] ciphertextsAndTags)
            throws GeneralSecurityException {
        BatchInput.check(nonces, aads, ciphertextsAndTags);
        byte[][] out = new byte[nonces.length][];
        for (int i = 0; i < out.length; i++) {
            try {
                out[i] = open(nonces[i], BatchInput.aad(aads, i), ciphertextsAndTags[i]);
            } catch (javax.crypto.AEADBadTagException e) {
                out[i] = null;
            }
        }
        return new BatchOpening(out);
    }
}
