package org.iotcrypt.internal.util;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The thread's work arrays: kept between calls, never shared by two users, bounded in size. */
class ScratchTest {

    @Test
    void aReleasedArrayServesTheThreadsNextCallOfAtMostItsSize() {
        byte[] b = Scratch.bytes(1000);
        assertTrue(b.length >= 1000);
        Scratch.release(b);
        assertSame(b, Scratch.bytes(500));
        Scratch.release(b);
        byte[] longer = Scratch.bytes(b.length + 1);
        assertNotSame(b, longer, "too short: a new one");
        assertTrue(longer.length >= b.length + 1);
        Scratch.release(longer);

        long[] l = Scratch.longs(300);
        assertTrue(l.length >= 300);
        Scratch.release(l);
        assertSame(l, Scratch.longs(300));
        Scratch.release(l);
    }

    @Test
    void aNestedUserGetsItsOwnArray() {
        byte[] outer = Scratch.bytes(64);
        byte[] inner = Scratch.bytes(64);
        assertNotSame(outer, inner);
        Scratch.release(inner);
        Scratch.release(outer);
        assertSame(outer, Scratch.bytes(64), "the last released is kept");
        Scratch.release(outer);

        long[] a = Scratch.longs(8);
        long[] b = Scratch.longs(8);
        assertNotSame(a, b);
        Scratch.release(a);
        Scratch.release(b);
    }

    @Test
    void arraysAboveTheLimitAreNeverKept() {
        byte[] big = Scratch.bytes(Scratch.KEEP_BYTES + 1);
        Scratch.release(big);
        assertNotSame(big, Scratch.bytes(Scratch.KEEP_BYTES + 1));
        assertNotSame(big, Scratch.bytes(16));

        long[] bigLongs = Scratch.longs(Scratch.KEEP_BYTES / 8 + 1);
        Scratch.release(bigLongs);
        assertNotSame(bigLongs, Scratch.longs(1));
    }

    @Test
    void threadsDoNotShare() throws Exception {
        byte[] mine = Scratch.bytes(32);
        Scratch.release(mine);
        byte[][] theirs = new byte[1][];
        Thread t = new Thread(() -> {
            theirs[0] = Scratch.bytes(32);
        });
        t.start();
        t.join();
        assertNotSame(mine, theirs[0]);
        assertSame(mine, Scratch.bytes(32));
        Scratch.release(mine);
    }
}
