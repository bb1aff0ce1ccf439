package org.iotcrypt.conformance;

import java.util.Arrays;
import java.util.function.Function;
import org.iotcrypt.cipher.BlockCipher;

/**
 * One implementation of a block cipher, as the conformance harness runs it: a name, how to key
 * it, and whether it is a reference (written plainly from the specification, apart from the
 * product code) that the others are compared with.
 */
public record Implementation(String primitive, String name, boolean reference, Keyed factory) {

    /** Keys one instance. */
    @FunctionalInterface
    public interface Keyed {
        BlockCipher key(byte[] key) throws Exception;
    }

    /** A product implementation. */
    public static Implementation of(String primitive, String name, Keyed factory) {
        return new Implementation(primitive, name, false, factory);
    }

    /** A reference: the differential checks compare every other implementation with it. */
    public static Implementation reference(String primitive, String name, Keyed factory) {
        return new Implementation(primitive, name, true, factory);
    }

    /** A block cipher on single-block functions, for references that have no bulk path. */
    public static BlockCipher perBlock(int blockSize, Function<byte[], byte[]> encrypt, Function<byte[], byte[]> decrypt) {
        return new BlockCipher() {
            @Override
            public int blockSize() {
                return blockSize;
            }

            @Override
            public void encryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
                byte[] block = Arrays.copyOfRange(in, inOff, inOff + blockSize);
                System.arraycopy(encrypt.apply(block), 0, out, outOff, blockSize);
            }

            @Override
            public void decryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
                byte[] block = Arrays.copyOfRange(in, inOff, inOff + blockSize);
                System.arraycopy(decrypt.apply(block), 0, out, outOff, blockSize);
            }

            @Override
            public void destroy() {
            }

            @Override
            public boolean isDestroyed() {
                return false;
            }
        };
    }

    @Override
    public String toString() {
        return primitive + " " + name;
    }
}
