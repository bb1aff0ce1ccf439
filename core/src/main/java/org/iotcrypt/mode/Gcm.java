package org.iotcrypt.mode;

import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.util.Arrays;
import java.util.Objects;
import javax.security.auth.Destroyable;
import org.iotcrypt.cipher.Aead;
import org.iotcrypt.cipher.BatchOpening;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.internal.engine.BulkGhash;
import org.iotcrypt.internal.mode.AeadBounds;
import org.iotcrypt.internal.mode.BatchInput;
import org.iotcrypt.internal.mode.Ghash;
import org.iotcrypt.internal.util.DestroyedFlag;

/**
 * Galois/Counter Mode (NIST SP 800-38D) over any 128-bit {@link BlockCipher}.
 *
 * <p>IVs of any length from one byte up are accepted: 12 bytes take the fast path
 * J0 = IV || 0^31 || 1, other lengths are hashed with GHASH as the standard says (12 bytes is
 * what interoperates and what should be used). Tags are 12 to 16 bytes ({@link GcmParameters}). GHASH is constant
 * time (see {@link Ghash}); tag checks use {@link org.iotcrypt.internal.util.ConstantTime}, and
 * decryption releases nothing before the tag verifies.
 *
 * <p>As an {@link Aead} this class holds only the key (through the cipher), the hash subkey and
 * what is made from it once for all messages: its powers, and, once this object has hashed 4 KiB
 * (256 blocks) without the vector GHASH, byte tables of them (32 KiB) for the public AAD and
 * ciphertext; it may be shared between threads. Never reuse an IV under one key.
 * {@link #destroy()} overwrites the hash subkey (the cipher is the caller's to destroy); later
 * calls throw {@link IllegalStateException}, and so does a call that was running meanwhile,
 * rather than return what it computed.
 */
public final class Gcm extends InPlaceAead implements Destroyable {

    private final BlockCipher cipher;
    private final int tagLength;
    private final byte[] h;
    /** The bulk GHASH under h (vector or scalar, {@link Ghash#bulkFor}), made once for all messages under this key; null under the kill switch. */
    private final BulkGhash bulk;
    private final DestroyedFlag destroyed = new DestroyedFlag("GCM hash subkey");

    /**
     * @param cipher the block cipher
     * @param tagLength tag length in bytes, 12..16
     * @throws InvalidAlgorithmParameterException for a tag length out of range or a cipher
     *         whose block is not 16 bytes
     */
    public Gcm(BlockCipher cipher, int tagLength) throws InvalidAlgorithmParameterException {
        checkParameters(cipher, tagLength);
        this.cipher = cipher;
        this.tagLength = tagLength;
        this.h = hashSubkey(cipher);
        this.bulk = Ghash.bulkFor(h);
    }

    /**
     * A one-use streaming GCM encryption; {@code doFinal} appends the tag.
     *
     * @param cipher the block cipher
     * @param parameters the nonce and tag length, checked
     * @return the operation, ready for {@code updateAad}
     * @throws java.security.InvalidAlgorithmParameterException if a parameter is outside the allowed range (the message names it)
     */
    public static CipherOperation encryptor(BlockCipher cipher, GcmParameters parameters)
            throws InvalidAlgorithmParameterException {
        checkCipher(cipher);
        byte[] h = hashSubkey(cipher);
        try {
            return new GcmEncryptor(cipher, h, new Ghash(h), parameters.nonceShared().clone(), parameters.tagLength());
        } finally {
            Arrays.fill(h, (byte) 0);
        }
    }

    /**
     * A one-use GCM decryption; it buffers the ciphertext and releases the plaintext only from
     * {@code doFinal}, after the tag has verified.
     *
     * @param cipher the block cipher
     * @param parameters the nonce and tag length, checked
     * @return the operation, ready for {@code updateAad}
     * @throws java.security.InvalidAlgorithmParameterException if a parameter is outside the allowed range (the message names it)
     */
    public static CipherOperation decryptor(BlockCipher cipher, GcmParameters parameters)
            throws InvalidAlgorithmParameterException {
        checkCipher(cipher);
        byte[] h = hashSubkey(cipher);
        try {
            return new GcmDecryptor(cipher, h, new Ghash(h), parameters.nonceShared().clone(), parameters.tagLength());
        } finally {
            Arrays.fill(h, (byte) 0);
        }
    }

    /**
     * A one-use streaming GCM encryption under this object's key and hash subkey, as
     * {@link #encryptor(BlockCipher, GcmParameters)} makes one but without computing H again: what
     * a caller that starts an operation per nonce under one key wants (the JCA provider's Cipher).
     * The tag length is the parameters', not this object's.
     *
     * @param parameters the nonce and tag length, checked
     * @return the operation, ready for {@code updateAad}
     * @throws IllegalStateException once this object is destroyed
     */
    public CipherOperation encryptor(GcmParameters parameters) {
        destroyed.checkLive();
        return newEncryptor(parameters.nonceShared().clone(), parameters.tagLength());
    }

    /**
     * A one-use GCM decryption under this object's key and hash subkey; see {@link #encryptor(GcmParameters)}
     * and {@link #decryptor(BlockCipher, GcmParameters)}.
     *
     * @param parameters the nonce and tag length, checked
     * @return the operation, ready for {@code updateAad}
     * @throws IllegalStateException once this object is destroyed
     */
    public CipherOperation decryptor(GcmParameters parameters) {
        destroyed.checkLive();
        return newDecryptor(parameters.nonceShared().clone(), parameters.tagLength());
    }

    /** An operation under this key's H and bulk GHASH: what seal and the streaming encryptor share. */
    private GcmEncryptor newEncryptor(byte[] nonce, int tags) {
        return new GcmEncryptor(cipher, h, new Ghash(h, bulk), nonce, tags);
    }

    /** An operation under this key's H and bulk GHASH: what open and the streaming decryptor share. */
    private GcmDecryptor newDecryptor(byte[] nonce, int tags) {
        return new GcmDecryptor(cipher, h, new Ghash(h, bulk), nonce, tags);
    }

    @Override
    public int tagLength() {
        return tagLength;
    }

    /**
     * Seals in the arrays given; in place when {@code out == in} and {@code outOff == inOff}
     * (CTR writes each byte from the byte at the same place, and GHASH reads the ciphertext
     * after it is written).
     */
    @Override
    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
            throws GeneralSecurityException {
        checkIv(nonce);
        Objects.checkFromIndexSize(inOff, len, in.length);
        AeadBounds.requireRoom(out, outOff, len + (long) tagLength);
        destroyed.checkLive();
        byte[] src = AeadInput.unaliased(in, inOff, len, out, outOff);
        int srcOff = src == in ? inOff : 0;
        GcmEncryptor op = newEncryptor(nonce, tagLength);
        byte[] a = AeadInput.aadOrNone(aad);
        op.updateAad(a, 0, a.length);
        int written = op.doFinal(src, srcOff, len, out, outOff);
        destroyed.confirmLive();
        return written;
    }

    /**
     * Opens in the arrays given, in place when {@code out == in} at the same offset; the tag is
     * verified over the ciphertext where it lies before a byte of {@code out} is written.
     */
    @Override
    public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
            throws GeneralSecurityException {
        checkIv(nonce);
        Objects.checkFromIndexSize(inOff, len, in.length);
        destroyed.checkLive();
        GcmDecryptor op = newDecryptor(nonce, tagLength);
        byte[] a = AeadInput.aadOrNone(aad);
        op.updateAad(a, 0, a.length);
        int written = op.doFinalWhole(in, inOff, len, out, outOff);
        try {
            destroyed.confirmLive();
        } catch (IllegalStateException e) {
            Arrays.fill(out, outOff, outOff + written, (byte) 0);
            throw e;
        }
        return written;
    }

    /**
     * Seals many messages with the counter blocks of all of them in one bulk call
     * ({@code GcmBatch}); the same results as {@link #seal} on each.
     */
    @Override
    public byte[][] sealBatch(byte[][] nonces, byte[][] aads, byte[][] plaintexts) throws GeneralSecurityException {
        BatchInput.check(nonces, aads, plaintexts);
        checkIvs(nonces);
        destroyed.checkLive();
        byte[][] out = GcmBatch.seal(cipher, h, bulk, tagLength, nonces, aads, plaintexts);
        destroyed.confirmLive();
        return out;
    }

    /** Opens many messages as {@link #sealBatch} seals them; each is released only if its own tag verifies. */
    @Override
    public BatchOpening openBatch(byte[][] nonces, byte[][] aads, byte[][] ciphertextsAndTags) throws GeneralSecurityException {
        BatchInput.check(nonces, aads, ciphertextsAndTags);
        checkIvs(nonces);
        destroyed.checkLive();
        byte[][] plain = GcmBatch.open(cipher, h, bulk, tagLength, nonces, aads, ciphertextsAndTags);
        try {
            destroyed.confirmLive();
        } catch (IllegalStateException e) {
            for (byte[] p : plain) {
                if (p != null) {
                    Arrays.fill(p, (byte) 0);
                }
            }
            throw e;
        }
        return new BatchOpening(plain);
    }

    private static void checkIvs(byte[][] ivs) throws InvalidAlgorithmParameterException {
        for (int i = 0; i < ivs.length; i++) {
            try {
                checkIv(ivs[i]);
            } catch (InvalidAlgorithmParameterException e) {
                throw new InvalidAlgorithmParameterException("message " + i + ": " + e.getMessage());
            }
        }
    }

    /** Overwrites the hash subkey and its powers; the cipher is not touched (it is the caller's). */
    @Override
    public void destroy() {
        destroyed.markDestroyed();
        Arrays.fill(h, (byte) 0);
        if (bulk != null) {
            bulk.destroy();
        }
    }

    @Override
    public boolean isDestroyed() {
        return destroyed.isSet();
    }

    private static void checkParameters(BlockCipher cipher, int tagLength) throws InvalidAlgorithmParameterException {
        checkCipher(cipher);
        GcmParameters.RULE.checkTag(tagLength);
    }

    private static void checkCipher(BlockCipher cipher) throws InvalidAlgorithmParameterException {
        if (cipher.blockSize() != 16) {
            throw new InvalidAlgorithmParameterException("GCM needs a 16-byte block cipher, got "
                    + cipher.blockSize() + "-byte blocks");
        }
    }

    private static void checkIv(byte[] iv) throws InvalidAlgorithmParameterException {
        GcmParameters.RULE.checkNonce(iv);
    }

    /** H = E_K(0^128); the operations copy it into their GHASH, so callers may wipe it. */
    private static byte[] hashSubkey(BlockCipher cipher) {
        byte[] h = new byte[16];
        cipher.encryptBlock(h, 0, h, 0);
        return h;
    }
}
