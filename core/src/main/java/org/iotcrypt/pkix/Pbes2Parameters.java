package org.iotcrypt.pkix;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.Map;
import org.iotcrypt.internal.encoding.DerReader;
import org.iotcrypt.internal.encoding.DerWriter;

/**
 * The parameters of a PBES2 encryption (RFC 8018 A.4): PBKDF2's salt, iteration count and PRF,
 * the CBC cipher and its IV; read strictly, and only in the combinations {@link Pbes2} runs:
 * PRFs HMAC-SHA-1/-224/-256/-384/-512 and HMAC-SM3, ciphers AES-128/192/256-CBC and SM4-CBC.
 * None of them is secret.
 */
public final class Pbes2Parameters {

    /** Cipher OIDs, their key lengths and the JDK-style names of their PBES2 schemes. */
    private record CipherInfo(int keyLength, String name) {
    }

    private static final Map<String, CipherInfo> CIPHERS = Map.of(
            "2.16.840.1.101.3.4.1.2", new CipherInfo(16, "AES_128"),
            "2.16.840.1.101.3.4.1.22", new CipherInfo(24, "AES_192"),
            Pbes2.AES_256_CBC, new CipherInfo(32, "AES_256"),
            Pbes2.SM4_CBC, new CipherInfo(16, "SM4_CBC"));

    /** Salt bytes written (OpenSSL writes 8; RFC 8018 asks for at least 8). */
    private static final int SALT_LENGTH = 16;

    private final String prf;
    private final int iterations;
    private final byte[] salt;
    private final String cipher;
    private final byte[] iv;

    private Pbes2Parameters(String prf, int iterations, byte[] salt, String cipher, byte[] iv) {
        this.prf = prf;
        this.iterations = iterations;
        this.salt = salt;
        this.cipher = cipher;
        this.iv = iv;
    }

    /**
     * Reads PBES2-params.
     *
     * @param der the AlgorithmIdentifier's parameters (a SEQUENCE of the key derivation and the scheme)
     * @return them
     * @throws IOException if they are malformed or name what {@link Pbes2} does not run
     */
    public static Pbes2Parameters decode(byte[] der) throws IOException {
        DerReader outer = new DerReader(der);
        DerReader p = outer.sequence();
        outer.finish();
        DerReader kdf = p.sequence();
        if (!kdf.oid().equals(Pbes2.PBKDF2)) {
            throw new IOException("PBES2 with a key derivation other than PBKDF2");
        }
        DerReader kp = kdf.sequence();
        kdf.finish();
        byte[] salt = kp.octetString();
        int iterations = kp.smallInteger(Pbes2.MAX_ITERATIONS);
        if (iterations < 1) {
            throw new IOException("PBKDF2 with no iteration");
        }
        int keyLength = kp.nextIs(DerReader.INTEGER) ? kp.smallInteger(64) : -1;
        String prf = Pbes2.HMAC_SHA1;
        if (kp.hasMore()) {
            AlgorithmId prfId = AlgorithmId.read(kp);
            if (!prfId.parametersAbsentOrNull()) {
                throw new IOException("PBKDF2 PRF with parameters");
            }
            prf = prfId.oid();
        }
        kp.finish();
        if (!Pbes2.supportsPrf(prf)) {
            throw new IOException("PBKDF2 PRF " + prf + " is not supported");
        }
        DerReader scheme = p.sequence();
        p.finish();
        String cipher = scheme.oid();
        byte[] iv = scheme.octetString();
        scheme.finish();
        CipherInfo info = CIPHERS.get(cipher);
        if (info == null) {
            throw new IOException("PBES2 encryption scheme " + cipher + " is not supported (AES-CBC and SM4-CBC are)");
        }
        if (keyLength >= 0 && keyLength != info.keyLength) {
            throw new IOException("PBKDF2 key length does not fit the cipher");
        }
        if (iv.length != 16) {
            throw new IOException("PBES2 IV is not 16 bytes");
        }
        return new Pbes2Parameters(prf, iterations, salt, cipher, iv);
    }

    /**
     * Fresh parameters: a random salt and IV, the algorithms {@code protection} names.
     *
     * @param protection the PRF and cipher
     * @param iterations PBKDF2's iteration count, 1 to 10,000,000
     * @param random the source of salt and IV
     * @return them
     */
    public static Pbes2Parameters fresh(PasswordProtection protection, int iterations, SecureRandom random) {
        if (iterations < 1 || iterations > Pbes2.MAX_ITERATIONS) {
            throw new IllegalArgumentException("PBKDF2 iterations must be 1.." + Pbes2.MAX_ITERATIONS);
        }
        byte[] salt = new byte[SALT_LENGTH];
        byte[] iv = new byte[16];
        random.nextBytes(salt);
        random.nextBytes(iv);
        return new Pbes2Parameters(protection.prf(), iterations, salt, protection.cipher(), iv);
    }

    /**
     * Parameters with a given salt and IV (the JCA's {@code PBEParameterSpec} carries them).
     *
     * @param protection the PRF and cipher
     * @param iterations PBKDF2's iteration count, 1 to 10,000,000
     * @param salt the salt, at least 8 bytes
     * @param iv the IV, 16 bytes
     * @return them
     */
    public static Pbes2Parameters of(PasswordProtection protection, int iterations, byte[] salt, byte[] iv) {
        if (iterations < 1 || iterations > Pbes2.MAX_ITERATIONS) {
            throw new IllegalArgumentException("PBKDF2 iterations must be 1.." + Pbes2.MAX_ITERATIONS);
        }
        if (salt.length < 8 || iv.length != 16) {
            throw new IllegalArgumentException("PBES2 needs a salt of at least 8 bytes and a 16-byte IV");
        }
        return new Pbes2Parameters(protection.prf(), iterations, salt.clone(), protection.cipher(), iv.clone());
    }

    /**
     * The DER encoding, as {@link #decode} reads it; the PRF is written with a NULL parameter as
     * OpenSSL writes it, and left out when it is the default HMAC-SHA-1. HMAC-SM3 is written with
     * no parameter, as GmSSL 3.3 writes it: GmSSL refuses the NULL form ("asn1_length_is_zero" in
     * pbkdf2_prf_from_der), and OpenSSL 3.0 has no HMAC-SM3 PRF to read either form with.
     *
     * @return the PBES2-params SEQUENCE
     */
    public byte[] encoded() {
        byte[] kdf = prf.equals(Pbes2.HMAC_SHA1)
                ? DerWriter.sequence(DerWriter.octetString(salt), DerWriter.integer(iterations))
                : DerWriter.sequence(DerWriter.octetString(salt), DerWriter.integer(iterations),
                        prf.equals(Pbes2.HMAC_SM3) ? DerWriter.sequence(DerWriter.oid(prf))
                                : DerWriter.sequence(DerWriter.oid(prf), DerWriter.nullValue()));
        return DerWriter.sequence(DerWriter.sequence(DerWriter.oid(Pbes2.PBKDF2), kdf),
                DerWriter.sequence(DerWriter.oid(cipher), DerWriter.octetString(iv)));
    }

    /**
     * The AlgorithmIdentifier: the PBES2 OID and {@link #encoded()}.
     *
     * @return it, DER
     */
    public byte[] algorithmIdentifier() {
        return DerWriter.sequence(DerWriter.oid(Pbes2.PBES2), encoded());
    }

    /**
     * The scheme's name as the JDK names PBES2 schemes, e.g. {@code PBEWithHmacSHA256AndAES_256}
     * or {@code PBEWithHmacSM3AndSM4_CBC}.
     *
     * @return the name
     */
    public String name() {
        return "PBEWith" + Pbes2.prfName(prf) + "And" + CIPHERS.get(cipher).name;
    }

    /** @return PBKDF2's iteration count */
    public int iterations() {
        return iterations;
    }

    /** @return PBKDF2's salt (a copy) */
    public byte[] salt() {
        return salt.clone();
    }

    /** @return the cipher's IV (a copy) */
    public byte[] iv() {
        return iv.clone();
    }

    String prf() {
        return prf;
    }

    String cipher() {
        return cipher;
    }

    int keyLength() {
        return CIPHERS.get(cipher).keyLength;
    }

    /**
     * The names {@link #name()} gives that involve an SM algorithm (HMAC-SM3 or SM4-CBC): the
     * JDK has no cipher of these names, so the provider registers them (JDK 21 and later look
     * a PBES2 cipher up by this name).
     *
     * @return the names
     */
    public static java.util.List<String> smSchemeNames() {
        java.util.List<String> names = new java.util.ArrayList<>();
        for (String prf : Pbes2.prfNames()) {
            for (CipherInfo c : CIPHERS.values()) {
                if (prf.equals("HmacSM3") || c.name.equals("SM4_CBC")) {
                    names.add("PBEWith" + prf + "And" + c.name);
                }
            }
        }
        java.util.Collections.sort(names);
        return names;
    }

    @Override
    public String toString() {
        return name() + ", " + iterations + " iterations";
    }
}
