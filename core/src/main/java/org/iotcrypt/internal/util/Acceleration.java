package org.iotcrypt.internal.util;

/**
 * The one kill switch for accelerated code: with {@code -Diotcrypt.plain=true} every primitive
 * that has an accelerated implementation uses its plain twin instead, for diagnosis (a suspected
 * JIT or engine fault), for comparison, or where the plain code is what was reviewed. Today that
 * is SM4's bulk engine (the Vector API engine or the bitsliced {@code long} one, or one block at a
 * time), GHASH's bulk path (the vector GHASH or, per GCM key, the scalar one with aggregated
 * reduction; or block by block), PRESENT's bulk engine
 * (bitsliced, or one block at a time) and the sm2p256v1 field (specialised, or the generic
 * Montgomery field). Both paths are constant time and give the same results; the conformance
 * tests hold each pair to that.
 *
 * <p>The property is read once, when this class is first used (in practice at the first key or
 * curve a program makes), and the same way for every primitive; changing it later has no effect.
 */
public final class Acceleration {

    /** The system property; {@code true} forces the plain implementations. */
    public static final String PLAIN_PROPERTY = "iotcrypt.plain";

    private static final boolean PLAIN = Boolean.getBoolean(PLAIN_PROPERTY);

    private Acceleration() {
    }

    /** Whether the plain implementations are forced. */
    public static boolean plain() {
        return PLAIN;
    }
}
