package org.iotcrypt.sm2.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.security.SignatureException;
import java.util.Arrays;
import java.util.Random;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.DERSequence;
import org.iotcrypt.internal.encoding.DerWriter;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.testing.Unsigned;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * DER SM2 signatures: openssl's signature file read and rewritten byte for byte, the DER form
 * compared with Bouncy Castle's encoder, and malformed input ending in SignatureException only.
 */
class Sm2SignatureEncodingTest {

    private final Random rnd = new Random(32918);


    @Test
    void opensslSignatureRoundTrips() throws Exception {
        byte[] der = OpensslSm2Files.read("sig.der");
        ASN1Sequence seq = ASN1Sequence.getInstance(der);
        BigInteger r = ASN1Integer.getInstance(seq.getObjectAt(0)).getValue();
        BigInteger s = ASN1Integer.getInstance(seq.getObjectAt(1)).getValue();
        byte[] rs = Sm2SignatureEncoding.fromDer(der);
        assertArrayEquals(Unsigned.bytes32(r), Arrays.copyOf(rs, 32));
        assertArrayEquals(Unsigned.bytes32(s), Arrays.copyOfRange(rs, 32, 64));
        assertArrayEquals(der, Sm2SignatureEncoding.toDer(rs));
    }

    @Test
    void derMatchesBouncyCastleForAllShapesOfRAndS() throws Exception {
        for (int i = 0; i < 500; i++) {
            BigInteger r = new BigInteger(1 + rnd.nextInt(256), rnd).max(BigInteger.ONE);
            BigInteger s = i % 3 == 0 ? BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE)
                    : new BigInteger(1 + rnd.nextInt(256), rnd).max(BigInteger.ONE);
            byte[] rs = new byte[64];
            System.arraycopy(Unsigned.bytes32(r), 0, rs, 0, 32);
            System.arraycopy(Unsigned.bytes32(s), 0, rs, 32, 32);
            byte[] expected = new DERSequence(new ASN1Encodable[] {new ASN1Integer(r), new ASN1Integer(s)})
                    .getEncoded(ASN1Encoding.DER);
            assertArrayEquals(expected, Sm2SignatureEncoding.toDer(rs));
            assertArrayEquals(rs, Sm2SignatureEncoding.fromDer(expected));
        }
        assertThrows(IllegalArgumentException.class, () -> Sm2SignatureEncoding.toDer(new byte[63]));
    }

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(strings = {
        "3006020100020101",                                 // r = 0
        "3006020101020100",                                 // s = 0
        "30060201ff020101",                                 // r negative
        "300702020001020101",                               // r with a redundant leading zero
        "3003020101",                                       // s missing
        "3009020101020101020101",                           // a third INTEGER
        "3006020101020101" + "00",                          // a byte after the SEQUENCE
        "3080020101020101" + "0000",                        // indefinite length (BER)
        "308106020101020101",                               // long-form length below 128
        "3006040101020101",                                 // OCTET STRING for r
        "3106020101020101",                                 // SET instead of SEQUENCE
        "",                                                 // nothing
        "3027022201" + "0000000000000000000000000000000000000000000000000000000000000000" + "020101" // r of 2^264
    })
    void refusesMalformed(String hex) {
        SignatureException e = assertThrows(SignatureException.class, () -> Sm2SignatureEncoding.fromDer(Hex.decode(hex)));
        assertTrue(e.getMessage().startsWith("malformed SM2 signature"), e.getMessage());
    }

    @Test
    void refusesTooLongScalarsAndNull() {
        byte[] tooLong = new byte[33];
        tooLong[0] = 1;
        byte[] der = DerWriter.sequence(DerWriter.unsignedInteger(tooLong), DerWriter.integer(1));
        SignatureException e = assertThrows(SignatureException.class, () -> Sm2SignatureEncoding.fromDer(der));
        assertTrue(e.getMessage().contains("r is longer than 256 bits"), e.getMessage());
        assertThrows(SignatureException.class, () -> Sm2SignatureEncoding.fromDer(null));
    }

    /** Any damage ends in SignatureException, or the result re-encodes to the very input (DER is unique). */
    @Test
    void damagedSignaturesOnlyRaiseSignatureException() throws IOException {
        byte[] valid = OpensslSm2Files.read("sig.der");
        int accepted = 0;
        for (byte[] candidate : Malformed.variants(valid, rnd)) {
            byte[] rs;
            try {
                rs = Sm2SignatureEncoding.fromDer(candidate);
            } catch (SignatureException expected) {
                continue;
            }
            accepted++;
            assertArrayEquals(candidate, Sm2SignatureEncoding.toDer(rs), () -> "accepted non-canonical " + Hex.encode(candidate));
        }
        assertTrue(accepted > 0, "flips inside r and s leave a valid encoding");
    }

    @Test
    void acceptsTheLargestAndSmallestScalars() throws SignatureException {
        byte[] rs = new byte[64];
        Arrays.fill(rs, 0, 32, (byte) 0xff);
        rs[63] = 1;
        assertArrayEquals(rs, Sm2SignatureEncoding.fromDer(Sm2SignatureEncoding.toDer(rs)));
        assertEquals(2 + 35 + 3, Sm2SignatureEncoding.toDer(rs).length);
    }
}
