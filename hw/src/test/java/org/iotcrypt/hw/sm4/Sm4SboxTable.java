package org.iotcrypt.hw.sm4;

import org.iotcrypt.vectors.VectorFile;

/**
 * The SM4 S-box as the tests' reference, independent of the RTL: the standard's table from
 * {@code vectors/gbt32907-sm4-sbox.txt} (GB/T 32907-2016, Table 1), and the same S-box computed
 * from its algebraic definition, {@code S(x) = A·inv(A·x + 0xD3) + 0xD3} over GF(2^8) modulo
 * x^8+x^7+x^6+x^5+x^4+x^2+1 (output bit r = parity of row r of A AND x; inv(0) = 0).
 */
final class Sm4SboxTable {

    private static final int POLY = 0x1F5;
    private static final int[] A_ROWS = {0xA7, 0x4F, 0x9E, 0x3D, 0x7A, 0xF4, 0xE9, 0xD3};
    private static final int C = 0xD3;
    private static final String FILE = "gbt32907-sm4-sbox.txt";

    private Sm4SboxTable() {
    }

    /** The table of the data file's one {@code sbox} field, read by core's {@link VectorFile}. */
    static int[] standard() {
        byte[] bytes = VectorFile.load(FILE).get(0).hex("sbox");
        if (bytes.length != 256) {
            throw new IllegalStateException(FILE + " holds " + bytes.length + " S-box bytes, not 256");
        }
        int[] s = new int[256];
        for (int x = 0; x < 256; x++) {
            s[x] = bytes[x] & 0xff;
        }
        return s;
    }

    /** The S-box computed from its definition. */
    static int[] fromDefinition() {
        int[] s = new int[256];
        for (int x = 0; x < 256; x++) {
            s[x] = affine(inverse(affine(x) ^ C)) ^ C;
        }
        return s;
    }

    /** Byte-wise S-box of a 32-bit word, by the standard's table. */
    static int tau(int[] sbox, int word) {
        int r = 0;
        for (int shift = 0; shift < 32; shift += 8) {
            r |= sbox[(word >>> shift) & 0xff] << shift;
        }
        return r;
    }

    private static int affine(int x) {
        int r = 0;
        for (int row = 0; row < 8; row++) {
            r |= (Integer.bitCount(A_ROWS[row] & x) & 1) << row;
        }
        return r;
    }

    private static int multiply(int a, int b) {
        int r = 0;
        while (b != 0) {
            if ((b & 1) != 0) {
                r ^= a;
            }
            b >>>= 1;
            a <<= 1;
            if ((a & 0x100) != 0) {
                a ^= POLY;
            }
        }
        return r;
    }

    /** a^254: the inverse of a non-zero a, and 0 for 0. */
    private static int inverse(int a) {
        int r = 1;
        for (int i = 0; i < 254; i++) {
            r = multiply(r, a);
        }
        return r;
    }
}
