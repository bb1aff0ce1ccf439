package org.iotcrypt.sm2.field;

import java.math.BigInteger;

/**
 * Raising field elements to a fixed public exponent e by 4-bit fixed windows: 14 products for
 * the table a^0..a^15, then four squarings and one product per nonzero digit of e. The exponent
 * is public (m - 2 for Fermat inversion), so skipping zero digits and indexing the table by a
 * digit reveal nothing: every input runs the same sequence of field operations.
 */
final class FixedWindowExponent {

    private static final int WINDOW = 4;

    /** The base-16 digits of e, most significant first. */
    private final int[] digits;

    FixedWindowExponent(BigInteger e) {
        if (e.signum() <= 0) {
            throw new IllegalArgumentException("exponent must be positive");
        }
        int n = (e.bitLength() + WINDOW - 1) / WINDOW;
        digits = new int[n];
        for (int i = 0; i < n; i++) {
            digits[n - 1 - i] = e.shiftRight(WINDOW * i).intValue() & ((1 << WINDOW) - 1);
        }
    }

    /** r = a^e in field f; r may alias a. */
    void pow(ModularField f, long[] r, long[] a) {
        long[][] table = new long[1 << WINDOW][];
        table[1] = a.clone();
        table[2] = f.newElement();
        f.sqr(table[2], a);
        for (int i = 3; i < table.length; i++) {
            table[i] = f.newElement();
            f.mul(table[i], table[i - 1], table[1]);
        }
        long[] acc = table[digits[0]].clone();
        for (int i = 1; i < digits.length; i++) {
            for (int j = 0; j < WINDOW; j++) {
                f.sqr(acc, acc);
            }
            if (digits[i] != 0) {
                f.mul(acc, acc, table[digits[i]]);
            }
        }
        f.set(r, acc);
    }
}
