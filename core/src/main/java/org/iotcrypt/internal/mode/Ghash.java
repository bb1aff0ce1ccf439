package org.iotcrypt.internal.mode;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.iotcrypt.internal.engine.BulkGhash;
import org.iotcrypt.internal.engine.Gf128;
import org.iotcrypt.internal.util.Acceleration;
import org.iotcrypt.internal.util.Bytes;

/**
 * GHASH of NIST SP 800-38D, in constant time.
 *
 * <p>Java has no carry-less multiply instruction, and the usual table-driven GHASH indexes
 * tables by secret data. Here a 64 x 64-bit carry-less product is built from ordinary integer
 * multiplies of operands whose bits are spread out with three-bit "holes" (the idea of
 * BearSSL's {@code ctmul64}): with one operand bit in four kept, every column of the schoolbook
 * product sums at most 15 one-bit terms below bit 60, so no carry reaches the next kept bit and
 * the wanted bits are just the low bit of each column. Such a product is exact in the low 64
 * bits; the high 64 bits come from the same routine on bit-reversed operands. A 128 x 128
 * product takes three of those (Karatsuba), and reduction modulo x^128 + x^7 + x^2 + x + 1 is
 * shifts and XORs. Nothing here branches on or indexes by H or the data.
 *
 * <p>Blocks are held as two big-endian longs, so the GCM bit order (first bit = coefficient of
 * x^0) makes each 128-bit value the bit-reflection of its polynomial.
 *
 * <p>Runs of at least {@link BulkGhash#GROUP_BLOCKS} whole blocks go to a {@link BulkGhash} when
 * one serves: the vector GHASH ({@link GhashEngines}, once it has passed its self-test against
 * this class), or, for a key's many messages ({@link #bulkFor}, GCM's per-key object), this
 * multiplier with aggregated reduction and, after a key's first 256 blocks, byte tables of the
 * powers of H for the public blocks, read at addresses the AAD and ciphertext choose, never H or
 * the running value ({@link #scalar}); {@link #plain} makes one that never
 * hands anything on, the twin the conformance suite compares against. With a bulk GHASH, blocks
 * short of a group wait in a queue, and a message's last ones go to it as the tail of a group
 * ({@link BulkGhash#absorbTail}): a 64-byte message with 20 bytes of AAD is seven blocks from a
 * zero running value, one reduction, and on a key's byte tables no multiplication at all, where
 * they cost seven multiplications and reductions one by one (19% of a 64-byte seal by
 * {@code bench/profile.sh}, 9% after; issue 45). Lengths (how many blocks go which way, whether
 * anything has reached the running value) are public.
 */
public final class Ghash {

    /** Big-endian 8-byte loads as one instruction each (the per-block loads are on the hot path). */
    private static final VarHandle LONG_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    private static final long M0 = 0x1111111111111111L;
    private static final long M1 = M0 << 1;
    private static final long M2 = M0 << 2;
    private static final long M3 = M0 << 3;

    /** The parts of one 128-bit value as the multiplier takes it ({@link #split}). */
    static final int PARTS = 24;

    /** H's Karatsuba operands, each split into its four masked parts ({@link #split}). */
    private final long[] hParts = new long[PARTS];

    /** The running value Y, high word then low word. */
    private final long[] y = new long[2];

    /** The empty queue every Ghash starts with, so that wiping needs no null check. */
    private static final byte[] NO_QUEUE = new byte[0];

    private final byte[] partial = new byte[16];
    private int partialLen;

    /**
     * Whole blocks waiting to make a group, while a bulk GHASH serves: a message's last blocks go
     * to it together ({@link BulkGhash#absorbTail}), so that a short message costs one reduction,
     * and on {@link #scalar}'s tables no multiplication, instead of one multiplication each.
     * Allocated on first use ({@link #NO_QUEUE} until then): a message of whole groups never needs it.
     */
    private byte[] queue = NO_QUEUE;
    private int queued;
    /** Whether any block has reached Y (public: from the lengths); until then Y is known zero. */
    private boolean absorbedAny;

    /** The bulk GHASH, made on first need unless shared or {@link #plain}. */
    private BulkGhash bulk;
    /** Whether {@link #bulk} may still be made (false once made, refused or shared). */
    private boolean bulkPending;
    /** Whether {@link #bulk} is this object's own, to destroy with it. */
    private boolean ownsBulk;

    /**
     * Starts a GHASH under the hash subkey {@code h} (16 bytes, E_K(0^128)); long runs of blocks
     * take the bulk GHASH if one serves, made from H's powers when the first such run comes.
     */
    public Ghash(byte[] h) {
        this(h, null);
        bulkPending = true;
    }

    /**
     * Starts a GHASH that hands long runs to {@code shared} (made by {@link #bulkFor} under the
     * same H and owned by the caller), or to none if it is null.
     */
    public Ghash(byte[] h, BulkGhash shared) {
        // With a bulk GHASH every block goes to it (whole, flush), so H's multiplier operands,
        // 24 words with two bit reversals, are made only without one (a message of a GCM key
        // makes this object every time).
        if (shared == null) {
            split(Bytes.getLongBE(h, 0), Bytes.getLongBE(h, 8), hParts, 0);
        }
        bulk = shared;
    }

    /** A GHASH that runs this class's own multiplier only: the plain twin of the bulk one. */
    public static Ghash plain(byte[] h) {
        return new Ghash(h, null);
    }

    /**
     * The Karatsuba operands of the 128-bit value (hi, lo), each split into its four masked parts
     * (M0..M3), into {@code out[at..at + 23]}: lo, hi, lo xor hi, then their bit reversals. What
     * the multiplier keeps of H, and {@link ScalarBulkGhash} of each power of H.
     */
    static void split(long hi, long lo, long[] out, int at) {
        long lor = Long.reverse(lo);
        long hir = Long.reverse(hi);
        mask(lo, out, at);
        mask(hi, out, at + 4);
        mask(hi ^ lo, out, at + 8);
        mask(lor, out, at + 12);
        mask(hir, out, at + 16);
        mask(lor ^ hir, out, at + 20);
    }

    /** {@code v}'s four masked parts, one bit in four kept, into {@code out[at..at + 3]}. */
    private static void mask(long v, long[] out, int at) {
        out[at] = v & M0;
        out[at + 1] = v & M1;
        out[at + 2] = v & M2;
        out[at + 3] = v & M3;
    }

    /**
     * The bulk GHASH under {@code h} for callers that hash many messages under one key (GCM's
     * per-key object): the vector GHASH where it serves, else {@link #scalar} (whose powers of H,
     * made once here, then serve every message of the key), or null under the kill switch
     * ({@code -Diotcrypt.plain=true}: block by block); the caller destroys it.
     */
    public static BulkGhash bulkFor(byte[] h) {
        BulkGhash vector = GhashEngines.bulk(h);
        return vector != null || Acceleration.plain() ? vector : scalar(h);
    }

    /**
     * A {@link BulkGhash} on this class's multiplier with aggregated reduction, and byte tables
     * of the powers of H for public blocks once it has hashed {@link #TABLES_AFTER_BLOCKS}
     * ({@link ScalarBulkGhash}; 32 KiB more from then on): what serves batch GCM's short messages
     * without the vector GHASH, and a key's long runs while the vector GHASH warms up. It may be
     * shared between threads (it keeps only powers of H and tables of them); the caller destroys it.
     */
    public static BulkGhash scalar(byte[] h) {
        return new ScalarBulkGhash(h);
    }

    /**
     * The blocks a key's scalar bulk GHASH ({@link #scalar}) hashes by the carry-less multiplier
     * before it makes its byte tables of the powers of H for the public blocks: about where the
     * tables' making (2-3 µs, 32 KiB) is paid back, so that a key used for one short message
     * never pays for them.
     */
    public static final int TABLES_AFTER_BLOCKS = 256;

    /** Whether long runs go to the vector GHASH, and if not, why not; one line. */
    public static String bulkStatus() {
        return GhashEngines.status();
    }

    /**
     * Writes H^1..H^n into {@code out} as big-endian word pairs (H^(k+1) at {@code out[2k]},
     * {@code out[2k + 1]}), n = {@code out.length / 2}: the table a {@link BulkGhash} is built
     * from, by this class's multiplier (one rule of the field).
     */
    public static void powers(byte[] h, long[] out) {
        Ghash g = plain(h);
        out[0] = Bytes.getLongBE(h, 0);
        out[1] = Bytes.getLongBE(h, 8);
        for (int k = 2; k < out.length; k += 2) {
            g.y[0] = 0;
            g.y[1] = 0;
            g.multiplyIn(out[k - 2], out[k - 1]);
            out[k] = g.y[0];
            out[k + 1] = g.y[1];
        }
        g.destroy();
    }

    /** Absorbs {@code len} bytes, buffering a trailing partial block until more data or {@link #pad}. */
    public void update(byte[] in, int off, int len) {
        if (partialLen > 0) {
            int take = Math.min(len, 16 - partialLen);
            System.arraycopy(in, off, partial, partialLen, take);
            partialLen += take;
            off += take;
            len -= take;
            if (partialLen < 16) {
                return;
            }
            whole(partial, 0, 1);
            partialLen = 0;
        }
        int end = off + (len & ~15);
        if (bulk == null) {
            int groups = (len >>> 4) / BulkGhash.GROUP_BLOCKS;
            if (groups > 0 && bulk()) {
                bulk.absorb(y, in, off, groups);
                absorbedAny = true;
                off += groups * BulkGhash.GROUP_BLOCKS * 16;
            }
        }
        whole(in, off, (end - off) >>> 4);
        off = end;
        partialLen = len & 15;
        System.arraycopy(in, off, partial, 0, partialLen);
    }

    /**
     * Absorbs {@code blocks} whole blocks from {@code in[off..]}: by the multiplier one by one
     * without a bulk GHASH; with one, whole groups straight from {@code in} while nothing waits,
     * the rest through {@link #queue}.
     */
    private void whole(byte[] in, int off, int blocks) {
        if (bulk == null) {
            for (int end = off + 16 * blocks; off < end; off += 16) {
                multiplyIn((long) LONG_BE.get(in, off), (long) LONG_BE.get(in, off + 8));
            }
            absorbedAny |= blocks > 0;
            return;
        }
        while (blocks > 0) {
            if (queued == 0 && blocks >= BulkGhash.GROUP_BLOCKS) {
                int groups = blocks / BulkGhash.GROUP_BLOCKS;
                bulk.absorb(y, in, off, groups);
                absorbedAny = true;
                off += 16 * BulkGhash.GROUP_BLOCKS * groups;
                blocks -= BulkGhash.GROUP_BLOCKS * groups;
                continue;
            }
            int take = Math.min(blocks, BulkGhash.GROUP_BLOCKS - queued);
            if (queue == NO_QUEUE) {
                queue = new byte[16 * BulkGhash.GROUP_BLOCKS];
            }
            System.arraycopy(in, off, queue, 16 * queued, 16 * take);
            queued += take;
            off += 16 * take;
            blocks -= take;
            if (queued == BulkGhash.GROUP_BLOCKS) {
                bulk.absorb(y, queue, 0, 1);
                absorbedAny = true;
                queued = 0;
            }
        }
    }

    /** Absorbs the waiting blocks as the last positions of a group: Y is then complete. */
    private void flush() {
        if (queued > 0) {
            int from = BulkGhash.GROUP_BLOCKS - queued;
            System.arraycopy(queue, 0, queue, 16 * from, 16 * queued);
            Arrays.fill(queue, 0, 16 * from, (byte) 0);
            bulk.absorbTail(y, queue, from, !absorbedAny);
            absorbedAny = true;
            queued = 0;
        }
        Arrays.fill(queue, (byte) 0);
    }

    /** Messages up to this many blocks (AAD, text, length block) go to the bulk GHASH in one call. */
    private static final int SHORT_BLOCKS = 4 * BulkGhash.GROUP_BLOCKS;

    /**
     * GHASH_H(A, C) of a whole message into {@code out[0..15]}, on {@code bulk} where it is not
     * null. On a {@linkplain #wide wide} one, a short message is laid out whole behind zero blocks, to a whole number of the bulk
     * GHASH's groups, and hashed in one call: leading zero blocks leave the running value at
     * zero, so the result is the same, and a 64-byte message with its AAD and length block
     * (7 blocks) costs one group with one reduction instead of seven multiplications.
     * {@link #ofMessages} does the same for many messages at once.
     */
    public static void ofMessage(byte[] h, BulkGhash bulk, byte[] aad, byte[] text, int len, byte[] out) {
        long blocks = blocks(aad.length, len);
        if (wide(bulk) && blocks <= SHORT_BLOCKS) {
            int groups = (int) (blocks + BulkGhash.GROUP_BLOCKS - 1) / BulkGhash.GROUP_BLOCKS;
            byte[] buf = new byte[16 * BulkGhash.GROUP_BLOCKS * groups];
            layOut(aad, text, len, buf, buf.length);
            long[] y = new long[2];
            bulk.absorb(y, buf, 0, groups);
            Bytes.putLongBE(y[0], out, 0);
            Bytes.putLongBE(y[1], out, 8);
            Arrays.fill(buf, (byte) 0);
            y[0] = 0;
            y[1] = 0;
            return;
        }
        Ghash g = new Ghash(h, bulk);
        g.update(aad, 0, aad.length);
        g.pad();
        g.update(text, 0, len);
        g.finish(aad.length, len, out, 0);
        g.destroy();
    }

    /**
     * GHASH_H(A_i, C_i) of many whole messages into {@code out[16i..16i + 15]}, on {@code bulk}
     * where it is not null; {@code lens[i] < 0} skips message i. Every message of one group
     * (AAD, text and length block in at most {@link BulkGhash#GROUP_BLOCKS} blocks: a 64-byte
     * message with 20 bytes of AAD is 7) goes into one {@link BulkGhash#absorbLanes} call,
     * {@link BulkGhash#LANES} messages side by side (on the vector GHASH, or on {@link #scalar}:
     * each block by its power of H, one reduction a message): batch GCM's case, where one call
     * per message cost more in its allocations and set-up than in its multiplies. Longer
     * messages, and every message without a bulk GHASH, go through {@link #ofMessage}. Which way
     * a message goes depends on its lengths only ({@link MessageRows}, which batch GCM's sealing
     * uses directly to lay out each ciphertext as it makes it).
     */
    public static void ofMessages(byte[] h, BulkGhash bulk, byte[][] aads, byte[][] texts, int[] lens, byte[] out) {
        MessageRows rows = new MessageRows(bulk, lens.length);
        for (int i = 0; i < lens.length; i++) {
            rows.add(i, aads[i], texts[i], lens[i]);
        }
        rows.hash(h, texts, out);
    }

    /**
     * Whether {@code bulk} hashes a group of blocks in about the time of one block (the vector
     * GHASH, or the switch that serves it once warm): then a short message padded with zero
     * blocks to whole groups costs less than its blocks one by one. Not so for {@link #scalar},
     * which multiplies each block, zero or not.
     */
    private static boolean wide(BulkGhash bulk) {
        return bulk != null && !(bulk instanceof ScalarBulkGhash);
    }

    /**
     * The blocks GHASH takes for a whole message: AAD and text, each zero-padded, and the length
     * block (in {@code long}: lengths near 2^31 would overflow an {@code int} sum).
     */
    static long blocks(int aadLength, int len) {
        return (aadLength + 15L) / 16 + (len + 15L) / 16 + 1;
    }

    /**
     * Lays a whole message's blocks out in {@code buf} to end at {@code end}: the AAD, the text,
     * each zero-padded, and the length block. The bytes before and in the padding must be zero.
     */
    private static void layOut(byte[] aad, byte[] text, int len, byte[] buf, int end) {
        int at = end - 16 * (int) blocks(aad.length, len);
        System.arraycopy(aad, 0, buf, at, aad.length);
        System.arraycopy(text, 0, buf, at + 16 * ((aad.length + 15) / 16), len);
        Bytes.putLongBE((long) aad.length << 3, buf, end - 16);
        Bytes.putLongBE((long) len << 3, buf, end - 8);
    }

    /** Zero-pads a buffered partial block and absorbs it (the end of the AAD or of the ciphertext). */
    public void pad() {
        if (partialLen > 0) {
            Arrays.fill(partial, partialLen, 16, (byte) 0);
            whole(partial, 0, 1);
            partialLen = 0;
        }
    }

    /** Absorbs the final length block and writes the 16-byte result; pads first if needed. */
    public void finish(long aadBytes, long textBytes, byte[] out, int off) {
        pad();
        Bytes.putLongBE(aadBytes << 3, partial, 0);
        Bytes.putLongBE(textBytes << 3, partial, 8);
        whole(partial, 0, 1);
        flush();
        Bytes.putLongBE(y[0], out, off);
        Bytes.putLongBE(y[1], out, off + 8);
        Arrays.fill(partial, (byte) 0);
    }

    /**
     * Overwrites H's parts, the running value and the buffered partial block (H is as secret as
     * the key for GCM's authenticity; Y and the block depend on it and on the data), and this
     * object's own bulk GHASH; a shared one is its owner's to destroy.
     */
    public void destroy() {
        Arrays.fill(hParts, 0);
        y[0] = 0;
        y[1] = 0;
        Arrays.fill(partial, (byte) 0);
        partialLen = 0;
        Arrays.fill(queue, (byte) 0);
        queued = 0;
        if (ownsBulk) {
            bulk.destroy();
        }
        bulk = null;
        bulkPending = false;
    }

    /** Whether a bulk GHASH serves, making this object's own on first need. */
    private boolean bulk() {
        if (bulkPending) {
            bulkPending = false;
            byte[] h = new byte[16];
            long[] t = hParts;
            Bytes.putLongBE(t[4] | t[5] | t[6] | t[7], h, 0);
            Bytes.putLongBE(t[0] | t[1] | t[2] | t[3], h, 8);
            bulk = GhashEngines.bulk(h);
            ownsBulk = bulk != null;
            Arrays.fill(h, (byte) 0);
        }
        return bulk != null;
    }

    /** Y = (Y xor X) * H in GF(2^128). */
    private void multiplyIn(long xHi, long xLo) {
        long[] t = hParts;
        long a1 = y[0] ^ xHi;
        long a0 = y[1] ^ xLo;
        long a0r = Long.reverse(a0);
        long a1r = Long.reverse(a1);
        Gf128.reduceKaratsuba(bmul(a0, t[0], t[1], t[2], t[3]), bmul(a1, t[4], t[5], t[6], t[7]),
                bmul(a0 ^ a1, t[8], t[9], t[10], t[11]), bmul(a0r, t[12], t[13], t[14], t[15]),
                bmul(a1r, t[16], t[17], t[18], t[19]), bmul(a0r ^ a1r, t[20], t[21], t[22], t[23]), y, 0);
    }

    /** The low 64 bits of the carry-less product of {@code x} and y, y given as its four masked parts. */
    static long bmul(long x, long y0, long y1, long y2, long y3) {
        long x0 = x & M0;
        long x1 = x & M1;
        long x2 = x & M2;
        long x3 = x & M3;
        long z0 = (x0 * y0) ^ (x1 * y3) ^ (x2 * y2) ^ (x3 * y1);
        long z1 = (x0 * y1) ^ (x1 * y0) ^ (x2 * y3) ^ (x3 * y2);
        long z2 = (x0 * y2) ^ (x1 * y1) ^ (x2 * y0) ^ (x3 * y3);
        long z3 = (x0 * y3) ^ (x1 * y2) ^ (x2 * y1) ^ (x3 * y0);
        return (z0 & M0) | (z1 & M1) | (z2 & M2) | (z3 & M3);
    }
}
