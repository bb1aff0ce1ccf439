package org.iotcrypt.internal.mode;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.iotcrypt.internal.engine.BulkGhash;
import org.iotcrypt.internal.util.Bytes;
import org.iotcrypt.internal.util.Scratch;

/**
 * The short messages of a batch laid out as {@link BulkGhash#absorbLanes} reads them, and their
 * GHASH values: every message of one group (AAD, text and length block in at most
 * {@link BulkGhash#GROUP_BLOCKS} blocks: a 64-byte message with 20 bytes of AAD is 7) takes a
 * lane of a row, {@link BulkGhash#LANES} messages a row, with its AAD and length block laid out
 * as the message is added; its text is laid out by {@link #add}, or by {@link #seal} as it is
 * made (batch GCM: the keystream XOR writes each ciphertext word to the message and to its lane
 * in one pass; the layout and the XOR were a quarter of batch GCM's time on the vector engine,
 * though one pass measured no faster than two in alternating JMH forks). The layout is the
 * thread's {@link Scratch}, not fresh memory each batch. Longer messages, and every message when
 * there is no bulk GHASH, are hashed one by one ({@link Ghash#ofMessage}) by {@link #hash}.
 * Which way a message goes, and where its words lie, depend on its lengths only (public).
 */
public final class MessageRows {

    /**
     * Big-endian words read and written by the view itself, as in {@code Ghash}, not through
     * {@code Bytes.getLongBE}: that adds a level of inlining in the XOR loop, and in alternating
     * JMH forks (JDK 25, batch GCM of 128) three of six forks with it ran at 45,000-46,000
     * batches/s against one of six without (56,000-57,500 otherwise). Not conclusive on this
     * noisy machine, so the hot loop keeps the shorter path.
     */
    private static final VarHandle LONG_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    private static final int LANES = BulkGhash.LANES;

    /** Words of one row: two a block position, {@link #LANES} messages side by side. */
    private static final int ROW_WORDS = 2 * BulkGhash.GROUP_BLOCKS * LANES;

    /** Rows laid out and hashed at a time: 32 messages, a layout of 4 KiB. */
    private static final int CHUNK_ROWS = 4;

    private static final int CHUNK = CHUNK_ROWS * LANES;

    private final BulkGhash bulk;

    /** Message i's AAD and text length (-1: skipped), as {@link #add} or {@link #seal} gave them. */
    private final byte[][] aads;
    private final int[] lens;

    /** Message i's place among the laid-out messages, or -1 (hashed alone, or skipped). */
    private final int[] lane;

    /** Messages laid out so far. */
    private int laid;

    /** The layout of the current chunk. */
    private final long[] words;

    /** Each row of the chunk: its first block position that holds a message's block. */
    private final int[] from;

    /** The GHASH values of the laid-out messages hashed so far, message k at {@code 2k}, {@code 2k + 1}. */
    private final long[] ys;

    /** The current chunk's GHASH values, before they join {@link #ys}. */
    private final long[] chunkYs = new long[2 * CHUNK];

    /**
     * Room for {@code count} messages, given next in order by {@link #add} or {@link #seal}.
     * {@code bulk} may be null (then every message is hashed alone). The layout holds one chunk
     * of {@link #CHUNK_ROWS} rows (fewer for fewer messages), zeroed (a message's padding and the
     * positions before its first block are read as zeros); a full chunk is hashed, and its
     * layout zeroed, as its last message is added. Chunks rather than one layout for the whole
     * batch (16 KiB for 128 messages, which with the inputs, outputs and key stream was more than
     * the 48 KiB L1 data cache of Zen 5): a smaller working set, though in alternating JMH forks
     * (JDK 25, batch GCM of 128) it measured neither faster nor slower.
     */
    public MessageRows(BulkGhash bulk, int count) {
        this.bulk = bulk;
        aads = new byte[count][];
        lens = new int[count];
        lane = new int[count];
        ys = new long[2 * count];
        int rows = Math.min(CHUNK_ROWS, (count + LANES - 1) / LANES);
        words = Scratch.longs(rows * ROW_WORDS);
        Arrays.fill(words, 0, rows * ROW_WORDS, 0L);
        from = new int[CHUNK_ROWS];
        Arrays.fill(from, BulkGhash.GROUP_BLOCKS);
    }

    /**
     * Message i: its AAD and {@code len} bytes of text ({@code len < 0} skips it), laid out in a
     * lane if it fits one, else hashed alone by {@link #hash}.
     */
    public void add(int i, byte[] aad, byte[] text, int len) {
        int at = place(i, aad, len);
        if (at >= 0) {
            layWords(text, len, words, at);
            if (laid % CHUNK == 0) {
                absorbChunk();
            }
        }
    }

    /**
     * Message i of a sealing: {@code out[0..len) = in[0..len) xor ks[ksAt..ksAt + len)},
     * {@code len = in.length}, and the result laid out as its text with its AAD (each
     * ciphertext word written to the message and to its lane in one step), or hashed alone by
     * {@link #tags} if it does not fit a lane.
     */
    public void seal(int i, byte[] aad, byte[] in, byte[] ks, int ksAt, byte[] out) {
        int len = in.length;
        int at = place(i, aad, len);
        if (at < 0) {
            Bytes.xor(in, 0, ks, ksAt, out, 0, len);
            return;
        }
        int whole = len & ~7;
        for (int j = 0; j < whole; j += 8, at += LANES) {
            long c = (long) LONG_BE.get(in, j) ^ (long) LONG_BE.get(ks, ksAt + j);
            LONG_BE.set(out, j, c);
            words[at] = c;
        }
        if (whole < len) {
            Bytes.xor(in, whole, ks, ksAt + whole, out, whole, len - whole);
            words[at] = partialWord(out, whole, len);
        }
        if (laid % CHUNK == 0) {
            absorbChunk();
        }
    }

    /**
     * Records message i and, if it fits a lane (at most {@link BulkGhash#GROUP_BLOCKS} blocks,
     * with a bulk GHASH), lays out its AAD and length block, right-aligned in the next lane:
     * where its first text word goes, or -1.
     */
    private int place(int i, byte[] aad, int len) {
        aads[i] = aad;
        lens[i] = len;
        int aadLength = aad.length;
        long blocks = Ghash.blocks(aadLength, len);
        if (bulk == null || len < 0 || blocks > BulkGhash.GROUP_BLOCKS) {
            lane[i] = -1;
            return -1;
        }
        int k = laid++;
        lane[i] = k;
        int row = k % CHUNK / LANES;
        int first = BulkGhash.GROUP_BLOCKS - (int) blocks;
        from[row] = Math.min(from[row], first);
        int at = layWords(aad, aadLength, words, row * ROW_WORDS + k % LANES + 2 * LANES * first);
        int end = at + 2 * LANES * ((len + 15) / 16);
        words[end] = (long) aadLength << 3;
        words[end + LANES] = (long) len << 3;
        return at;
    }

    /**
     * GHASH_H of every message not skipped into {@code out[16i..16i + 15]}: the laid-out ones in
     * one {@link BulkGhash#absorbLanes} call, the others one by one from {@code texts[i]}. The
     * last call: the layout goes back to the thread's {@link Scratch}.
     */
    public void hash(byte[] h, byte[][] texts, byte[] out) {
        absorbLaid();
        byte[] s = new byte[16];
        for (int i = 0; i < lens.length; i++) {
            if (lens[i] >= 0) {
                value(i, h, texts[i], s);
                System.arraycopy(s, 0, out, 16 * i, 16);
            }
        }
        Arrays.fill(ys, 0);
        Arrays.fill(s, (byte) 0);
    }

    /**
     * GCM's tags, the last call instead of {@link #hash}: for every message, the first
     * {@code tagLength} bytes of its GHASH_H value XOR {@code ks[16·j0[i]..+16)} (E_K(J0)) into
     * {@code sealed[i]} after its text (at {@code lens[i]}). Written straight from the GHASH
     * words: no 16-byte copy and XOR call a message (those were 2% of batch GCM's time on the
     * vector engine).
     */
    public void tags(byte[] h, byte[][] sealed, byte[] ks, int[] j0, int tagLength) {
        absorbLaid();
        byte[] s = new byte[16];
        for (int i = 0; i < lens.length; i++) {
            int len = lens[i];
            value(i, h, sealed[i], s);
            long hi = (long) LONG_BE.get(s, 0) ^ (long) LONG_BE.get(ks, 16 * j0[i]);
            long lo = (long) LONG_BE.get(s, 8) ^ (long) LONG_BE.get(ks, 16 * j0[i] + 8);
            if (tagLength == 16) {
                LONG_BE.set(sealed[i], len, hi);
                LONG_BE.set(sealed[i], len + 8, lo);
            } else {
                LONG_BE.set(s, 0, hi);
                LONG_BE.set(s, 8, lo);
                System.arraycopy(s, 0, sealed[i], len, tagLength);
            }
        }
        Arrays.fill(ys, 0);
        Arrays.fill(s, (byte) 0);
    }

    /**
     * GHASH_H of message i (not skipped) into {@code s[0..16)}: from its lane's value, or hashed
     * alone from {@code text} if it has no lane. After {@link #absorbLaid}.
     */
    private void value(int i, byte[] h, byte[] text, byte[] s) {
        int k = lane[i];
        if (k < 0) {
            Ghash.ofMessage(h, bulk, aads[i], text, lens[i], s);
        } else {
            LONG_BE.set(s, 0, ys[2 * k]);
            LONG_BE.set(s, 8, ys[2 * k + 1]);
        }
    }

    /** Hashes the last chunk, if any message is left in it; the layout goes back to the thread's {@link Scratch}. */
    private void absorbLaid() {
        if (laid % CHUNK != 0) {
            absorbChunk();
        }
        // words holds AAD, ciphertext and lengths only, all public: not wiped. The GHASH values
        // are not public (with E_K(J0) they make the tags): the callers wipe ys.
        Scratch.release(words);
        Arrays.fill(chunkYs, 0);
    }

    /** Hashes the chunk that holds the last message laid out, and zeroes its layout for the next. */
    private void absorbChunk() {
        int first = (laid - 1) / CHUNK * CHUNK;
        int count = laid - first;
        int rows = (count + LANES - 1) / LANES;
        bulk.absorbLanes(chunkYs, words, from, rows);
        System.arraycopy(chunkYs, 0, ys, 2 * first, 2 * count);
        Arrays.fill(words, 0, rows * ROW_WORDS, 0L);
        Arrays.fill(from, BulkGhash.GROUP_BLOCKS);
    }

    /** The zero-padded blocks of {@code in[0..len)} as words {@link #LANES} apart from {@code at}; where the next block goes. */
    private static int layWords(byte[] in, int len, long[] words, int at) {
        int whole = len & ~7;
        for (int i = 0; i < whole; i += 8, at += LANES) {
            words[at] = (long) LONG_BE.get(in, i);
        }
        if (whole < len) {
            words[at] = partialWord(in, whole, len);
            at += LANES;
        }
        // An odd number of words: the last block's low word is padding, zero already.
        return ((len + 7) / 8 & 1) == 0 ? at : at + LANES;
    }

    /** The bytes {@code in[whole..len)} (fewer than eight) as the leading bytes of a word, zeros after. */
    private static long partialWord(byte[] in, int whole, int len) {
        if (len >= 8) {
            // The eight bytes that end the data, shifted so that byte `whole` leads.
            return (long) LONG_BE.get(in, len - 8) << 8 * (8 - (len - whole));
        }
        long w = 0;
        for (int i = 0; i < len; i++) {
            w |= (in[i] & 0xffL) << (56 - 8 * i);
        }
        return w;
    }
}
