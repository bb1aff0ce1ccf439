package org.iotcrypt.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.security.InvalidAlgorithmParameterException;
import javax.crypto.IllegalBlockSizeException;
import org.iotcrypt.cipher.Aead;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Contract details of the low-level AEAD API that the known-answer tests do not reach: null
 * AAD, range checks of the streaming CCM encryptor, the parameter objects' limits, the CCM
 * payload limit, and a too-short output buffer that leaves a GCM or CCM operation usable. Expected values are RFC 8998 Appendix A.1/A.2.
 */
class AeadContractTest {

    private final VectorFile.Vector gcmVector = VectorFile.load("rfc8998-sm4-gcm.txt").get(0);
    private final VectorFile.Vector ccmVector = VectorFile.load("rfc8998-sm4-ccm.txt").get(0);

    @Test
    void nullAadMeansNone() throws Exception {
        VectorFile.Vector v = gcmVector;
        Aead gcm = new Gcm(TestCiphers.sm4(v.hex("key")), 16);
        Aead ccm = new Ccm(TestCiphers.sm4(v.hex("key")), 16);
        byte[] nonce = v.hex("iv");
        byte[] pt = v.hex("pt");
        assertArrayEquals(gcm.seal(nonce, new byte[0], pt), gcm.seal(nonce, null, pt));
        assertArrayEquals(ccm.seal(nonce, new byte[0], pt), ccm.seal(nonce, null, pt));
        assertArrayEquals(pt, gcm.open(nonce, null, gcm.seal(nonce, null, pt)));
        assertArrayEquals(pt, ccm.open(nonce, null, ccm.seal(nonce, null, pt)));
    }

    /**
     * The interface's default offset forms, for an AEAD that implements only the array forms (a
     * caller's own): the same bytes as GCM's and CCM's own, against RFC 8998's vectors.
     */
    @Test
    void theDefaultOffsetFormsAgreeWithTheVectors() throws Exception {
        for (VectorFile.Vector v : new VectorFile.Vector[] {gcmVector, ccmVector}) {
            Aead own = v == gcmVector ? new Gcm(TestCiphers.sm4(v.hex("key")), 16) : new Ccm(TestCiphers.sm4(v.hex("key")), 16);
            Aead arraysOnly = new Aead() {
                @Override
                public int tagLength() {
                    return own.tagLength();
                }

                @Override
                public byte[] seal(byte[] nonce, byte[] aad, byte[] plaintext) throws java.security.GeneralSecurityException {
                    return own.seal(nonce, aad, plaintext);
                }

                @Override
                public byte[] open(byte[] nonce, byte[] aad, byte[] sealed) throws java.security.GeneralSecurityException {
                    return own.open(nonce, aad, sealed);
                }
            };
            byte[] nonce = v == gcmVector ? v.hex("iv") : v.hex("nonce");
            Peers.assertRangesAndInPlace(arraysOnly, nonce, v.hex("aad"), v.hex("pt"),
                    Peers.concat(v.hex("ct"), v.hex("tag")), "default forms, " + v);
        }
    }

    /** GCM and CCM, encrypting and decrypting: a too-short output array changes nothing, and a retry works. */
    @ParameterizedTest
    @CsvSource({"GCM, true", "GCM, false", "CCM, true", "CCM, false"})
    void anAeadOperationIntoAShortBufferCanBeRetried(String mode, boolean encrypt) throws Exception {
        VectorFile.Vector v = mode.equals("GCM") ? gcmVector : ccmVector;
        byte[] nonce = mode.equals("GCM") ? v.hex("iv") : v.hex("nonce");
        byte[] sealed = Peers.concat(v.hex("ct"), v.hex("tag"));
        byte[] input = encrypt ? v.hex("pt") : sealed;
        byte[] expected = encrypt ? sealed : v.hex("pt");
        BlockCipher sm4 = TestCiphers.sm4(v.hex("key"));
        CipherOperation op = mode.equals("GCM")
                ? (encrypt ? Gcm.encryptor(sm4, GcmParameters.of(nonce, 16)) : Gcm.decryptor(sm4, GcmParameters.of(nonce, 16)))
                : (encrypt ? Ccm.encryptor(sm4, CcmParameters.of(nonce, 16)) : Ccm.decryptor(sm4, CcmParameters.of(nonce, 16)));
        op.updateAad(v.hex("aad"), 0, v.hex("aad").length);
        byte[] small = new byte[expected.length - 1];
        assertThrows(IllegalArgumentException.class, () -> op.doFinal(input, 0, input.length, small, 0));
        assertArrayEquals(new byte[small.length], small, "nothing written");
        byte[] out = new byte[expected.length];
        assertEquals(out.length, op.doFinal(input, 0, input.length, out, 0));
        assertArrayEquals(expected, out);
    }

    /** SP 800-38C section A.1 / RFC 3610: the 13-byte nonce leaves a 2-byte length, so 65535 bytes at most. */
    @Test
    void aCcmPayloadTooLongForItsNonceIsTheSameErrorBothWays() throws Exception {
        Aead ccm = new Ccm(TestCiphers.sm4(ccmVector.hex("key")), 16);
        byte[] nonce13 = new byte[13];
        assertEquals(65535, CcmParameters.of(nonce13, 16).maxPayload());
        byte[] tooLong = new byte[65536];
        IllegalBlockSizeException sealing = assertThrows(IllegalBlockSizeException.class,
                () -> ccm.seal(nonce13, null, tooLong));
        IllegalBlockSizeException opening = assertThrows(IllegalBlockSizeException.class,
                () -> ccm.open(nonce13, null, new byte[65536 + 16]));
        assertEquals("CCM with a 13-byte nonce carries at most 65535 bytes of payload, got 65536", sealing.getMessage());
        assertEquals(sealing.getMessage(), opening.getMessage());
        assertThrows(IllegalBlockSizeException.class, () -> Ccm.streamingEncryptor(TestCiphers.sm4(ccmVector.hex("key")),
                CcmParameters.of(nonce13, 16), 0, 65536));
    }

    /** The limits of SP 800-38D (tags of 96..128 bits) and SP 800-38C (nonces 7..13 bytes, even tags 4..16). */
    @Test
    void parameterObjectsHoldTheStandardsLimits() throws Exception {
        for (int n = 0; n <= 16; n++) {
            byte[] candidate = new byte[n];
            assertEquals(n >= 7 && n <= 13, accepted(() -> CcmParameters.of(candidate, 16)), "CCM nonce " + n);
            assertEquals(n >= 1, accepted(() -> GcmParameters.of(candidate, 16)), "GCM IV " + n);
        }
        for (int t = 0; t <= 18; t++) {
            int tag = t;
            assertEquals(t >= 4 && t <= 16 && t % 2 == 0, accepted(() -> CcmParameters.of(new byte[12], tag)), "CCM tag " + t);
            assertEquals(t >= 12 && t <= 16, accepted(() -> GcmParameters.of(new byte[12], tag)), "GCM tag " + t);
            assertEquals(accepted(() -> GcmParameters.of(new byte[12], tag)),
                    accepted(() -> GcmParameters.ofTagBits(new byte[12], 8 * tag)), "bits and bytes agree");
        }
        assertFalse(accepted(() -> GcmParameters.ofTagBits(new byte[12], 100)), "a tag of 100 bits is no whole byte");
        byte[] nonce = new byte[12];
        GcmParameters p = GcmParameters.of(nonce, 16);
        nonce[0] = 1;
        assertEquals(0, p.nonce()[0], "the parameters keep their own copy");
        assertThrows(InvalidAlgorithmParameterException.class, () -> CcmParameters.of(null, 16));
    }

    private interface Maker {
        AeadParameters make() throws InvalidAlgorithmParameterException;
    }

    private static boolean accepted(Maker maker) {
        try {
            maker.make();
            return true;
        } catch (InvalidAlgorithmParameterException e) {
            return false;
        }
    }

    @Test
    void streamingCcmChecksItsRanges() throws Exception {
        VectorFile.Vector v = ccmVector;
        byte[] aad = v.hex("aad");
        byte[] pt = v.hex("pt");
        CcmStreamEncryptor enc = Ccm.streamingEncryptor(TestCiphers.sm4(v.hex("key")), CcmParameters.of(v.hex("nonce"), 16), aad.length, pt.length);
        assertThrows(IndexOutOfBoundsException.class, () -> enc.updateAad(aad, 0, -1));
        assertThrows(IndexOutOfBoundsException.class, () -> enc.updateAad(aad, 1, aad.length));
        enc.updateAad(aad, 0, aad.length);
        byte[] out = new byte[pt.length + 16];
        assertThrows(IndexOutOfBoundsException.class, () -> enc.update(pt, 0, -5, out, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> enc.update(pt, 0, pt.length, out, out.length - 3));
        int n = enc.update(pt, 0, pt.length, out, 0);
        n += enc.doFinal(out, n);
        assertArrayEquals(Peers.concat(v.hex("ct"), v.hex("tag")), out);
        assertEquals(out.length, n);
    }
}
