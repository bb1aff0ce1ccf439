package org.iotcrypt.pkix;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.iotcrypt.internal.util.ConstantTime;
import org.iotcrypt.sm3.HmacSm3;
import org.iotcrypt.sm3.Sm3;

/**
 * The integrity MAC of a PKCS#12 file (RFC 7292 §5.1 and Appendix B): HMAC over the
 * AuthenticatedSafe under a key that the PKCS#12 key derivation (ID 3) makes from the password as
 * a BMPString with its two-byte terminator, the salt and the iteration count. The digest is
 * SHA-1, SHA-224, SHA-256, SHA-384 or SHA-512 (the JDK's; OpenSSL 3.0 writes SHA-256) or SM3 (this
 * library's; {@code openssl pkcs12 -export -macalg sm3}).
 *
 * <p>The key comes from {@link Pkcs12KeyDerivation}. The digest's work depends on lengths only;
 * the comparison is {@link ConstantTime#equals}.
 */
final class Pkcs12Mac {

    /** A digest the MAC may use: its JDK names (null for SM3) and its block length v. */
    record Digest(String jdkDigest, String jdkMac, int blockLength) {
    }

    static final String SHA256 = "2.16.840.1.101.3.4.2.1";
    static final String SM3 = "1.2.156.10197.1.401";

    static final String SHA1 = "1.3.14.3.2.26";

    private static final Map<String, Digest> DIGESTS = Map.of(
            SHA1, new Digest("SHA-1", "HmacSHA1", 64),
            "2.16.840.1.101.3.4.2.4", new Digest("SHA-224", "HmacSHA224", 64),
            SHA256, new Digest("SHA-256", "HmacSHA256", 64),
            "2.16.840.1.101.3.4.2.2", new Digest("SHA-384", "HmacSHA384", 128),
            "2.16.840.1.101.3.4.2.3", new Digest("SHA-512", "HmacSHA512", 128),
            SM3, new Digest(null, null, Sm3.BLOCK_LENGTH));


    private Pkcs12Mac() {
    }

    /** Whether this digest OID is supported. */
    static boolean supports(String digestOid) {
        return DIGESTS.containsKey(digestOid);
    }

    /**
     * The MAC of {@code data}.
     *
     * @param password the password as RFC 7292 B.1 has it ({@link #bmpPassword}), or empty
     * @throws IOException if the digest is not supported
     */
    static byte[] compute(String digestOid, byte[] password, byte[] salt, int iterations, byte[] data)
            throws IOException, GeneralSecurityException {
        Digest digest = DIGESTS.get(digestOid);
        if (digest == null) {
            throw new IOException("PKCS#12 MAC digest " + digestOid + " is not supported");
        }
        byte[] key = Pkcs12KeyDerivation.derive(digest, Pkcs12KeyDerivation.MAC_KEY, password, salt, iterations,
                digest.jdkMac == null ? HmacSm3.MAC_LENGTH : Mac.getInstance(digest.jdkMac).getMacLength());
        try {
            if (digest.jdkMac == null) {
                HmacSm3 mac = new HmacSm3(key);
                try {
                    mac.update(data, 0, data.length);
                    return mac.doFinal();
                } finally {
                    mac.destroy();
                }
            }
            Mac mac = Mac.getInstance(digest.jdkMac);
            mac.init(new SecretKeySpec(key, digest.jdkMac));
            return mac.doFinal(data);
        } finally {
            Arrays.fill(key, (byte) 0);
        }
    }

    /** Whether {@code expected} is the MAC of {@code data} under this password. */
    static boolean verify(String digestOid, byte[] password, byte[] salt, int iterations, byte[] data, byte[] expected)
            throws IOException, GeneralSecurityException {
        byte[] mac = compute(digestOid, password, salt, iterations, data);
        return mac.length == expected.length && ConstantTime.equals(mac, expected);
    }

    /**
     * The password as RFC 7292 B.1 encodes it: UTF-16 big-endian with a two-byte zero
     * terminator (OpenSSL converts a UTF-8 password the same way).
     */
    static byte[] bmpPassword(char[] password) {
        byte[] out = new byte[2 * password.length + 2];
        for (int i = 0; i < password.length; i++) {
            out[2 * i] = (byte) (password[i] >>> 8);
            out[2 * i + 1] = (byte) password[i];
        }
        return out;
    }

    /** The digest of this OID, or null. */
    static Digest digest(String oid) {
        return DIGESTS.get(oid);
    }
}
