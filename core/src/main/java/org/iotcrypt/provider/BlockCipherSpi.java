package org.iotcrypt.provider;

import java.nio.ByteBuffer;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.ProviderException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.CipherSpi;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.ShortBufferException;
import org.iotcrypt.mode.CipherOperation;
import org.iotcrypt.mode.Padding;

/**
 * The JCA cipher over any {@link BlockCipherAlgorithm}: ECB and CBC (NoPadding or
 * PKCS5Padding, alias PKCS7Padding), CTR, and for 16-byte blocks GCM and CCM (NoPadding
 * only). The cipher's name alone means ECB/PKCS5Padding, as {@code "AES"} does in the JDK.
 *
 * <p><b>Parameters.</b> CBC and CTR take an {@link javax.crypto.spec.IvParameterSpec} of one
 * block (for CTR, the initial counter block; the whole block counts, big-endian, and wraps).
 * GCM and CCM take a {@link javax.crypto.spec.GCMParameterSpec}: GCM an IV of at least one
 * byte and a tag of 96..128 bits; CCM a nonce of 7..13 bytes and a tag of 32..128 bits in
 * steps of 16. An encryption initialized without parameters gets a random IV (one block for
 * CBC/CTR, a 12-byte nonce and a 128-bit tag for GCM/CCM), readable through {@code getIV()}
 * and {@code getParameters()}; a decryption without parameters is refused.
 *
 * <p><b>Life cycle.</b> Like the JDK's ciphers, {@code doFinal} returns the cipher to the state
 * right after {@code init}, whether it succeeded or threw, so the same key and parameters can
 * process the next message. The exception is GCM and CCM encryption, which must never run twice
 * under one key and nonce: after its {@code doFinal}, {@code update}, {@code updateAAD} and
 * {@code doFinal} throw {@link IllegalStateException} until {@code init} is called again, and
 * an {@code init} for encryption with the same key and nonce as the previous one throws
 * {@link InvalidAlgorithmParameterException} ("cannot reuse key and IV for GCM encryption"). The
 * JDK does this for GCM; CCM gets the same rule because a repeated nonce harms it as much.
 *
 * <p><b>Authenticated decryption.</b> GCM and CCM decryption buffer the ciphertext:
 * {@code update} returns nothing, and {@code doFinal} releases the plaintext only after the tag
 * verified; otherwise it throws {@link javax.crypto.AEADBadTagException} and writes nothing.
 *
 * <p><b>Output buffers.</b> {@code update} and {@code doFinal} into a caller's array throw
 * {@link ShortBufferException} without changing state when the array cannot hold
 * {@code getOutputSize}, padded decryption included. (The JDK also lets padded decryption try
 * an array with room for the unpadded result only; that needs a snapshot of the operation to
 * roll back to when the result does not fit, and without one a retry would continue from a
 * consumed message, so this provider asks for the bound.)
 *
 * <p><b>Keys.</b> The cipher keeps its key expanded together with one raw copy (see
 * {@link ExpandedKey}); both are overwritten when an init brings another key, and when the key
 * object is one of this provider's ({@code KeyGenerator SM4}'s, an SM2 agreed key) and is
 * destroyed: the cipher's later calls then throw {@link IllegalStateException}. Copies of input
 * made for in-place calls are wiped after use.
 *
 * <p>Constant time: this class only routes data; the cipher engine and the modes underneath do
 * the secret-dependent work without secret-dependent branches or table indices. Only public
 * lengths decide anything here.
 */
abstract class BlockCipherSpi extends CipherSpi {

    private static final byte[] EMPTY = new byte[0];

    private final BlockCipherAlgorithm algorithm;
    private final AeadReuseGuard reuseGuard = new AeadReuseGuard();
    private CipherMode mode = CipherMode.ECB;
    private Padding padding = Padding.PKCS5;
    private boolean encrypting;
    /** The keyed cipher and the one raw copy of its key; null before the first init. */
    private ExpandedKey expanded;
    private ModeParameters params;
    /** The running operation; null before init, and after doFinal until the next call needs one. */
    private CipherOperation operation;
    /** A GCM or CCM encryption has finished: only init may follow. */
    private boolean aeadSpent;

    BlockCipherSpi(BlockCipherAlgorithm algorithm) {
        this.algorithm = algorithm;
    }

    @Override
    protected void engineSetMode(String modeName) throws NoSuchAlgorithmException {
        mode = CipherMode.forName(algorithm, modeName);
        padding = mode.defaultPadding();
    }

    @Override
    protected void engineSetPadding(String paddingName) throws NoSuchPaddingException {
        padding = mode.padding(algorithm, paddingName);
    }

    @Override
    protected int engineGetBlockSize() {
        return algorithm.blockSize();
    }

    @Override
    protected int engineGetOutputSize(int inputLen) {
        if (expanded == null || aeadSpent) {
            return inputLen + (params == null ? 0 : params.tagLength());
        }
        return running().finalOutputSize(inputLen);
    }

    @Override
    protected byte[] engineGetIV() {
        return params == null || params.iv() == null ? null : params.iv().clone();
    }

    @Override
    protected AlgorithmParameters engineGetParameters() {
        if (params == null || mode.parametersAlgorithm(algorithm) == null) {
            return null;
        }
        try {
            AlgorithmParameters result =
                    AlgorithmParameters.getInstance(mode.parametersAlgorithm(algorithm), IotCryptProvider.instance());
            result.init(params.toSpec(mode));
            return result;
        } catch (GeneralSecurityException e) {
            throw new ProviderException("cannot encode " + algorithm.name() + "/" + mode + " parameters", e);
        }
    }

    @Override
    protected int engineGetKeySize(Key key) throws InvalidKeyException {
        byte[] raw = RawKey.bytes(key, algorithm.name());
        try {
            algorithm.create(raw).destroy();
            return 8 * raw.length;
        } finally {
            Arrays.fill(raw, (byte) 0);
        }
    }

    @Override
    protected void engineInit(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
        try {
            engineInit(opmode, key, (AlgorithmParameterSpec) null, random);
        } catch (InvalidAlgorithmParameterException e) {
            throw new InvalidKeyException(e.getMessage(), e);
        }
    }

    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameters algParams, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        engineInit(opmode, key, ModeParameters.specOf(algorithm, mode, algParams), random);
    }

    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameterSpec spec, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        boolean encrypt = encrypts(opmode);
        byte[] raw = RawKey.bytes(key, algorithm.name());
        ExpandedKey fresh = null;
        try {
            // An unchanged key reuses the expanded one (see ExpandedKey); the old one is
            // destroyed only once the new init has succeeded.
            boolean sameKey = expanded != null && expanded.matches(raw);
            if (!sameKey) {
                fresh = new ExpandedKey(algorithm.create(raw), raw);
            }
            ExpandedKey next = sameKey ? expanded : fresh;
            ModeParameters checked = ModeParameters.of(algorithm, mode, spec, encrypt, random);
            CipherOperation first = mode.start(next, encrypt, padding, checked);
            boolean aeadEncryption = mode.isAead() && encrypt;
            if (aeadEncryption) {
                reuseGuard.check(mode, sameKey, checked.iv());
            }
            if (!sameKey) {
                if (expanded != null) {
                    expanded.destroy();
                }
                reuseGuard.forget();
                expanded = fresh;
                fresh = null;
                KeyDependents.attach(key, expanded);
                if (expanded.isDestroyed()) {
                    throw new InvalidKeyException(algorithm.name() + " key was destroyed during init");
                }
            }
            if (aeadEncryption) {
                reuseGuard.record(checked.iv());
            }
            params = checked;
            encrypting = encrypt;
            operation = first;
            aeadSpent = false;
        } finally {
            Arrays.fill(raw, (byte) 0);
            if (fresh != null) {
                fresh.destroy();
            }
        }
    }

    @Override
    protected void engineUpdateAAD(byte[] src, int offset, int len) {
        running().updateAad(src, offset, len);
    }

    /** Overridden because CipherSpi's default refuses ByteBuffer AAD. */
    @Override
    protected void engineUpdateAAD(ByteBuffer src) {
        CipherOperation op = running();
        int len = src.remaining();
        if (src.hasArray()) {
            op.updateAad(src.array(), src.arrayOffset() + src.position(), len);
            src.position(src.limit());
        } else {
            byte[] copy = new byte[len];
            src.get(copy);
            op.updateAad(copy, 0, len);
        }
    }

    @Override
    protected byte[] engineUpdate(byte[] input, int inputOffset, int inputLen) {
        CipherOperation op = running();
        byte[] out = new byte[op.updateOutputSize(inputLen)];
        int n = op.update(orEmpty(input), inputOffset, inputLen, out, 0);
        return trimmed(out, n);
    }

    @Override
    protected int engineUpdate(byte[] input, int inputOffset, int inputLen, byte[] output, int outputOffset)
            throws ShortBufferException {
        CipherOperation op = running();
        requireRoom(output, outputOffset, op.updateOutputSize(inputLen));
        if (input != output) {
            return op.update(orEmpty(input), inputOffset, inputLen, output, outputOffset);
        }
        byte[] copy = Arrays.copyOfRange(input, inputOffset, inputOffset + inputLen);
        try {
            return op.update(copy, 0, inputLen, output, outputOffset);
        } finally {
            Arrays.fill(copy, (byte) 0);
        }
    }

    @Override
    protected byte[] engineDoFinal(byte[] input, int inputOffset, int inputLen)
            throws IllegalBlockSizeException, BadPaddingException {
        CipherOperation op = running();
        byte[] out = new byte[op.finalOutputSize(inputLen)];
        boolean done = false;
        try {
            byte[] result = trimmed(out, op.doFinal(orEmpty(input), inputOffset, inputLen, out, 0));
            done = true;
            return result;
        } finally {
            if (!done) {
                Arrays.fill(out, (byte) 0);
            }
            finish();
        }
    }

    @Override
    protected int engineDoFinal(byte[] input, int inputOffset, int inputLen, byte[] output, int outputOffset)
            throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
        CipherOperation op = running();
        int needed = op.finalOutputSize(inputLen);
        int room = output.length - outputOffset;
        if (!encrypting && padding == Padding.PKCS5) {
            return paddedDecryption(input, inputOffset, inputLen, output, outputOffset, needed, room);
        }
        if (room < needed) {
            throw new ShortBufferException("output needs " + needed + " bytes, has " + room);
        }
        byte[] copy = input == output ? Arrays.copyOfRange(input, inputOffset, inputOffset + inputLen) : null;
        try {
            return copy == null ? op.doFinal(orEmpty(input), inputOffset, inputLen, output, outputOffset)
                    : op.doFinal(copy, 0, inputLen, output, outputOffset);
        } finally {
            if (copy != null) {
                Arrays.fill(copy, (byte) 0);
            }
            finish();
        }
    }

    /**
     * Decrypts aside and copies, as the JDK does, so that a bad padding leaves the caller's
     * array untouched. The room is checked against the bound first, before anything is
     * consumed, so a {@link ShortBufferException} leaves the message intact for a retry.
     */
    private int paddedDecryption(byte[] input, int inputOffset, int inputLen, byte[] output, int outputOffset,
            int needed, int room) throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
        if (room < needed) {
            throw new ShortBufferException("output needs " + needed + " bytes (getOutputSize), has " + room);
        }
        byte[] plain = engineDoFinal(input, inputOffset, inputLen);
        try {
            System.arraycopy(plain, 0, output, outputOffset, plain.length);
            return plain.length;
        } finally {
            Arrays.fill(plain, (byte) 0);
        }
    }

    private boolean encrypts(int opmode) {
        if (opmode == Cipher.ENCRYPT_MODE) {
            return true;
        }
        if (opmode == Cipher.DECRYPT_MODE) {
            return false;
        }
        throw new InvalidParameterException(algorithm.name() + " supports ENCRYPT_MODE and DECRYPT_MODE only, got " + opmode);
    }

    /** The operation in progress, or a fresh one with the init parameters after a doFinal. */
    private CipherOperation running() {
        if (operation == null) {
            if (expanded == null) {
                throw new IllegalStateException("cipher not initialized");
            }
            if (aeadSpent) {
                throw new IllegalStateException(mode + " encryption finished: init again with a new nonce"
                        + " (a key and nonce must never encrypt twice)");
            }
            try {
                operation = mode.start(expanded, encrypting, padding, params);
            } catch (InvalidAlgorithmParameterException e) {
                throw new ProviderException(algorithm.name() + "/" + mode + " refused parameters it accepted at init", e);
            }
        }
        return operation;
    }

    /**
     * Ends the message: the next call starts afresh from the init state (lazily, since AEAD
     * callers usually re-initialize first), except after a GCM or CCM encryption.
     */
    private void finish() {
        operation = null;
        aeadSpent = mode.isAead() && encrypting;
    }

    private static void requireRoom(byte[] output, int offset, int needed) throws ShortBufferException {
        int room = output.length - offset;
        if (room < needed) {
            throw new ShortBufferException("output needs " + needed + " bytes, has " + room);
        }
    }

    private static byte[] orEmpty(byte[] input) {
        return input == null ? EMPTY : input;
    }

    /** Copies the first {@code n} bytes out, wiping the larger buffer (it may hold plaintext). */
    private static byte[] trimmed(byte[] buffer, int n) {
        if (n == buffer.length) {
            return buffer;
        }
        byte[] result = Arrays.copyOf(buffer, n);
        Arrays.fill(buffer, (byte) 0);
        return result;
    }
}
