package org.iotcrypt.sm4;

/**
 * Encrypts or decrypts many independent SM4 blocks under one key, in constant time.
 *
 * <p>This is the seam for faster implementations (a Vector API one on newer JDKs, say):
 * {@link #create} is the one place that picks the implementation, and every implementation
 * must pass the same conformance tests against the single-block engine.
 */
interface Sm4BulkEngine {

    /** How many blocks one batch processes for about the price of one. */
    int parallelBlocks();

    /** Encrypts {@code blocks} (any count, 0 included) consecutive blocks; in place allowed. */
    void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks);

    /** Decrypts {@code blocks} consecutive blocks; in place allowed. */
    void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks);

    /** Overwrites the engine's round keys. */
    void wipe();

    /** The bulk engine for the round keys {@code rk[0..31]}, which it does not keep. */
    static Sm4BulkEngine create(int[] rk) {
        return new Sm4BitslicedEngine(rk);
    }
}
