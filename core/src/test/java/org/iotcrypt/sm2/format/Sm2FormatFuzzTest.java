package org.iotcrypt.sm2.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.security.InvalidKeyException;
import java.security.SignatureException;
import java.security.spec.InvalidKeySpecException;
import java.util.stream.Stream;
import javax.crypto.BadPaddingException;
import org.iotcrypt.sm2.Sm2Ciphertext;
import org.iotcrypt.sm2.Sm2Curve;
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

    private static final Sm2Curve G = Sm2Curve.sm2p256v1();
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
        Sm2PrivateKey key;
        try {
            key = Sm2KeyEncoding.decodePrivate(input);
        } catch (InvalidKeySpecException refused) {
            return;
        }
        Sm2PrivateKey again = Sm2KeyEncoding.decodePrivate(Sm2KeyEncoding.encodePkcs8(key));
        assertArrayEquals(key.d(), again.d(), "PKCS#8 written from the key reads back to the same d");
        assertEquals(key.publicKey(), again.publicKey());
        key.destroy();
        again.destroy();
    }

    @MethodSource
    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void publicKeys(byte[] input) throws Exception {
        Sm2PublicKey key;
        try {
            key = Sm2KeyEncoding.decodePublic(input);
        } catch (InvalidKeySpecException refused) {
            return;
        }
        assertEquals(65, key.encoded().length);
        assertEquals(key, Sm2KeyEncoding.decodePublic(Sm2KeyEncoding.encodeSpki(key)),
                "SPKI written from the key reads back to it");
        assertEquals(key, Sm2PublicKey.of(G, key.encoded()), "the point is on the curve");
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
