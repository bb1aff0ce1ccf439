package org.iotcrypt.seal;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The segment arrays of one stream, reused: a segment is sealed or opened in place in its array,
 * and the array comes back here once it has been written or read out. A stream of any length
 * so allocates only as many arrays as it has segments in flight (plus the one being filled or
 * read), rather than one or two per segment: with a large default heap, fresh arrays cost a page
 * fault per 4 KiB as the young generation grows, which was a second or two of system time per
 * GiB. Every array made is remembered, so that {@link #wipeAll()} overwrites them all, wherever
 * they are. Used by the stream's own thread only (workers get arrays from it, never take or give).
 */
final class SegmentBuffers {

    private final int length;
    private final ArrayDeque<byte[]> free = new ArrayDeque<>();
    private final List<byte[]> made = new ArrayList<>();

    /** @param length the bytes of each array: a segment and its tag */
    SegmentBuffers(int length) {
        this.length = length;
    }

    /** @return a free array, or a new one */
    byte[] take() {
        byte[] b = free.poll();
        if (b == null) {
            b = new byte[length];
            made.add(b);
        }
        return b;
    }

    /** Returns an array that this pool made and nothing uses any more. */
    void give(byte[] b) {
        free.push(b);
    }

    /** @return how many arrays this pool has made */
    int made() {
        return made.size();
    }

    /** Overwrites every array made (plaintext, ciphertext and key-dependent bytes alike). */
    void wipeAll() {
        for (byte[] b : made) {
            Arrays.fill(b, (byte) 0);
        }
        free.clear();
    }
}
