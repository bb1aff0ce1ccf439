package org.iotcrypt.mode;

import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.crypto.engines.DESEngine;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.params.KeyParameter;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.sm4.Sm4;

/**
 * {@link BlockCipher}s for the mode tests: our SM4, and independent implementations (Bouncy
 * Castle's SM4 and DES engines, the JDK's AES). {@code parallel} lets a test claim a bulk
 * width (as the bitsliced SM4 does) so that the batching paths of the modes are exercised
 * even though the engine underneath works block by block.
 */
final class TestCiphers {

    private TestCiphers() {
    }

    /** Our SM4 (bitsliced bulk engine, 16 blocks per batch). */
    static BlockCipher sm4(byte[] key) {
        try {
            return new Sm4(key);
        } catch (InvalidKeyException e) {
            throw new IllegalArgumentException(e);
        }
    }

    /** SM4 from Bouncy Castle. */
    static BlockCipher bcSm4(byte[] key, int parallel) {
        return new Bc(new SM4Engine(), new SM4Engine(), key, parallel);
    }

    /** DES (8-byte blocks) from Bouncy Castle, for the block-size independence of ECB, CBC and CTR. */
    static BlockCipher bcDes(byte[] key, int parallel) {
        return new Bc(new DESEngine(), new DESEngine(), key, parallel);
    }

    /** AES from the JDK ({@code AES/ECB/NoPadding}), for the NIST and RFC AES vectors. */
    static BlockCipher jdkAes(byte[] key) {
        try {
            Cipher enc = Cipher.getInstance("AES/ECB/NoPadding");
            Cipher dec = Cipher.getInstance("AES/ECB/NoPadding");
            SecretKeySpec k = new SecretKeySpec(key, "AES");
            enc.init(Cipher.ENCRYPT_MODE, k);
            dec.init(Cipher.DECRYPT_MODE, k);
            return new Jdk(enc, dec);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static final class Bc implements BlockCipher {
        private final org.bouncycastle.crypto.BlockCipher enc;
        private final org.bouncycastle.crypto.BlockCipher dec;
        private final int parallel;

        Bc(org.bouncycastle.crypto.BlockCipher enc, org.bouncycastle.crypto.BlockCipher dec, byte[] key, int parallel) {
            this.enc = enc;
            this.dec = dec;
            this.parallel = parallel;
            enc.init(true, new KeyParameter(key));
            dec.init(false, new KeyParameter(key));
        }

        @Override
        public int blockSize() {
            return enc.getBlockSize();
        }

        @Override
        public void encryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
            enc.processBlock(in, inOff, out, outOff);
        }

        @Override
        public void decryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
            dec.processBlock(in, inOff, out, outOff);
        }

        @Override
        public int parallelBlocks() {
            return parallel;
        }

        /** Bouncy Castle's key schedule cannot be overwritten; the reference ciphers never need it. */
        @Override
        public void destroy() {
            throw new UnsupportedOperationException("test reference cipher");
        }

        @Override
        public boolean isDestroyed() {
            return false;
        }
    }

    private static final class Jdk implements BlockCipher {
        private final Cipher enc;
        private final Cipher dec;

        Jdk(Cipher enc, Cipher dec) {
            this.enc = enc;
            this.dec = dec;
        }

        @Override
        public int blockSize() {
            return 16;
        }

        @Override
        public void encryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
            run(enc, in, inOff, out, outOff, 1);
        }

        @Override
        public void decryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
            run(dec, in, inOff, out, outOff, 1);
        }

        @Override
        public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            run(enc, in, inOff, out, outOff, blocks);
        }

        @Override
        public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            run(dec, in, inOff, out, outOff, blocks);
        }

        /** The JDK's cipher cannot be overwritten; the reference ciphers never need it. */
        @Override
        public void destroy() {
            throw new UnsupportedOperationException("test reference cipher");
        }

        @Override
        public boolean isDestroyed() {
            return false;
        }

        private static void run(Cipher c, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            try {
                c.doFinal(in, inOff, 16 * blocks, out, outOff);
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
