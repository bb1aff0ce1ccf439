package org.iotcrypt.bench;

import java.util.SplittableRandom;

/** Reproducible public inputs for the benchmarks and their cross-checks. */
final class Messages {

    private Messages() {
    }

    /** {@code length} pseudo-random bytes, the same for the same seed on every run. */
    static byte[] random(int length, long seed) {
        byte[] b = new byte[length];
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < length; i++) {
            b[i] = (byte) random.nextInt(256);
        }
        return b;
    }

    /** {@code block} repeated {@code copies} times. */
    static byte[] repeat(byte[] block, int copies) {
        byte[] b = new byte[block.length * copies];
        for (int i = 0; i < copies; i++) {
            System.arraycopy(block, 0, b, i * block.length, block.length);
        }
        return b;
    }
}
