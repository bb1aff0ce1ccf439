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

    /** What the test ciphers below share: a block size, and no key worth destroying. */
    private abstract static class TestCipher implements BlockCipher {

        private final int blockSize;

        TestCipher(int blockSize) {
            this.blockSize = blockSize;
        }

        @Override
        public final int blockSize() {
            return blockSize;
        }

        @Override
        public final void destroy() {
        }

        @Override
        public final boolean isDestroyed() {
            return false;
        }
    }

    /** One direction of a raw bulk engine. */
    @FunctionalInterface
    public interface Bulk {
        void run(byte[] in, int inOff, byte[] out, int outOff, int blocks);
    }

    /**
     * A block cipher on a raw bulk engine's two directions, so that the harness reaches the engine
     * at every block count (a single block is a bulk call of one).
     */
    public static BlockCipher bulkOnly(int blockSize, Bulk encrypt, Bulk decrypt) {
        return bulkOnly(blockSize, encrypt, decrypt, 1);
    }

    /** {@link #bulkOnly(int, Bulk, Bulk)} for an engine with batches of {@code parallelBlocks}. */
    public static BlockCipher bulkOnly(int blockSize, Bulk encrypt, Bulk decrypt, int parallelBlocks) {
        return bulkOnly(blockSize, encrypt, decrypt, parallelBlocks, null);
    }

    /** An engine's own counter stream ({@code BulkEngine.xorCounterStream32}). */
    @FunctionalInterface
    public interface CounterStream {
        void xor(byte[] counterBlock, byte[] in, int inOff, byte[] out, int outOff, int blocks);
    }

    /**
     * {@link #bulkOnly(int, Bulk, Bulk, int)} whose counter stream is the engine's own, or
     * BlockCipher's default if {@code counterStream} is null.
     */
    public static BlockCipher bulkOnly(int blockSize, Bulk encrypt, Bulk decrypt, int parallelBlocks, CounterStream counterStream) {
        return new TestCipher(blockSize) {
            @Override
            public void xorCounterStream32(byte[] counterBlock, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                if (counterStream == null) {
                    super.xorCounterStream32(counterBlock, in, inOff, out, outOff, blocks);
                } else {
                    counterStream.xor(counterBlock, in, inOff, out, outOff, blocks);
                }
            }

            @Override
            public int parallelBlocks() {
                return parallelBlocks;
            }

            @Override
            public void encryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
                encrypt.run(in, inOff, out, outOff, 1);
            }

            @Override
            public void decryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
                decrypt.run(in, inOff, out, outOff, 1);
            }

            @Override
            public void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                encrypt.run(in, inOff, out, outOff, blocks);
            }

            @Override
            public void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
                decrypt.run(in, inOff, out, outOff, blocks);
            }
        };
    }

    /** A block cipher on single-block functions, for references that have no bulk path. */
    public static BlockCipher perBlock(int blockSize, Function<byte[], byte[]> encrypt, Function<byte[], byte[]> decrypt) {
        return new TestCipher(blockSize) {
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
        };
    }

    @Override
    public String toString() {
        return primitive + " " + name;
    }
}
