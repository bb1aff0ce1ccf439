package org.iotcrypt.mode;

import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;

/**
 * Galois/Counter Mode (NIST SP 800-38D) over any 128-bit {@link BlockCipher}.
 *
 * <p>IVs of any length from one byte up are accepted: 12 bytes take the fast path
 * J0 = IV || 0^31 || 1, other lengths are hashed with GHASH as the standard says (12 bytes is
 * what interoperates and what should be used). Tags are 12 to 16 bytes. GHASH is constant
 * time (see {@link Ghash}); tag checks use {@link org.iotcrypt.util.ConstantTime}, and
 * decryption releases nothing before the tag verifies.
 *
 * <p>As an {@link Aead} this class holds only the key (through the cipher) and the hash
 * subkey, and may be shared between threads. Never reuse an IV under one key.
 */
public final class Gcm implements Aead {

    private final BlockCipher cipher;
    private final int tagLength;
    private final byte[] h;

    /**
     * @param tagLength tag length in bytes, 12..16
     * @throws InvalidAlgorithmParameterException for a tag length out of range or a cipher
     *         whose block is not 16 bytes
     */
    public Gcm(BlockCipher cipher, int tagLength) throws InvalidAlgorithmParameterException {
        checkParameters(cipher, tagLength);
        this.cipher = cipher;
        this.tagLength = tagLength;
        this.h = hashSubkey(cipher);
    }

    /** A one-use streaming GCM encryption; {@code doFinal} appends the tag. */
    public static CipherOperation encryptor(BlockCipher cipher, byte[] iv, int tagLength)
            throws InvalidAlgorithmParameterException {
        checkParameters(cipher, tagLength);
        checkIv(iv);
        return new GcmEncryptor(cipher, hashSubkey(cipher), iv.clone(), tagLength);
    }

    /**
     * A one-use GCM decryption; it buffers the ciphertext and releases the plaintext only from
     * {@code doFinal}, after the tag has verified.
     */
    public static CipherOperation decryptor(BlockCipher cipher, byte[] iv, int tagLength)
            throws InvalidAlgorithmParameterException {
        checkParameters(cipher, tagLength);
        checkIv(iv);
        return new GcmDecryptor(cipher, hashSubkey(cipher), iv.clone(), tagLength);
    }

    @Override
    public int tagLength() {
        return tagLength;
    }

    @Override
    public byte[] seal(byte[] nonce, byte[] aad, byte[] plaintext) throws GeneralSecurityException {
        checkIv(nonce);
        GcmEncryptor op = new GcmEncryptor(cipher, h, nonce, tagLength);
        byte[] a = AeadInput.aadOrNone(aad);
        op.updateAad(a, 0, a.length);
        byte[] out = new byte[plaintext.length + tagLength];
        op.doFinal(plaintext, 0, plaintext.length, out, 0);
        return out;
    }

    @Override
    public byte[] open(byte[] nonce, byte[] aad, byte[] ciphertextAndTag) throws GeneralSecurityException {
        checkIv(nonce);
        AeadInput.requireTag(ciphertextAndTag.length, tagLength);
        GcmDecryptor op = new GcmDecryptor(cipher, h, nonce, tagLength);
        byte[] a = AeadInput.aadOrNone(aad);
        op.updateAad(a, 0, a.length);
        byte[] out = new byte[ciphertextAndTag.length - tagLength];
        op.doFinal(ciphertextAndTag, 0, ciphertextAndTag.length, out, 0);
        return out;
    }

    private static void checkParameters(BlockCipher cipher, int tagLength) throws InvalidAlgorithmParameterException {
        if (cipher.blockSize() != 16) {
            throw new InvalidAlgorithmParameterException("GCM needs a 16-byte block cipher, got "
                    + cipher.blockSize() + "-byte blocks");
        }
        if (tagLength < 12 || tagLength > 16) {
            throw new InvalidAlgorithmParameterException("GCM tag must be 12..16 bytes, got " + tagLength);
        }
    }

    private static void checkIv(byte[] iv) throws InvalidAlgorithmParameterException {
        if (iv == null || iv.length == 0) {
            throw new InvalidAlgorithmParameterException("GCM IV must be at least 1 byte, got 0");
        }
    }

    private static byte[] hashSubkey(BlockCipher cipher) {
        byte[] h = new byte[16];
        cipher.encryptBlock(h, 0, h, 0);
        return h;
    }
}
