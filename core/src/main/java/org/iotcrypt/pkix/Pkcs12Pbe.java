package org.iotcrypt.pkix;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import java.util.Map;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.RC2ParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.iotcrypt.internal.encoding.DerReader;

/**
 * The legacy PKCS#12 password-based ciphers (RFC 7292 Appendix C), for reading only: what
 * OpenSSL 1.1 wrote by default (3DES for keys, 40-bit RC2 for certificates), what {@code openssl
 * pkcs12 -legacy} and Bouncy Castle's default {@code PKCS12} store still write. The key and IV
 * come from {@link Pkcs12KeyDerivation} over SHA-1 (the JDK's own PBE classes accept only ASCII
 * passwords, OpenSSL any UTF-8); the ciphers are the JDK's. They are weak and NOT constant
 * time: the JDK's DESede, RC2 and RC4 are Java code that indexes tables by key and data. This
 * library never writes them; {@link PasswordProtection} names what it writes.
 */
final class Pkcs12Pbe {

    private static final String PREFIX = "1.2.840.113549.1.12.1.";

    /** A scheme: the JDK's cipher, key bytes, IV bytes (0: a stream cipher), RC2's effective bits. */
    private record Scheme(String cipher, int keyLength, int ivLength, int rc2Bits) {
    }

    private static final Map<String, Scheme> SCHEMES = Map.of(
            PREFIX + "1", new Scheme("ARCFOUR", 16, 0, 0),
            PREFIX + "2", new Scheme("ARCFOUR", 5, 0, 0),
            PREFIX + "3", new Scheme("DESede/CBC/PKCS5Padding", 24, 8, 0),
            PREFIX + "4", new Scheme("DESede/CBC/PKCS5Padding", 16, 8, 0),
            PREFIX + "5", new Scheme("RC2/CBC/PKCS5Padding", 16, 8, 128),
            PREFIX + "6", new Scheme("RC2/CBC/PKCS5Padding", 5, 8, 40));

    private Pkcs12Pbe() {
    }

    /** Whether the OID is one of the PKCS#12 PBE schemes. */
    static boolean isPkcs12Pbe(String oid) {
        return SCHEMES.containsKey(oid);
    }

    /**
     * Decrypts under a PKCS#12 PBE scheme.
     *
     * @param oid the scheme
     * @param parameters its parameters (salt and iteration count), DER
     * @param passphrase the password's UTF-8 bytes
     * @param budget what the two derivations (key, IV) may spend, accounted before they run
     * @param what the encrypted thing, for the budget's message
     * @throws IOException if the parameters are malformed, the scheme unsupported, or the budget spent
     * @throws GeneralSecurityException if the password is wrong or the data damaged
     */
    static byte[] decrypt(String oid, byte[] parameters, byte[] ciphertext, byte[] passphrase, KdfBudget budget,
            String what) throws IOException, GeneralSecurityException {
        Scheme scheme = SCHEMES.get(oid);
        if (scheme == null) {
            throw new IOException("PKCS#12 PBE " + oid + " is not supported");
        }
        DerReader p = new DerReader(parameters).sequence();
        byte[] salt = p.octetString();
        int iterations = p.smallInteger(Pbes2.MAX_ITERATIONS);
        p.finish();
        if (iterations < 1) {
            throw new IOException("PKCS#12 PBE with no iteration");
        }
        // key and IV are derived apart, each at the full count
        budget.spend(2L * iterations, what);
        Pkcs12Mac.Digest sha1 = Pkcs12Mac.digest(Pkcs12Mac.SHA1);
        byte[] password = bmp(passphrase);
        byte[] key = Pkcs12KeyDerivation.derive(sha1, Pkcs12KeyDerivation.CIPHER_KEY, password, salt, iterations,
                scheme.keyLength);
        byte[] iv = Pkcs12KeyDerivation.derive(sha1, Pkcs12KeyDerivation.IV, password, salt, iterations, scheme.ivLength);
        byte[] jdkKey = scheme.keyLength == 16 && scheme.cipher.startsWith("DESede") ? twoKeyTripleDes(key) : key;
        try {
            Cipher cipher = Cipher.getInstance(scheme.cipher);
            String algorithm = scheme.cipher.split("/")[0];
            AlgorithmParameterSpec spec = scheme.ivLength == 0 ? null
                    : scheme.rc2Bits != 0 ? new RC2ParameterSpec(scheme.rc2Bits, iv) : new IvParameterSpec(iv);
            cipher.init(Cipher.DECRYPT_MODE, new SecretKeySpec(jdkKey, algorithm), spec);
            return cipher.doFinal(ciphertext);
        } finally {
            Arrays.fill(password, (byte) 0);
            Arrays.fill(key, (byte) 0);
            Arrays.fill(jdkKey, (byte) 0);
        }
    }

    /** K1 K2 as the JDK's three-key form K1 K2 K1. */
    private static byte[] twoKeyTripleDes(byte[] key) {
        byte[] out = Arrays.copyOf(key, 24);
        System.arraycopy(key, 0, out, 16, 8);
        return out;
    }

    /** UTF-8 passphrase bytes as RFC 7292 B.1's BMPString. */
    private static byte[] bmp(byte[] utf8) {
        CharBuffer chars = StandardCharsets.UTF_8.decode(ByteBuffer.wrap(utf8));
        char[] password = new char[chars.remaining()];
        chars.get(password);
        if (chars.hasArray()) {
            Arrays.fill(chars.array(), '\0');
        }
        try {
            return Pkcs12Mac.bmpPassword(password);
        } finally {
            Arrays.fill(password, '\0');
        }
    }
}
