package org.iotcrypt.pkix;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.security.spec.InvalidKeySpecException;
import java.util.Arrays;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.internal.encoding.DerWriter;
import org.iotcrypt.internal.encoding.Pem;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;

/**
 * Passphrase-protected SM2 private keys: PKCS#8 EncryptedPrivateKeyInfo (RFC 5958) with PBES2,
 * as {@code openssl pkcs8 -topk8 -v2 aes-256-cbc} or {@code -v2 sm4-cbc} writes them (PEM label
 * {@code ENCRYPTED PRIVATE KEY}, or DER), read in every PBES2 combination {@code Pbes2} knows and
 * written as a {@link PasswordProtection} says. Keys under the legacy PKCS#12 PBE schemes
 * ({@code openssl pkcs8 -topk8 -v1 PBE-SHA1-3DES}) are read through the JDK, see {@code Pkcs12Pbe}.
 */
public final class EncryptedPrivateKeys {

    private static final String LABEL = "ENCRYPTED PRIVATE KEY";

    private EncryptedPrivateKeys() {
    }

    /**
     * Whether {@code data} is an encrypted private key (PEM with its label, or DER whose algorithm is PBES2 or a PKCS#12 PBE).
     *
     * @param data the file's bytes
     * @return whether it is one
     */
    public static boolean isEncrypted(byte[] data) {
        if (Pem.looksLikePem(data)) {
            return LABEL.equals(Pem.firstLabel(data));
        }
        try {
            DerReader r = new DerReader(data).sequence();
            String scheme = new DerReader(r.sequence().element()).oid();
            return scheme.equals(Pbes2.PBES2) || Pkcs12Pbe.isPkcs12Pbe(scheme);
        } catch (IOException e) {
            return false;
        }
    }

    /** Why {@link #read} refuses an encrypted key given no passphrase; callers add how to give one. */
    public static final String PASSPHRASE_NEEDED = "the private key is encrypted: give its passphrase";

    /**
     * Reads an SM2 private key file as it comes: encrypted PKCS#8 (decrypted with
     * {@code passphrase}), or plain in any form {@link Sm2KeyEncoding#decodePrivate} reads.
     *
     * @param derOrPem the file's bytes
     * @param passphrase the passphrase's bytes, or null when none was given (not kept)
     * @return the checked key
     * @throws InvalidKeySpecException if it cannot be read; for an encrypted key without a
     *     passphrase, with the message {@link #PASSPHRASE_NEEDED}
     */
    public static Sm2PrivateKey read(byte[] derOrPem, byte[] passphrase) throws InvalidKeySpecException {
        if (isEncrypted(derOrPem)) {
            if (passphrase == null) {
                throw new InvalidKeySpecException(PASSPHRASE_NEEDED);
            }
            return decrypt(derOrPem, passphrase);
        }
        return Sm2KeyEncoding.decodePrivate(derOrPem);
    }

    /**
     * Decrypts an encrypted private key and reads the SM2 key inside.
     *
     * @param derOrPem the EncryptedPrivateKeyInfo
     * @param passphrase the passphrase's bytes (not kept)
     * @return the key, checked as {@link Sm2KeyEncoding#decodePrivate} checks it
     * @throws InvalidKeySpecException if it is malformed, the passphrase is wrong, or the key is no SM2 key
     */
    public static Sm2PrivateKey decrypt(byte[] derOrPem, byte[] passphrase) throws InvalidKeySpecException {
        byte[] plain = decryptPkcs8(derOrPem, passphrase);
        try {
            return Sm2KeyEncoding.decodePrivate(plain);
        } catch (InvalidKeySpecException e) {
            throw new InvalidKeySpecException("wrong passphrase, or not an SM2 key: " + e.getMessage());
        } finally {
            Arrays.fill(plain, (byte) 0);
        }
    }

    /**
     * Encrypts an SM2 private key under a passphrase, with a fresh salt and IV.
     *
     * @param key the key
     * @param passphrase the passphrase's bytes (UTF-8, as OpenSSL reads a pass file; not kept)
     * @param protection the scheme
     * @param random the source of salt and IV
     * @return the EncryptedPrivateKeyInfo, DER
     */
    public static byte[] encrypt(Sm2PrivateKey key, byte[] passphrase, PasswordProtection protection, SecureRandom random) {
        byte[] pkcs8 = Sm2KeyEncoding.encodePkcs8(key);
        try {
            return encryptPkcs8(pkcs8, passphrase, protection, PasswordProtection.ITERATIONS, random);
        } finally {
            Arrays.fill(pkcs8, (byte) 0);
        }
    }

    /** Encrypts a PKCS#8 PrivateKeyInfo of any algorithm; the EncryptedPrivateKeyInfo, DER. */
    static byte[] encryptPkcs8(byte[] pkcs8, byte[] passphrase, PasswordProtection protection, int iterations,
            SecureRandom random) {
        try {
            Pbes2.Encrypted e = Pbes2.encrypt(protection, iterations, passphrase, pkcs8, random);
            return DerWriter.sequence(e.algorithm(), DerWriter.octetString(e.ciphertext()));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(protection + " is available", e);
        }
    }

    /**
     * Decrypts an EncryptedPrivateKeyInfo (DER or PEM) to the PKCS#8 PrivateKeyInfo inside,
     * whatever its algorithm; the caller wipes it.
     */
    static byte[] decryptPkcs8(byte[] derOrPem, byte[] passphrase) throws InvalidKeySpecException {
        return decryptPkcs8(derOrPem, passphrase, new KdfBudget());
    }

    /** {@link #decryptPkcs8(byte[], byte[])}, its key derivation accounted in {@code budget} before it runs. */
    static byte[] decryptPkcs8(byte[] derOrPem, byte[] passphrase, KdfBudget budget) throws InvalidKeySpecException {
        try {
            byte[] der = Pem.looksLikePem(derOrPem) ? Pem.decode(derOrPem, LABEL).der() : derOrPem;
            DerReader outer = new DerReader(der);
            DerReader info = outer.sequence();
            outer.finish();
            DerReader algorithm = info.sequence();
            String scheme = algorithm.oid();
            byte[] parameters = algorithm.element();
            algorithm.finish();
            byte[] encrypted = info.octetString();
            info.finish();
            try {
                return Pbes2.decrypt(scheme, parameters, encrypted, passphrase, budget, "the encrypted key");
            } catch (GeneralSecurityException e) {
                throw new InvalidKeySpecException("wrong passphrase, or the encrypted key is damaged");
            }
        } catch (IOException e) {
            throw new InvalidKeySpecException("malformed encrypted private key: " + e.getMessage());
        }
    }
}
