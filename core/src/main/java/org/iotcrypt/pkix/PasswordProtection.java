package org.iotcrypt.pkix;

/**
 * How a password protects what this library writes: encrypted private keys (PBES2) and PKCS#12
 * files (PBES2 for the key and certificate bags, a PKCS#12 MAC over the whole). Every scheme is
 * read; these two are written.
 */
public enum PasswordProtection {

    /**
     * PBES2 with PBKDF2-HMAC-SHA-256 and AES-256-CBC, a SHA-256 MAC: what {@code openssl pkcs12
     * -export} and {@code openssl pkcs8 -topk8 -v2 aes-256-cbc} write in OpenSSL 3, and what
     * every OpenSSL 3, Bouncy Castle and JDK 17 reads. AES runs the JDK's code, which is constant
     * time only once C2 has compiled it to AES-NI (see {@code Pbes2}).
     */
    AES_256_CBC(Pbes2.HMAC_SHA256, Pbes2.AES_256_CBC, Pkcs12Mac.SHA256),

    /**
     * PBES2 with PBKDF2-HMAC-SM3 and SM4-CBC, an SM3 MAC: SM algorithms only, all of them this
     * library's constant-time code. Bouncy Castle reads it; OpenSSL 3.0 verifies the SM3 MAC
     * but cannot decrypt, since it has no OID for HMAC-SM3 as a PBKDF2 PRF.
     */
    SM4_CBC(Pbes2.HMAC_SM3, Pbes2.SM4_CBC, Pkcs12Mac.SM3);

    /** PBKDF2 and MAC iterations written: the JDK's default; OpenSSL's is 2048. */
    public static final int ITERATIONS = 10_000;

    private final String prf;
    private final String cipher;
    private final String macDigest;

    PasswordProtection(String prf, String cipher, String macDigest) {
        this.prf = prf;
        this.cipher = cipher;
        this.macDigest = macDigest;
    }

    String prf() {
        return prf;
    }

    String cipher() {
        return cipher;
    }

    String macDigest() {
        return macDigest;
    }
}
