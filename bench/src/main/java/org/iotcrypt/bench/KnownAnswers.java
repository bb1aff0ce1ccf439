package org.iotcrypt.bench;

import org.iotcrypt.vectors.VectorFile;

/**
 * The published answers every benchmarked provider must reproduce in {@code @Setup} before it
 * is timed, read from iotcrypt-vectors (the one copy, each file naming its document and
 * example); none was produced by a library under test.
 */
final class KnownAnswers {

    private KnownAnswers() {
    }

    private static final VectorFile.Vector SM4 = VectorFile.load("gbt32907-sm4.txt").get(0);

    /** GB/T 32907-2016 (SM4), Appendix A, example 1: key = plaintext. */
    static final byte[] SM4_KEY = SM4.hex("key");
    static final byte[] SM4_PLAINTEXT = SM4.hex("plaintext");
    static final byte[] SM4_CIPHERTEXT = SM4.hex("ciphertext");

    private static final VectorFile.Vector AES = VectorFile.load("fips197-aes.txt").get(0);

    /** FIPS 197 (AES), Appendix C.1, AES-128. */
    static final byte[] AES_KEY = AES.hex("key");
    static final byte[] AES_PLAINTEXT = AES.hex("pt");
    static final byte[] AES_CIPHERTEXT = AES.hex("ct");

    private static final VectorFile.Vector AES_CTR = record("nist-sp800-38a-aes.txt", "mode", "CTR");

    /** NIST SP 800-38A, F.5.1 CTR-AES128.Encrypt (four blocks). */
    static final byte[] AES_CTR_KEY = AES_CTR.hex("key");
    static final byte[] AES_CTR_IV = AES_CTR.hex("iv");
    static final byte[] AES_CTR_PLAINTEXT = AES_CTR.hex("pt");
    static final byte[] AES_CTR_CIPHERTEXT = AES_CTR.hex("ct");

    private static final VectorFile.Vector RFC8998_GCM = VectorFile.load("rfc8998-sm4-gcm.txt").get(0);
    private static final VectorFile.Vector RFC8998_CCM = VectorFile.load("rfc8998-sm4-ccm.txt").get(0);

    /** RFC 8998, Appendix A: inputs shared by A.1 (SM4-GCM) and A.2 (SM4-CCM). */
    static final byte[] RFC8998_KEY = RFC8998_GCM.hex("key");
    static final byte[] RFC8998_NONCE = RFC8998_GCM.hex("iv");
    static final byte[] RFC8998_AAD = RFC8998_GCM.hex("aad");
    static final byte[] RFC8998_PLAINTEXT = RFC8998_GCM.hex("pt");

    /** RFC 8998, Appendix A.1 (SM4-GCM): ciphertext followed by the 16-byte tag. */
    static final byte[] RFC8998_GCM_SEALED = sealed(RFC8998_GCM);

    /** RFC 8998, Appendix A.2 (SM4-CCM): ciphertext followed by the 16-byte tag. */
    static final byte[] RFC8998_CCM_SEALED = sealed(RFC8998_CCM);

    private static final VectorFile.Vector AES_GCM = record("gcm-spec-aes-gcm.txt", "case", "4");

    /**
     * McGrew and Viega, "The Galois/Counter Mode of Operation (GCM)" (NIST submission, 2005),
     * Test Case 4: AES-128, 96-bit IV, 20-byte AAD, 60-byte plaintext.
     */
    static final byte[] AES_GCM_KEY = AES_GCM.hex("key");
    static final byte[] AES_GCM_NONCE = AES_GCM.hex("iv");
    static final byte[] AES_GCM_AAD = AES_GCM.hex("aad");
    static final byte[] AES_GCM_PLAINTEXT = AES_GCM.hex("pt");
    static final byte[] AES_GCM_SEALED = sealed(AES_GCM);

    private static final VectorFile.Vector GHASH = record("gcm-spec-aes-gcm.txt", "case", "2");

    /**
     * McGrew and Viega, GCM Test Case 2: hash subkey H, no AAD, one ciphertext block, and
     * GHASH(H, A, C) as the document lists it.
     */
    static final byte[] GHASH_H = GHASH.hex("h");
    static final byte[] GHASH_CIPHERTEXT = GHASH.hex("ct");
    static final byte[] GHASH_RESULT = GHASH.hex("ghash");

    /** GB/T 32905-2016 (SM3), Appendix A.1: "abc". */
    static final byte[] SM3_ABC = VectorFile.load("gbt32905-sm3.txt").get(0).hex("digest");

    /** GB/T 32905-2016 (SM3), Appendix A.2: "abcd" repeated 16 times (one 64-byte block). */
    static final byte[] SM3_ABCD16 = VectorFile.load("gbt32905-sm3.txt").get(1).hex("digest");

    /** FIPS 180-2 (SHA-256), Appendix B.1: "abc". */
    static final byte[] SHA256_ABC = VectorFile.load("fips180-2-sha256.txt").get(0).hex("digest");

    /** FIPS 180-2 (SHA-256), Appendix B.2: the 56-byte "abcdbcde...nopq" message. */
    static final byte[] SHA256_ABCDBCDE = VectorFile.load("fips180-2-sha256.txt").get(1).hex("digest");

    static final String ABCDBCDE = VectorFile.load("fips180-2-sha256.txt").get(1).get("msg");

    private static byte[] sealed(VectorFile.Vector v) {
        byte[] ct = v.hex("ct");
        byte[] tag = v.hex("tag");
        byte[] out = new byte[ct.length + tag.length];
        System.arraycopy(ct, 0, out, 0, ct.length);
        System.arraycopy(tag, 0, out, ct.length, tag.length);
        return out;
    }

    private static VectorFile.Vector record(String file, String field, String value) {
        return VectorFile.load(file).stream().filter(v -> v.has(field) && v.get(field).equals(value)).findFirst()
                .orElseThrow(() -> new IllegalStateException(file + " has no record with " + field + " = " + value));
    }
}
