package org.iotcrypt.provider;

import org.iotcrypt.jca.Sm2Keys;
import java.security.AlgorithmParameters;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import java.util.Locale;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.CipherSpi;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.ShortBufferException;
import org.iotcrypt.sm2.Sm2Encryption;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.sm2.format.CiphertextFormat;
import org.iotcrypt.sm2.format.Sm2CiphertextEncoding;

/**
 * {@code Cipher SM2}: GB/T 32918.4 public-key encryption. {@code "SM2"} alone writes and reads
 * the DER {@code SEQUENCE {x, y, C3, C2}} of GM/T 0009 (what OpenSSL 3, GmSSL and Kona use);
 * {@code "SM2/C1C3C2/NoPadding"} and {@code "SM2/C1C2C3/NoPadding"} the raw concatenations, with
 * C1 as the 65-byte uncompressed point {@code 04||x||y}. (Bouncy Castle's {@code "SM2"} means raw
 * C1C2C3, the order of the 2010 draft; its {@code "SM2/C1C3C2/NoPadding"} matches ours.)
 *
 * <p>Encryption takes a public key, decryption a private key, each this provider's or any
 * EC key on sm2p256v1. {@code update} only buffers; {@code doFinal} does the work, and afterwards
 * the cipher is ready for another message under the same key. A ciphertext that is malformed,
 * truncated, not on the curve or fails its C3 check throws {@link BadPaddingException} and
 * releases nothing; no other exception escapes decryption.
 *
 * <p>Constant time: only lengths, which are public, decide anything here; the protocol layer
 * multiplies, derives and compares without branches on secrets.
 */
final class Sm2CipherSpi extends CipherSpi {

    /** What DER adds to x, y, C3 and C2 at most: the SEQUENCE, INTEGER and OCTET STRING headers. */
    private static final int DER_OVERHEAD = 6 + 3 + 3 + 2 + 6;
    private static final int RAW_OVERHEAD = 65 + 32;
    private static final byte[] EMPTY = new byte[0];

    private CiphertextFormat format = CiphertextFormat.DER_C1C3C2;
    private boolean encrypting;
    private Sm2PublicKey publicKey;
    private Sm2PrivateKey privateKey;
    private SecureRandom random;
    private byte[] buffer = EMPTY;
    private int buffered;

    @Override
    protected void engineSetMode(String mode) throws NoSuchAlgorithmException {
        switch (mode.toUpperCase(Locale.ROOT)) {
            case "C1C3C2":
                format = CiphertextFormat.RAW_C1C3C2;
                break;
            case "C1C2C3":
                format = CiphertextFormat.RAW_C1C2C3;
                break;
            default:
                throw new NoSuchAlgorithmException("SM2 mode " + mode + " is not supported; use \"SM2\" (DER "
                        + "C1C3C2), \"SM2/C1C3C2/NoPadding\" or \"SM2/C1C2C3/NoPadding\" (raw)");
        }
    }

    @Override
    protected void engineSetPadding(String padding) throws NoSuchPaddingException {
        if (!"NOPADDING".equalsIgnoreCase(padding)) {
            throw new NoSuchPaddingException("SM2 takes NoPadding only, got " + padding);
        }
    }

    @Override
    protected int engineGetBlockSize() {
        return 0;
    }

    @Override
    protected int engineGetOutputSize(int inputLen) {
        long total = (long) buffered + Math.max(inputLen, 0);
        if (encrypting) {
            total += RAW_OVERHEAD + (format == CiphertextFormat.DER_C1C3C2 ? DER_OVERHEAD : 0);
        }
        return (int) Math.min(total, Integer.MAX_VALUE);
    }

    @Override
    protected byte[] engineGetIV() {
        return null;
    }

    @Override
    protected AlgorithmParameters engineGetParameters() {
        return null;
    }

    @Override
    protected int engineGetKeySize(Key key) throws InvalidKeyException {
        return 256;
    }

    @Override
    protected void engineInit(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
        wipeBuffer();
        publicKey = null;
        privateKey = null;
        switch (opmode) {
            case Cipher.ENCRYPT_MODE:
                if (!(key instanceof PublicKey)) {
                    throw new InvalidKeyException("SM2 encryption takes a public key, got " + describe(key));
                }
                publicKey = Sm2Keys.publicKey(key).key();
                encrypting = true;
                break;
            case Cipher.DECRYPT_MODE:
                if (!(key instanceof PrivateKey)) {
                    throw new InvalidKeyException("SM2 decryption takes a private key, got " + describe(key));
                }
                privateKey = Sm2Keys.privateKey(key).key();
                encrypting = false;
                break;
            default:
                throw new InvalidParameterException("SM2 supports ENCRYPT_MODE and DECRYPT_MODE, got " + opmode);
        }
        this.random = random;
    }

    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        if (params != null) {
            throw new InvalidAlgorithmParameterException("SM2 encryption takes no parameters, got "
                    + params.getClass().getName());
        }
        engineInit(opmode, key, random);
    }

    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameters params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        if (params != null) {
            throw new InvalidAlgorithmParameterException("SM2 encryption takes no parameters, got "
                    + params.getAlgorithm());
        }
        engineInit(opmode, key, random);
    }

    @Override
    protected byte[] engineUpdate(byte[] input, int inputOffset, int inputLen) {
        append(input, inputOffset, inputLen);
        return EMPTY;
    }

    @Override
    protected int engineUpdate(byte[] input, int inputOffset, int inputLen, byte[] output, int outputOffset) {
        append(input, inputOffset, inputLen);
        return 0;
    }

    @Override
    protected byte[] engineDoFinal(byte[] input, int inputOffset, int inputLen)
            throws IllegalBlockSizeException, BadPaddingException {
        append(input, inputOffset, inputLen);
        try {
            return encrypting ? encrypt() : decrypt();
        } finally {
            wipeBuffer();
        }
    }

    @Override
    protected int engineDoFinal(byte[] input, int inputOffset, int inputLen, byte[] output, int outputOffset)
            throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
        int room = output.length - outputOffset;
        int needed = engineGetOutputSize(inputLen);
        if (room < needed) {
            throw new ShortBufferException("SM2 needs room for " + needed + " bytes, got " + room);
        }
        byte[] result = engineDoFinal(input, inputOffset, inputLen);
        System.arraycopy(result, 0, output, outputOffset, result.length);
        Arrays.fill(result, (byte) 0);
        return result.length;
    }

    private byte[] encrypt() throws IllegalBlockSizeException {
        checkInitialized(publicKey);
        if (buffered == 0) {
            throw new IllegalBlockSizeException("SM2 cannot encrypt an empty message (GB/T 32918.4 needs "
                    + "a key stream of at least one byte)");
        }
        if (random == null) {
            random = new SecureRandom();
        }
        byte[] message = Arrays.copyOf(buffer, buffered);
        try {
            return Sm2CiphertextEncoding.encode(Sm2Encryption.encrypt(publicKey, message, random), format);
        } finally {
            Arrays.fill(message, (byte) 0);
        }
    }

    /**
     * Decodes and decrypts; every fault of the ciphertext is a BadPaddingException (the decoder
     * and the protocol class throw nothing else for it). A key destroyed meanwhile, by another
     * thread, is not the ciphertext's fault: that stays an IllegalStateException.
     */
    private byte[] decrypt() throws BadPaddingException {
        checkInitialized(privateKey);
        if (privateKey.isDestroyed()) {
            throw new IllegalStateException("the SM2 private key has been destroyed since init");
        }
        return Sm2Encryption.decrypt(privateKey, Sm2CiphertextEncoding.decode(Arrays.copyOf(buffer, buffered), format));
    }

    private static void checkInitialized(Object key) {
        if (key == null) {
            throw new IllegalStateException("SM2 cipher is not initialized");
        }
    }

    private void append(byte[] input, int offset, int len) {
        if (input == null || len <= 0) {
            return;
        }
        if (buffered + len > buffer.length) {
            byte[] bigger = Arrays.copyOf(buffer, Math.max(buffered + len, 2 * buffer.length));
            Arrays.fill(buffer, (byte) 0);
            buffer = bigger;
        }
        System.arraycopy(input, offset, buffer, buffered, len);
        buffered += len;
    }

    private void wipeBuffer() {
        Arrays.fill(buffer, 0, buffered, (byte) 0);
        buffered = 0;
    }

    private static String describe(Key key) {
        return key == null ? "null" : key.getClass().getName();
    }
}
