package org.iotcrypt.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.modes.CBCBlockCipher;
import org.bouncycastle.crypto.modes.SICBlockCipher;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.testing.Residue;
import org.junit.jupiter.api.Test;

/**
 * Issue 45, goal 1: a GCM or CTR message whose end is known (a one-call seal, open or doFinal)
 * asks its cipher for its own counter blocks only, not for a whole batch of the engine (128
 * blocks on the vector engine), so that a size-dispatching engine sees the message's real size,
 * and buffers no more key stream than that; a CBC decryption buffers no more ciphertext than its
 * blocks. Counted on a cipher that claims 128-block batches (and, for GCM and CTR, records every
 * bulk call); results held to Bouncy Castle.
 */
class ShortMessageTest {

    /** Bouncy Castle's SM4 claiming 128-block batches, recording the size of every bulk call. */
    private static final class Recording implements BlockCipher {
        private final BlockCipher inner;
        final List<Integer> bulkCalls = new ArrayList<>();

        Recording(byte[] key) {
            inner = TestCiphers.bcSm4(key, 128);
        }

        @Override
        public int blockSize() {
            return 16;
        }

        @Override
        public void encryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
            inner.encryptBlock(in, inOff, out, outOff);
        }

        @Override
        public void decryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
            inner.decryptBlock(in, inOff, out, outOff);
        }

        @Override
        public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            bulkCalls.add(blocks);
            inner.encryptBlocks(in, inOff, out, outOff, blocks);
        }

        @Override
        public void xorCounterStream32(byte[] counterBlock, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            bulkCalls.add(blocks);
            inner.xorCounterStream32(counterBlock, in, inOff, out, outOff, blocks);
        }

        @Override
        public int parallelBlocks() {
            return 128;
        }

        @Override
        public void destroy() {
            inner.destroy();
        }

        @Override
        public boolean isDestroyed() {
            return inner.isDestroyed();
        }
    }

    @Test
    void aShortMessageAsksForItsOwnBlocksOnly() throws Exception {
        Random random = new Random(45);
        byte[] key = new byte[16];
        random.nextBytes(key);
        byte[] aad = new byte[20];
        random.nextBytes(aad);
        for (int len : new int[] {0, 1, 16, 17, 64, 100, 256, 1024, 2047, 2048, 2049, 5000}) {
            byte[] nonce = new byte[12];
            random.nextBytes(nonce);
            byte[] pt = new byte[len];
            random.nextBytes(pt);
            Recording cipher = new Recording(key);
            Gcm gcm = new Gcm(cipher, 16);
            byte[] sealed = new byte[len + 16];
            gcm.seal(nonce, aad, pt, 0, len, sealed, 0);
            assertArrayEquals(Peers.bcGcm(true, key, nonce, 16, aad, pt), sealed, len + " bytes");
            int counterBlocks = (len + 15) / 16;
            int asked = cipher.bulkCalls.stream().mapToInt(Integer::intValue).sum();
            // E_K(J0) and the message's counter blocks, each once; H was made by a single-block call
            assertTrue(asked <= counterBlocks + 1, len + " bytes: asked for " + cipher.bulkCalls);

            cipher.bulkCalls.clear();
            byte[] opened = new byte[len];
            gcm.open(nonce, aad, sealed, 0, sealed.length, opened, 0);
            assertArrayEquals(pt, opened);
            asked = cipher.bulkCalls.stream().mapToInt(Integer::intValue).sum();
            assertTrue(asked <= counterBlocks + 1, len + " bytes, open: asked for " + cipher.bulkCalls);
        }
    }

    @Test
    void aCtrMessageAsksForItsOwnBlocksAndBuffersNoMoreKeyStream() throws Exception {
        Random random = new Random(4545);
        byte[] key = new byte[16];
        random.nextBytes(key);
        for (int len : new int[] {0, 1, 16, 17, 64, 100, 256, 1024, 2047, 2048, 2049, 5000}) {
            byte[] iv = new byte[16];
            random.nextBytes(iv);
            byte[] pt = new byte[len];
            random.nextBytes(pt);
            Recording cipher = new Recording(key);
            CipherOperation ctr = Ctr.create(cipher, iv);
            byte[] out = new byte[len];
            ctr.doFinal(pt, 0, len, out, 0);
            SICBlockCipher peer = new SICBlockCipher(new SM4Engine());
            peer.init(true, new ParametersWithIV(new KeyParameter(key), iv));
            byte[] want = new byte[len];
            peer.processBytes(pt, 0, len, want, 0);
            assertArrayEquals(want, out, len + " bytes");
            int blocks = (len + 15) / 16;
            assertEquals(blocks, cipher.bulkCalls.stream().mapToInt(Integer::intValue).sum(),
                    len + " bytes: asked for " + cipher.bulkCalls);
            // Before, every CTR operation allocated (and wiped) four runs of the engine's batch:
            // 8 KiB for a 16-byte message on the vector engine.
            int buffered = ((byte[]) Residue.field(ctr, "keyStream")).length;
            assertTrue(buffered <= 16 * Math.min(blocks, 128), len + " bytes: " + buffered + " bytes of key stream buffered");
        }
    }

    @Test
    void aCbcDecryptionBuffersNoMoreCiphertextThanItsBlocks() throws Exception {
        Random random = new Random(4546);
        byte[] key = new byte[16];
        random.nextBytes(key);
        for (int len : new int[] {16, 64, 256, 1024, 2048, 5008, 9216}) {
            byte[] iv = new byte[16];
            random.nextBytes(iv);
            byte[] pt = new byte[len];
            random.nextBytes(pt);
            CBCBlockCipher peer = new CBCBlockCipher(new SM4Engine());
            peer.init(true, new ParametersWithIV(new KeyParameter(key), iv));
            byte[] ct = new byte[len];
            for (int i = 0; i < len; i += 16) {
                peer.processBlock(pt, i, ct, i);
            }
            CipherOperation cbc = Cbc.decryptor(TestCiphers.bcSm4(key, 128), iv, Padding.NONE);
            byte[] out = new byte[len];
            cbc.doFinal(ct, 0, len, out, 0);
            assertArrayEquals(pt, out, len + " bytes");
            // Before, every CBC decryption allocated four runs of the engine's batch: 8 KiB here.
            int buffered = ((byte[]) Residue.field(cbc, "saved")).length;
            assertTrue(buffered <= Math.min(len, 16 * 512), len + " bytes: " + buffered + " bytes of ciphertext buffered");
        }
    }
}
