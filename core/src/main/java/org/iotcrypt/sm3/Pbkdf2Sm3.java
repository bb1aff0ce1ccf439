package org.iotcrypt.sm3;

import java.security.GeneralSecurityException;
import org.iotcrypt.internal.util.Pbkdf2;

/**
 * PBKDF2 (RFC 8018 §5.2) with HMAC-SM3 as its PRF: what {@code openssl enc -pbkdf2 -md sm3},
 * PKCS#8 PBES2 with hmacWithSM3 and the sealed files' passphrase stanzas derive keys with.
 * The password is bytes, as OpenSSL takes it (no character set conversion here). Constant time
 * in the password: the work depends on the public salt length, iteration count and output
 * length only.
 */
public final class Pbkdf2Sm3 {

    private Pbkdf2Sm3() {
    }

    /**
     * The derived key.
     *
     * @param password the password's bytes (may be empty)
     * @param salt the salt
     * @param iterations the iteration count, at least 1
     * @param length the output length in bytes, at least 1
     * @return a fresh array the caller wipes
     */
    public static byte[] derive(byte[] password, byte[] salt, int iterations, int length) {
        HmacSm3 keyed = new HmacSm3(password);
        try {
            return Pbkdf2.derive(data -> {
                HmacSm3 m = keyed.copy();
                m.update(data, 0, data.length);
                return m.doFinal();
            }, salt, iterations, length);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HMAC-SM3 does not fail", e);
        } finally {
            keyed.destroy();
        }
    }
}
