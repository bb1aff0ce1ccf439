package org.iotcrypt.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.InvalidAlgorithmParameterException;
import java.util.Arrays;
import java.util.Random;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.testing.RandomBytes;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.api.Test;

/** GCM: published vectors, Bouncy Castle differential, streaming, tampering and errors. */
class GcmTest {

    @Test
    void gcmSpecAesVectors() throws Exception {
        int count = 0;
        for (VectorFile.Vector v : VectorFile.load("gcm-spec-aes-gcm.txt")) {
            Peers.assertSealsAndOpens(new Gcm(TestCiphers.jdkAes(v.hex("key")), 16), v, "iv");
            count++;
        }
        assertEquals(10, count);
    }

    @Test
    void rfc8998AppendixA1() throws Exception {
        VectorFile.Vector v = VectorFile.load("rfc8998-sm4-gcm.txt").get(0);
        byte[] sealed = Peers.concat(v.hex("ct"), v.hex("tag"));
        assertArrayEquals(sealed, Peers.bcGcm(true, v.hex("key"), v.hex("iv"), 16, v.hex("aad"), v.hex("pt")),
                "Bouncy Castle disagrees with the RFC");
        for (BlockCipher c : new BlockCipher[] {TestCiphers.sm4(v.hex("key")), TestCiphers.bcSm4(v.hex("key"), 1)}) {
            Peers.assertSealsAndOpens(new Gcm(c, 16), v, "iv");
        }
    }

    @Test
    void matchesBouncyCastleOnRandomInputs() throws Exception {
        Random rnd = new Random(4);
        int[] ivLengths = {12, 12, 1, 8, 16, 13, 60};
        for (int round = 0; round < 400; round++) {
            byte[] key = RandomBytes.of(rnd, 16);
            byte[] iv = RandomBytes.of(rnd, ivLengths[round % ivLengths.length]);
            int tagLength = 12 + rnd.nextInt(5);
            byte[] aad = RandomBytes.of(rnd, rnd.nextInt(301));
            byte[] pt = RandomBytes.of(rnd, rnd.nextInt(301));
            BlockCipher c = round % 3 == 0 ? TestCiphers.bcSm4(key, 1 + round % 5) : TestCiphers.sm4(key);

            byte[] expected = Peers.bcGcm(true, key, iv, tagLength, aad, pt);
            assertArrayEquals(expected, new Gcm(c, tagLength).seal(iv, aad, pt));
            assertArrayEquals(expected, Ops.pieces(Gcm.encryptor(c, GcmParameters.of(iv, tagLength)), aad, pt, rnd));
            assertArrayEquals(pt, Ops.pieces(Gcm.decryptor(c, GcmParameters.of(iv, tagLength)), aad, expected, rnd));
            assertArrayEquals(pt, new Gcm(c, tagLength).open(iv, aad, expected));
            Peers.assertRangesAndInPlace(new Gcm(c, tagLength), iv, aad, pt, expected, "round " + round);
        }
    }

    /** The offset and in-place forms over the bulk engine's lengths (whole batches and a tail), against Bouncy Castle. */
    @Test
    void offsetsAndInPlaceOnLongMessagesMatchBouncyCastle() throws Exception {
        Random rnd = new Random(41);
        for (int len : new int[] {4096 + 5, 65536, 65536 + 16 + 3}) {
            byte[] key = RandomBytes.of(rnd, 16);
            byte[] iv = RandomBytes.of(rnd, 12);
            byte[] aad = RandomBytes.of(rnd, 20);
            byte[] pt = RandomBytes.of(rnd, len);
            byte[] expected = Peers.bcGcm(true, key, iv, 16, aad, pt);
            Peers.assertRangesAndInPlace(new Gcm(TestCiphers.sm4(key), 16), iv, aad, pt, expected, len + " bytes");
        }
    }

    @Test
    void longMessageAcrossManyBatches() throws Exception {
        Random rnd = new Random(5);
        byte[] key = RandomBytes.of(rnd, 16);
        byte[] iv = RandomBytes.of(rnd, 12);
        byte[] pt = RandomBytes.of(rnd, 16 * 1024 + 7);
        byte[] expected = Peers.bcGcm(true, key, iv, 16, new byte[0], pt);
        assertArrayEquals(expected, new Gcm(TestCiphers.sm4(key), 16).seal(iv, new byte[0], pt));
    }

    /**
     * Long messages in pieces, with IVs of other lengths than 12 (so J0, from GHASH, starts the
     * 32-bit counter anywhere): whole batches go through the counter stream, E_K(J0) alone.
     */
    @Test
    void longMessagesInPiecesWithAnyStartingCounter() throws Exception {
        Random rnd = new Random(8);
        for (int round = 0; round < 6; round++) {
            byte[] key = RandomBytes.of(rnd, 16);
            byte[] iv = RandomBytes.of(rnd, round < 2 ? 12 : 8 + 4 * round);
            byte[] aad = RandomBytes.of(rnd, rnd.nextInt(40));
            byte[] pt = RandomBytes.of(rnd, 2048 * (1 + round) + rnd.nextInt(2048));
            byte[] expected = Peers.bcGcm(true, key, iv, 16, aad, pt);
            BlockCipher c = TestCiphers.sm4(key);
            assertArrayEquals(expected, Ops.pieces(Gcm.encryptor(c, GcmParameters.of(iv, 16)), aad, pt, rnd), "round " + round);
            assertArrayEquals(pt, Ops.pieces(Gcm.decryptor(c, GcmParameters.of(iv, 16)), aad, expected, rnd), "round " + round);
            assertArrayEquals(expected, new Gcm(c, 16).seal(iv, aad, pt), "round " + round);
        }
    }

    /** Flipping any of several bits of ciphertext, tag, AAD or IV is caught and nothing is written. */
    @Test
    void tamperingIsRejectedAndNothingReleased() throws Exception {
        Random rnd = new Random(6);
        BlockCipher c = TestCiphers.sm4(RandomBytes.of(rnd, 16));
        byte[] iv = RandomBytes.of(rnd, 12);
        byte[] aad = RandomBytes.of(rnd, 20);
        byte[] pt = RandomBytes.of(rnd, 64);
        Gcm aead = new Gcm(c, 16);
        Tamper.assertForgeriesRejected(aead, n -> Gcm.decryptor(c, GcmParameters.of(n, 16)), iv, aad, aead.seal(iv, aad, pt));
    }

    @Test
    void inPlaceDecryption() throws Exception {
        Random rnd = new Random(7);
        BlockCipher c = TestCiphers.bcSm4(RandomBytes.of(rnd, 16), 16);
        byte[] iv = RandomBytes.of(rnd, 12);
        byte[] pt = RandomBytes.of(rnd, 100);
        byte[] buf = new Gcm(c, 16).seal(iv, new byte[0], pt);
        int n = Gcm.decryptor(c, GcmParameters.of(iv, 16)).doFinal(buf, 0, buf.length, buf, 0);
        assertEquals(100, n);
        assertArrayEquals(pt, Arrays.copyOf(buf, 100));
    }

    @Test
    void errorsSayWhatIsWrong() throws Exception {
        BlockCipher c = TestCiphers.bcSm4(new byte[16], 1);
        InvalidAlgorithmParameterException e = assertThrows(InvalidAlgorithmParameterException.class,
                () -> new Gcm(c, 11));
        assertTrue(e.getMessage().contains("12..16"), e.getMessage());
        assertThrows(InvalidAlgorithmParameterException.class, () -> new Gcm(c, 17));
        e = assertThrows(InvalidAlgorithmParameterException.class, () -> Gcm.encryptor(c, GcmParameters.of(new byte[0], 16)));
        assertTrue(e.getMessage().contains("at least 1 byte"), e.getMessage());
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> new Gcm(c, 16).seal(new byte[0], new byte[0], new byte[0]));
        assertThrows(InvalidAlgorithmParameterException.class, () -> new Gcm(TestCiphers.bcDes(new byte[8], 1), 16));
        CipherOperation op = Gcm.encryptor(c, GcmParameters.of(new byte[12], 16));
        op.update(new byte[3], 0, 3, new byte[3], 0);
        assertThrows(IllegalStateException.class, () -> op.updateAad(new byte[1], 0, 1));
    }
}
