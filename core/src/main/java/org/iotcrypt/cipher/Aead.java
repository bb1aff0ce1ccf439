package org.iotcrypt.cipher;

import java.security.GeneralSecurityException;

/**
 * Authenticated encryption with associated data, one message at a time.
 *
 * <p>Implementations are stateless apart from the key and may be shared between threads.
 * {@link #open} verifies the tag before it releases a single byte of plaintext.
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
}
