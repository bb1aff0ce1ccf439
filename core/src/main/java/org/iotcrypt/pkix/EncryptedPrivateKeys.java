package org.iotcrypt.pkix;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.spec.InvalidKeySpecException;
import java.util.Arrays;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.internal.encoding.Pem;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.format.Sm2KeyEncoding;

/**
 * Passphrase-protected SM2 private keys: PKCS#8 EncryptedPrivateKeyInfo (RFC 5958) with PBES2,
 * as {@code openssl pkcs8 -topk8 -v2 aes-256-cbc} or {@code -v2 sm4-cbc} writes them (PEM label
 * {@code ENCRYPTED PRIVATE KEY}, or DER). See {@link Pbes2} for the algorithms.
 */
public final class EncryptedPrivateKeys {

    private static final String LABEL = "ENCRYPTED PRIVATE KEY";

    private EncryptedPrivateKeys() {
    }

    /**
     * Whether {@code data} is an encrypted private key (PEM with its label, or DER whose algorithm is PBES2).
     *
     * @param data the file's bytes
     * @return whether it is one
     */
    public static boolean isEncrypted(byte[] data) {
        if (Pem.looksLikePem(data)) {
            try {
                Pem.decode(data, LABEL);
                return true;
            } catch (IOException e) {
                return false;
            }
        }
        try {
            DerReader r = new DerReader(data).sequence();
            return new DerReader(r.sequence().element()).oid().equals(Pbes2.PBES2);
        } catch (IOException e) {
            return false;
        }
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
        byte[] plain = null;
        try {
            byte[] der = Pem.looksLikePem(derOrPem) ? Pem.decode(derOrPem, LABEL).der() : derOrPem;
            DerReader outer = new DerReader(der);
            DerReader info = outer.sequence();
            outer.finish();
            DerReader algorithm = info.sequence();
            if (!algorithm.oid().equals(Pbes2.PBES2)) {
                throw new IOException("encrypted with a scheme other than PBES2 (PKCS#5 v1 schemes are not supported)");
            }
            byte[] parameters = algorithm.element();
            algorithm.finish();
            byte[] encrypted = info.octetString();
            info.finish();
            try {
                plain = Pbes2.decrypt(parameters, encrypted, passphrase);
            } catch (GeneralSecurityException e) {
                throw new InvalidKeySpecException("wrong passphrase, or the encrypted key is damaged");
            }
            try {
                return Sm2KeyEncoding.decodePrivate(plain);
            } catch (InvalidKeySpecException e) {
                throw new InvalidKeySpecException("wrong passphrase, or not an SM2 key: " + e.getMessage());
            }
        } catch (IOException e) {
            throw new InvalidKeySpecException("malformed encrypted private key: " + e.getMessage());
        } finally {
            if (plain != null) {
                Arrays.fill(plain, (byte) 0);
            }
        }
    }
}
