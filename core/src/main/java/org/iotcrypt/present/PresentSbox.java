package org.iotcrypt.present;

/**
 * The PRESENT S-box S = C56B90AD3EF84712 and its inverse as Boolean circuits on bit planes,
 * so that no table is ever indexed with a secret nibble.
 *
 * <p>A plane holds one bit position of many nibbles: {@code a0} the least significant bit
 * of each nibble, {@code a3} the most significant. The planes may be the 64 lanes of a
 * bitsliced state (one bit of 64 blocks) or, shifted, the 16 nibbles of one 64-bit word;
 * the circuits do not care. The forward circuit has 13 two-input gates and one NOT (the
 * 14-operation circuit of the bitsliced PRESENT by Albrecht, Courtois, Hulme and Song, 2011);
 * the inverse, derived here from the algebraic normal form of S<sup>-1</sup> with shared
 * products, has 6 AND, 19 XOR and 2 NOT (27 operations). Both are checked on all 16 inputs
 * against the table in the tests. The bitsliced engine inlines the same two circuits on its
 * lanes, since Java cannot return four planes from one call without an allocation.
 */
final class PresentSbox {

    /** One bit in every nibble: the positions where a plane of a nibble-sliced word is valid. */
    static final long NIBBLE_LSBS = 0x1111111111111111L;

    private PresentSbox() {
    }

    /**
     * Applies S to all 16 nibbles of {@code s} at once (constant time): the four planes are
     * {@code s} shifted by 0..3, the circuit runs on whole words, and only the lanes at
     * nibble boundaries are kept.
     */
    static long substitute(long s) {
        long a0 = s;
        long a1 = s >>> 1;
        long a2 = s >>> 2;
        long a3 = s >>> 3;
        long t1 = a1 ^ a2;
        long t2 = a2 & t1;
        long t3 = a3 ^ t2;
        long y0 = a0 ^ t3;
        t2 = t1 & t3;
        t1 ^= y0;
        t2 ^= a2;
        long t4 = a0 | t2;
        long y1 = t1 ^ t4;
        t2 ^= ~a0;
        long y3 = y1 ^ t2;
        t2 |= t1;
        long y2 = t3 ^ t2;
        return (y0 & NIBBLE_LSBS) | (y1 & NIBBLE_LSBS) << 1 | (y2 & NIBBLE_LSBS) << 2 | (y3 & NIBBLE_LSBS) << 3;
    }

    /** Applies S<sup>-1</sup> to all 16 nibbles of {@code s} at once (constant time). */
    static long invert(long s) {
        long a0 = s;
        long a1 = s >>> 1;
        long a2 = s >>> 2;
        long a3 = s >>> 3;
        long t13 = a1 & a3;
        long t12 = a1 & a2;
        long t23 = a2 & a3;
        long q = t12 ^ t23;
        long r = t13 ^ t23;
        long u = a1 ^ q;
        long p = a0 ^ a1 ^ a3;
        long y0 = ~(a0 ^ a2 ^ t13);
        long y1 = p ^ r ^ (a0 & (a2 ^ t12 ^ r));
        long y2 = ~(a3 ^ t12 ^ t13 ^ (a0 & (u ^ a2 ^ a3 ^ t13)));
        long y3 = p ^ a2 ^ (a0 & u);
        return (y0 & NIBBLE_LSBS) | (y1 & NIBBLE_LSBS) << 1 | (y2 & NIBBLE_LSBS) << 2 | (y3 & NIBBLE_LSBS) << 3;
    }
}
