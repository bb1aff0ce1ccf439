package org.iotcrypt.internal.util;

/**
 * Comparisons whose running time depends only on the lengths of their inputs, never on
 * their contents. Used for every tag and MAC check.
 */
public final class ConstantTime {

    private ConstantTime() {
    }

    /**
     * Compares {@code len} bytes of {@code a} at {@code aOff} with {@code b} at {@code bOff},
     * reading every byte whatever it finds.
     */
    public static boolean equals(byte[] a, int aOff, byte[] b, int bOff, int len) {
        int diff = 0;
        for (int i = 0; i < len; i++) {
            diff |= a[aOff + i] ^ b[bOff + i];
        }
        return diff == 0;
    }

    /** Arrays of different lengths are unequal; the lengths are treated as public. */
    public static boolean equals(byte[] a, byte[] b) {
        return a.length == b.length && equals(a, 0, b, 0, a.length);
    }
}
