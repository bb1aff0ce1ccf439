package org.iotcrypt.internal.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.util.Random;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.DERBitString;
import org.bouncycastle.asn1.DERNull;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERTaggedObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * DerWriter against Bouncy Castle's DER encoder (an independent peer), DerReader on what both
 * write, and DerReader's refusals: every non-DER form named in X.690 section 10 that the
 * reader could meet, and random garbage, which must end in an IOException and nothing else.
 */
class DerTest {

    private final Random rnd = new Random(5);

    private static byte[] bc(ASN1Encodable e) throws IOException {
        return e.toASN1Primitive().getEncoded(ASN1Encoding.DER);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 127, 128, 255, 256, 1000, 65535, 65536, 70000})
    void octetAndBitStringsOfEveryLengthFormMatchBouncyCastle(int length) throws IOException {
        byte[] value = new byte[length];
        rnd.nextBytes(value);
        assertArrayEquals(bc(new DEROctetString(value)), DerWriter.octetString(value));
        assertArrayEquals(bc(new DERBitString(value)), DerWriter.bitString(value));
        assertArrayEquals(value, new DerReader(DerWriter.octetString(value)).octetString());
        assertArrayEquals(value, new DerReader(bc(new DERBitString(value))).bitString());
        byte[] seq = DerWriter.sequence(DerWriter.octetString(value), DerWriter.nullValue());
        assertArrayEquals(bc(new DERSequence(new ASN1Encodable[] {new DEROctetString(value), DERNull.INSTANCE})), seq);
    }

    @Test
    void integersMatchBouncyCastle() throws IOException {
        for (int i = 0; i < 300; i++) {
            int bits = rnd.nextInt(300);
            BigInteger v = new BigInteger(bits, rnd);
            byte[] magnitude = v.toByteArray();
            byte[] padded = new byte[magnitude.length + rnd.nextInt(3)];
            System.arraycopy(magnitude, 0, padded, padded.length - magnitude.length, magnitude.length);
            byte[] expected = bc(new ASN1Integer(v));
            assertArrayEquals(expected, DerWriter.unsignedInteger(padded), v.toString(16));
            byte[] read = new DerReader(expected).unsignedInteger();
            assertEquals(v, new BigInteger(1, read));
            assertTrue(read.length == 1 || read[0] != 0, "magnitude without leading zero");
        }
        for (long v : new long[] {0, 1, 127, 128, 255, 256, Long.MAX_VALUE}) {
            assertArrayEquals(bc(new ASN1Integer(v)), DerWriter.integer(v));
        }
        assertEquals(127, new DerReader(DerWriter.integer(127)).smallInteger(127));
        assertThrows(IOException.class, () -> new DerReader(DerWriter.integer(128)).smallInteger(127));
        assertThrows(IOException.class, () -> new DerReader(DerWriter.integer(1L << 40)).smallInteger(1000));
        assertArrayEquals(new byte[] {0, 0, 0, 5}, new DerReader(DerWriter.integer(5)).unsignedInteger(4));
        assertThrows(IOException.class, () -> new DerReader(DerWriter.integer(1L << 32)).unsignedInteger(4));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1.2.156.10197.1.301", "1.2.840.10045.2.1", "1.2.840.10045.3.1.7", "0.0", "2.999.3",
        "2.5.4.3", "1.3.6.1.4.1.311.21.20", "1.2.9223372036854775807"})
    void oidsMatchBouncyCastle(String oid) throws IOException {
        byte[] expected = bc(new ASN1ObjectIdentifier(oid));
        assertArrayEquals(expected, DerWriter.oid(oid));
        assertEquals(oid, new DerReader(expected).oid());
    }

    @Test
    void explicitTagsMatchBouncyCastle() throws IOException {
        byte[] ours = DerWriter.explicit(1, DerWriter.bitString(new byte[] {4, 5}));
        assertArrayEquals(bc(new DERTaggedObject(true, 1, new DERBitString(new byte[] {4, 5}))), ours);
        DerReader r = new DerReader(DerWriter.sequence(DerWriter.explicit(0, DerWriter.oid("1.2.3")), ours));
        DerReader fields = r.sequence();
        r.finish();
        assertTrue(fields.nextIs(0xa0));
        DerReader zero = fields.explicit(0);
        assertEquals("1.2.3", zero.oid());
        zero.finish();
        assertFalse(fields.nextIs(0xa0));
        assertArrayEquals(new byte[] {4, 5}, fields.explicit(1).bitString());
        fields.finish();
        assertFalse(fields.hasMore());
    }

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(strings = {
        "",                         // nothing at all
        "04",                       // no length byte
        "0403aabb",                 // length beyond the end
        "048105" + "0102030405",    // long form for a length below 128
        "04820080" + "00",          // length with a leading zero byte
        "0480",                     // indefinite length
        "04847fffffff",             // a huge length, truncated data
        "0485ffffffffff",           // a length of five bytes
        "04ffffffffff",             // a length of 127 bytes
        "0400ff",                   // a trailing byte
        "0200",                     // empty INTEGER
        "0202007f",                 // INTEGER with a redundant 00
        "0202ff80",                 // INTEGER with a redundant ff
        "0201ff",                   // negative INTEGER
        "0300",                     // BIT STRING without its unused-bits byte
        "030201ff",                 // BIT STRING with unused bits
        "050100",                   // NULL with content
        "0600",                     // empty OID
        "0603802a03",               // OID sub-identifier with a leading 0x80
        "06022a81",                 // OID ending inside a sub-identifier
        "060bffffffffffffffffffff7f", // OID sub-identifier beyond 63 bits
        "3003040100ff",             // SEQUENCE holding a trailing byte after it
        "3004040100",               // SEQUENCE longer than its content
        "0a0100"                    // an ENUMERATED where an OCTET STRING is expected
    })
    void refusesNonDer(String hex) {
        byte[] der = Hex.decode(hex);
        IOException e = assertThrows(IOException.class, () -> readAsTyped(der));
        assertTrue(e.getMessage().startsWith("DER"), e.getMessage());
    }

    /** Reads the first element with the method its tag calls for, then requires the end. */
    private static void readAsTyped(byte[] der) throws IOException {
        DerReader r = new DerReader(der);
        int tag = der.length == 0 ? 0x04 : der[0] & 0xff;
        switch (tag) {
            case 0x02 -> r.unsignedInteger();
            case 0x03 -> r.bitString();
            case 0x05 -> r.nullValue();
            case 0x06 -> r.oid();
            case 0x30 -> {
                DerReader inner = r.sequence();
                inner.octetString();
                inner.finish();
            }
            default -> r.octetString();
        }
        r.finish();
    }

    @Test
    void garbageOnlyEverRaisesIOException() {
        for (int i = 0; i < 20000; i++) {
            byte[] junk = new byte[rnd.nextInt(12)];
            rnd.nextBytes(junk);
            if (junk.length > 0 && rnd.nextBoolean()) {
                junk[0] = (byte) new int[] {0x02, 0x03, 0x04, 0x05, 0x06, 0x30, 0xa0, 0xa1}[rnd.nextInt(8)];
            }
            walk(junk);
        }
    }

    /** Reads whatever structure is there, element by element; only IOException may escape. */
    private static void walk(byte[] data) {
        try {
            walk(new DerReader(data));
        } catch (IOException expected) {
            assertTrue(expected.getMessage().startsWith("DER"), expected.getMessage());
        }
    }

    private static void walk(DerReader r) throws IOException {
        while (r.hasMore()) {
            if (r.nextIs(DerReader.INTEGER)) {
                r.smallInteger(Integer.MAX_VALUE);
            } else if (r.nextIs(DerReader.BIT_STRING)) {
                r.bitString();
            } else if (r.nextIs(DerReader.NULL)) {
                r.nullValue();
            } else if (r.nextIs(DerReader.OBJECT_IDENTIFIER)) {
                r.oid();
            } else if (r.nextIs(DerReader.SEQUENCE)) {
                walk(r.sequence());
            } else if (r.nextIs(0xa0)) {
                walk(r.explicit(0));
            } else {
                r.octetString();
            }
        }
        r.finish();
    }
}
