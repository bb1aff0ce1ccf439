package org.iotcrypt.cli;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.iotcrypt.sm2.Sm2Curve;
import org.iotcrypt.vectors.VectorFile;

/**
 * The known answers the demo checks, read from iotcrypt-vectors: the one copy of the standards'
 * values, which core's tests, the hardware testbenches and the benchmarks read too. Each file
 * names its source; the demo prints it.
 */
final class KnownAnswers {

    private KnownAnswers() {
    }

    private static final VectorFile.Vector SM3_ABC = VectorFile.load("gbt32905-sm3.txt").get(0);

    /** GB/T 32905-2016, Appendix A, example 1: the message "abc" (616263). */
    static final String SM3_ABC_MESSAGE = ascii(SM3_ABC, "msg");

    /** GB/T 32905-2016, Appendix A, example 1: the hash value of "abc". */
    static final String SM3_ABC_DIGEST = SM3_ABC.get("digest").toLowerCase(Locale.ROOT);

    /** RFC 8998, Appendix A.1: SM4-GCM, 16-byte tag. */
    static final AeadVector RFC8998_SM4_GCM = AeadVector.of("SM4-GCM", "RFC 8998, Appendix A.1",
            VectorFile.load("rfc8998-sm4-gcm.txt").get(0), "iv");

    /** RFC 8998, Appendix A.2: SM4-CCM, 16-byte tag. */
    static final AeadVector RFC8998_SM4_CCM = AeadVector.of("SM4-CCM", "RFC 8998, Appendix A.2",
            VectorFile.load("rfc8998-sm4-ccm.txt").get(0), "nonce");

    private static final VectorFile.Vector CURVE_NUMBERS = VectorFile.load("gmt0003-example-curve.txt").get(0);

    /**
     * The F_p-256 example curve of GM/T 0003.2-2012 appendix A (GB/T 32918.2-2016 Annex A.1), on
     * which the worked examples below are computed; Sm2Curve.of checks that G is on it and n·G = O.
     * Built once, when first asked for: the check builds the curve's fixed-base table.
     */
    static Sm2Curve exampleCurve() {
        return ExampleCurve.CURVE;
    }

    private static final class ExampleCurve {
        static final Sm2Curve CURVE = Sm2Curve.of(CURVE_NUMBERS.get("name"), number(CURVE_NUMBERS, "p"),
                number(CURVE_NUMBERS, "a"), number(CURVE_NUMBERS, "b"), number(CURVE_NUMBERS, "n"),
                number(CURVE_NUMBERS, "gx"), number(CURVE_NUMBERS, "gy"));
    }

    private static final VectorFile.Vector SIGNATURE = VectorFile.load("gmt0003-2-sm2-signature.txt").get(0);

    // GB/T 32918.2-2016 (= GM/T 0003.2-2012), Annex A.2: signature on the F_p-256 example curve.
    /** The signer's public key (x, y), user ID "ALICE123@YAHOO.COM", message "message digest", r, s. */
    static final String SM2_SIGNATURE_SOURCE = "GB/T 32918.2-2016, Annex A.2";
    static final String SM2_SIGNATURE_PX = SIGNATURE.get("px");
    static final String SM2_SIGNATURE_PY = SIGNATURE.get("py");
    static final String SM2_SIGNATURE_ID = ascii(SIGNATURE, "id");
    static final String SM2_SIGNATURE_MESSAGE = ascii(SIGNATURE, "msg");
    static final String SM2_SIGNATURE_R = SIGNATURE.get("r");
    static final String SM2_SIGNATURE_S = SIGNATURE.get("s");

    private static final VectorFile.Vector ENCRYPTION = VectorFile.load("gmt0003-4-sm2-encryption.txt").get(0);

    // GB/T 32918.4-2016 (= GM/T 0003.4-2012), Annex A.2: encryption on the F_p-256 example curve.
    /** The recipient's private key d, the ciphertext C1 = (x, y), C3, C2, and the message "encryption standard". */
    static final String SM2_ENCRYPTION_SOURCE = "GB/T 32918.4-2016, Annex A.2";
    static final String SM2_ENCRYPTION_D = ENCRYPTION.get("d");
    static final String SM2_ENCRYPTION_C1X = ENCRYPTION.get("c1x");
    static final String SM2_ENCRYPTION_C1Y = ENCRYPTION.get("c1y");
    static final String SM2_ENCRYPTION_C3 = ENCRYPTION.get("c3");
    static final String SM2_ENCRYPTION_C2 = ENCRYPTION.get("c2");
    static final String SM2_ENCRYPTION_MESSAGE = ascii(ENCRYPTION, "msg");

    private static String ascii(VectorFile.Vector v, String field) {
        return new String(v.hex(field), StandardCharsets.US_ASCII);
    }

    private static BigInteger number(VectorFile.Vector v, String field) {
        return new BigInteger(1, v.hex(field));
    }

    /**
     * One AEAD known answer. The arrays are shared: callers read them and never write to them.
     */
    record AeadVector(String algorithm, String source, byte[] key, byte[] nonce, byte[] aad,
                      byte[] plaintext, byte[] ciphertext, byte[] tag) {

        static AeadVector of(String algorithm, String source, VectorFile.Vector v, String nonceField) {
            return new AeadVector(algorithm, source, v.hex("key"), v.hex(nonceField), v.hex("aad"), v.hex("pt"),
                    v.hex("ct"), v.hex("tag"));
        }
    }
}
