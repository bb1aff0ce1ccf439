package org.iotcrypt.internal.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.iotcrypt.internal.engine.BulkGhash;
import org.iotcrypt.internal.util.Bytes;
import org.iotcrypt.testing.RandomBytes;
import org.junit.jupiter.api.Test;

/**
 * What is particular to the scalar bulk GHASH, beside GHASH's conformance suite (GhashTest, where
 * it also runs fresh and with its tables made): its byte tables entry by entry, its two
 * multipliers on the blocks that reach the table kernel's branches, the point where it makes
 * the tables, and batch messages of sparse blocks; all against the bit-serial definition
 * ({@link BitSerialGhash}).
 */
class ScalarBulkGhashTest {

    /**
     * The scalar bulk GHASH's byte tables, every entry: for power H^(k+1) and byte value b, the
     * bit-serial product of H^(k+1) and the block b || 0^120.
     */
    @Test
    void everyByteTableEntryIsItsBitSerialProduct() {
        Random rnd = new Random(17);
        for (int round = 0; round < 6; round++) {
            byte[] h = round < 4 ? BitSerialGhash.extremeH(round) : RandomBytes.of(rnd, 16);
            ScalarBulkGhash bulk = new ScalarBulkGhash(h);
            long[] table = bulk.table();
            byte[] power = h;
            for (int k = 0; k < BulkGhash.GROUP_BLOCKS; k++) {
                for (int b = 0; b < 256; b++) {
                    byte[] block = new byte[16];
                    block[0] = (byte) b;
                    byte[] got = new byte[16];
                    Bytes.putLongBE(table[512 * k + 2 * b], got, 0);
                    Bytes.putLongBE(table[512 * k + 2 * b + 1], got, 8);
                    assertArrayEquals(BitSerialGhash.multiply(block, power), got, "H^" + (k + 1) + ", byte " + b + ", round " + round);
                }
                power = BitSerialGhash.multiply(power, h);
            }
            bulk.destroy();
        }
    }

    /**
     * Both calls of the scalar bulk GHASH, by its tables (even rounds) and by its multiplier (odd
     * rounds, a fresh key's first blocks), on blocks that exercise the table kernel's branches:
     * {@code absorbLanes} with rows starting at every position 0..8 (0: the position it reads
     * only then) and {@code absorb} on groups under a random running value, the last block of
     * each message or group with words of every length from 0 to 64 bits (the kernel reads its
     * bytes only up to the highest set bit), the others random or of random length too; each
     * against the bit-serial definition.
     */
    @Test
    void publicBlocksByTheTablesMatchTheBitSerialDefinition() {
        Random rnd = new Random(43);
        int lanes = BulkGhash.LANES;
        int positions = BulkGhash.GROUP_BLOCKS;
        for (int round = 0; round < 40; round++) {
            byte[] h = round < 4 ? BitSerialGhash.extremeH(round) : RandomBytes.of(rnd, 16);
            BulkGhash bulk = round % 2 == 0 ? withTables(h) : Ghash.scalar(h);
            int rows = 1 + rnd.nextInt(3);
            long[] words = new long[rows * positions * 2 * lanes];
            int[] from = new int[rows];
            for (int row = 0; row < rows; row++) {
                from[row] = (round + row) % (positions + 1);
                for (int p = from[row]; p < positions; p++) {
                    for (int w = 0; w < 2; w++) {
                        for (int j = 0; j < lanes; j++) {
                            words[((row * positions + p) * 2 + w) * lanes + j] = p == positions - 1 || rnd.nextInt(4) == 0
                                    ? ragged(rnd) : rnd.nextLong();
                        }
                    }
                }
            }
            long[] ys = new long[2 * rows * lanes];
            bulk.absorbLanes(ys, words, from, rows);
            for (int row = 0; row < rows; row++) {
                for (int j = 0; j < lanes; j++) {
                    byte[] data = new byte[16 * (positions - from[row])];
                    for (int p = from[row]; p < positions; p++) {
                        for (int w = 0; w < 2; w++) {
                            Bytes.putLongBE(words[((row * positions + p) * 2 + w) * lanes + j],
                                    data, 16 * (p - from[row]) + 8 * w);
                        }
                    }
                    byte[] got = new byte[16];
                    int m = row * lanes + j;
                    Bytes.putLongBE(ys[2 * m], got, 0);
                    Bytes.putLongBE(ys[2 * m + 1], got, 8);
                    assertArrayEquals(BitSerialGhash.absorb(new byte[16], h, data), got, "absorbLanes, round " + round + ", row from " + from[row] + ", lane " + j
                            + (round % 2 == 0 ? ", tables" : ", multiplier"));
                }
            }
            int groups = 1 + rnd.nextInt(3);
            byte[] data = new byte[16 * positions * groups];
            for (int at = 0; at < data.length; at += 8) {
                boolean last = at % (16 * positions) >= 16 * (positions - 1);
                Bytes.putLongBE(last || rnd.nextInt(4) == 0 ? ragged(rnd) : rnd.nextLong(), data, at);
            }
            byte[] y = RandomBytes.of(rnd, 16);
            long[] running = {Bytes.getLongBE(y, 0), Bytes.getLongBE(y, 8)};
            bulk.absorb(running, data, 0, groups);
            byte[] got = new byte[16];
            Bytes.putLongBE(running[0], got, 0);
            Bytes.putLongBE(running[1], got, 8);
            assertArrayEquals(BitSerialGhash.absorb(y, h, data), got, "absorb, round " + round + ", " + groups + " groups"
                    + (round % 2 == 0 ? ", tables" : ", multiplier"));
            bulk.destroy();
        }
    }

    /**
     * A message's last blocks ({@link BulkGhash#absorbTail}): every start position of the tail,
     * a running value that is zero (a short message: all blocks by the tables, when made) or not
     * (the block that carries it by the multiplier), on the scalar bulk GHASH with and without its
     * tables and on the interface's default (moving Y into the tail's first block and absorbing a
     * group from zero, which the vector GHASH uses); against the bit-serial definition.
     */
    @Test
    void aMessagesLastBlocksMatchTheBitSerialDefinition() {
        Random rnd = new Random(53);
        int positions = BulkGhash.GROUP_BLOCKS;
        for (int round = 0; round < 48; round++) {
            byte[] h = round < 4 ? BitSerialGhash.extremeH(round) : RandomBytes.of(rnd, 16);
            BulkGhash scalar = Ghash.scalar(h);
            BulkGhash tables = withTables(h);
            // the default method: a BulkGhash that overrides only what it must
            BulkGhash byDefault = new BulkGhash() {
                public void absorb(long[] y, byte[] in, int off, int groups) {
                    tables.absorb(y, in, off, groups);
                }

                public void absorbLanes(long[] ys, long[] words, int[] from, int rows) {
                    tables.absorbLanes(ys, words, from, rows);
                }

                public void destroy() {
                }
            };
            for (int from = 0; from < positions; from++) {
                byte[] data = new byte[16 * (positions - from)];
                for (int at = 0; at < data.length; at += 8) {
                    Bytes.putLongBE(rnd.nextInt(3) == 0 ? ragged(rnd) : rnd.nextLong(), data, at);
                }
                boolean zero = (round + from) % 2 == 0;
                byte[] y = zero ? new byte[16] : RandomBytes.of(rnd, 16);
                byte[] want = BitSerialGhash.absorb(y, h, data);
                for (BulkGhash bulk : List.of(scalar, tables, byDefault)) {
                    byte[] group = new byte[16 * positions];
                    System.arraycopy(data, 0, group, 16 * from, data.length);
                    long[] running = {Bytes.getLongBE(y, 0), Bytes.getLongBE(y, 8)};
                    bulk.absorbTail(running, group, from, zero);
                    byte[] got = new byte[16];
                    Bytes.putLongBE(running[0], got, 0);
                    Bytes.putLongBE(running[1], got, 8);
                    assertArrayEquals(want, got, "round " + round + ", tail from " + from + (zero ? ", Y zero" : ", Y random")
                            + (bulk == scalar ? ", multiplier" : bulk == tables ? ", tables" : ", default method"));
                }
            }
            scalar.destroy();
            tables.destroy();
        }
    }

    /**
     * A key's scalar bulk GHASH makes its tables only once it has hashed
     * {@link Ghash#TABLES_AFTER_BLOCKS} blocks by the multiplier (a key used for one short
     * message never pays for them), through either call; its results stay right across the switch.
     */
    @Test
    void theTablesAreMadeOnlyAfterEnoughBlocks() {
        Random rnd = new Random(47);
        byte[] h = RandomBytes.of(rnd, 16);
        int groups = Ghash.TABLES_AFTER_BLOCKS / BulkGhash.GROUP_BLOCKS;
        ScalarBulkGhash bulk = new ScalarBulkGhash(h);
        byte[] data = RandomBytes.of(rnd, 16 * BulkGhash.GROUP_BLOCKS * groups);
        long[] y = new long[2];
        bulk.absorb(y, data, 0, groups - 1);
        bulk.absorb(y, data, 16 * BulkGhash.GROUP_BLOCKS * (groups - 1), 1);
        assertFalse(bulk.hasTables(), "tables after " + Ghash.TABLES_AFTER_BLOCKS + " blocks");
        bulk.absorb(y, data, 0, 1);
        assertTrue(bulk.hasTables(), "no tables after more than " + Ghash.TABLES_AFTER_BLOCKS + " blocks");
        byte[] all = Arrays.copyOf(data, data.length + 16 * BulkGhash.GROUP_BLOCKS);
        System.arraycopy(data, 0, all, data.length, 16 * BulkGhash.GROUP_BLOCKS);
        byte[] got = new byte[16];
        Bytes.putLongBE(y[0], got, 0);
        Bytes.putLongBE(y[1], got, 8);
        assertArrayEquals(BitSerialGhash.absorb(new byte[16], h, all), got);
        // Through absorbLanes: 4 rows of 8 messages of 8 blocks are 256 blocks; the next call has tables.
        ScalarBulkGhash lanes = new ScalarBulkGhash(h);
        long[] words = new long[4 * BulkGhash.GROUP_BLOCKS * 2 * BulkGhash.LANES];
        lanes.absorbLanes(new long[2 * 4 * BulkGhash.LANES], words, new int[4], 4);
        assertFalse(lanes.hasTables());
        lanes.absorbLanes(new long[2 * BulkGhash.LANES], words, new int[1], 1);
        assertTrue(lanes.hasTables());
        bulk.destroy();
        lanes.destroy();
    }

    /** A scalar bulk GHASH with its byte tables made, as a key's is after its first 4 KiB. */
    static BulkGhash withTables(byte[] h) {
        ScalarBulkGhash bulk = new ScalarBulkGhash(h);
        bulk.table();
        return bulk;
    }

    /** A word of a random length from 0 to 64 bits: its top bit set, or zero. */
    private static long ragged(Random rnd) {
        int bits = rnd.nextInt(65);
        return bits == 0 ? 0 : (rnd.nextLong() | Long.MIN_VALUE) >>> (64 - bits);
    }

    /**
     * Batch GCM's messages of one group whose blocks have few bits set (most of their bytes zero,
     * which the scalar bulk GHASH's tables map to zero entries, and which a shift-and-add path
     * for sparse blocks once served): every block of AAD and text has 0, 1, 2, 15, 16, 17 or up
     * to 24 bits set, the extreme bit positions (first and last of each word) among them often;
     * each message against the bit-serial definition, under special and random H.
     */
    @Test
    void sparseBlocksMatchTheBitSerialDefinition() {
        Random rnd = new Random(41);
        int[] counts = {0, 1, 2, 15, 16, 17, 20, 24};
        for (int round = 0; round < 120; round++) {
            byte[] h = round < 4 ? BitSerialGhash.extremeH(round) : RandomBytes.of(rnd, 16);
            int n = 1 + rnd.nextInt(20);
            byte[][] aads = new byte[n][];
            byte[][] texts = new byte[n][];
            int[] lens = new int[n];
            for (int i = 0; i < n; i++) {
                aads[i] = sparse(rnd, rnd.nextInt(49), counts);
                lens[i] = rnd.nextInt(16 * (7 - (aads[i].length + 15) / 16) + 1);
                texts[i] = sparse(rnd, lens[i], counts);
            }
            for (BulkGhash scalar : List.of(Ghash.scalar(h), withTables(h))) {
                byte[] got = new byte[16 * n];
                Ghash.ofMessages(h, scalar, aads, texts, lens, got);
                scalar.destroy();
                for (int i = 0; i < n; i++) {
                    assertArrayEquals(BitSerialGhash.message(h, aads[i], texts[i]), Arrays.copyOfRange(got, 16 * i, 16 * i + 16),
                            "round " + round + ", message " + i + ", AAD " + aads[i].length + ", text " + lens[i]);
                }
            }
        }
    }

    /** {@code len} bytes whose every 16-byte block has one of {@code counts} bits set (fewer in a short last block), extreme positions often. */
    private static byte[] sparse(Random rnd, int len, int[] counts) {
        byte[] out = new byte[len];
        for (int at = 0; at < len; at += 16) {
            int bits = 8 * Math.min(16, len - at);
            int want = Math.min(counts[rnd.nextInt(counts.length)], bits);
            int set = 0;
            while (set < want) {
                // A word's first or last bit in a quarter of the draws, any bit otherwise.
                int b = rnd.nextInt(4) == 0 ? new int[] {0, 63, 64, 127}[rnd.nextInt(4)] : rnd.nextInt(128);
                if (b < bits && (out[at + b / 8] & (0x80 >>> (b % 8))) == 0) {
                    out[at + b / 8] |= (byte) (0x80 >>> (b % 8));
                    set++;
                }
            }
        }
        return out;
    }
}
