package org.iotcrypt.cli;

import java.math.BigInteger;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.sm2.Sm2Curve;

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
     * The F_p-256 example curve of GM/T 0003.2-2012 appendix A (GB/T 32918.2-2016 Annex A.1), on
     * which the worked examples below are computed; Sm2Curve.of checks that G is on it and n·G = O.
     */
    static Sm2Curve exampleCurve() {
        return Sm2Curve.of("gmt0003-example-fp256",
                new BigInteger("8542D69E4C044F18E8B92435BF6FF7DE457283915C45517D722EDB8B08F1DFC3", 16),
                new BigInteger("787968B4FA32C3FD2417842E73BBFEFF2F3C848B6831D7E0EC65228B3937E498", 16),
                new BigInteger("63E4C6D3B23B0C849CF84241484BFE48F61D59A5B16BA06E6E12D1DA27C5249A", 16),
                new BigInteger("8542D69E4C044F18E8B92435BF6FF7DD297720630485628D5AE74EE7C32E79B7", 16),
                new BigInteger("421DEBD61B62EAB6746434EBC3CC315E32220B3BADD50BDC4C4E6C147FEDD43D", 16),
                new BigInteger("0680512BCBB42C07D47349D2153B70C4E5D7FDFCBFA36EA1A85841B9E46E09A2", 16));
    }

    // GB/T 32918.2-2016 (= GM/T 0003.2-2012), Annex A.2: signature on the F_p-256 example curve.
    /** The signer's public key (x, y), user ID "ALICE123@YAHOO.COM", message "message digest", r, s. */
    static final String SM2_SIGNATURE_SOURCE = "GB/T 32918.2-2016, Annex A.2";
    static final String SM2_SIGNATURE_PX = "0AE4C7798AA0F119471BEE11825BE46202BB79E2A5844495E97C04FF4DF2548A";
    static final String SM2_SIGNATURE_PY = "7C0240F88F1CD4E16352A73C17B7F16F07353E53A176D684A9FE0C6BB798E857";
    static final String SM2_SIGNATURE_ID = "ALICE123@YAHOO.COM";
    static final String SM2_SIGNATURE_MESSAGE = "message digest";
    static final String SM2_SIGNATURE_R = "40F1EC59F793D9F49E09DCEF49130D4194F79FB1EED2CAA55BACDB49C4E755D1";
    static final String SM2_SIGNATURE_S = "6FC6DAC32C5D5CF10C77DFB20F7C2EB667A457872FB09EC56327A67EC7DEEBE7";

    // GB/T 32918.4-2016 (= GM/T 0003.4-2012), Annex A.2: encryption on the F_p-256 example curve.
    /** The recipient's private key d, the ciphertext C1 = (x, y), C3, C2, and the message "encryption standard". */
    static final String SM2_ENCRYPTION_SOURCE = "GB/T 32918.4-2016, Annex A.2";
    static final String SM2_ENCRYPTION_D = "1649AB77A00637BD5E2EFE283FBF353534AA7F7CB89463F208DDBC2920BB0DA0";
    static final String SM2_ENCRYPTION_C1X = "245C26FB68B1DDDDB12C4B6BF9F2B6D5FE60A383B0D18D1C4144ABF17F6252E7";
    static final String SM2_ENCRYPTION_C1Y = "76CB9264C2A7E88E52B19903FDC47378F605E36811F5C07423A24B84400F01B8";
    static final String SM2_ENCRYPTION_C3 = "9C3D7360C30156FAB7C80A0276712DA9D8094A634B766D3A285E07480653426D";
    static final String SM2_ENCRYPTION_C2 = "650053A89B41C418B0C3AAD00D886C00286467";
    static final String SM2_ENCRYPTION_MESSAGE = "encryption standard";

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
