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
 * when the rows are made; its text is laid out by {@link #layText}, or by {@link #seal} as it is
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

    private final BulkGhash bulk;
    private final byte[][] aads;
    private final int[] lens;

    /** Message i's place among the laid-out messages, or -1 (hashed alone, or skipped). */
    private final int[] lane;

    /** Where message i's first text word goes in {@link #words}. */
    private final int[] textAt;

    private final int rows;
    private final long[] words;

    /** Each row's first block position that holds a message's block. */
    private final int[] from;

    /**
     * Lays out the AAD and length block of every message of one group; {@code lens[i] < 0} skips
     * message i. {@code bulk} may be null (then every message is hashed alone). One pass over
     * the messages: the layout is sized for all of them, as if every one took a lane.
     */
    public MessageRows(BulkGhash bulk, byte[][] aads, int[] lens) {
        this.bulk = bulk;
        this.aads = aads;
        this.lens = lens;
        int count = lens.length;
        int most = (count + LANES - 1) / LANES;
        lane = new int[count];
        textAt = new int[count];
        words = Scratch.longs(most * ROW_WORDS);
        Arrays.fill(words, 0, most * ROW_WORDS, 0L);
        from = new int[most];
        Arrays.fill(from, BulkGhash.GROUP_BLOCKS);
        int laid = 0;
        for (int i = 0; i < count; i++) {
            int aadLength = aads[i].length;
            int len = lens[i];
            long blocks = Ghash.blocks(aadLength, len);
            if (bulk == null || len < 0 || blocks > BulkGhash.GROUP_BLOCKS) {
                lane[i] = -1;
                continue;
            }
            int k = laid++;
            lane[i] = k;
            int row = k / LANES;
            int first = BulkGhash.GROUP_BLOCKS - (int) blocks;
            from[row] = Math.min(from[row], first);
            int at = layWords(aads[i], aadLength, words, row * ROW_WORDS + k % LANES + 2 * LANES * first);
            textAt[i] = at;
            at += 2 * LANES * ((len + 15) / 16);
            words[at] = (long) aadLength << 3;
            words[at + LANES] = (long) len << 3;
        }
        rows = (laid + LANES - 1) / LANES;
    }

    /** Whether message i is hashed in a lane (and so {@link #seal} or {@link #layText} lays its text out). */
    public boolean laid(int i) {
        return lane[i] >= 0;
    }

    /** Lays out message i's text ({@code lens[i]} bytes of {@code text}); message i must be {@link #laid}. */
    public void layText(int i, byte[] text) {
        layWords(text, lens[i], words, textAt[i]);
    }

    /**
     * {@code out[0..len) = in[0..len) xor ks[ksAt..ksAt + len)}, {@code len = lens[i]}, and lays
     * out the result as message i's text; message i must be {@link #laid}.
     */
    public void seal(int i, byte[] in, byte[] ks, int ksAt, byte[] out) {
        int len = lens[i];
        int at = textAt[i];
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
    }

    /**
     * GHASH_H of every message not skipped into {@code out[16i..16i + 15]}: the laid-out ones in
     * one {@link BulkGhash#absorbLanes} call, the others one by one from {@code texts[i]}. The
     * last call: the layout goes back to the thread's {@link Scratch}.
     */
    public void hash(byte[] h, byte[][] texts, byte[] out) {
        byte[] s = new byte[16];
        for (int i = 0; i < lens.length; i++) {
            if (lane[i] < 0 && lens[i] >= 0) {
                Ghash.ofMessage(h, bulk, aads[i], texts[i], lens[i], s);
                System.arraycopy(s, 0, out, 16 * i, 16);
            }
        }
        long[] ys = new long[2 * rows * LANES];
        if (rows > 0) {
            bulk.absorbLanes(ys, words, from, rows);
        }
        for (int i = 0; i < lens.length; i++) {
            int k = lane[i];
            if (k >= 0) {
                Bytes.putLongBE(ys[2 * k], out, 16 * i);
                Bytes.putLongBE(ys[2 * k + 1], out, 16 * i + 8);
            }
        }
        // words holds AAD, ciphertext and lengths only, all public: not wiped. The GHASH values
        // are not public (with E_K(J0) they make the tags).
        Scratch.release(words);
        Arrays.fill(ys, 0);
        Arrays.fill(s, (byte) 0);
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
