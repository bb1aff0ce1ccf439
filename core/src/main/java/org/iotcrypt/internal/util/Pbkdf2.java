package org.iotcrypt.internal.util;

import java.security.GeneralSecurityException;
import java.util.Arrays;

/**
 * PBKDF2 (RFC 8018 §5.2) over any keyed PRF: the one copy of the loop, for PBES2 (pkix) and the
 * sealed files' passphrase stanzas. The loop bounds are the public iteration count and lengths;
 * every intermediate block is wiped.
 */
public final class Pbkdf2 {

    /** A PRF keyed with the password. */
    public interface Prf {
        /**
         * The PRF of {@code data}.
         *
         * @param data the input
         * @return a fresh output block
         * @throws GeneralSecurityException if the underlying MAC fails
         */
        byte[] apply(byte[] data) throws GeneralSecurityException;
    }

    private Pbkdf2() {
    }

    /**
     * Derives {@code length} bytes.
     *
     * @param prf the PRF, keyed with the password
     * @param salt the salt
     * @param iterations the iteration count, at least 1
     * @param length the output length
     * @return the derived key
     * @throws GeneralSecurityException if the PRF fails
     */
    public static byte[] derive(Prf prf, byte[] salt, int iterations, int length) throws GeneralSecurityException {
        if (iterations < 1) {
            throw new IllegalArgumentException("PBKDF2 needs at least one iteration");
        }
        byte[] out = new byte[length];
        byte[] block = new byte[salt.length + 4];
        System.arraycopy(salt, 0, block, 0, salt.length);
        for (int i = 1, at = 0; at < length; i++) {
            block[salt.length] = (byte) (i >>> 24);
            block[salt.length + 1] = (byte) (i >>> 16);
            block[salt.length + 2] = (byte) (i >>> 8);
            block[salt.length + 3] = (byte) i;
            byte[] u = prf.apply(block);
            byte[] t = u.clone();
            for (int j = 1; j < iterations; j++) {
                byte[] next = prf.apply(u);
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
}
