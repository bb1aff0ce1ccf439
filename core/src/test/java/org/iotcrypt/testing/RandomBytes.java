package org.iotcrypt.testing;

import java.util.Random;

/** Random test inputs from a seeded {@link Random}, so that a failing case can be replayed. */
public final class RandomBytes {

    private RandomBytes() {
    }

    /** {@code n} bytes drawn from {@code rnd}. */
    public static byte[] of(Random rnd, int n) {
        byte[] b = new byte[n];
        rnd.nextBytes(b);
        return b;
    }
}
