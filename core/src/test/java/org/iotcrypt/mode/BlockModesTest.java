package org.iotcrypt.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.util.Random;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.crypto.BufferedBlockCipher;
import org.bouncycastle.crypto.DefaultBufferedBlockCipher;
import org.bouncycastle.crypto.engines.DESEngine;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.modes.CBCBlockCipher;
import org.bouncycastle.crypto.modes.SICBlockCipher;
import org.bouncycastle.crypto.paddings.PKCS7Padding;
import org.bouncycastle.crypto.paddings.PaddedBufferedBlockCipher;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.testing.RandomBytes;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.api.Test;

/** ECB, CBC and CTR: NIST SP 800-38A answers, differential tests against Bouncy Castle, errors. */
class BlockModesTest {

    private static final int[] PARALLEL = {1, 4, 16};

    @Test
    void nistSp800_38aAesVectors() throws Exception {
        int count = 0;
        for (VectorFile.Vector v : VectorFile.load("nist-sp800-38a-aes.txt")) {
            BlockCipher aes = TestCiphers.jdkAes(v.hex("key"));
            byte[] pt = v.hex("pt");
            byte[] ct = v.hex("ct");
            CipherOperation enc;
            CipherOperation dec;
            switch (v.get("mode")) {
                case "ECB" -> {
                    enc = Ecb.encryptor(aes, Padding.NONE);
                    dec = Ecb.decryptor(aes, Padding.NONE);
                }
                case "CBC" -> {
                    enc = Cbc.encryptor(aes, v.hex("iv"), Padding.NONE);
                    dec = Cbc.decryptor(aes, v.hex("iv"), Padding.NONE);
                }
                default -> {
                    enc = Ctr.create(aes, v.hex("iv"));
                    dec = Ctr.create(aes, v.hex("iv"));
                }
            }
            assertArrayEquals(ct, Ops.oneShot(enc, null, pt), v.toString());
            assertArrayEquals(pt, Ops.oneShot(dec, null, ct), v.toString());
            count++;
        }
        assertEquals(3, count);
    }

    /** SM4 and DES (8-byte blocks) in every mode and padding against Bouncy Castle, one-shot and in pieces. */
    @Test
    void matchesBouncyCastleOnRandomInputs() throws Exception {
        Random rnd = new Random(1);
        for (int round = 0; round < 300; round++) {
            boolean des = round % 3 == 2;
            int n = des ? 8 : 16;
            byte[] key = RandomBytes.of(rnd, des ? 8 : 16);
            byte[] iv = RandomBytes.of(rnd, n);
            int parallel = PARALLEL[round % PARALLEL.length];
            BlockCipher c = des ? TestCiphers.bcDes(key, parallel)
                    : round % 3 == 0 ? TestCiphers.sm4(key) : TestCiphers.bcSm4(key, parallel);
            int len = rnd.nextInt(300);
            byte[] pt = RandomBytes.of(rnd, len);
            byte[] whole = RandomBytes.of(rnd, len / n * n);

            byte[] ctr = bc(SICBlockCipher.newInstance(engine(des)), key, iv, true, pt);
            assertArrayEquals(ctr, Ops.pieces(Ctr.create(c, iv), null, pt, rnd));
            assertArrayEquals(pt, Ops.oneShot(Ctr.create(c, iv), null, ctr));

            byte[] cbcPad = bcPadded(CBCBlockCipher.newInstance(engine(des)), key, iv, true, pt);
            assertArrayEquals(cbcPad, Ops.pieces(Cbc.encryptor(c, iv, Padding.PKCS5), null, pt, rnd));
            assertArrayEquals(pt, Ops.pieces(Cbc.decryptor(c, iv, Padding.PKCS5), null, cbcPad, rnd));

            byte[] cbc = bc(CBCBlockCipher.newInstance(engine(des)), key, iv, true, whole);
            assertArrayEquals(cbc, Ops.oneShot(Cbc.encryptor(c, iv, Padding.NONE), null, whole));
            assertArrayEquals(whole, Ops.pieces(Cbc.decryptor(c, iv, Padding.NONE), null, cbc, rnd));

            byte[] ecbPad = bcPadded(engine(des), key, null, true, pt);
            assertArrayEquals(ecbPad, Ops.pieces(Ecb.encryptor(c, Padding.PKCS5), null, pt, rnd));
            assertArrayEquals(pt, Ops.oneShot(Ecb.decryptor(c, Padding.PKCS5), null, ecbPad));

            byte[] ecb = bc(engine(des), key, null, true, whole);
            assertArrayEquals(ecb, Ops.pieces(Ecb.encryptor(c, Padding.NONE), null, whole, rnd));
            assertArrayEquals(whole, Ops.pieces(Ecb.decryptor(c, Padding.NONE), null, ecb, rnd));
        }
    }

    /** The whole block is the counter: it carries across all 16 bytes and wraps, as the JDK's AES/CTR does. */
    @Test
    void ctrCounterCarriesAndWrapsLikeTheJdk() throws Exception {
        byte[] key = new byte[16];
        byte[][] ivs = {
            hexBlock("ffffffffffffffffffffffffffffffff"),
            hexBlock("00000000000000fffffffffffffffffe"),
            hexBlock("0102030405060708090a0b0cfffffffd"),
        };
        for (byte[] iv : ivs) {
            byte[] pt = new byte[16 * 40 + 5];
            Cipher jdk = Cipher.getInstance("AES/CTR/NoPadding");
            jdk.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new IvParameterSpec(iv));
            assertArrayEquals(jdk.doFinal(pt), Ops.oneShot(Ctr.create(TestCiphers.jdkAes(key), iv), null, pt));
        }
    }

    /**
     * Messages of many batches go straight through the cipher's counter stream, in calls that stop
     * where the low 32 bits wrap; the counter must carry as one 128-bit number there, at 2^64 and
     * at 2^128, whichever way the input is cut. Bouncy Castle's SIC mode is the reference.
     */
    @Test
    void ctrOverManyBatchesCarriesAcrossWordsLikeBouncyCastle() throws Exception {
        Random rnd = new Random(11);
        byte[][] ivs = {
            hexBlock("0102030405060708090a0b0cffffff80"),
            hexBlock("0102030405060708fffffffffffffe05"),
            hexBlock("fffffffffffffffffffffffffffffd00"),
            RandomBytes.of(rnd, 16),
        };
        for (byte[] iv : ivs) {
            byte[] key = RandomBytes.of(rnd, 16);
            byte[] pt = RandomBytes.of(rnd, 16 * 1000 + 9);
            byte[] expected = bc(SICBlockCipher.newInstance(new SM4Engine()), key, iv, true, pt);
            for (BlockCipher c : new BlockCipher[] {TestCiphers.sm4(key), TestCiphers.bcSm4(key, 16)}) {
                assertArrayEquals(expected, Ops.oneShot(Ctr.create(c, iv), null, pt), c + ", one shot");
                assertArrayEquals(expected, Ops.pieces(Ctr.create(c, iv), null, pt, rnd), c + ", in pieces");
            }
        }
    }

    @Test
    void inPlaceOperationWorks() throws Exception {
        Random rnd = new Random(2);
        byte[] key = RandomBytes.of(rnd, 16);
        byte[] iv = RandomBytes.of(rnd, 16);
        BlockCipher c = TestCiphers.sm4(key);
        byte[] pt = RandomBytes.of(rnd, 16 * 37);
        byte[] expected = Ops.oneShot(Cbc.decryptor(c, iv, Padding.NONE), null, pt);
        byte[] buf = pt.clone();
        CipherOperation op = Cbc.decryptor(c, iv, Padding.NONE);
        int n = op.update(buf, 0, 21, buf, 0);
        n += op.doFinal(buf, 21, buf.length - 21, buf, n);
        assertEquals(pt.length, n);
        assertArrayEquals(expected, buf);
    }

    @Test
    void badPaddingIsRejected() throws Exception {
        byte[] key = new byte[16];
        BlockCipher c = TestCiphers.bcSm4(key, 1);
        byte[][] lastBlocks = {
            hexBlock("00000000000000000000000000000000"),
            hexBlock("00000000000000000000000000000011"),
            hexBlock("00000000000000000000000000000302"),
            hexBlock("00000000000000000000000000010303"),
            hexBlock("01101010101010101010101010101010"),
        };
        for (byte[] last : lastBlocks) {
            byte[] ct = new byte[16];
            c.encryptBlock(last, 0, ct, 0);
            assertThrows(BadPaddingException.class, () -> Ops.oneShot(Ecb.decryptor(c, Padding.PKCS5), null, ct));
        }
        byte[] good = hexBlock("10101010101010101010101010101010");
        byte[] ct = new byte[16];
        c.encryptBlock(good, 0, ct, 0);
        assertEquals(0, Ops.oneShot(Ecb.decryptor(c, Padding.PKCS5), null, ct).length);
    }

    @Test
    void errorsSayWhatIsWrong() {
        BlockCipher c = TestCiphers.bcSm4(new byte[16], 1);
        InvalidAlgorithmParameterException e = assertThrows(InvalidAlgorithmParameterException.class,
                () -> Cbc.encryptor(c, new byte[8], Padding.NONE));
        assertTrue(e.getMessage().contains("16 bytes"), e.getMessage());
        assertThrows(InvalidAlgorithmParameterException.class, () -> Ctr.create(c, new byte[15]));
        IllegalBlockSizeException ibs = assertThrows(IllegalBlockSizeException.class,
                () -> Ops.oneShot(Ecb.encryptor(c, Padding.NONE), null, new byte[17]));
        assertTrue(ibs.getMessage().contains("1 bytes left over"), ibs.getMessage());
        assertThrows(IllegalBlockSizeException.class,
                () -> Ops.oneShot(Cbc.decryptor(c, new byte[16], Padding.PKCS5), null, new byte[31]));
        assertThrows(IllegalBlockSizeException.class,
                () -> Ops.oneShot(Cbc.decryptor(c, new byte[16], Padding.PKCS5), null, new byte[0]));
        CipherOperation done = Ecb.encryptor(c, Padding.NONE);
        assertThrows(IllegalStateException.class, () -> {
            done.doFinal(new byte[0], 0, 0, new byte[0], 0);
            done.update(new byte[16], 0, 16, new byte[16], 0);
        });
    }

    private static org.bouncycastle.crypto.BlockCipher engine(boolean des) {
        return des ? new DESEngine() : new SM4Engine();
    }

    private static byte[] bc(org.bouncycastle.crypto.BlockCipher mode, byte[] key, byte[] iv, boolean enc, byte[] in)
            throws GeneralSecurityException {
        BufferedBlockCipher b = new DefaultBufferedBlockCipher(mode);
        return run(b, key, iv, enc, in);
    }

    private static byte[] bcPadded(org.bouncycastle.crypto.BlockCipher mode, byte[] key, byte[] iv, boolean enc,
            byte[] in) throws GeneralSecurityException {
        return run(new PaddedBufferedBlockCipher(mode, new PKCS7Padding()), key, iv, enc, in);
    }

    private static byte[] run(BufferedBlockCipher b, byte[] key, byte[] iv, boolean enc, byte[] in)
            throws GeneralSecurityException {
        b.init(enc, iv == null ? new KeyParameter(key) : new ParametersWithIV(new KeyParameter(key), iv));
        byte[] out = new byte[b.getOutputSize(in.length)];
        int n = b.processBytes(in, 0, in.length, out, 0);
        try {
            n += b.doFinal(out, n);
        } catch (org.bouncycastle.crypto.InvalidCipherTextException e) {
            throw new GeneralSecurityException(e);
        }
        return java.util.Arrays.copyOf(out, n);
    }

    private static byte[] hexBlock(String hex) {
        return org.iotcrypt.internal.encoding.Hex.decode(hex);
    }
}
