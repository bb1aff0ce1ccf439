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
import org.iotcrypt.internal.util.Pbkdf2;
import org.iotcrypt.mode.Cbc;
import org.iotcrypt.mode.CipherOperation;
import org.iotcrypt.mode.Padding;
import org.iotcrypt.sm3.Pbkdf2Sm3;
import org.iotcrypt.sm4.Sm4;

/**
 * PBES2 of PKCS#5 v2.1 (RFC 8018), the cipher under encrypted private keys, PKCS#12 files and
 * the provider's {@code Cipher PBES2}: PBKDF2 with HMAC-SHA-1/-224/-256/-384/-512
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
public final class Pbes2 {

    /** The PBES2 OID, 1.2.840.113549.1.5.13. */
    public static final String PBES2 = "1.2.840.113549.1.5.13";
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

    /** Iteration counts above this are refused: a file cannot make us spin for hours. */
    static final int MAX_ITERATIONS = 10_000_000;

    private Pbes2() {
    }

    /**
     * Decrypts {@code ciphertext} under PBES2 parameters and the passphrase.
     *
     * @param parameters the parameters
     * @param ciphertext the ciphertext, whole blocks
     * @param passphrase the passphrase's bytes (UTF-8, as OpenSSL and the JDK's PBKDF2 take it)
     * @return the plaintext
     * @throws GeneralSecurityException if the passphrase is wrong or the data damaged (one message for both)
     */
    public static byte[] decrypt(Pbes2Parameters parameters, byte[] ciphertext, byte[] passphrase)
            throws GeneralSecurityException {
        if (ciphertext.length == 0 || ciphertext.length % 16 != 0) {
            throw new GeneralSecurityException("the encrypted data is not whole blocks: damaged");
        }
        return run(false, parameters, ciphertext, passphrase);
    }

    /**
     * Encrypts {@code plaintext} under PBES2 parameters and the passphrase.
     *
     * @param parameters the parameters (fresh ones for each encryption: {@link Pbes2Parameters#fresh})
     * @param plaintext the plaintext
     * @param passphrase the passphrase's bytes (UTF-8)
     * @return the ciphertext, padded
     * @throws GeneralSecurityException if the JDK lacks AES (never in a standard JDK)
     */
    public static byte[] encrypt(Pbes2Parameters parameters, byte[] plaintext, byte[] passphrase)
            throws GeneralSecurityException {
        return run(true, parameters, plaintext, passphrase);
    }

    private static byte[] run(boolean encrypt, Pbes2Parameters parameters, byte[] data, byte[] passphrase)
            throws GeneralSecurityException {
        byte[] key = pbkdf2(parameters.prf(), passphrase, parameters.salt(), parameters.iterations(), parameters.keyLength());
        try {
            return cbc(encrypt, parameters.cipher(), key, parameters.iv(), data);
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
     * @param budget what the key derivation may spend: its count is accounted before it runs
     * @param what the encrypted thing, for the budget's message
     * @throws IOException if the parameters are malformed, the scheme not supported, or the budget spent
     * @throws GeneralSecurityException if the passphrase is wrong or the data damaged
     */
    static byte[] decrypt(String scheme, byte[] parameters, byte[] ciphertext, byte[] passphrase, KdfBudget budget,
            String what) throws IOException, GeneralSecurityException {
        if (scheme.equals(PBES2)) {
            Pbes2Parameters p = Pbes2Parameters.decode(parameters);
            budget.spend(p.iterations(), what);
            return decrypt(p, ciphertext, passphrase);
        }
        if (Pkcs12Pbe.isPkcs12Pbe(scheme)) {
            return Pkcs12Pbe.decrypt(scheme, parameters, ciphertext, passphrase, budget, what);
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
        Pbes2Parameters parameters = Pbes2Parameters.fresh(protection, iterations, random);
        return new Encrypted(parameters.algorithmIdentifier(), encrypt(parameters, plaintext, passphrase));
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
            throws GeneralSecurityException {
        if (prf.equals(HMAC_SM3)) {
            return Pbkdf2Sm3.derive(passphrase, salt, iterations, length);
        }
        return Pbkdf2.derive(prf(prf, passphrase), salt, iterations, length);
    }

    /** Whether PBKDF2 runs with this PRF. */
    static boolean supportsPrf(String oid) {
        return oid.equals(HMAC_SM3) || JDK_PRFS.containsKey(oid);
    }

    /** The PRF's name as the JDK writes it in scheme names ({@code HmacSHA256}, {@code HmacSM3}). */
    static String prfName(String oid) {
        return oid.equals(HMAC_SM3) ? "HmacSM3" : JDK_PRFS.get(oid);
    }

    /** Every PRF's name as {@link #prfName} gives it. */
    static java.util.List<String> prfNames() {
        java.util.List<String> names = new java.util.ArrayList<>(JDK_PRFS.values());
        names.add("HmacSM3");
        return names;
    }

    private static Pbkdf2.Prf prf(String oid, byte[] passphrase) throws GeneralSecurityException {
        String name = JDK_PRFS.get(oid);
        if (name == null) {
            throw new java.security.NoSuchAlgorithmException("PBKDF2 PRF " + oid + " is not supported");
        }
        Mac mac = Mac.getInstance(name);
        // HMAC pads its key with zeros to a block, so the empty key is the one zero byte, which
        // SecretKeySpec accepts (OpenSSL writes files with an empty password).
        mac.init(new SecretKeySpec(passphrase.length == 0 ? new byte[1] : passphrase, name));
        return mac::doFinal;
    }
}
