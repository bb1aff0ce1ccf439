package org.iotcrypt.internal.engine;

/**
 * The service the optional module {@code org.iotcrypt.vector} provides: engines built on
 * {@code jdk.incubator.vector}. Core never names that module; {@link VectorSupport} finds the
 * provider with {@link java.util.ServiceLoader} when the incubator module is in the boot layer,
 * and the primitives check each engine against their plain twin before it serves.
 *
 * <p>An implementation's constructor throws {@link UnsupportedOperationException}, with the
 * reason as its message, when this JVM cannot run it well (vectors narrower than 256 bits, say).
 */
public interface VectorEngines {

    /**
     * An SM4 bulk engine. It takes the round keys folded for the S-box circuit without its
     * affine constants ({@code Sm4RoundKeys.folded} in core: one rule, computed once there), in
     * round order and reversed, and keeps its own copies.
     *
     * @param foldedEncrypt the 32 folded round keys in encryption order
     * @param foldedDecrypt the same in decryption order
     * @return the engine
     */
    BulkEngine sm4(int[] foldedEncrypt, int[] foldedDecrypt);

    /**
     * A bulk GHASH under the powers of the hash subkey H computed by core ({@code Ghash.powers}):
     * {@code powers[2k]} and {@code powers[2k + 1]} are the high and low words of H^(k+1), for k
     * from 0 to {@link BulkGhash#GROUP_BLOCKS} - 1. It keeps its own copies, arranged for its lanes.
     *
     * @param powers H^1..H^8 as big-endian word pairs
     * @return the GHASH
     */
    BulkGhash ghash(long[] powers);

    /** What these engines run on, e.g. {@code "Vector API, 512-bit"}. */
    String description();
}
