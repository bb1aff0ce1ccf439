package org.iotcrypt.pkix;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import org.iotcrypt.sm3.Sm3;

/**
 * The PKCS#12 key derivation (RFC 7292 Appendix B.2): keys, IVs and MAC keys from a password as
 * a BMPString, a salt and an iteration count, over SHA-1/-2 (the JDK's) or SM3 (this library's).
 * Every loop bound and index depends on lengths only; the block additions carry through
 * arithmetic, not branches.
 */
final class Pkcs12KeyDerivation {

    /** The ID bytes of B.3: what the output is for. */
    static final byte CIPHER_KEY = 1;
    static final byte IV = 2;
    static final byte MAC_KEY = 3;

    private Pkcs12KeyDerivation() {
    }

    /**
     * Derives {@code n} bytes.
     *
     * @param password the password as B.1 encodes it (UTF-16BE and two zero bytes), or empty
     */
    static byte[] derive(Pkcs12Mac.Digest digest, byte id, byte[] password, byte[] salt, int iterations, int n)
            throws GeneralSecurityException {
        int v = digest.blockLength();
        int saltPart = v * ceilDiv(salt.length, v);
        int passwordPart = v * ceilDiv(password.length, v);
        byte[] d = new byte[v];
        Arrays.fill(d, id);
        byte[] input = new byte[saltPart + passwordPart];
        for (int i = 0; i < saltPart; i++) {
            input[i] = salt[i % salt.length];
        }
        for (int i = 0; i < passwordPart; i++) {
            input[saltPart + i] = password[i % password.length];
        }
        MessageDigest jdk = digest.jdkDigest() == null ? null : MessageDigest.getInstance(digest.jdkDigest());
        byte[] out = new byte[n];
        byte[] b = new byte[v];
        try {
            for (int at = 0; at < n; ) {
                byte[] a = hash(jdk, d, input);
                for (int r = 1; r < iterations; r++) {
                    byte[] next = hash(jdk, a, new byte[0]);
                    Arrays.fill(a, (byte) 0);
                    a = next;
                }
                int take = Math.min(a.length, n - at);
                System.arraycopy(a, 0, out, at, take);
                at += take;
                if (at < n) {
                    for (int i = 0; i < v; i++) {
                        b[i] = a[i % a.length];
                    }
                    // I_j = (I_j + B + 1) mod 2^(8v), for each v-byte block of I.
                    for (int j = 0; j < input.length; j += v) {
                        int carry = 1;
                        for (int i = v - 1; i >= 0; i--) {
                            int sum = (input[j + i] & 0xff) + (b[i] & 0xff) + carry;
                            input[j + i] = (byte) sum;
                            carry = sum >>> 8;
                        }
                    }
                }
                Arrays.fill(a, (byte) 0);
            }
            return out;
        } finally {
            Arrays.fill(input, (byte) 0);
            Arrays.fill(b, (byte) 0);
        }
    }

    private static byte[] hash(MessageDigest jdk, byte[] first, byte[] second) {
        if (jdk == null) {
            Sm3 sm3 = new Sm3();
            sm3.update(first);
            sm3.update(second);
            return sm3.digest();
        }
        jdk.update(first);
        jdk.update(second);
        return jdk.digest();
    }

    private static int ceilDiv(int a, int b) {
        return (a + b - 1) / b;
    }
}
