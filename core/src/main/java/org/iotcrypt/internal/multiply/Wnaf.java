package org.iotcrypt.internal.multiply;

/**
 * Width-w non-adjacent form: digits that are 0 or odd with |d| &lt; 2^(w-1), at least w-1
 * zeros after each non-zero digit, so a 256-bit scalar has about 256/(w+1) non-zero digits.
 * Variable time: for public scalars only (verification); the positions of the non-zero
 * digits reveal the scalar.
 */
public final class Wnaf {

    private Wnaf() {
    }

    /**
     * The width-w NAF of bits [from, from + len) of k (little-endian limbs), least significant
     * digit first, len + 1 digits (the last takes a final carry). 2 &lt;= w &lt;= 16.
     */
    public static short[] recode(long[] k, int from, int len, int w) {
        if (w < 2 || w > 16) {
            throw new IllegalArgumentException("wNAF width must be in [2, 16], got " + w);
        }
        short[] digits = new short[len + 1];
        int carry = 0;
        int bit = 0;
        while (bit < len) {
            if (Scalars.bits(k, from + bit, 1) == carry) {
                bit++;
                continue;
            }
            // The window starts on an odd value (bit xor carry = 1), so word is odd and at
            // most 2^w - 1; when fewer than w bits remain, word &lt; 2^(w-1) and no carry leaves.
            int now = Math.min(w, len - bit);
            int word = Scalars.bits(k, from + bit, now) + carry;
            carry = (word >> (w - 1)) & 1;
            word -= carry << w;
            digits[bit] = (short) word;
            bit += now;
        }
        digits[len] = (short) carry;
        return digits;
    }

    /** The 32-byte big-endian scalar as limbs, for {@link #recode}. */
    public static long[] limbs(byte[] k32) {
        return Scalars.limbs(k32);
    }
}
