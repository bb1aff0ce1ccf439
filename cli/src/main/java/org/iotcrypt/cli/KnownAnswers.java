package org.iotcrypt.cli;

import org.iotcrypt.encoding.Hex;

/**
 * The known answers the demo checks, copied from the standards' own text. The test vector files
 * under {@code core/src/test/resources/vectors/} hold the same values, but test resources are not
 * on the CLI's classpath, so the demo carries its own copy.
 */
final class KnownAnswers {

    private KnownAnswers() {
    }

    /** GB/T 32905-2016, Appendix A, example 1: the message "abc" (616263). */
    static final String SM3_ABC_MESSAGE = "abc";

    /** GB/T 32905-2016, Appendix A, example 1: the hash value of "abc". */
    static final String SM3_ABC_DIGEST = "66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0";

    // RFC 8998 (ShangMi Cipher Suites for TLS 1.3), Appendix A: A.1 and A.2 use the same inputs.
    private static final String RFC8998_KEY = "0123456789ABCDEFFEDCBA9876543210";
    private static final String RFC8998_NONCE = "00001234567800000000ABCD";
    private static final String RFC8998_AAD = "FEEDFACEDEADBEEFFEEDFACEDEADBEEFABADDAD2";
    private static final String RFC8998_PLAINTEXT = "AAAAAAAAAAAAAAAABBBBBBBBBBBBBBBB"
            + "CCCCCCCCCCCCCCCCDDDDDDDDDDDDDDDD"
            + "EEEEEEEEEEEEEEEEFFFFFFFFFFFFFFFF"
            + "EEEEEEEEEEEEEEEEAAAAAAAAAAAAAAAA";

    /** RFC 8998, Appendix A.1: SM4-GCM, 16-byte tag. */
    static final AeadVector RFC8998_SM4_GCM = AeadVector.ofHex("SM4-GCM", "RFC 8998, Appendix A.1",
            RFC8998_KEY, RFC8998_NONCE, RFC8998_AAD, RFC8998_PLAINTEXT,
            "17F399F08C67D5EE19D0DC9969C4BB7D"
                    + "5FD46FD3756489069157B282BB200735"
                    + "D82710CA5C22F0CCFA7CBF93D496AC15"
                    + "A56834CBCF98C397B4024A2691233B8D",
            "83DE3541E4C2B58177E065A9BF7B62EC");

    /** RFC 8998, Appendix A.2: SM4-CCM, 16-byte tag. */
    static final AeadVector RFC8998_SM4_CCM = AeadVector.ofHex("SM4-CCM", "RFC 8998, Appendix A.2",
            RFC8998_KEY, RFC8998_NONCE, RFC8998_AAD, RFC8998_PLAINTEXT,
            "48AF93501FA62ADBCD414CCE6034D895"
                    + "DDA1BF8F132F042098661572E7483094"
                    + "FD12E518CE062C98ACEE28D95DF4416B"
                    + "ED31A2F04476C18BB40C84A74B97DC5B",
            "16842D4FA186F56AB33256971FA110F4");

    /**
     * One AEAD known answer, decoded from the hex printed in the source. The arrays are shared:
     * callers read them and never write to them.
     */
    record AeadVector(String algorithm, String source, byte[] key, byte[] nonce, byte[] aad,
                      byte[] plaintext, byte[] ciphertext, byte[] tag) {

        static AeadVector ofHex(String algorithm, String source, String key, String nonce, String aad,
                                String plaintext, String ciphertext, String tag) {
            return new AeadVector(algorithm, source, Hex.decode(key), Hex.decode(nonce), Hex.decode(aad),
                    Hex.decode(plaintext), Hex.decode(ciphertext), Hex.decode(tag));
        }
    }
}
