package org.iotcrypt.provider;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.BadPaddingException;
import javax.crypto.CipherSpi;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.ShortBufferException;
import javax.crypto.interfaces.PBEKey;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.PBEParameterSpec;
import org.iotcrypt.internal.util.Passwords;
import org.iotcrypt.pkix.PasswordProtection;
import org.iotcrypt.pkix.Pbes2;
import org.iotcrypt.pkix.Pbes2Parameters;

/**
 * {@code Cipher PBES2}: password-based encryption of RFC 8018 as {@link Pbes2} runs it, for
 * {@code EncryptedPrivateKeyInfo}: decryption under the parameters of the encrypted data (any
 * combination {@link Pbes2Parameters} reads), encryption with PBKDF2-HMAC-SM3 and SM4-CBC
 * ({@link PasswordProtection#SM4_CBC}), a fresh salt and IV unless a {@link PBEParameterSpec}
 * with an IV gives them. The key is a password: a {@link PBEKey} or any key whose RAW encoding
 * is the password's bytes. Data is buffered until {@code doFinal}; nothing is released before
 * the padding checks (a wrong password and damaged data give one message). An encryption's
 * salt and IV serve once: a second {@code doFinal} needs a new {@code init}.
 */
final class Pbes2CipherSpi extends CipherSpi {

    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    private Pbes2Parameters parameters;
    private byte[] password;
    private boolean encrypt;
    private boolean used;

    @Override
    protected void engineSetMode(String mode) throws NoSuchAlgorithmException {
        throw new NoSuchAlgorithmException("PBES2 takes its mode from its parameters; use Cipher.getInstance(\"PBES2\")");
    }

    @Override
    protected void engineSetPadding(String padding) throws NoSuchPaddingException {
        throw new NoSuchPaddingException("PBES2 pads as PKCS#5 has it; use Cipher.getInstance(\"PBES2\")");
    }

    @Override
    protected int engineGetBlockSize() {
        return 16;
    }

    @Override
    protected int engineGetOutputSize(int inputLen) {
        return buffer.size() + inputLen + 16;
    }

    @Override
    protected byte[] engineGetIV() {
        return parameters == null ? null : parameters.iv();
    }

    @Override
    protected AlgorithmParameters engineGetParameters() {
        if (parameters == null) {
            return null;
        }
        try {
            AlgorithmParameters p = AlgorithmParameters.getInstance("PBES2", IotCryptProvider.instance());
            p.init(parameters.encoded());
            return p;
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalStateException("PBES2 parameters that were just made do not read back", e);
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
    protected void engineInit(int opmode, Key key, AlgorithmParameterSpec spec, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        boolean forEncryption = mode(opmode);
        Pbes2Parameters p;
        if (spec == null) {
            if (!forEncryption) {
                throw new InvalidAlgorithmParameterException("PBES2 decryption needs the data's parameters");
            }
            p = Pbes2Parameters.fresh(PasswordProtection.SM4_CBC, PasswordProtection.ITERATIONS,
                    random != null ? random : new SecureRandom());
        } else if (spec instanceof PBEParameterSpec && ((PBEParameterSpec) spec).getParameterSpec() instanceof IvParameterSpec
                && forEncryption) {
            PBEParameterSpec pbe = (PBEParameterSpec) spec;
            try {
                p = Pbes2Parameters.of(PasswordProtection.SM4_CBC, pbe.getIterationCount(), pbe.getSalt(),
                        ((IvParameterSpec) pbe.getParameterSpec()).getIV());
            } catch (IllegalArgumentException e) {
                throw new InvalidAlgorithmParameterException(e.getMessage());
            }
        } else {
            throw new InvalidAlgorithmParameterException("PBES2 takes AlgorithmParameters (for decryption) or a "
                    + "PBEParameterSpec with an IvParameterSpec (for encryption)");
        }
        start(forEncryption, key, p);
    }

    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameters params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        boolean forEncryption = mode(opmode);
        if (params == null) {
            engineInit(opmode, key, (AlgorithmParameterSpec) null, random);
            return;
        }
        try {
            start(forEncryption, key, Pbes2Parameters.decode(params.getEncoded()));
        } catch (IOException e) {
            throw new InvalidAlgorithmParameterException("PBES2 parameters: " + e.getMessage());
        }
    }

    @Override
    protected byte[] engineUpdate(byte[] input, int offset, int len) {
        ready();
        buffer.write(input, offset, len);
        return new byte[0];
    }

    @Override
    protected int engineUpdate(byte[] input, int offset, int len, byte[] output, int outputOffset) {
        engineUpdate(input, offset, len);
        return 0;
    }

    @Override
    protected byte[] engineDoFinal(byte[] input, int offset, int len) throws IllegalBlockSizeException, BadPaddingException {
        ready();
        if (input != null) {
            buffer.write(input, offset, len);
        }
        byte[] data = buffer.toByteArray();
        buffer.reset();
        try {
            if (encrypt) {
                used = true;
                return Pbes2.encrypt(parameters, data, password);
            }
            if (data.length == 0 || data.length % 16 != 0) {
                throw new IllegalBlockSizeException("PBES2 ciphertext is not whole 16-byte blocks");
            }
            return Pbes2.decrypt(parameters, data, password);
        } catch (IllegalBlockSizeException e) {
            throw e;
        } catch (GeneralSecurityException e) {
            throw new BadPaddingException("wrong password, or the data is damaged");
        } finally {
            Arrays.fill(data, (byte) 0);
        }
    }

    @Override
    protected int engineDoFinal(byte[] input, int offset, int len, byte[] output, int outputOffset)
            throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
        int needed = engineGetOutputSize(input == null ? 0 : len);
        if (output.length - outputOffset < needed) {
            throw new ShortBufferException("PBES2 needs " + needed + " bytes of output space");
        }
        byte[] out = engineDoFinal(input, offset, len);
        System.arraycopy(out, 0, output, outputOffset, out.length);
        Arrays.fill(out, (byte) 0);
        return out.length;
    }

    private static boolean mode(int opmode) throws InvalidKeyException {
        if (opmode == javax.crypto.Cipher.ENCRYPT_MODE) {
            return true;
        }
        if (opmode == javax.crypto.Cipher.DECRYPT_MODE) {
            return false;
        }
        throw new InvalidKeyException("PBES2 encrypts and decrypts; it does not wrap");
    }

    private void start(boolean forEncryption, Key key, Pbes2Parameters p) throws InvalidKeyException {
        byte[] pass;
        if (key instanceof PBEKey) {
            char[] chars = ((PBEKey) key).getPassword();
            pass = Passwords.utf8(chars);
            Arrays.fill(chars, '\0');
        } else if (key != null && "RAW".equalsIgnoreCase(key.getFormat()) && key.getEncoded() != null) {
            pass = key.getEncoded();
        } else {
            throw new InvalidKeyException("PBES2 needs a password: a PBEKey (SecretKeyFactory PBES2) or a RAW key");
        }
        if (password != null) {
            Arrays.fill(password, (byte) 0);
        }
        password = pass;
        parameters = p;
        encrypt = forEncryption;
        used = false;
        buffer.reset();
    }

    private void ready() {
        if (parameters == null) {
            throw new IllegalStateException("PBES2 cipher not initialized");
        }
        if (used) {
            throw new IllegalStateException("this encryption's salt and IV have served: init again for new ones");
        }
    }
}
