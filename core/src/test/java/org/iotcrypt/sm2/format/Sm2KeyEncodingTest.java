package org.iotcrypt.sm2.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.spec.InvalidKeySpecException;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.DERBitString;
import org.bouncycastle.asn1.DERNull;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.gm.GMNamedCurves;
import org.bouncycastle.asn1.sec.ECPrivateKey;
import org.bouncycastle.asn1.x9.X9ECParameters;
import org.bouncycastle.math.ec.ECPoint;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.internal.encoding.Pem;
import org.iotcrypt.sm2.Sm2Curve;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.testing.Openssl;
import org.iotcrypt.testing.Unsigned;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * SM2 key encodings against the openssl CLI: its sample files (vectors/openssl-sm2) and keys it
 * generates at test time must decode to the d and public point it reports, and our PKCS#8 and
 * SPKI must equal its bytes. Variants openssl does not write are built with Bouncy Castle's
 * ASN.1 classes; compressed points are checked against Bouncy Castle's point arithmetic.
 */
class Sm2KeyEncodingTest {

    private static final X9ECParameters SM2 = GMNamedCurves.getByName("sm2p256v1");
    private static final ASN1ObjectIdentifier SM2_OID = new ASN1ObjectIdentifier(Sm2KeyEncoding.SM2_OID);
    private static final ASN1ObjectIdentifier EC_OID = new ASN1ObjectIdentifier(Sm2KeyEncoding.EC_PUBLIC_KEY_OID);

    private final Random rnd = new Random(301);

    @ParameterizedTest
    @ValueSource(strings = {"key-pkcs8.pem", "key-pkcs8.der", "key-pkey.der", "key-ec.pem", "key-ec-compressed.der"})
    void readsEveryPrivateKeyFormOpensslWrites(String file) throws Exception {
        VectorFile.Vector key = OpensslSm2Files.key("key");
        Sm2PrivateKey read = Sm2KeyEncoding.decodePrivate(OpensslSm2Files.read(file));
        assertArrayEquals(key.hex("d"), read.d());
        assertArrayEquals(key.hex("pub"), read.publicKey().encoded());
    }

    @ParameterizedTest
    @ValueSource(strings = {"pub.pem", "pub.der", "pub-compressed.der"})
    void readsEveryPublicKeyFormOpensslWrites(String file) throws Exception {
        assertArrayEquals(OpensslSm2Files.key("key").hex("pub"),
                Sm2KeyEncoding.decodePublic(OpensslSm2Files.read(file)).encoded());
    }

    @Test
    void writesPkcs8AndSpkiAsOpensslDoes() throws Exception {
        VectorFile.Vector key = OpensslSm2Files.key("key");
        byte[] pkcs8 = Sm2KeyEncoding.encodePkcs8(Sm2PrivateKey.of(Sm2Curve.sm2p256v1(), key.hex("d")));
        assertArrayEquals(OpensslSm2Files.read("key-pkcs8.der"), pkcs8);
        assertEquals(text("key-pkcs8.pem"), Sm2KeyEncoding.pem("PRIVATE KEY", pkcs8));
        byte[] spki = Sm2KeyEncoding.encodeSpki(Sm2PublicKey.of(Sm2Curve.sm2p256v1(), key.hex("pub")));
        assertArrayEquals(OpensslSm2Files.read("pub.der"), spki);
        assertEquals(text("pub.pem"), Sm2KeyEncoding.pem("PUBLIC KEY", spki));
    }

    @Test
    void keepsTheLeadingZerosOfDAndReadsAKeyWithoutItsPublicHalf() throws Exception {
        VectorFile.Vector key = OpensslSm2Files.key("key-leading-zero");
        byte[] d = key.hex("d");
        assertEquals(0, d[0]);
        String withPublic = text("key-leading-zero-pkcs8.pem");
        String withoutPublic = text("key-leading-zero-nopub-pkcs8.pem");
        assertEquals(withPublic, Sm2KeyEncoding.pem("PRIVATE KEY",
                Sm2KeyEncoding.encodePkcs8(Sm2PrivateKey.of(Sm2Curve.sm2p256v1(), d))));
        Sm2PrivateKey read = Sm2KeyEncoding.decodePrivate(withoutPublic.getBytes(StandardCharsets.US_ASCII));
        assertArrayEquals(d, read.d());
        assertArrayEquals(key.hex("pub"), read.publicKey().encoded(), "the public half is d*G");
        assertArrayEquals(d, Sm2KeyEncoding.decodePrivate(withPublic.getBytes(StandardCharsets.US_ASCII)).d());
    }

    @Test
    void refusesAPrivateKeyWhoseStoredPublicKeyIsNotDTimesG() throws Exception {
        VectorFile.Vector key = OpensslSm2Files.key("key");
        BigInteger d = new BigInteger(1, key.hex("d"));
        byte[] otherPublic = SM2.getG().multiply(d.add(BigInteger.ONE)).normalize().getEncoded(false);
        byte[] sec1 = new ECPrivateKey(256, d, new DERBitString(otherPublic), SM2_OID).getEncoded(ASN1Encoding.DER);
        InvalidKeySpecException e = assertThrows(InvalidKeySpecException.class, () -> Sm2KeyEncoding.decodePrivate(sec1));
        assertEquals("invalid SM2 private key: " + Sm2KeyEncoding.PRIVATE_NOT_D_G, e.getMessage());
        byte[] rangeless = new ECPrivateKey(256, SM2.getN().subtract(BigInteger.ONE), null, SM2_OID)
                .getEncoded(ASN1Encoding.DER);
        e = assertThrows(InvalidKeySpecException.class, () -> Sm2KeyEncoding.decodePrivate(rangeless));
        assertEquals("invalid SM2 private key: " + Sm2KeyEncoding.PRIVATE_RANGE, e.getMessage());
    }

    @Test
    void freshOpensslKeysMatchByteForByte(@TempDir Path dir) throws Exception {
        for (int i = 0; i < 3; i++) {
            Path pem = dir.resolve("k" + i + ".pem");
            Openssl.run(new byte[0], List.of("openssl", "genpkey", "-algorithm", "SM2", "-out", pem.toString()));
            byte[] sec1 = Openssl.run(new byte[0], List.of("openssl", "pkey", "-in", pem.toString(), "-outform", "DER"));
            ECPrivateKey bc = ECPrivateKey.getInstance(sec1);
            byte[] d = Unsigned.bytes32(bc.getKey());
            byte[] pub = bc.getPublicKey().getOctets();
            byte[] pkcs8 = Openssl.run(new byte[0], List.of("openssl", "pkcs8", "-topk8", "-nocrypt", "-in", pem.toString(), "-outform", "DER"));
            byte[] spki = Openssl.run(new byte[0], List.of("openssl", "pkey", "-in", pem.toString(), "-pubout", "-outform", "DER"));
            byte[] compressed = Openssl.run(new byte[0], List.of("openssl", "ec", "-in", pem.toString(), "-pubout",
                    "-conv_form", "compressed", "-outform", "DER"));
            assertArrayEquals(pkcs8, Sm2KeyEncoding.encodePkcs8(Sm2PrivateKey.of(Sm2Curve.sm2p256v1(), d)));
            assertArrayEquals(spki, Sm2KeyEncoding.encodeSpki(Sm2PublicKey.of(Sm2Curve.sm2p256v1(), pub)));
            assertEquals(Files.readString(pem), Sm2KeyEncoding.pem("PRIVATE KEY", pkcs8));
            Sm2PrivateKey read = Sm2KeyEncoding.decodePrivate(Files.readAllBytes(pem));
            assertArrayEquals(d, read.d());
            assertArrayEquals(pub, read.publicKey().encoded());
            assertArrayEquals(d, Sm2KeyEncoding.decodePrivate(sec1).d());
            assertArrayEquals(pub, Sm2KeyEncoding.decodePublic(compressed).encoded());
        }
    }

    @Test
    void readsTheSm2OidAsAlgorithmAndSec1WithoutOptionalFields() throws Exception {
        VectorFile.Vector key = OpensslSm2Files.key("key");
        BigInteger d = new BigInteger(1, key.hex("d"));
        DERBitString pub = new DERBitString(key.hex("pub"));
        byte[][] sec1s = {
            new ECPrivateKey(256, d, pub, SM2_OID).getEncoded(ASN1Encoding.DER),
            new ECPrivateKey(256, d, pub, null).getEncoded(ASN1Encoding.DER),
            new ECPrivateKey(256, d, null, SM2_OID).getEncoded(ASN1Encoding.DER),
            new ECPrivateKey(256, d, null, null).getEncoded(ASN1Encoding.DER),
        };
        ASN1Encodable[][] algorithms = {{EC_OID, SM2_OID}, {SM2_OID}, {SM2_OID, DERNull.INSTANCE}, {SM2_OID, SM2_OID}};
        for (byte[] sec1 : sec1s) {
            boolean hasPublic = ECPrivateKey.getInstance(sec1).getPublicKey() != null;
            check(key, hasPublic, sec1);
            check(key, hasPublic, Pem.encode("EC PRIVATE KEY", sec1).getBytes(StandardCharsets.US_ASCII));
            for (ASN1Encodable[] algorithm : algorithms) {
                byte[] pkcs8 = new DERSequence(new ASN1Encodable[] {new ASN1Integer(0), new DERSequence(algorithm),
                    new DEROctetString(sec1)}).getEncoded(ASN1Encoding.DER);
                check(key, hasPublic, pkcs8);
                check(key, hasPublic, Pem.encode("PRIVATE KEY", pkcs8).getBytes(StandardCharsets.US_ASCII));
            }
        }
        Sm2PrivateKey raw = Sm2KeyEncoding.decodePrivate(key.hex("d"));
        assertArrayEquals(key.hex("d"), raw.d());
        assertArrayEquals(key.hex("pub"), raw.publicKey().encoded());
    }

    /** With or without a stored public half, the key read is d, and its public key the file's. */
    private static void check(VectorFile.Vector key, boolean hasPublic, byte[] encoded) throws InvalidKeySpecException {
        Sm2PrivateKey read = Sm2KeyEncoding.decodePrivate(encoded);
        assertArrayEquals(key.hex("d"), read.d(), hasPublic ? "with its public key" : "without its public key");
        assertArrayEquals(key.hex("pub"), read.publicKey().encoded());
    }

    @Test
    void rawAndCompressedPublicKeysAgainstBouncyCastle() throws Exception {
        for (int i = 0; i < 40; i++) {
            ECPoint p = SM2.getG().multiply(new BigInteger(255, rnd).add(BigInteger.ONE)).normalize();
            byte[] uncompressed = p.getEncoded(false);
            assertArrayEquals(uncompressed, Sm2KeyEncoding.decodePublic(p.getEncoded(true)).encoded());
            assertArrayEquals(uncompressed, Sm2KeyEncoding.decodePublic(uncompressed).encoded());
            assertArrayEquals(uncompressed, Sm2KeyEncoding.decodePublic(Arrays.copyOfRange(uncompressed, 1, 65)).encoded());
            byte[] wrongParity = p.getEncoded(true);
            wrongParity[0] ^= 1;
            assertArrayEquals(p.negate().normalize().getEncoded(false), Sm2KeyEncoding.decodePublic(wrongParity).encoded());
        }
    }

    @Test
    void refusesMalformedPublicKeys() {
        BigInteger p = SM2.getCurve().getField().getCharacteristic();
        BigInteger x = BigInteger.ONE;
        while (isSquare(x.pow(3).add(SM2.getCurve().getA().toBigInteger().multiply(x))
                .add(SM2.getCurve().getB().toBigInteger()).mod(p), p)) {
            x = x.add(BigInteger.ONE);
        }
        String[][] cases = {
            {"02" + Hex.encode(Unsigned.bytes32(x)), "no point of sm2p256v1 has this x"},
            {"03" + Hex.encode(Unsigned.bytes32(p)), "not below the field prime"},
            {"04" + Hex.encode(Unsigned.bytes32(p)) + "00".repeat(32), "not below the field prime"},
            {"06" + "11".repeat(64), "must be 65 bytes 04 || x || y or 33 bytes 02/03 || x, got 65 bytes"},
            {"05" + "11".repeat(32), "must be 65 bytes 04 || x || y or 33 bytes 02/03 || x, got 33 bytes"},
            {"11".repeat(66), "expected SEQUENCE"},
        };
        for (String[] c : cases) {
            InvalidKeySpecException e = assertThrows(InvalidKeySpecException.class,
                    () -> Sm2KeyEncoding.decodePublic(Hex.decode(c[0])), c[0]);
            assertTrue(e.getMessage().contains(c[1]), e.getMessage());
        }
        assertThrows(InvalidKeySpecException.class, () -> Sm2KeyEncoding.decodePublic(null));
        assertThrows(InvalidKeySpecException.class, () -> Sm2KeyEncoding.decodePrivate(null));
    }

    private static boolean isSquare(BigInteger v, BigInteger p) {
        return v.signum() == 0 || v.modPow(p.subtract(BigInteger.ONE).shiftRight(1), p).equals(BigInteger.ONE);
    }

    @Test
    void refusesOtherCurvesExplicitParametersAndEncryptedKeys(@TempDir Path dir) throws Exception {
        Path p256 = dir.resolve("p256.pem");
        Openssl.run(new byte[0], List.of("openssl", "genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256",
                "-out", p256.toString()));
        expectPrivateError(Files.readAllBytes(p256), Sm2KeyEncoding.PRIVATE_ALGORITHM);
        byte[] p256Public = Openssl.run(new byte[0], List.of("openssl", "pkey", "-in", p256.toString(), "-pubout"));
        InvalidKeySpecException e = assertThrows(InvalidKeySpecException.class, () -> Sm2KeyEncoding.decodePublic(p256Public));
        assertTrue(e.getMessage().contains("is not sm2p256v1"), e.getMessage());

        Path explicit = dir.resolve("explicit.pem");
        Openssl.run(new byte[0], List.of("openssl", "genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:sm2",
                "-pkeyopt", "ec_param_enc:explicit", "-out", explicit.toString()));
        expectPrivateError(Files.readAllBytes(explicit), Sm2KeyEncoding.PRIVATE_ALGORITHM);

        String sm2Key = OpensslSm2Files.class.getResource("/vectors/openssl-sm2/key-pkcs8.pem").getPath();
        byte[] encrypted = Openssl.run(new byte[0], List.of("openssl", "pkcs8", "-topk8", "-in", sm2Key,
                "-passout", "pass:secret", "-outform", "DER"));
        expectPrivateError(encrypted, Sm2KeyEncoding.PRIVATE_ENCRYPTED);
        // a DER public key handed over as a private key is called what it is, not "encrypted"
        expectPrivateError(OpensslSm2Files.read("pub.der"), Sm2KeyEncoding.PRIVATE_IS_PUBLIC);
        expectPrivateError(Pem.encode("ENCRYPTED PRIVATE KEY", encrypted).getBytes(StandardCharsets.US_ASCII),
                Sm2KeyEncoding.PRIVATE_BAD_PEM);
        byte[] rsaAlgorithm = new DERSequence(new ASN1Encodable[] {new ASN1Integer(0),
            new DERSequence(new ASN1Encodable[] {new ASN1ObjectIdentifier("1.2.840.113549.1.1.1"), DERNull.INSTANCE}),
            new DEROctetString(new byte[4])}).getEncoded(ASN1Encoding.DER);
        expectPrivateError(rsaAlgorithm, Sm2KeyEncoding.PRIVATE_ALGORITHM);
        byte[] sec1Version2 = OpensslSm2Files.read("key-pkey.der");
        sec1Version2[4] = 2;
        expectPrivateError(sec1Version2, Sm2KeyEncoding.PRIVATE_VERSION);
        byte[] pkcs8Version2 = OpensslSm2Files.read("key-pkcs8.der");
        pkcs8Version2[5] = 2;
        expectPrivateError(pkcs8Version2, Sm2KeyEncoding.PRIVATE_VERSION);
    }

    private static void expectPrivateError(byte[] encoded, String fixedText) {
        InvalidKeySpecException e = assertThrows(InvalidKeySpecException.class, () -> Sm2KeyEncoding.decodePrivate(encoded));
        assertEquals("malformed SM2 private key: " + fixedText, e.getMessage());
    }

    /**
     * Issue 12, fix 3: a raw private key of 31 or 33 bytes was parsed as DER and the message
     * printed its bytes ("found tag 0xab", "SEQUENCE length 57 runs past the end"). Every
     * private-key message is now one of the fixed texts, whatever the bytes: raw keys of nearby
     * lengths filled with each byte value, and random ones.
     */
    @Test
    void privateKeyMessagesNeverQuoteTheInput() {
        for (int length : new int[] {1, 2, 16, 31, 33, 34, 64, 65, 100}) {
            for (int fill = 0; fill < 256; fill++) {
                byte[] raw = new byte[length];
                Arrays.fill(raw, (byte) fill);
                raw[0] = (byte) (fill ^ 0x30);
                assertFixedPrivateMessage(raw);
                raw[0] = 0x30;
                assertFixedPrivateMessage(raw);
            }
            for (int i = 0; i < 200; i++) {
                byte[] raw = new byte[length];
                rnd.nextBytes(raw);
                assertFixedPrivateMessage(raw);
            }
        }
    }

    /** decodePrivate either succeeds or fails with one of the fixed texts (for this input's length). */
    static void assertFixedPrivateMessage(byte[] input) {
        try {
            Sm2KeyEncoding.decodePrivate(input).destroy();
        } catch (InvalidKeySpecException e) {
            Set<String> allowed = new HashSet<>();
            for (String fixed : List.of(Sm2KeyEncoding.PRIVATE_BAD_PEM, Sm2KeyEncoding.PRIVATE_IS_PUBLIC,
                    Sm2KeyEncoding.PRIVATE_ENCRYPTED, Sm2KeyEncoding.PRIVATE_VERSION, Sm2KeyEncoding.PRIVATE_ALGORITHM,
                    Sm2KeyEncoding.PRIVATE_LENGTH, Sm2KeyEncoding.PRIVATE_PUBLIC_PART,
                    Sm2KeyEncoding.PRIVATE_PUBLIC_MISMATCH)) {
                allowed.add("malformed SM2 private key: " + fixed);
            }
            allowed.add("invalid SM2 private key: " + Sm2KeyEncoding.PRIVATE_RANGE);
            allowed.add("invalid SM2 private key: " + Sm2KeyEncoding.PRIVATE_NOT_D_G);
            allowed.add("malformed SM2 private key: the " + input.length + "-byte input " + Sm2KeyEncoding.PRIVATE_NOT_A_KEY);
            assertTrue(allowed.contains(e.getMessage()), e.getMessage());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"key-pkcs8.der", "key-pkey.der", "key-ec-compressed.der", "key-ec.pem"})
    void damagedPrivateKeysOnlyRaiseInvalidKeySpec(String file) throws IOException {
        for (byte[] candidate : Malformed.variants(OpensslSm2Files.read(file), rnd)) {
            assertFixedPrivateMessage(candidate);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"pub.der", "pub-compressed.der", "pub.pem"})
    void damagedPublicKeysOnlyRaiseInvalidKeySpec(String file) throws IOException {
        for (byte[] candidate : Malformed.variants(OpensslSm2Files.read(file), rnd)) {
            try {
                Sm2KeyEncoding.decodePublic(candidate);
            } catch (InvalidKeySpecException expected) {
                assertTrue(expected.getMessage().startsWith("malformed SM2 public key"), expected.getMessage());
            }
        }
    }

    private static String text(String file) throws IOException {
        return new String(OpensslSm2Files.read(file), StandardCharsets.US_ASCII);
    }
}
