package org.iotcrypt.mode;

import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.util.Arrays;
import java.util.Objects;
import javax.crypto.AEADBadTagException;
import javax.crypto.IllegalBlockSizeException;
import org.iotcrypt.cipher.BatchOpening;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.internal.mode.AeadBounds;
import org.iotcrypt.internal.mode.BatchInput;
import org.iotcrypt.internal.util.ConstantTime;

/**
 * Counter with CBC-MAC (NIST SP 800-38C, RFC 3610; RFC 8998 for SM4) over any 128-bit
 * {@link BlockCipher}.
 *
 * <p>Nonces are 7..13 bytes, tags 4..16 bytes and even ({@link CcmParameters}). AAD may have
 * any length (both length encodings of the standard). The payload is limited by the length
 * field left over by the nonce: at most 2^(8(15 - nonceLength)) - 1 bytes (65535 bytes for a
 * 13-byte nonce, 2^24 - 1 for the 12-byte nonce of RFC 8998); a longer one is refused with
 * {@link IllegalBlockSizeException}, when encrypting and when decrypting alike.
 *
 * <p>CCM needs both lengths before it can start, so the {@link CipherOperation} forms buffer
 * everything; {@link #streamingEncryptor} streams when the caller declares the lengths. Decryption
 * verifies the tag in constant time before a single byte of plaintext reaches the caller.
 * See {@link CcmCore} for how the CBC-MAC and CTR blocks share bulk cipher calls.
 */
public final class Ccm extends InPlaceAead {

    private final BlockCipher cipher;
    private final int tagLength;

    /**
     * @param cipher the block cipher
     * @param tagLength tag length in bytes: 4, 6, 8, 10, 12, 14 or 16
     * @throws InvalidAlgorithmParameterException for a tag length out of range or a cipher
     *         whose block is not 16 bytes
     */
    public Ccm(BlockCipher cipher, int tagLength) throws InvalidAlgorithmParameterException {
        checkParameters(cipher, tagLength);
        this.cipher = cipher;
        this.tagLength = tagLength;
    }

    /**
     * A one-use CCM encryption; it buffers its input and writes everything from {@code doFinal}.
     *
     * @param cipher the block cipher
     * @param parameters the nonce and tag length, checked
     * @return the operation, ready for {@code updateAad}
     * @throws java.security.InvalidAlgorithmParameterException if a parameter is outside the allowed range (the message names it)
     */
    public static CipherOperation encryptor(BlockCipher cipher, CcmParameters parameters)
            throws InvalidAlgorithmParameterException {
        checkCipher(cipher);
        return new CcmOperation(cipher, parameters.nonceShared().clone(), parameters.tagLength(), true);
    }

    /**
     * A one-use CCM decryption; it buffers its input and releases plaintext only after the tag verifies.
     *
     * @param cipher the block cipher
     * @param parameters the nonce and tag length, checked
     * @return the operation, ready for {@code updateAad}
     * @throws java.security.InvalidAlgorithmParameterException if a parameter is outside the allowed range (the message names it)
     */
    public static CipherOperation decryptor(BlockCipher cipher, CcmParameters parameters)
            throws InvalidAlgorithmParameterException {
        checkCipher(cipher);
        return new CcmOperation(cipher, parameters.nonceShared().clone(), parameters.tagLength(), false);
    }

    /**
     * A streaming CCM encryption for a message whose AAD and payload lengths are declared now.
     *
     * @param cipher the block cipher
     * @param parameters the nonce and tag length, checked
     * @param aadLength the AAD length in bytes
     * @param payloadLength the payload length in bytes
     * @return the encryptor, expecting exactly the declared AAD and payload
     * @throws InvalidAlgorithmParameterException for a bad nonce or tag length, or a payload
     *         longer than the nonce length allows
     * @throws javax.crypto.IllegalBlockSizeException if the payload is longer than the nonce length allows
     */
    public static CcmStreamEncryptor streamingEncryptor(BlockCipher cipher, CcmParameters parameters,
            long aadLength, long payloadLength) throws InvalidAlgorithmParameterException, IllegalBlockSizeException {
        checkCipher(cipher);
        if (aadLength < 0 || payloadLength < 0) {
            throw new IllegalArgumentException("lengths must not be negative");
        }
        byte[] nonce = parameters.nonceShared();
        if (payloadLength > CcmParameters.maxPayload(nonce.length)) {
            throw new IllegalBlockSizeException(CcmParameters.tooLong(nonce.length, payloadLength));
        }
        int tagLength = parameters.tagLength();
        return new CcmStreamEncryptor(new CcmCore(cipher, nonce, tagLength, aadLength, payloadLength),
                aadLength, payloadLength, tagLength);
    }

    /**
     * The prefix CCM puts before a non-empty AAD (NIST SP 800-38C, A.2.2): the length as 2 bytes
     * below 2^16 - 2^8, else 0xfffe and 4 bytes below 2^32, else 0xffff and 8 bytes. Public for
     * those who format CCM's blocks themselves (the hardware explorer's testbenches).
     *
     * @param aadLength the AAD length in bytes
     * @return the 2, 6 or 10 bytes of the prefix
     * @throws IllegalArgumentException for a length below 1
     */
    public static byte[] aadLengthEncoding(long aadLength) {
        if (aadLength < 1) {
            throw new IllegalArgumentException("only a non-empty AAD has a length prefix, got " + aadLength);
        }
        if (aadLength < 0xff00) {
            return new byte[] {(byte) (aadLength >>> 8), (byte) aadLength};
        }
        int size = aadLength >>> 32 == 0 ? 4 : 8;
        byte[] enc = new byte[2 + size];
        enc[0] = (byte) 0xff;
        enc[1] = (byte) (size == 4 ? 0xfe : 0xff);
        for (int i = 0; i < size; i++) {
            enc[2 + i] = (byte) (aadLength >>> (8 * (size - 1 - i)));
        }
        return enc;
    }

    @Override
    public int tagLength() {
        return tagLength;
    }

    /**
     * Seals in the arrays given; in place when {@code out == in} at the same offset (each
     * block enters the CBC-MAC before its ciphertext is written over it).
     */
    @Override
    public int seal(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
            throws GeneralSecurityException {
        checkNonce(nonce);
        Objects.checkFromIndexSize(inOff, len, in.length);
        AeadBounds.requireRoom(out, outOff, len + (long) tagLength);
        byte[] src = AeadInput.unaliased(in, inOff, len, out, outOff);
        int srcOff = src == in ? inOff : 0;
        byte[] a = AeadInput.aadOrNone(aad);
        return encrypt(cipher, nonce, tagLength, a, a.length, src, srcOff, len, out, outOff);
    }

    /**
     * Opens in the arrays given, in place when {@code out == in} at the same offset: the
     * plaintext is made in a private buffer and copied out only once the tag verified.
     */
    @Override
    public int open(byte[] nonce, byte[] aad, byte[] in, int inOff, int len, byte[] out, int outOff)
            throws GeneralSecurityException {
        checkNonce(nonce);
        Objects.checkFromIndexSize(inOff, len, in.length);
        AeadBounds.requireTag(len, tagLength);
        byte[] a = AeadInput.aadOrNone(aad);
        return decrypt(cipher, nonce, tagLength, a, a.length, in, inOff, len, out, outOff);
    }

    /**
     * Seals many messages side by side: all counter blocks in one bulk call and the CBC-MAC
     * chains in lockstep ({@code CcmBatch}), so 16 short messages cost about one bulk call per
     * MAC step on the bitsliced engine, 128 on the vector engine. The same results as
     * {@link #seal} on each.
     */
    @Override
    public byte[][] sealBatch(byte[][] nonces, byte[][] aads, byte[][] plaintexts) throws GeneralSecurityException {
        BatchInput.check(nonces, aads, plaintexts);
        return CcmBatch.seal(cipher, tagLength, nonces, aads, plaintexts);
    }

    /** Opens many messages side by side, as {@link #sealBatch} seals them; each is released only if its own tag verifies. */
    @Override
    public BatchOpening openBatch(byte[][] nonces, byte[][] aads, byte[][] ciphertextsAndTags) throws GeneralSecurityException {
        BatchInput.check(nonces, aads, ciphertextsAndTags);
        return CcmBatch.open(cipher, tagLength, nonces, aads, ciphertextsAndTags);
    }

    /** Encrypts a whole message; writes ciphertext and tag, returns their length. */
    static int encrypt(BlockCipher cipher, byte[] nonce, int tagLength, byte[] aad, int aadLen,
            byte[] in, int inOff, int len, byte[] out, int outOff) throws IllegalBlockSizeException {
        if (len > CcmParameters.maxPayload(nonce.length)) {
            throw new IllegalBlockSizeException(CcmParameters.tooLong(nonce.length, len));
        }
        CcmCore core = new CcmCore(cipher, nonce, tagLength, aadLen, len);
        try {
            core.aad(aad, 0, aadLen);
            core.endAad();
            core.encrypt(in, inOff, len, out, outOff);
            core.finish(out, outOff + len);
            return len + tagLength;
        } finally {
            core.wipe();
        }
    }

    /**
     * Verifies and decrypts a whole message (ciphertext followed by tag). The plaintext is
     * produced in a private buffer and copied to {@code out} only if the tag verifies.
     */
    static int decrypt(BlockCipher cipher, byte[] nonce, int tagLength, byte[] aad, int aadLen,
            byte[] in, int inOff, int len, byte[] out, int outOff) throws AEADBadTagException, IllegalBlockSizeException {
        AeadBounds.requireTag(len, tagLength);
        int textLen = len - tagLength;
        if (textLen > CcmParameters.maxPayload(nonce.length)) {
            throw new IllegalBlockSizeException(CcmParameters.tooLong(nonce.length, textLen));
        }
        AeadBounds.requireRoom(out, outOff, textLen);
        byte[] plain = new byte[textLen];
        byte[] tag = new byte[tagLength];
        CcmCore core = new CcmCore(cipher, nonce, tagLength, aadLen, textLen);
        try {
            core.aad(aad, 0, aadLen);
            core.endAad();
            core.decrypt(in, inOff, textLen, plain, 0);
            core.finish(tag, 0);
            if (!ConstantTime.equals(tag, 0, in, inOff + textLen, tagLength)) {
                throw new AEADBadTagException("CCM tag mismatch");
            }
            System.arraycopy(plain, 0, out, outOff, textLen);
            return textLen;
        } finally {
            // the unverified plaintext, and the tag the message should have had
            Arrays.fill(plain, (byte) 0);
            Arrays.fill(tag, (byte) 0);
            core.wipe();
        }
    }

    private static void checkParameters(BlockCipher cipher, int tagLength) throws InvalidAlgorithmParameterException {
        checkCipher(cipher);
        CcmParameters.RULE.checkTag(tagLength);
    }

    private static void checkCipher(BlockCipher cipher) throws InvalidAlgorithmParameterException {
        if (cipher.blockSize() != 16) {
            throw new InvalidAlgorithmParameterException("CCM needs a 16-byte block cipher, got "
                    + cipher.blockSize() + "-byte blocks");
        }
    }

    private static void checkNonce(byte[] nonce) throws InvalidAlgorithmParameterException {
        CcmParameters.RULE.checkNonce(nonce);
    }
}
