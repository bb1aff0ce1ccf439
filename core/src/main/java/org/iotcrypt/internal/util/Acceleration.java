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
 *
 * <p>Apart from the kill switch, an application may decline the vector engines for the rest of
 * its run ({@link #declineVector}): a process that knows its whole work is too short to pay for
 * their warm-up (the CLI on a small file) then never starts them. Unlike the kill switch it
 * changes only which of the accelerated engines serve keys made afterwards.
 */
public final class Acceleration {

    /** The system property; {@code true} forces the plain implementations. */
    public static final String PLAIN_PROPERTY = "iotcrypt.plain";

    private static final boolean PLAIN = Boolean.getBoolean(PLAIN_PROPERTY);

    private Acceleration() {
    }

    /** Why the vector engines were declined, or null while they are not. */
    private static volatile String declined;

    /** Whether the plain implementations are forced. */
    public static boolean plain() {
        return PLAIN;
    }

    /**
     * Keys made after this call get no vector engine (SM4, GHASH), for the rest of the JVM's life;
     * keys made before keep theirs. Neither engine's self-test runs if no key asked for it before.
     *
     * @param reason why, for status lines ("the input is 16 MiB, ...")
     */
    public static void declineVector(String reason) {
        if (reason == null) {
            throw new NullPointerException("reason");
        }
        declined = reason;
    }

    /** Why the vector engines were declined ({@link #declineVector}), or null if they were not. */
    public static String vectorDeclined() {
        return declined;
    }
}
