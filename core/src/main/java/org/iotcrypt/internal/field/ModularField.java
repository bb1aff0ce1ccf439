package org.iotcrypt.internal.field;

import java.math.BigInteger;

/**
 * Arithmetic modulo an odd 256-bit modulus m (a field prime p or a group order n).
 *
 * <p>An element is a {@code long[]} of {@link #limbs()} limbs in a representation private to
 * the implementation (Montgomery form for {@link MontgomeryField}); only the methods here
 * create, read or change it. Every method accepts its result array aliasing any input.
 *
 * <p>Every method is branch-free and free of secret-indexed memory access with respect to
 * element values (the running time depends only on m), except those whose name ends in
 * {@code Vartime} and the {@code BigInteger} conversions, which are meant for public values
 * and constants.
 *
 * <p><b>Loose elements.</b> {@link #addLoose}, {@link #subLoose} and {@link #mulSmallLoose} may return an element that
 * is congruent to the result but not reduced (an implementation with spare bits per limb skips
 * the carries and the conditional subtraction, which cost as much as a quarter of a point
 * doubling). A loose element may only be an operand of {@link #mul} or {@link #sqr} (either or
 * both operands, whose results are reduced again), never of any other method, and never an
 * operand of the loose methods themselves. Every other method takes and returns reduced elements.
 */
public interface ModularField {

    /** The modulus m. */
    BigInteger modulus();

    /** Number of limbs in an element array. */
    int limbs();

    /** A new element holding 0. */
    default long[] newElement() {
        return new long[limbs()];
    }

    /** A new element holding v mod m (v may be negative or at least m); not constant time. */
    long[] fromBigInteger(BigInteger v);

    /** The value of a, in [0, m). Not constant time: for public values and tests. */
    default BigInteger toBigInteger(long[] a) {
        byte[] out = new byte[32];
        toBytes(a, out, 0);
        return new BigInteger(1, out);
    }

    /**
     * Reads a 32-byte big-endian integer into r, reduced mod m (constant time; any 256-bit
     * input is accepted and reduced).
     */
    void fromBytes(long[] r, byte[] in, int off);

    /** Writes a, fully reduced, as 32 bytes big-endian. */
    void toBytes(long[] a, byte[] out, int off);

    /** r = 0. */
    void setZero(long[] r);

    /** r = 1. */
    void setOne(long[] r);

    /** r = a. */
    void set(long[] r, long[] a);

    /** r = a + b mod m. */
    void add(long[] r, long[] a, long[] b);

    /** r = a - b mod m. */
    void sub(long[] r, long[] a, long[] b);

    /**
     * r = a + b mod m as a loose element (see the class comment): only for mul or sqr.
     * a and b must be reduced.
     */
    void addLoose(long[] r, long[] a, long[] b);

    /**
     * r = a - b mod m as a loose element (see the class comment): only for mul or sqr.
     * a and b must be reduced.
     */
    void subLoose(long[] r, long[] a, long[] b);

    /**
     * r = k·a mod m for a public k in [1, 4], as a loose element (see the class comment): only
     * for mul or sqr. a must be reduced.
     */
    void mulSmallLoose(long[] r, long[] a, int k);

    /** r = -a mod m. */
    void neg(long[] r, long[] a);

    /** r = a * b mod m; a and b may be reduced or loose, r is reduced. */
    void mul(long[] r, long[] a, long[] b);

    /** r = a^2 mod m; a may be reduced or loose, r is reduced. */
    void sqr(long[] r, long[] a);

    /** r = a^-1 mod m, constant time (m must be prime); 0 maps to 0. */
    void invert(long[] r, long[] a);

    /** All ones if a == 0 mod m, else 0. */
    long isZero(long[] a);

    /** All ones if a == b mod m, else 0. */
    long equal(long[] a, long[] b);

    /** r = a where mask is all ones; r unchanged where mask is 0 (mask must be one of the two). */
    void cmov(long[] r, long[] a, long mask);
}
