package org.iotcrypt.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.security.AlgorithmParameters;
import java.security.SecureRandom;
import java.security.spec.InvalidParameterSpecException;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.testing.RandomBytes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * getParameters of an SM4 cipher, the GCM/CCM/SM4 AlgorithmParameters and their DER encodings
 * (RFC 5084 GCMParameters/CCMParameters; an OCTET STRING for an IV), compared byte for byte with
 * Bouncy Castle's encodings.
 */
class AlgorithmParametersTest {

    private final Random rnd = new Random(600);

    @ParameterizedTest
    @EnumSource(value = Transformation.class, names = {"CBC_PKCS5", "CBC_NOPADDING", "CTR", "GCM", "CCM"})
    void generatedParametersRoundTrip(Transformation t) throws Exception {
        SecretKey key = Fixtures.sm4Key(rnd);
        byte[] msg = RandomBytes.of(rnd, 32);
        Cipher enc = t.iot();
        enc.init(Cipher.ENCRYPT_MODE, key);
        byte[] ct = enc.doFinal(msg);
        byte[] iv = enc.getIV();
        assertEquals(t.aead() ? 12 : 16, iv.length);
        AlgorithmParameters params = enc.getParameters();
        if (t.aead()) {
            GCMParameterSpec spec = params.getParameterSpec(GCMParameterSpec.class);
            assertEquals(128, spec.getTLen());
            assertArrayEquals(iv, spec.getIV());
        } else {
            assertArrayEquals(iv, params.getParameterSpec(IvParameterSpec.class).getIV());
        }
        AlgorithmParameters decoded = AlgorithmParameters.getInstance(params.getAlgorithm(), Fixtures.IOT);
        decoded.init(params.getEncoded());
        Cipher dec = t.iot();
        dec.init(Cipher.DECRYPT_MODE, key, decoded);
        assertArrayEquals(msg, dec.doFinal(ct));

        Cipher bc = t.bc();
        bc.init(Cipher.DECRYPT_MODE, key, params);
        assertArrayEquals(msg, bc.doFinal(ct), "Bouncy Castle decrypts with our parameters");
    }

    @ParameterizedTest
    @EnumSource(value = Transformation.class, names = {"CBC_PKCS5", "CTR", "GCM", "CCM"})
    void generatedIvComesFromTheGivenRandom(Transformation t) throws Exception {
        Cipher c = t.iot();
        c.init(Cipher.ENCRYPT_MODE, Fixtures.sm4Key(rnd), seeded());
        byte[] expected = new byte[t.aead() ? 12 : 16];
        seeded().nextBytes(expected);
        assertArrayEquals(expected, c.getIV());
    }

    @Test
    void ecbHasNoParameters() throws Exception {
        Cipher c = Transformation.ECB_PKCS5.iot();
        c.init(Cipher.ENCRYPT_MODE, Fixtures.sm4Key(rnd));
        assertNull(c.getIV());
        assertNull(c.getParameters());
    }

    @ParameterizedTest
    @ValueSource(strings = {"GCM", "CCM"})
    void encodingMatchesBouncyCastle(String mode) throws Exception {
        for (int i = 0; i < 40; i++) {
            GCMParameterSpec spec = (GCMParameterSpec) Transformation.valueOf(mode).spec(rnd);
            AlgorithmParameters ours = AlgorithmParameters.getInstance(mode, Fixtures.IOT);
            ours.init(spec);
            AlgorithmParameters theirs = AlgorithmParameters.getInstance(mode, Fixtures.BC);
            theirs.init(spec);
            assertEquals(Hex.encode(theirs.getEncoded()), Hex.encode(ours.getEncoded()), "tag " + spec.getTLen());
            assertArrayEquals(ours.getEncoded(), ours.getEncoded("ASN.1"));

            AlgorithmParameters back = AlgorithmParameters.getInstance(mode, Fixtures.IOT);
            back.init(theirs.getEncoded(), "ASN.1");
            GCMParameterSpec decoded = back.getParameterSpec(GCMParameterSpec.class);
            assertEquals(spec.getTLen(), decoded.getTLen());
            assertArrayEquals(spec.getIV(), decoded.getIV());
        }
    }

    @Test
    void ivEncodingMatchesBouncyCastle() throws Exception {
        IvParameterSpec spec = new IvParameterSpec(RandomBytes.of(rnd, 16));
        AlgorithmParameters ours = AlgorithmParameters.getInstance("SM4", Fixtures.IOT);
        ours.init(spec);
        AlgorithmParameters theirs = AlgorithmParameters.getInstance("SM4", Fixtures.BC);
        theirs.init(spec);
        assertArrayEquals(theirs.getEncoded(), ours.getEncoded());
        AlgorithmParameters back = AlgorithmParameters.getInstance("SM4", Fixtures.IOT);
        back.init(theirs.getEncoded());
        assertArrayEquals(spec.getIV(), back.getParameterSpec(IvParameterSpec.class).getIV());
        assertThrows(InvalidParameterSpecException.class, () -> back.getParameterSpec(GCMParameterSpec.class));
    }

    @Test
    void defaultTagLengthIsOmittedAndAcceptedWhenWritten() throws Exception {
        AlgorithmParameters p = AlgorithmParameters.getInstance("GCM", Fixtures.IOT);
        p.init(new GCMParameterSpec(96, Hex.decode("000102")));
        assertEquals("3005" + "0403000102", Hex.encode(p.getEncoded()));
        AlgorithmParameters q = AlgorithmParameters.getInstance("CCM", Fixtures.IOT);
        q.init(Hex.decode("300d" + "04080001020304050607" + "02010c"));
        assertEquals(96, q.getParameterSpec(GCMParameterSpec.class).getTLen());
    }

    private static SecureRandom seeded() throws Exception {
        SecureRandom r = SecureRandom.getInstance("SHA1PRNG");
        r.setSeed(7);
        return r;
    }

    @Test
    void malformedEncodingsAreRefused() throws Exception {
        String[] malformed = {
            "",                                   // nothing
            "300304010000",                       // a byte after the SEQUENCE
            "3007040100020110",                   // SEQUENCE length beyond the input
            "3105040300010203",                   // SET instead of SEQUENCE
            "3081050403000102",                   // long-form length below 128
            "3007040d000102030405060708090a0b0c", // OCTET STRING beyond its SEQUENCE
            "300704010002020010",                 // non-minimal INTEGER
            "30060401000201ff",                   // negative tag length
            "3006040100020111",                   // 17-byte tag
            "300604010002010b",                   // 11-byte tag
        };
        for (String hex : malformed) {
            AlgorithmParameters p = AlgorithmParameters.getInstance("GCM", Fixtures.IOT);
            assertThrows(IOException.class, () -> p.init(Hex.decode(hex)), hex);
        }
        AlgorithmParameters ccm = AlgorithmParameters.getInstance("CCM", Fixtures.IOT);
        assertThrows(IOException.class, () -> ccm.init(Hex.decode("30080406000102030405")), "6-byte CCM nonce");
        AlgorithmParameters gcm = AlgorithmParameters.getInstance("GCM", Fixtures.IOT);
        assertThrows(IOException.class, () -> gcm.init(Hex.decode("30050403000102"), "PEM"));
        assertThrows(InvalidParameterSpecException.class,
                () -> gcm.init(new GCMParameterSpec(64, new byte[12])), "64-bit GCM tag");
    }
}
