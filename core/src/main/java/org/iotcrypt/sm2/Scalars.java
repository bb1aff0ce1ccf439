package org.iotcrypt.sm2;

import java.math.BigInteger;
import java.security.SecureRandom;
import org.iotcrypt.internal.util.Bytes;

/**
 * 32-byte big-endian scalars as the protocol classes handle them: range tests and random
 * choice in a range.
 *
 * <p><b>Constant time.</b> {@link #lessThan} and {@link #isZero} read every byte and never
 * branch on a byte's value, so they may be given secrets (a private key, a nonce k); only their
 * one-bit result leaves them.
 */
final class Scalars {

    static final int LENGTH = 32;

    private Scalars() {
    }

    /** a &lt; b for two 32-byte big-endian numbers, by the borrow of a - b. */
    static boolean lessThan(byte[] a, byte[] b) {
        int borrow = 0;
        for (int i = LENGTH - 1; i >= 0; i--) {
            int diff = (a[i] & 0xff) - (b[i] & 0xff) - borrow;
            borrow = (diff >>> 31) & 1;
        }
        return borrow == 1;
    }

    /** Whether all 32 bytes are zero. */
    static boolean isZero(byte[] a) {
        int acc = 0;
        for (int i = 0; i < LENGTH; i++) {
            acc |= a[i];
        }
        return acc == 0;
    }

    /** The 32-byte big-endian form of a public value v in [0, 2^256). */
    static byte[] toBytes(BigInteger v) {
        return Bytes.unsignedFixed(v, LENGTH);
    }

    /**
     * A uniformly random scalar in [1, bound - 1] by rejection sampling of 256-bit strings; the
     * bound is a public 256-bit number (n or n - 1), so a draw is kept with probability above 1/2.
     */
    static byte[] random(SecureRandom random, byte[] bound) {
        byte[] k = new byte[LENGTH];
        do {
            random.nextBytes(k);
        } while (isZero(k) | !lessThan(k, bound));
        return k;
    }
}
