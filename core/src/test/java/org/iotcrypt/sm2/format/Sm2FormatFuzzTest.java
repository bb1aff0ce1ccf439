package org.iotcrypt.sm2.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.security.InvalidKeyException;
import java.security.SignatureException;
import java.security.spec.InvalidKeySpecException;
import java.util.stream.Stream;
import javax.crypto.BadPaddingException;
import org.iotcrypt.internal.multiply.CurveGroup;
import org.iotcrypt.sm2.Sm2Ciphertext;
import org.iotcrypt.sm2.Sm2PrivateKey;
import org.iotcrypt.sm2.Sm2PublicKey;
import org.iotcrypt.testing.FuzzSeeds;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Fuzz targets for SM2's encodings (issue 12, point 11): private keys (PKCS#8, SEC 1, raw, PEM),
 * public keys (SPKI, compressed, raw, PEM), DER signatures and ciphertexts in all three formats.
 * Properties: only the documented exception, with private-key messages from the fixed set (fix 3);
 * what decodes encodes again to its canonical form and decodes to the same value; a key that
 * decodes is either a valid key or refused by the protocol layer with InvalidKeyException.
 */
class Sm2FormatFuzzTest {

    private static final CurveGroup G = CurveGroup.sm2p256v1();
    private static final String OPENSSL = "/vectors/openssl-sm2/";

    static Stream<Arguments> privateKeys() {
        return FuzzSeeds.resources(OPENSSL + "key-pkcs8.der", OPENSSL + "key-pkey.der", OPENSSL + "key-ec-compressed.der",
                OPENSSL + "key-ec.pem", OPENSSL + "key-pkcs8.pem", OPENSSL + "key-leading-zero-pkcs8.pem",
                OPENSSL + "key-leading-zero-nopub-pkcs8.pem");
    }

    static Stream<Arguments> publicKeys() {
        return FuzzSeeds.resources(OPENSSL + "pub.der", OPENSSL + "pub-compressed.der", OPENSSL + "pub.pem");
    }

    static Stream<Arguments> derSignatures() {
        return FuzzSeeds.resources(OPENSSL + "sig.der");
    }

    static Stream<Arguments> ciphertexts() {
        return FuzzSeeds.resources(OPENSSL + "ct.der");
    }

    @MethodSource
    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void privateKeys(byte[] input) throws Exception {
        Sm2KeyEncodingTest.assertFixedPrivateMessage(input);
        Sm2KeyEncoding.PrivateKeyData data;
        try {
            data = Sm2KeyEncoding.decodePrivate(input);
        } catch (InvalidKeySpecException refused) {
            return;
        }
        byte[] d = data.d();
        byte[] point = data.publicPoint();
        Sm2KeyEncoding.PrivateKeyData again = Sm2KeyEncoding.decodePrivate(Sm2KeyEncoding.encodePkcs8(d,
                point != null ? point : null));
        assertArrayEquals(d, again.d(), "PKCS#8 written from the key reads back to the same d");
        assertArrayEquals(point, again.publicPoint());
        try {
            Sm2PrivateKey key = Sm2PrivateKey.of(G, d);
            key.destroy();
        } catch (InvalidKeyException outOfRange) {
            // d = 0 or d >= n - 1: the protocol layer's refusal, documented
        }
    }

    @MethodSource
    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void publicKeys(byte[] input) throws Exception {
        byte[] point;
        try {
            point = Sm2KeyEncoding.decodePublic(input);
        } catch (InvalidKeySpecException refused) {
            return;
        }
        assertEquals(65, point.length);
        assertArrayEquals(point, Sm2KeyEncoding.decodePublic(Sm2KeyEncoding.encodeSpki(point)),
                "SPKI written from the point reads back to it");
        try {
            Sm2PublicKey key = Sm2PublicKey.of(G, point);
            assertArrayEquals(point, key.encoded());
        } catch (InvalidKeyException offTheCurve) {
            // an uncompressed point not on the curve: the protocol layer's refusal, documented
        }
    }

    @MethodSource
    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void derSignatures(byte[] input) {
        byte[] rs;
        try {
            rs = Sm2SignatureEncoding.fromDer(input);
        } catch (SignatureException refused) {
            return;
        }
        assertArrayEquals(input, Sm2SignatureEncoding.toDer(rs), "an accepted DER signature is canonical");
    }

    @MethodSource
    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void ciphertexts(byte[] input) {
        for (CiphertextFormat format : CiphertextFormat.values()) {
            Sm2Ciphertext c;
            try {
                c = Sm2CiphertextEncoding.decode(input, format);
            } catch (BadPaddingException refused) {
                continue;
            }
            assertArrayEquals(input, Sm2CiphertextEncoding.encode(c, format), "an accepted " + format + " is canonical");
        }
    }
}
