package org.iotcrypt.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.provider.IotCryptProvider;
import org.iotcrypt.sm3.Pbkdf2Sm3;

/**
 * The file format of {@code openssl enc -pbkdf2 -md sm3} with {@code -sm4-cbc} or
 * {@code -sm4-ctr}: "Salted__", an 8-byte salt, then the ciphertext under the key and IV that
 * PBKDF2-HMAC-SM3(passphrase, salt, iterations) gives as 32 bytes (key, then IV). CBC with
 * PKCS#7 padding, CTR over the whole 16-byte counter block, as OpenSSL does. Not authenticated:
 * a changed file decrypts to changed data (CBC at best fails its padding); sealed files are the
 * answer to that.
 */
final class OpensslEncFile {

    static final byte[] MAGIC = "Salted__".getBytes(StandardCharsets.US_ASCII);
    static final int SALT_LENGTH = 8;
    /** {@code openssl enc -pbkdf2}'s count when {@code -iter} is not given. */
    static final int DEFAULT_ITERATIONS = 10_000;
    private static final int CHUNK = 64 * 1024;

    /** The ciphers {@code openssl enc} names {@code -sm4-cbc} and {@code -sm4-ctr}. */
    enum Mode {
        CBC("SM4/CBC/PKCS5Padding"), CTR("SM4/CTR/NoPadding");

        final String transformation;

        Mode(String transformation) {
            this.transformation = transformation;
        }
    }

    private final Mode mode;
    private final byte[] passphrase;
    private final int iterations;

    /** @param passphrase its bytes as OpenSSL reads them (kept until {@link #wipe()}) */
    OpensslEncFile(Mode mode, byte[] passphrase, int iterations) {
        this.mode = mode;
        this.passphrase = passphrase;
        this.iterations = iterations;
    }

    void wipe() {
        Arrays.fill(passphrase, (byte) 0);
    }

    /** Encrypts all of {@code in} to {@code out} with a fresh salt. */
    void encrypt(InputStream in, OutputStream out, SecureRandom random) throws IOException, CommandFailure {
        byte[] salt = new byte[SALT_LENGTH];
        random.nextBytes(salt);
        out.write(MAGIC);
        out.write(salt);
        try {
            pump(cipher(Cipher.ENCRYPT_MODE, salt), in, out);
        } catch (BadPaddingException e) {
            throw new IllegalStateException("encryption checks no padding", e);
        }
    }

    /** Decrypts all of {@code in} (salted, as OpenSSL writes) to {@code out}. */
    void decrypt(InputStream in, OutputStream out, String inputName) throws IOException, CommandFailure {
        byte[] head = in.readNBytes(MAGIC.length + SALT_LENGTH);
        if (head.length < MAGIC.length + SALT_LENGTH || !Arrays.equals(head, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
            throw new CommandFailure(inputName + ": not an 'openssl enc' file with a salt (it does not start with"
                    + " Salted__ and 8 bytes of salt)");
        }
        try {
            pump(cipher(Cipher.DECRYPT_MODE, Arrays.copyOfRange(head, MAGIC.length, head.length)), in, out);
        } catch (BadPaddingException e) {
            throw new CommandFailure(inputName + ": bad decrypt: the padding does not check (wrong passphrase,"
                    + " --iter or --cipher, or a changed file)", e);
        }
    }

    private Cipher cipher(int opmode, byte[] salt) throws CommandFailure {
        byte[] keyAndIv = Pbkdf2Sm3.derive(passphrase, salt, iterations, 32);
        try {
            Cipher c = Cipher.getInstance(mode.transformation, new IotCryptProvider());
            c.init(opmode, new SecretKeySpec(keyAndIv, 0, 16, "SM4"), new IvParameterSpec(keyAndIv, 16, 16));
            return c;
        } catch (GeneralSecurityException e) {
            throw new CommandFailure("SM4 is not available: " + e.getMessage(), e);
        } finally {
            Arrays.fill(keyAndIv, (byte) 0);
        }
    }

    private static void pump(Cipher cipher, InputStream in, OutputStream out) throws IOException, BadPaddingException {
        byte[] buffer = new byte[CHUNK];
        byte[] result = new byte[CHUNK + 16];
        try {
            for (int n; (n = in.read(buffer)) > 0; ) {
                int m = cipher.update(buffer, 0, n, result);
                out.write(result, 0, m);
            }
            byte[] last = cipher.doFinal();
            out.write(last);
            Arrays.fill(last, (byte) 0);
        } catch (BadPaddingException e) {
            throw e;
        } catch (GeneralSecurityException e) {
            throw new IOException("SM4 failed: " + e.getMessage(), e);
        } finally {
            Arrays.fill(buffer, (byte) 0);
            Arrays.fill(result, (byte) 0);
        }
    }
}
