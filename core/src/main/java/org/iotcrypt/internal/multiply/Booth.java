package org.iotcrypt.internal.multiply;

/**
 * Signed fixed-window ("Booth") recoding for constant-time multiplication: window i of width
 * w takes the w + 1 bits k[wi - 1 .. wi + w - 1] (k[-1] = 0) to a digit
 * d_i = k[wi-1] + sum_{j<w-1} 2^j k[wi+j] - 2^(w-1) k[wi+w-1] in [-2^(w-1), 2^(w-1)], and
 * k = sum d_i 2^(wi) once the windows reach past the top bit. Every window is non-empty in
 * the sense that it is always processed (a 0 digit selects nothing, by masks), so the
 * sequence of operations is the same for every k. The arithmetic follows the branch-free
 * form used by OpenSSL's ecp_nistz256 (booth_recode_w5/w7).
 */
final class Booth {

    private Booth() {
    }

    /**
     * Digit i of width w, packed as (magnitude << 1) | sign with sign 1 for a negative digit;
     * branch-free in k.
     */
    static int digit(long[] k, int i, int w) {
        int v = Scalars.bits(k, w * i - 1, w + 1);
        int s = ~((v >>> w) - 1);
        int d = (1 << (w + 1)) - v - 1;
        d = (d & s) | (v & ~s);
        d = (d >> 1) + (d & 1);
        return (d << 1) | (s & 1);
    }
}
