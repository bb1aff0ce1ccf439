package org.iotcrypt.cipher;

import java.util.Objects;
import javax.security.auth.Destroyable;
import org.iotcrypt.internal.engine.CounterStream;

/**
 * A keyed block cipher, the only thing the modes in this package know about a cipher.
 *
 * <p>Implementations are immutable after construction and safe to share between threads.
 * The block size is a parameter so that the same ECB, CBC and CTR code serves 128-bit
 * ciphers (SM4) and 64-bit ones (PRESENT); GCM and CCM insist on 16-byte blocks.
 *
 * <p>The bulk methods exist because a constant-time bitsliced engine pays the same price
 * for one block as for a whole batch: modes hand over every independent block they have
 * in one call, and size their batches by {@link #parallelBlocks()}.
 *
 * <p>{@link #destroy()} overwrites the expanded key. Afterwards every method throws
 * {@link IllegalStateException}; a call running in another thread when the key is destroyed
 * either completes from the whole key or throws it (its output is then garbage), never returns a
 * result made from a half-wiped key.
 */
public interface BlockCipher extends Destroyable {

    /**
     * The block size in bytes (16 for SM4, 8 for PRESENT).
     *
     * @return the block size in bytes
     */
    int blockSize();

    /**
     * Encrypts one block; {@code in} and {@code out} may be the same array at the same offset.
     *
     * @param in the input array
     * @param inOff where the input starts in {@code in}
     * @param out the output array
     * @param outOff where the output starts in {@code out}
     */
    void encryptBlock(byte[] in, int inOff, byte[] out, int outOff);

    /**
     * Decrypts one block; {@code in} and {@code out} may be the same array at the same offset.
     *
     * @param in the input array
     * @param inOff where the input starts in {@code in}
     * @param out the output array
     * @param outOff where the output starts in {@code out}
     */
    void decryptBlock(byte[] in, int inOff, byte[] out, int outOff);

    /**
     * Encrypts {@code blocks} consecutive independent blocks. In-place operation
     * ({@code in == out && inOff == outOff}) is supported; other overlaps are not.
     *
     * @param in the input array
     * @param inOff where the input starts in {@code in}
     * @param out the output array
     * @param outOff where the output starts in {@code out}
     * @param blocks the number of blocks, 0 or more
     */
    default void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        int n = blockSize();
        for (int i = 0; i < blocks; i++) {
            encryptBlock(in, inOff + i * n, out, outOff + i * n);
        }
    }

    /**
     * Decrypts {@code blocks} consecutive independent blocks; same aliasing rules as encryption.
     *
     * @param in the input array
     * @param inOff where the input starts in {@code in}
     * @param out the output array
     * @param outOff where the output starts in {@code out}
     * @param blocks the number of blocks, 0 or more
     */
    default void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        int n = blockSize();
        for (int i = 0; i < blocks; i++) {
            decryptBlock(in, inOff + i * n, out, outOff + i * n);
        }
    }

    /**
     * Counter mode's inner loop, for 16-byte blocks: XORs into {@code blocks} whole blocks of
     * {@code in} the encryptions of the counter blocks P || c, P || c + 1, ..., where P is the first
     * 12 bytes of {@code counterBlock} and c its last four, big-endian, incremented modulo 2^32
     * (GCM's inc32; CTR with a 128-bit counter splits its calls where the low 32 bits wrap).
     * {@code in == out} at the same offset is supported; output behind the input in the same array
     * too, not ahead of it. An engine that can build its counter input directly (the vector SM4
     * engine) saves the layout and the separate XOR pass; the default encrypts laid-out counter
     * blocks with {@link #encryptBlocks}.
     *
     * @param counterBlock the first counter block (16 bytes; not modified)
     * @param in the input array
     * @param inOff where the input starts in {@code in}
     * @param out the output array
     * @param outOff where the output starts in {@code out}
     * @param blocks the number of whole blocks, 0 or more
     * @throws UnsupportedOperationException if the block size is not 16
     */
    default void xorCounterStream32(byte[] counterBlock, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        if (blockSize() != 16) {
            throw new UnsupportedOperationException("a 32-bit counter stream needs 16-byte blocks, not " + blockSize());
        }
        Objects.checkFromIndexSize(0, 16, counterBlock.length);
        CounterStream.xor32(this::encryptBlocks, CounterStream.runFor(parallelBlocks()), counterBlock, in, inOff, out, outOff,
                blocks);
    }

    /**
     * How many blocks one bulk call processes for about the price of one: 1 for a plain
     * engine, 16 for the bitsliced SM4. Modes use it to size their batches.
     *
     * @return the batch size in blocks, at least 1
     */
    default int parallelBlocks() {
        return 1;
    }

    /** Overwrites the expanded key; see the class comment. Idempotent. */
    @Override
    void destroy();

    @Override
    boolean isDestroyed();
}
