package org.iotcrypt.mode;

import org.iotcrypt.cipher.BlockCipher;

/**
 * Electronic codebook mode over any {@link BlockCipher}, with or without PKCS#5 padding.
 *
 * <p>Every run of whole blocks goes to the cipher's bulk methods in one call. ECB leaks
 * equal plaintext blocks; it is here for interoperability and as a building block.
 */
public final class Ecb {

    private Ecb() {
    }

    /**
     * A one-use ECB encryption.
     *
     * @param cipher the block cipher
     * @param padding the padding of the last block
     * @return the operation, ready for {@code update}
     */
    public static CipherOperation encryptor(BlockCipher cipher, Padding padding) {
        return new Operation(cipher, true, padding);
    }

    /**
     * A one-use ECB decryption; with {@link Padding#PKCS5} it checks and strips the padding.
     *
     * @param cipher the block cipher
     * @param padding the padding of the last block
     * @return the operation, ready for {@code update}
     */
    public static CipherOperation decryptor(BlockCipher cipher, Padding padding) {
        return new Operation(cipher, false, padding);
    }

    private static final class Operation extends BlockModeOperation {

        private final BlockCipher cipher;
        private final boolean encrypt;

        Operation(BlockCipher cipher, boolean encrypt, Padding padding) {
            super(cipher, encrypt, padding);
            this.cipher = cipher;
            this.encrypt = encrypt;
        }

        @Override
        void processBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
            if (encrypt) {
                cipher.encryptBlocks(in, inOff, out, outOff, blocks);
            } else {
                cipher.decryptBlocks(in, inOff, out, outOff, blocks);
            }
        }
    }
}
