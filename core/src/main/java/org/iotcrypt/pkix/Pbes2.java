package org.iotcrypt.pkix;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Map;
import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.internal.encoding.DerWriter;
import org.iotcrypt.mode.Cbc;
import org.iotcrypt.mode.CipherOperation;
import org.iotcrypt.mode.Padding;
import org.iotcrypt.sm3.HmacSm3;
import org.iotcrypt.sm4.Sm4;

/**
 * PBES2 of PKCS#5 v2.1 (RFC 8018): PBKDF2 with HMAC-SHA-1/-224/-256/-384/-512
 * (the JDK's) or HMAC-SM3 (this library's), then AES-128/192/256-CBC (the JDK's) or SM4-CBC
 * (this library's) with PKCS#7 padding: what {@code openssl pkcs8 -topk8 -v2 aes-256-cbc|sm4-cbc}
 * and {@code openssl pkcs12 -export} write, read in all these combinations and written as a
 * {@link PasswordProtection} says. The passphrase is the bytes OpenSSL would use (a
 * pass file's first line, UTF-8). A wrong passphrase and a damaged ciphertext give the same
 * message.
 *
 * <p>Constant time: HMAC-SM3 and SM4-CBC are this library's and constant time in every JIT tier.
 * AES-CBC (OpenSSL's default) runs the JDK's AES, which is not: until C2 compiles it to AES-NI, its
 * Java code indexes tables by the key and the data. Keys encrypted with {@code -v2 sm4-cbc} avoid
 * that; the CLI reads a key once per run, mostly in the interpreter, so this matters there.
 */
final class Pbes2 {

    static final String PBES2 = "1.2.840.113549.1.5.13";
    static final String PBKDF2 = "1.2.840.113549.1.5.12";
    static final String HMAC_SHA1 = "1.2.840.113549.2.7";
    static final String HMAC_SM3 = "1.2.156.10197.1.401.2";
    static final String HMAC_SHA256 = "1.2.840.113549.2.9";
    static final String SM4_CBC = "1.2.156.10197.1.104.2";
    static final String AES_256_CBC = "2.16.840.1.101.3.4.1.42";

    /** PRF OIDs and the JDK Mac names; HMAC-SM3 is ours. */
    private static final Map<String, String> JDK_PRFS = Map.of(
            HMAC_SHA1, "HmacSHA1",
            "1.2.840.113549.2.8", "HmacSHA224",
            HMAC_SHA256, "HmacSHA256",
            "1.2.840.113549.2.10", "HmacSHA384",
            "1.2.840.113549.2.11", "HmacSHA512");

    /** Cipher OIDs and their key lengths. */
    private static final Map<String, Integer> CIPHERS = Map.of(
            "2.16.840.1.101.3.4.1.2", 16,
            "2.16.840.1.101.3.4.1.22", 24,
            AES_256_CBC, 32,
            SM4_CBC, 16);

    /** Salt bytes we write (OpenSSL writes 8; RFC 8018 asks for at least 8). */
    private static final int SALT_LENGTH = 16;

    /** Iteration counts above this are refused: a file cannot make us spin for hours. */
    static final int MAX_ITERATIONS = 10_000_000;

    private Pbes2() {
    }

    /**
     * Decrypts {@code ciphertext} under the PBES2 parameters (the AlgorithmIdentifier's
     * parameters) and the passphrase.
     *
     * @throws IOException if the parameters are malformed or name what is not supported
     * @throws GeneralSecurityException if the passphrase is wrong or the data damaged
     */
    static byte[] decrypt(byte[] parameters, byte[] ciphertext, byte[] passphrase) throws IOException, GeneralSecurityException {
        DerReader p = new DerReader(parameters).sequence();
        DerReader kdf = p.sequence();
        if (!kdf.oid().equals(PBKDF2)) {
            throw new IOException("PBES2 with a key derivation other than PBKDF2");
        }
        DerReader kp = kdf.sequence();
        kdf.finish();
        byte[] salt = kp.octetString();
        int iterations = kp.smallInteger(MAX_ITERATIONS);
        if (iterations < 1) {
            throw new IOException("PBKDF2 with no iteration");
        }
        int keyLength = kp.nextIs(DerReader.INTEGER) ? kp.smallInteger(64) : -1;
        String prf = HMAC_SHA1;
        if (kp.hasMore()) {
            AlgorithmId prfId = AlgorithmId.read(kp);
            if (!prfId.parametersAbsentOrNull()) {
                throw new IOException("PBKDF2 PRF with parameters");
            }
            prf = prfId.oid();
        }
        kp.finish();
        DerReader scheme = p.sequence();
        p.finish();
        String cipher = scheme.oid();
        byte[] iv = scheme.octetString();
        scheme.finish();
        Integer cipherKeyLength = CIPHERS.get(cipher);
        if (cipherKeyLength == null) {
            throw new IOException("PBES2 encryption scheme " + cipher + " is not supported (AES-CBC and SM4-CBC are)");
        }
        if (keyLength >= 0 && keyLength != cipherKeyLength) {
            throw new IOException("PBKDF2 key length does not fit the cipher");
        }
        if (iv.length != 16) {
            throw new IOException("PBES2 IV is not 16 bytes");
        }
        if (ciphertext.length == 0 || ciphertext.length % 16 != 0) {
            throw new GeneralSecurityException("the encrypted data is not whole blocks: damaged");
        }
        byte[] key = pbkdf2(prf, passphrase, salt, iterations, cipherKeyLength);
        try {
            return cbc(false, cipher, key, iv, ciphertext);
        } finally {
            Arrays.fill(key, (byte) 0);
        }
    }

    /**
     * Decrypts under a password-based scheme: PBES2, or, for reading old files, a legacy PKCS#12
     * PBE ({@link Pkcs12Pbe}).
     *
     * @param scheme the AlgorithmIdentifier's OID
     * @param parameters its parameters, DER
     * @throws IOException if the parameters are malformed or the scheme not supported
     * @throws GeneralSecurityException if the passphrase is wrong or the data damaged
     */
    static byte[] decrypt(String scheme, byte[] parameters, byte[] ciphertext, byte[] passphrase)
            throws IOException, GeneralSecurityException {
        if (scheme.equals(PBES2)) {
            return decrypt(parameters, ciphertext, passphrase);
        }
        if (Pkcs12Pbe.isPkcs12Pbe(scheme)) {
            return Pkcs12Pbe.decrypt(scheme, parameters, ciphertext, passphrase);
        }
        throw new IOException("encrypted with " + scheme + ": only PBES2 and the PKCS#12 PBE schemes are supported");
    }

    /** The AlgorithmIdentifier of a PBES2 encryption and the ciphertext. */
    record Encrypted(byte[] algorithm, byte[] ciphertext) {
    }

    /**
     * Encrypts {@code plaintext} under the passphrase with a fresh salt and IV, as {@code protection} says.
     *
     * @return the PBES2 AlgorithmIdentifier (parameters included) and the ciphertext
     */
    static Encrypted encrypt(PasswordProtection protection, int iterations, byte[] passphrase, byte[] plaintext,
            SecureRandom random) throws GeneralSecurityException {
        if (iterations < 1 || iterations > MAX_ITERATIONS) {
            throw new IllegalArgumentException("PBKDF2 iterations must be 1.." + MAX_ITERATIONS);
        }
        byte[] salt = new byte[SALT_LENGTH];
        byte[] iv = new byte[16];
        random.nextBytes(salt);
        random.nextBytes(iv);
        byte[] key;
        try {
            key = pbkdf2(protection.prf(), passphrase, salt, iterations, CIPHERS.get(protection.cipher()));
        } catch (IOException e) {
            throw new IllegalStateException("the PRF of " + protection + " is supported", e);
        }
        byte[] ciphertext;
        try {
            ciphertext = cbc(true, protection.cipher(), key, iv, plaintext);
        } finally {
            Arrays.fill(key, (byte) 0);
        }
        byte[] algorithm = DerWriter.sequence(DerWriter.oid(PBES2), DerWriter.sequence(
                DerWriter.sequence(DerWriter.oid(PBKDF2), DerWriter.sequence(
                        DerWriter.octetString(salt),
                        DerWriter.integer(iterations),
                        DerWriter.sequence(DerWriter.oid(protection.prf()), DerWriter.nullValue()))),
                DerWriter.sequence(DerWriter.oid(protection.cipher()), DerWriter.octetString(iv))));
        return new Encrypted(algorithm, ciphertext);
    }

    /** CBC with PKCS#7 padding: SM4 is this library's, AES the JDK's. */
    private static byte[] cbc(boolean encrypt, String cipher, byte[] key, byte[] iv, byte[] data)
            throws GeneralSecurityException {
        if (cipher.equals(SM4_CBC)) {
            Sm4 sm4 = new Sm4(key);
            try {
                CipherOperation op = encrypt ? Cbc.encryptor(sm4, iv, Padding.PKCS5) : Cbc.decryptor(sm4, iv, Padding.PKCS5);
                byte[] out = new byte[data.length + 16];
                int n = op.doFinal(data, 0, data.length, out, 0);
                byte[] result = Arrays.copyOf(out, n);
                Arrays.fill(out, (byte) 0);
                return result;
            } finally {
                sm4.destroy();
            }
        }
        Cipher aes = Cipher.getInstance("AES/CBC/PKCS5Padding");
        aes.init(encrypt ? Cipher.ENCRYPT_MODE : Cipher.DECRYPT_MODE, new SecretKeySpec(key, "AES"), new IvParameterSpec(iv));
        return aes.doFinal(data);
    }

    /** PBKDF2 (RFC 8018 §5.2) with the PRF of this OID. */
    static byte[] pbkdf2(String prf, byte[] passphrase, byte[] salt, int iterations, int length)
            throws IOException, GeneralSecurityException {
        Prf f = prf(prf, passphrase);
        byte[] out = new byte[length];
        byte[] block = new byte[salt.length + 4];
        System.arraycopy(salt, 0, block, 0, salt.length);
        for (int i = 1, at = 0; at < length; i++) {
            block[salt.length] = (byte) (i >>> 24);
            block[salt.length + 1] = (byte) (i >>> 16);
            block[salt.length + 2] = (byte) (i >>> 8);
            block[salt.length + 3] = (byte) i;
            byte[] u = f.mac(block);
            byte[] t = u.clone();
            for (int j = 1; j < iterations; j++) {
                byte[] next = f.mac(u);
                Arrays.fill(u, (byte) 0);
                u = next;
                for (int k = 0; k < t.length; k++) {
                    t[k] ^= u[k];
                }
            }
            int n = Math.min(t.length, length - at);
            System.arraycopy(t, 0, out, at, n);
            at += n;
            Arrays.fill(t, (byte) 0);
            Arrays.fill(u, (byte) 0);
        }
        return out;
    }

    /** A keyed PRF. */
    private interface Prf {
        byte[] mac(byte[] data) throws GeneralSecurityException;
    }

    private static Prf prf(String oid, byte[] passphrase) throws IOException, GeneralSecurityException {
        if (oid.equals(HMAC_SM3)) {
            HmacSm3 keyed = new HmacSm3(passphrase);
            return data -> {
                HmacSm3 m = keyed.copy();
                m.update(data, 0, data.length);
                return m.doFinal();
            };
        }
        String name = JDK_PRFS.get(oid);
        if (name == null) {
            throw new IOException("PBKDF2 PRF " + oid + " is not supported");
        }
        Mac mac = Mac.getInstance(name);
        // HMAC pads its key with zeros to a block, so the empty key is the one zero byte, which
        // SecretKeySpec accepts (OpenSSL writes files with an empty password).
        mac.init(new SecretKeySpec(passphrase.length == 0 ? new byte[1] : passphrase, name));
        return mac::doFinal;
    }
}
