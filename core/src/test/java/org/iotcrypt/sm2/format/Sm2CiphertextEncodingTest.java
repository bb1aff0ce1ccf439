package org.iotcrypt.sm2.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.List;
import java.util.Random;
import javax.crypto.BadPaddingException;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1OctetString;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.gm.GMNamedCurves;
import org.bouncycastle.asn1.x9.X9ECParameters;
import org.bouncycastle.crypto.engines.SM2Engine;
import org.bouncycastle.crypto.params.ECDomainParameters;
import org.bouncycastle.crypto.params.ECPrivateKeyParameters;
import org.bouncycastle.crypto.params.ECPublicKeyParameters;
import org.bouncycastle.crypto.params.ParametersWithRandom;
import org.iotcrypt.internal.encoding.DerWriter;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.sm2.Sm2Ciphertext;
import org.iotcrypt.testing.Openssl;
import org.iotcrypt.testing.Unsigned;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * SM2 ciphertext layouts, checked through two independent peers without our SM2 arithmetic:
 * openssl's DER ciphertext is re-laid out and decrypted by Bouncy Castle's SM2Engine, and
 * Bouncy Castle's raw ciphertext is re-laid out as DER and decrypted by the openssl command.
 */
class Sm2CiphertextEncodingTest {

    private static final X9ECParameters SM2 = GMNamedCurves.getByName("sm2p256v1");
    private static final ECDomainParameters DOMAIN = new ECDomainParameters(SM2);

    private final Random rnd = new Random(9);

    @Test
    void opensslDerCiphertextIsReadAndRewrittenExactly() throws Exception {
        byte[] der = OpensslSm2Files.read("ct.der");
        ASN1Sequence seq = ASN1Sequence.getInstance(der);
        Sm2Ciphertext c = Sm2CiphertextEncoding.decode(der, CiphertextFormat.DER_C1C3C2);
        assertArrayEquals(Unsigned.bytes32(ASN1Integer.getInstance(seq.getObjectAt(0)).getValue()), c.c1x());
        assertArrayEquals(Unsigned.bytes32(ASN1Integer.getInstance(seq.getObjectAt(1)).getValue()), c.c1y());
        assertArrayEquals(ASN1OctetString.getInstance(seq.getObjectAt(2)).getOctets(), c.c3());
        assertArrayEquals(ASN1OctetString.getInstance(seq.getObjectAt(3)).getOctets(), c.c2());
        assertArrayEquals(der, Sm2CiphertextEncoding.encode(c, CiphertextFormat.DER_C1C3C2));
    }

    @ParameterizedTest
    @EnumSource(value = CiphertextFormat.class, names = {"RAW_C1C3C2", "RAW_C1C2C3"})
    void bouncyCastleDecryptsOpensslCiphertextReLaidOut(CiphertextFormat f) throws Exception {
        Sm2Ciphertext c = Sm2CiphertextEncoding.decode(OpensslSm2Files.read("ct.der"), CiphertextFormat.DER_C1C3C2);
        byte[] raw = Sm2CiphertextEncoding.encode(c, f);
        VectorFile.Vector key = OpensslSm2Files.key("key");
        SM2Engine engine = new SM2Engine(f == CiphertextFormat.RAW_C1C3C2 ? SM2Engine.Mode.C1C3C2 : SM2Engine.Mode.C1C2C3);
        engine.init(false, new ECPrivateKeyParameters(new BigInteger(1, key.hex("d")), DOMAIN));
        assertArrayEquals(OpensslSm2Files.read("msg.bin"), engine.processBlock(raw, 0, raw.length));
    }

    @Test
    void opensslDecryptsBouncyCastleCiphertextReLaidOutAsDer() throws Exception {
        VectorFile.Vector key = OpensslSm2Files.key("key");
        byte[] msg = new byte[1 + rnd.nextInt(200)];
        rnd.nextBytes(msg);
        SM2Engine engine = new SM2Engine(SM2Engine.Mode.C1C3C2);
        engine.init(true, new ParametersWithRandom(
                new ECPublicKeyParameters(SM2.getCurve().decodePoint(key.hex("pub")), DOMAIN), new SecureRandom()));
        byte[] raw = engine.processBlock(msg, 0, msg.length);
        Sm2Ciphertext c = Sm2CiphertextEncoding.decode(raw, CiphertextFormat.RAW_C1C3C2);
        assertArrayEquals(raw, Sm2CiphertextEncoding.encode(c, CiphertextFormat.RAW_C1C3C2));
        byte[] der = Sm2CiphertextEncoding.encode(c, CiphertextFormat.DER_C1C3C2);
        String keyFile = getClass().getResource("/vectors/openssl-sm2/key-pkcs8.pem").getPath();
        assertArrayEquals(msg, Openssl.run(der, List.of("openssl", "pkeyutl", "-decrypt", "-inkey", keyFile)));
    }

    @Test
    void rawLayoutsAndShortCoordinates() throws Exception {
        byte[] x = new byte[32];
        byte[] y = new byte[32];
        byte[] c3 = new byte[32];
        byte[] c2 = new byte[5];
        rnd.nextBytes(x);
        rnd.nextBytes(y);
        rnd.nextBytes(c3);
        rnd.nextBytes(c2);
        x[0] = 0;
        x[1] = 0x7f;
        y[0] = (byte) 0x80;
        Sm2Ciphertext c = new Sm2Ciphertext(x, y, c3, c2);
        String c1 = "04" + Hex.encode(x) + Hex.encode(y);
        assertArrayEquals(Hex.decode(c1 + Hex.encode(c3) + Hex.encode(c2)), Sm2CiphertextEncoding.encode(c, CiphertextFormat.RAW_C1C3C2));
        assertArrayEquals(Hex.decode(c1 + Hex.encode(c2) + Hex.encode(c3)), Sm2CiphertextEncoding.encode(c, CiphertextFormat.RAW_C1C2C3));
        byte[] expectedDer = new DERSequence(new ASN1Encodable[] {new ASN1Integer(new BigInteger(1, x)),
            new ASN1Integer(new BigInteger(1, y)), new DEROctetString(c3), new DEROctetString(c2)}).getEncoded(ASN1Encoding.DER);
        assertArrayEquals(expectedDer, Sm2CiphertextEncoding.encode(c, CiphertextFormat.DER_C1C3C2));
        for (CiphertextFormat f : CiphertextFormat.values()) {
            Sm2Ciphertext back = Sm2CiphertextEncoding.decode(Sm2CiphertextEncoding.encode(c, f), f);
            assertArrayEquals(x, back.c1x());
            assertArrayEquals(y, back.c1y());
            assertArrayEquals(c3, back.c3());
            assertArrayEquals(c2, back.c2());
        }
    }

    @Test
    void refusesMalformed() throws IOException, BadPaddingException {
        String x = "75ffb7a23afcea51647951e823b27ccfabf35d8e4393ec8246fea65da8a7394d";
        String c3 = "0a8acdea2be8550fb61a808f0c5774dab5d1d9facb284ff7e996e7b509987fb3";
        String p = "fffffffeffffffffffffffffffffffffffffffff00000000ffffffffffffffff";
        String[][] cases = {
            {"DER_C1C3C2", seq("022000" + "7f" + x.substring(4) + "0220" + x + "0420" + c3 + "0401aa"),
                "not minimally encoded"},
            {"DER_C1C3C2", seq("0220" + x + "0220" + x + "041f" + c3.substring(2) + "0401aa"), "C3 must be 32 bytes"},
            {"DER_C1C3C2", seq("0220" + x + "0220" + x + "0420" + c3), "expected OCTET STRING"},
            {"DER_C1C3C2", seq("0220" + x + "0220" + x + "0420" + c3 + "0401aa") + "00", "trailing"},
            {"DER_C1C3C2", seq("0220" + x + "0220" + x + "0420" + c3 + "0401aa" + "0500"), "trailing"},
            {"RAW_C1C3C2", "02" + x + x + c3, "must start with 04"},
            {"RAW_C1C2C3", "04" + x + x + c3.substring(2), "truncated"},
        };
        // A C1 coordinate at or above p is well-formed here: decryption refuses it, as it refuses
        // any C1 off the curve (Sm2MalformedInputTest), and the point layer says why.
        Sm2Ciphertext high = Sm2CiphertextEncoding.decode(Hex.decode("04" + p + x + c3 + "aa"), CiphertextFormat.RAW_C1C3C2);
        assertEquals(p, Hex.encode(high.c1x()));
        for (String[] c : cases) {
            BadPaddingException e = assertThrows(BadPaddingException.class,
                    () -> Sm2CiphertextEncoding.decode(Hex.decode(c[1]), CiphertextFormat.valueOf(c[0])), c[1]);
            assertTrue(e.getMessage().contains(c[2]), e.getMessage());
        }
        assertThrows(BadPaddingException.class, () -> Sm2CiphertextEncoding.decode(null, CiphertextFormat.DER_C1C3C2));
    }

    private static String seq(String contentHex) {
        return Hex.encode(DerWriter.element(0x30, Hex.decode(contentHex)));
    }

    @ParameterizedTest
    @EnumSource(CiphertextFormat.class)
    void damagedCiphertextsOnlyRaiseBadPadding(CiphertextFormat f) throws Exception {
        Sm2Ciphertext sample = Sm2CiphertextEncoding.decode(OpensslSm2Files.read("ct.der"), CiphertextFormat.DER_C1C3C2);
        byte[] valid = Sm2CiphertextEncoding.encode(sample, f);
        for (byte[] candidate : Malformed.variants(valid, rnd)) {
            Sm2Ciphertext c;
            try {
                c = Sm2CiphertextEncoding.decode(candidate, f);
            } catch (BadPaddingException expected) {
                continue;
            }
            assertArrayEquals(candidate, Sm2CiphertextEncoding.encode(c, f), () -> "accepted non-canonical " + Hex.encode(candidate));
        }
    }
}
