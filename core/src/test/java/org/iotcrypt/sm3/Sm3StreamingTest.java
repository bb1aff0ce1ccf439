package org.iotcrypt.sm3;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Random;
import org.iotcrypt.internal.encoding.Hex;
import org.junit.jupiter.api.Test;

/** The streaming contract: any split of the input, copy, reset and the array-filling forms. */
class Sm3StreamingTest {

    /** SM3 of "abc", GB/T 32905-2016 Appendix A example 1. */
    private static final String ABC = "66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0";

    private final Random random = new Random(0x5a3);

    @Test
    void randomSplitsEqualOneShot() {
        for (int trial = 0; trial < 300; trial++) {
            byte[] msg = new byte[random.nextInt(700)];
            random.nextBytes(msg);
            byte[] expected = Sm3.hash(msg);
            Sm3 sm3 = new Sm3();
            int off = 0;
            while (off < msg.length) {
                int n = Math.min(msg.length - off, random.nextInt(150));
                if (n == 1 && random.nextBoolean()) {
                    sm3.update(msg[off]);
                } else {
                    sm3.update(msg, off, n);
                }
                off += n;
            }
            assertArrayEquals(expected, sm3.digest(), "length " + msg.length);
        }
    }

    @Test
    void copyForksTheStateMidStream() {
        byte[] msg = new byte[300];
        random.nextBytes(msg);
        for (int cut : new int[] {0, 1, 63, 64, 65, 130, 300}) {
            Sm3 sm3 = new Sm3();
            sm3.update(msg, 0, cut);
            Sm3 fork = sm3.copy();
            fork.update(new byte[] {1, 2, 3});
            sm3.update(msg, cut, msg.length - cut);
            assertArrayEquals(Sm3.hash(msg), sm3.digest(), "cut " + cut);
            byte[] forked = Arrays.copyOf(msg, cut + 3);
            forked[cut] = 1;
            forked[cut + 1] = 2;
            forked[cut + 2] = 3;
            assertArrayEquals(Sm3.hash(forked), fork.digest(), "fork at " + cut);
        }
    }

    @Test
    void resetForgetsAndDigestResets() {
        Sm3 sm3 = new Sm3();
        sm3.update(new byte[100]);
        sm3.reset();
        sm3.update("abc".getBytes());
        assertEquals(ABC, Hex.encode(sm3.digest()));
        sm3.update("abc".getBytes());
        assertEquals(ABC, Hex.encode(sm3.digest()), "digest() must leave a fresh state");
    }

    @Test
    void digestIntoAnArrayAtAnOffset() {
        Sm3 sm3 = new Sm3();
        sm3.update("xabcx".getBytes(), 1, 3);
        byte[] out = new byte[40];
        Arrays.fill(out, (byte) 0x77);
        assertEquals(Sm3.DIGEST_LENGTH, sm3.digest(out, 5));
        assertEquals(ABC, Hex.encode(out, 5, 32));
        assertEquals(0x77, out[4]);
        assertEquals(0x77, out[37]);
        sm3.update("abc".getBytes());
        assertEquals(ABC, Hex.encode(sm3.digest()), "digest(out, off) must leave a fresh state");
    }

    @Test
    void badRangesAreRefusedBeforeAnyStateChanges() {
        Sm3 sm3 = new Sm3();
        sm3.update("ab".getBytes());
        assertThrows(IndexOutOfBoundsException.class, () -> sm3.update(new byte[4], 2, 3));
        assertThrows(IndexOutOfBoundsException.class, () -> sm3.update(new byte[4], -1, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> sm3.digest(new byte[40], 9));
        sm3.update((byte) 'c');
        assertEquals(ABC, Hex.encode(sm3.digest()));
    }
}
