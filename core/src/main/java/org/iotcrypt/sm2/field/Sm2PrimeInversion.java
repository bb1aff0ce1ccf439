package org.iotcrypt.sm2.field;

/**
 * Inversion modulo the sm2p256v1 prime p by Fermat, a^(p-2), along a fixed addition chain:
 * 256 squarings and 15 products for every input (constant time; 0 maps to 0).
 *
 * <p>p - 2 read from the top is 31 ones, a zero, 128 ones, 32 zeros, 62 ones, then 01. With
 * x_k = a^(2^k - 1), x_{j+k} = x_j^(2^k) * x_k builds the runs of ones x_31, x_32 and x_30,
 * and the exponent is then assembled run by run.
 */
final class Sm2PrimeInversion {

    private Sm2PrimeInversion() {
    }

    /** r = a^(p-2) in f, whose modulus must be the sm2p256v1 prime; r may alias a. */
    static void invert(ModularField f, long[] r, long[] a) {
        long[] x1 = f.newElement();
        f.set(x1, a);
        long[] x3 = f.newElement();
        f.sqr(x3, x1);
        f.mul(x3, x3, x1);          // x2
        f.sqr(x3, x3);
        f.mul(x3, x3, x1);          // x3
        long[] x6 = f.newElement();
        sqrN(f, x6, x3, 3);
        f.mul(x6, x6, x3);
        long[] t = f.newElement();
        sqrN(f, t, x6, 6);
        f.mul(t, t, x6);            // x12
        long[] x24 = f.newElement();
        sqrN(f, x24, t, 12);
        f.mul(x24, x24, t);
        long[] x30 = f.newElement();
        sqrN(f, x30, x24, 6);
        f.mul(x30, x30, x6);
        long[] x31 = f.newElement();
        f.sqr(x31, x30);
        f.mul(x31, x31, x1);
        long[] x32 = f.newElement();
        f.sqr(x32, x31);
        f.mul(x32, x32, x1);
        // 31 ones, a zero, then 128 ones in four runs of 32.
        sqrN(f, t, x31, 33);
        f.mul(t, t, x32);
        for (int i = 0; i < 3; i++) {
            sqrN(f, t, t, 32);
            f.mul(t, t, x32);
        }
        // 32 zeros, then 62 ones as 32 + 30.
        sqrN(f, t, t, 64);
        f.mul(t, t, x32);
        sqrN(f, t, t, 30);
        f.mul(t, t, x30);
        // 0 then 1.
        sqrN(f, t, t, 2);
        f.mul(r, t, x1);
    }

    private static void sqrN(ModularField f, long[] r, long[] a, int n) {
        f.sqr(r, a);
        for (int i = 1; i < n; i++) {
            f.sqr(r, r);
        }
    }
}
