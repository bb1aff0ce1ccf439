package org.iotcrypt.internal.engine;

/**
 * Encrypts or decrypts many independent blocks under one key, in constant time: the seam
 * between a block cipher and its bulk implementations (bitsliced on {@code long}s in core, on
 * Vector API lanes in the optional {@code org.iotcrypt.vector} module, or one block at a time).
 * Every implementation passes the same conformance suite against the single-block engine.
 */
public interface BulkEngine {

    /** How many blocks one batch processes for about the price of one. */
    int parallelBlocks();

    /** Encrypts {@code blocks} (any count, 0 included) consecutive blocks; in place allowed. */
    void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks);

    /** Decrypts {@code blocks} consecutive blocks; in place allowed. */
    void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks);

    /**
     * XORs into {@code blocks} 16-byte blocks the key stream of a counter in the last 32 bits of
     * {@code counterBlock} (modulo 2^32; the first 12 bytes stay), the contract of
     * {@code BlockCipher.xorCounterStream32}. In place allowed. The default lays the counter
     * blocks out and encrypts them ({@link CounterStream}); an engine may build them itself.
     */
    default void xorCounterStream32(byte[] counterBlock, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        CounterStream.xor32(this::encryptBlocks, CounterStream.runFor(parallelBlocks()), counterBlock, in, inOff, out, outOff,
                blocks);
    }

    /** Overwrites the engine's round keys. */
    void wipe();

    /** What this engine is, in a few words, for diagnostics ({@code Sm4.implementation()}). */
    String implementation();
}
