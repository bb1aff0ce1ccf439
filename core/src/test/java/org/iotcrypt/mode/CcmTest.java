package org.iotcrypt.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.InvalidAlgorithmParameterException;
import java.util.Random;
import javax.crypto.IllegalBlockSizeException;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.testing.RandomBytes;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.api.Test;

/** CCM: published vectors, Bouncy Castle differential, streaming, tampering, limits and errors. */
class CcmTest {

    @Test
    void rfc3610AesPacketVectors() throws Exception {
        int count = 0;
        for (VectorFile.Vector v : VectorFile.load("rfc3610-aes-ccm.txt")) {
            Peers.assertSealsAndOpens(new Ccm(TestCiphers.jdkAes(v.hex("key")), v.hex("tag").length), v, "nonce");
            count++;
        }
        assertEquals(24, count);
    }

    @Test
    void rfc8998AppendixA2() throws Exception {
        VectorFile.Vector v = VectorFile.load("rfc8998-sm4-ccm.txt").get(0);
        byte[] sealed = Peers.concat(v.hex("ct"), v.hex("tag"));
        assertArrayEquals(sealed, Peers.bcCcm(true, v.hex("key"), v.hex("nonce"), 16, v.hex("aad"), v.hex("pt")),
                "Bouncy Castle disagrees with the RFC");
        for (int parallel : new int[] {0, 1, 2, 16}) {
            BlockCipher c = parallel == 0 ? TestCiphers.sm4(v.hex("key")) : TestCiphers.bcSm4(v.hex("key"), parallel);
            Peers.assertSealsAndOpens(new Ccm(c, 16), v, "nonce");
            assertArrayEquals(sealed, stream(c, v.hex("nonce"), 16, v.hex("aad"), v.hex("pt"), new Random(parallel)));
        }
    }

    @Test
    void matchesBouncyCastleOnRandomInputs() throws Exception {
        Random rnd = new Random(8);
        int[] parallel = {1, 16, 3};
        for (int round = 0; round < 400; round++) {
            byte[] key = RandomBytes.of(rnd, 16);
            byte[] nonce = RandomBytes.of(rnd, 7 + rnd.nextInt(7));
            int tagLength = 4 + 2 * rnd.nextInt(7);
            byte[] aad = RandomBytes.of(rnd, rnd.nextInt(301));
            byte[] pt = RandomBytes.of(rnd, rnd.nextInt(301));
            BlockCipher c = round % 2 == 0 ? TestCiphers.sm4(key) : TestCiphers.bcSm4(key, parallel[round % 3]);

            byte[] expected = Peers.bcCcm(true, key, nonce, tagLength, aad, pt);
            assertArrayEquals(expected, new Ccm(c, tagLength).seal(nonce, aad, pt));
            assertArrayEquals(expected, Ops.pieces(Ccm.encryptor(c, CcmParameters.of(nonce, tagLength)), aad, pt, rnd));
            assertArrayEquals(expected, stream(c, nonce, tagLength, aad, pt, rnd));
            assertArrayEquals(pt, Ops.pieces(Ccm.decryptor(c, CcmParameters.of(nonce, tagLength)), aad, expected, rnd));
            assertArrayEquals(pt, new Ccm(c, tagLength).open(nonce, aad, expected));
            Peers.assertRangesAndInPlace(new Ccm(c, tagLength), nonce, aad, pt, expected, "round " + round);
        }
    }

    /** The offset and in-place forms over the bulk engine's lengths (whole batches and a tail), against Bouncy Castle. */
    @Test
    void offsetsAndInPlaceOnLongMessagesMatchBouncyCastle() throws Exception {
        Random rnd = new Random(43);
        for (int len : new int[] {4096 + 5, 65536, 65536 + 16 + 3}) {
            byte[] key = RandomBytes.of(rnd, 16);
            byte[] nonce = RandomBytes.of(rnd, 12);
            byte[] aad = RandomBytes.of(rnd, 20);
            byte[] pt = RandomBytes.of(rnd, len);
            byte[] expected = Peers.bcCcm(true, key, nonce, 16, aad, pt);
            Peers.assertRangesAndInPlace(new Ccm(TestCiphers.sm4(key), 16), nonce, aad, pt, expected, len + " bytes");
        }
    }

    /** SP 800-38C A.2.2: 2 bytes for 0 < a < 2^16 - 2^8, 0xfffe || 32 bits below 2^32, 0xffff || 64 bits above. */
    @Test
    void aadLengthPrefixFollowsSp80038c() {
        assertEquals("0001", Hex.encode(Ccm.aadLengthEncoding(1)));
        assertEquals("feff", Hex.encode(Ccm.aadLengthEncoding(0xfeff)));
        assertEquals("fffe0000ff00", Hex.encode(Ccm.aadLengthEncoding(0xff00)));
        assertEquals("fffeffffffff", Hex.encode(Ccm.aadLengthEncoding(0xffffffffL)));
        assertEquals("ffff0000000100000000", Hex.encode(Ccm.aadLengthEncoding(1L << 32)));
        assertThrows(IllegalArgumentException.class, () -> Ccm.aadLengthEncoding(0));
    }

    /** AAD of 2^16 - 2^8 bytes and more takes the six-byte length encoding (0xfffe || 32 bits). */
    @Test
    void longAadAndLongPayload() throws Exception {
        Random rnd = new Random(9);
        byte[] key = RandomBytes.of(rnd, 16);
        byte[] nonce = RandomBytes.of(rnd, 12);
        for (int aadLen : new int[] {0xfeff, 0xff00, 0xff01, 70000}) {
            byte[] aad = RandomBytes.of(rnd, aadLen);
            byte[] pt = RandomBytes.of(rnd, 33);
            byte[] expected = Peers.bcCcm(true, key, nonce, 16, aad, pt);
            assertArrayEquals(expected, new Ccm(TestCiphers.sm4(key), 16).seal(nonce, aad, pt));
        }
        byte[] pt = RandomBytes.of(rnd, 16 * 1024 + 9);
        byte[] expected = Peers.bcCcm(true, key, nonce, 16, new byte[5], pt);
        Ccm ccm = new Ccm(TestCiphers.sm4(key), 16);
        assertArrayEquals(expected, ccm.seal(nonce, new byte[5], pt));
        assertArrayEquals(pt, ccm.open(nonce, new byte[5], expected));
    }

    /** The payload limit is 2^(8L) - 1 bytes for L = 15 - nonce length: 65535 bytes for a 13-byte nonce. */
    @Test
    void payloadLimitOfTheNonceLength() throws Exception {
        BlockCipher c = TestCiphers.bcSm4(new byte[16], 16);
        Ccm ccm = new Ccm(c, 8);
        byte[] nonce13 = new byte[13];
        assertEquals(65535 + 8, ccm.seal(nonce13, new byte[0], new byte[65535]).length);
        IllegalBlockSizeException e = assertThrows(IllegalBlockSizeException.class,
                () -> ccm.seal(nonce13, new byte[0], new byte[65536]));
        assertTrue(e.getMessage().contains("at most 65535 bytes"), e.getMessage());
        assertThrows(IllegalBlockSizeException.class,
                () -> Ccm.streamingEncryptor(c, CcmParameters.of(new byte[12], 16), 0, 1L << 24));
        Ccm.streamingEncryptor(c, CcmParameters.of(new byte[12], 16), 0, (1L << 24) - 1);
    }

    /** Flipping any of several bits of ciphertext, tag, AAD or nonce is caught and nothing is written. */
    @Test
    void tamperingIsRejectedAndNothingReleased() throws Exception {
        Random rnd = new Random(10);
        BlockCipher c = TestCiphers.sm4(RandomBytes.of(rnd, 16));
        byte[] nonce = RandomBytes.of(rnd, 12);
        byte[] aad = RandomBytes.of(rnd, 20);
        byte[] pt = RandomBytes.of(rnd, 64);
        Ccm aead = new Ccm(c, 16);
        Tamper.assertForgeriesRejected(aead, n -> Ccm.decryptor(c, CcmParameters.of(n, 16)), nonce, aad, aead.seal(nonce, aad, pt));
    }

    @Test
    void streamingEncryptorHoldsTheCallerToTheDeclaredLengths() throws Exception {
        BlockCipher c = TestCiphers.bcSm4(new byte[16], 16);
        byte[] nonce = new byte[12];
        CcmStreamEncryptor tooMuchAad = Ccm.streamingEncryptor(c, CcmParameters.of(nonce, 16), 4, 10);
        assertThrows(IllegalStateException.class, () -> tooMuchAad.updateAad(new byte[5], 0, 5));
        CcmStreamEncryptor shortAad = Ccm.streamingEncryptor(c, CcmParameters.of(nonce, 16), 4, 10);
        shortAad.updateAad(new byte[3], 0, 3);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> shortAad.update(new byte[2], 0, 2, new byte[2], 0));
        assertTrue(e.getMessage().contains("declared 4 bytes of AAD"), e.getMessage());
        CcmStreamEncryptor tooMuch = Ccm.streamingEncryptor(c, CcmParameters.of(nonce, 16), 0, 10);
        tooMuch.update(new byte[8], 0, 8, new byte[8], 0);
        assertThrows(IllegalStateException.class, () -> tooMuch.update(new byte[3], 0, 3, new byte[3], 0));
        CcmStreamEncryptor tooLittle = Ccm.streamingEncryptor(c, CcmParameters.of(nonce, 16), 0, 10);
        tooLittle.update(new byte[8], 0, 8, new byte[8], 0);
        e = assertThrows(IllegalStateException.class, () -> tooLittle.doFinal(new byte[16], 0));
        assertTrue(e.getMessage().contains("declared 10 bytes of payload, got 8"), e.getMessage());
    }

    @Test
    void errorsSayWhatIsWrong() throws Exception {
        BlockCipher c = TestCiphers.bcSm4(new byte[16], 1);
        InvalidAlgorithmParameterException e = assertThrows(InvalidAlgorithmParameterException.class,
                () -> Ccm.encryptor(c, CcmParameters.of(new byte[6], 16)));
        assertEquals("CCM nonce must be 7..13 bytes, got 6", e.getMessage());
        assertThrows(InvalidAlgorithmParameterException.class, () -> Ccm.decryptor(c, CcmParameters.of(new byte[14], 16)));
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> new Ccm(c, 16).seal(new byte[14], new byte[0], new byte[0]));
        for (int bad : new int[] {0, 2, 3, 5, 15, 17, 18}) {
            e = assertThrows(InvalidAlgorithmParameterException.class, () -> new Ccm(c, bad));
            assertTrue(e.getMessage().contains("4..16 bytes and even"), e.getMessage());
        }
        assertThrows(InvalidAlgorithmParameterException.class, () -> new Ccm(TestCiphers.bcDes(new byte[8], 1), 8));
    }

    /**
     * The P2SM4 idea in software: for the RFC 8998 shape (20-byte AAD, 64-byte payload) the
     * seven serial CBC-MAC steps are the only cipher calls; all five counter blocks ride with B0.
     */
    @Test
    void counterBlocksRideAlongWithMacSteps() throws Exception {
        int[] calls = new int[2];
        BlockCipher inner = TestCiphers.bcSm4(new byte[16], 16);
        BlockCipher counting = new BlockCipher() {
            public int blockSize() {
                return 16;
            }

            public void encryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
                calls[0]++;
                inner.encryptBlock(in, inOff, out, outOff);
            }

            public void decryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
                throw new AssertionError("CCM never decrypts blocks");
            }

            public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                calls[0]++;
                calls[1] += blocks;
                for (int i = 0; i < blocks; i++) {
                    inner.encryptBlock(in, inOff + 16 * i, out, outOff + 16 * i);
                }
            }

            public int parallelBlocks() {
                return 16;
            }

            public void destroy() {
                inner.destroy();
            }

            public boolean isDestroyed() {
                return inner.isDestroyed();
            }
        };
        Ccm ccm = new Ccm(counting, 16);
        byte[] sealed = ccm.seal(new byte[12], new byte[20], new byte[64]);
        assertEquals(7, calls[0], "cipher calls for 20-byte AAD and 64-byte payload");
        assertEquals(6, calls[1], "blocks in bulk calls: B0 and A0..A4");
        calls[0] = 0;
        ccm.open(new byte[12], new byte[20], sealed);
        assertEquals(7, calls[0], "cipher calls when opening");
    }

    /** Encrypts through the streaming API in random pieces; returns ciphertext followed by tag. */
    static byte[] stream(BlockCipher c, byte[] nonce, int tagLength, byte[] aad, byte[] pt, Random rnd)
            throws Exception {
        CcmStreamEncryptor s = Ccm.streamingEncryptor(c, CcmParameters.of(nonce, tagLength), aad.length, pt.length);
        int pos = 0;
        while (pos < aad.length) {
            int k = Math.min(aad.length - pos, rnd.nextInt(40));
            s.updateAad(aad, pos, k);
            pos += k;
        }
        byte[] out = new byte[pt.length + tagLength];
        pos = 0;
        while (pos < pt.length) {
            int k = Math.min(pt.length - pos, rnd.nextInt(50));
            assertEquals(k, s.update(pt, pos, k, out, pos));
            pos += k;
        }
        assertEquals(tagLength, s.doFinal(out, pt.length));
        return out;
    }
}
