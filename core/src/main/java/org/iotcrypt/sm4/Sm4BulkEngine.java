package org.iotcrypt.sm4;

import org.iotcrypt.internal.util.Acceleration;

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

    /**
     * The bulk engine for the round keys {@code rk[0..31]}, which it does not keep: the bitsliced
     * one, or the single-block engine in a loop when the plain implementations are forced
     * ({@link Acceleration}).
     */
    static Sm4BulkEngine create(int[] rk) {
        return create(rk, Acceleration.plain());
    }

    /** {@link #create(int[])} with the switch given: the dispatch rule itself, testable both ways. */
    static Sm4BulkEngine create(int[] rk, boolean plain) {
        return plain ? new Sm4SerialEngine(rk) : new Sm4BitslicedEngine(rk);
    }

    /** What this engine is, for {@link Sm4#implementation()}. */
    String implementation();
}
