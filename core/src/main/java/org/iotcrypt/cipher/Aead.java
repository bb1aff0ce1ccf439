package org.iotcrypt.cipher;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.Objects;
import org.iotcrypt.internal.mode.AeadBounds;
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
     * Seals {@code len} bytes of {@code in} from {@code inOff} into {@code out} from
     * {@code outOff}: ciphertext, then the tag. {@code out} may be {@code in} itself at the same
     * offset (in place, with room for the tag after the plaintext); any other overlap is
     * handled as if the input had been copied first. Nothing is allocated for the output, which
     * is what streams of many segments want. The default copies through {@link #seal}; GCM and
     * CCM work in the arrays given.
     *
     * @param nonce the nonce (GCM: the IV)
     * @param aad the associated data, or null for none
     * @param in the array holding the plaintext
     * @param inOff where the plaintext starts
     * @param len the plaintext length
     * @param out where the ciphertext and tag go
     * @param outOff where they start
     * @return the bytes written, {@code len + tagLength()}
     * @throws IllegalArgumentException if {@code out} has no room for them from {@code outOff}
     *         (nothing is written then)
     * @throws java.security.InvalidAlgorithmParameterException if the nonce length is not allowed
     * @throws GeneralSecurityException for any other refusal, as {@link #seal}
     */
    default int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
            throws GeneralSecurityException {
        Objects.checkFromIndexSize(inOff, len, in.length);
        AeadBounds.requireRoom(out, outOff, len + (long) tagLength());
        byte[] plain = Arrays.copyOfRange(in, inOff, inOff + len);
        try {
            byte[] sealed = seal(nonce, aad, plain);
            System.arraycopy(sealed, 0, out, outOff, sealed.length);
            return sealed.length;
        } finally {
            Arrays.fill(plain, (byte) 0);
        }
    }

    /**
     * Verifies {@code len} bytes of {@code in} from {@code inOff} (ciphertext, then tag) and
     * decrypts them into {@code out} from {@code outOff}. {@code out} may be {@code in} at the
     * same offset (in place); any other overlap is handled as if the input had been copied
     * first. If the tag does not verify, {@code out} is left as it was: not a byte of
     * unauthenticated plaintext is written, in place or not.
     *
     * @param nonce the nonce (GCM: the IV)
     * @param aad the associated data, or null for none
     * @param in the array holding the ciphertext and tag
     * @param inOff where they start
     * @param len their length, tag included
     * @param out where the plaintext goes
     * @param outOff where it starts
     * @return the plaintext length, {@code len - tagLength()}
     * @throws javax.crypto.AEADBadTagException if the tag does not verify (or {@code len} is
     *         shorter than a tag)
     * @throws IllegalArgumentException if {@code out} has no room for the plaintext from
     *         {@code outOff} (nothing is written then)
     * @throws java.security.InvalidAlgorithmParameterException if the nonce length is not allowed
     */
    default int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
            throws GeneralSecurityException {
        Objects.checkFromIndexSize(inOff, len, in.length);
        AeadBounds.requireTag(len, tagLength());
        AeadBounds.requireRoom(out, outOff, len - (long) tagLength());
        byte[] plain = open(nonce, aad, Arrays.copyOfRange(in, inOff, inOff + len));
        try {
            System.arraycopy(plain, 0, out, outOff, plain.length);
            return plain.length;
        } finally {
            Arrays.fill(plain, (byte) 0);
        }
    }

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
