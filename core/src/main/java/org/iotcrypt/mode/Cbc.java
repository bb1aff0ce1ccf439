package org.iotcrypt.mode;

import java.security.InvalidAlgorithmParameterException;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.internal.util.Bytes;

/**
 * Cipher block chaining mode over any {@link BlockCipher}, with or without PKCS#5 padding.
 *
 * <p>Encryption is inherently serial and uses the single-block path. Decryption is not: all
 * blocks of a run are decrypted by one bulk call and then XORed with their predecessors.
 */
public final class Cbc {

    private Cbc() {
    }

    /**
     * A one-use CBC encryption.
     *
     * @param cipher the block cipher
     * @param iv the initialization vector, one block
     * @param padding the padding of the last block
     * @return the operation, ready for {@code update}
     * @throws InvalidAlgorithmParameterException if {@code iv} is not one block long
     */
    public static CipherOperation encryptor(BlockCipher cipher, byte[] iv, Padding padding)
            throws InvalidAlgorithmParameterException {
        return new Encryptor(cipher, checkIv(cipher, iv), padding);
    }

    /**
     * A one-use CBC decryption; with {@link Padding#PKCS5} it checks and strips the padding.
     *
     * @param cipher the block cipher
     * @param iv the initialization vector, one block
     * @param padding the padding of the last block
     * @return the operation, ready for {@code update}
     * @throws InvalidAlgorithmParameterException if {@code iv} is not one block long
     */
    public static CipherOperation decryptor(BlockCipher cipher, byte[] iv, Padding padding)
            throws InvalidAlgorithmParameterException {
        return new Decryptor(cipher, checkIv(cipher, iv), padding);
    }

    private static byte[] checkIv(BlockCipher cipher, byte[] iv) throws InvalidAlgorithmParameterException {
        int n = cipher.blockSize();
        if (iv == null || iv.length != n) {
            throw new InvalidAlgorithmParameterException("CBC IV must be " + n + " bytes (the block size), got "
                    + (iv == null ? "none" : iv.length));
        }
        return iv.clone();
    }

    private static final class Encryptor extends BlockModeOperation {

        private final BlockCipher cipher;
        private final int n;
        private final byte[] chain;

        Encryptor(BlockCipher cipher, byte[] iv, Padding padding) {
            super(cipher, true, padding);
            this.cipher = cipher;
            this.n = cipher.blockSize();
            this.chain = iv;
        }

        @Override
        void processBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            for (int b = 0; b < blocks; b++) {
                Bytes.xor(in, inOff + b * n, chain, 0, chain, 0, n);
                cipher.encryptBlock(chain, 0, chain, 0);
                System.arraycopy(chain, 0, out, outOff + b * n, n);
            }
        }
    }

    private static final class Decryptor extends BlockModeOperation {

        private final BlockCipher cipher;
        private final int n;
        private final int runBlocks;
        private final byte[] chain;
        /**
         * The run of ciphertext being decrypted, grown to the longest run met so far (at most
         * {@link #runBlocks}): a short message on the vector engine, whose runs are 512 blocks,
         * would otherwise allocate 8 KiB. Ciphertext only, so nothing in it needs wiping.
         */
        private byte[] saved = new byte[0];

        Decryptor(BlockCipher cipher, byte[] iv, Padding padding) {
            super(cipher, false, padding);
            this.cipher = cipher;
            this.n = cipher.blockSize();
            this.runBlocks = Batch.streamBlocks(cipher);
            this.chain = iv;
        }

        /** Copies each run of ciphertext first, so the XOR chain survives in-place decryption. */
        @Override
        void processBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            while (blocks > 0) {
                int k = Math.min(blocks, runBlocks);
                int bytes = k * n;
                if (saved.length < bytes) {
                    saved = new byte[bytes];
                }
                System.arraycopy(in, inOff, saved, 0, bytes);
                cipher.decryptBlocks(saved, 0, out, outOff, k);
                Bytes.xor(out, outOff, chain, 0, out, outOff, n);
                Bytes.xor(out, outOff + n, saved, 0, out, outOff + n, bytes - n);
                System.arraycopy(saved, bytes - n, chain, 0, n);
                inOff += bytes;
                outOff += bytes;
                blocks -= k;
            }
        }
    }
}
