package org.iotcrypt.internal.util;

/**
 * Work arrays a thread keeps from one batch call to its next, so that batch AEAD does not take
 * fresh memory for its key stream and GHASH layout every call. A batch of 128 messages of 64
 * bytes took 52.8 KB of fresh heap per call (JMH {@code -prof gc}, 2.2 GB/s), about half of it
 * these two arrays, each a run of cache lines of fresh memory fetched only to be overwritten.
 * With this class: 26.7 KB, and batch GCM of 128 on the vector engine at 52,900-56,900 against
 * 52,200-54,600 batches/s in alternating JMH forks (JDK 25; the same two arrays as static fields,
 * a measuring hack that no thread-safe code can use, gained 8%). The bitsliced SM4 engine keeps its
 * 2.3 KB state here too: allocated per call it cost a 64-byte GCM message 14-19% of its speed.
 *
 * <p>{@link #bytes}/{@link #longs} hand out the thread's array (or a new one when it is too
 * short, already out, or larger than {@link #KEEP_BYTES}) and {@link #release} takes one back.
 * An array that is never released (an exception in between) is simply left to the collector;
 * a nested user gets a fresh array, so two users never share one. The contents are whatever the
 * last user left: callers zero what they need zeroed, and wipe what is secret before releasing
 * (a kept array outlives the call).
 */
public final class Scratch {

    /** The largest array a thread keeps, of each kind: a thread holds at most twice this. */
    public static final int KEEP_BYTES = 64 * 1024;

    private static final ThreadLocal<Scratch> OF_THREAD = ThreadLocal.withInitial(Scratch::new);

    /** The thread's kept arrays, null while handed out or before the first release. */
    private byte[] bytes;
    private long[] longs;

    private Scratch() {
    }

    /** An array of at least {@code n} bytes, contents unspecified. */
    public static byte[] bytes(int n) {
        if (n > KEEP_BYTES) {
            return new byte[n];
        }
        Scratch s = OF_THREAD.get();
        byte[] b = s.bytes;
        s.bytes = null;
        return b != null && b.length >= n ? b : new byte[n];
    }

    /** An array of at least {@code n} longs, contents unspecified. */
    public static long[] longs(int n) {
        if (n > KEEP_BYTES / 8) {
            return new long[n];
        }
        Scratch s = OF_THREAD.get();
        long[] l = s.longs;
        s.longs = null;
        return l != null && l.length >= n ? l : new long[n];
    }

    /** Keeps {@code b} for the thread's next {@link #bytes} call; the caller has wiped what is secret. */
    public static void release(byte[] b) {
        if (b.length <= KEEP_BYTES) {
            OF_THREAD.get().bytes = b;
        }
    }

    /** Keeps {@code l} for the thread's next {@link #longs} call; the caller has wiped what is secret. */
    public static void release(long[] l) {
        if (l.length <= KEEP_BYTES / 8) {
            OF_THREAD.get().longs = l;
        }
    }
}
