package org.iotcrypt.present;

/**
 * The PRESENT key schedules for 80- and 128-bit keys (Bogdanov et al., CHES 2007, section 3
 * and appendix II): 32 round keys, each the leftmost 64 bits of the key register, which is
 * rotated left by 61, passed through the S-box in its top one (80) or two (128) nibbles, and
 * XORed with the round counter.
 *
 * <p>Constant time: the S-box is {@link PresentSbox#substitute}'s circuit and the rotations
 * are fixed shifts; only the public round counter and key length steer anything.
 */
final class PresentKeySchedule {

    /** Round keys K1..K32: 31 rounds and the final whitening key. */
    static final int ROUND_KEYS = 32;

    private static final long TOP_NIBBLE = 0xF000000000000000L;
    private static final long TOP_TWO_NIBBLES = 0xFF00000000000000L;

    private PresentKeySchedule() {
    }

    /** Expands a 10- or 16-byte key (length already checked) into round keys K1..K32 as longs. */
    static long[] expand(byte[] key) {
        return key.length == 10 ? expand80(key) : expand128(key);
    }

    /** The register as k79..k16 in {@code hi} (the round key) and k15..k0 in {@code lo}. */
    private static long[] expand80(byte[] key) {
        long hi = 0;
        for (int i = 0; i < 8; i++) {
            hi = hi << 8 | (key[i] & 0xff);
        }
        long lo = (key[8] & 0xff) << 8 | (key[9] & 0xff);
        long[] rk = new long[ROUND_KEYS];
        rk[0] = hi;
        for (int round = 1; round < ROUND_KEYS; round++) {
            // rotate the 80-bit register left by 61, i.e. right by 19
            long rotatedHi = ((hi & 7) << 16 | lo) << 45 | hi >>> 19;
            lo = (hi >>> 3) & 0xFFFF;
            hi = rotatedHi;
            hi = (hi & ~TOP_NIBBLE) | (PresentSbox.substitute(hi) & TOP_NIBBLE);
            // the counter goes into k19..k15: k19..k16 are hi's low nibble, k15 is lo's top bit
            hi ^= round >>> 1;
            lo ^= (long) (round & 1) << 15;
            rk[round] = hi;
        }
        return rk;
    }

    /** The register as k127..k64 in {@code hi} (the round key) and k63..k0 in {@code lo}. */
    private static long[] expand128(byte[] key) {
        long hi = 0;
        long lo = 0;
        for (int i = 0; i < 8; i++) {
            hi = hi << 8 | (key[i] & 0xff);
            lo = lo << 8 | (key[8 + i] & 0xff);
        }
        long[] rk = new long[ROUND_KEYS];
        rk[0] = hi;
        for (int round = 1; round < ROUND_KEYS; round++) {
            long rotatedHi = hi << 61 | lo >>> 3;
            lo = lo << 61 | hi >>> 3;
            hi = rotatedHi;
            hi = (hi & ~TOP_TWO_NIBBLES) | (PresentSbox.substitute(hi) & TOP_TWO_NIBBLES);
            // the counter goes into k66..k62: k66..k64 are hi's low three bits, k63..k62 lo's top two
            hi ^= round >>> 2;
            lo ^= (long) (round & 3) << 62;
            rk[round] = hi;
        }
        return rk;
    }
}
