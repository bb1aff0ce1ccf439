package org.iotcrypt.internal.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.bouncycastle.crypto.modes.gcm.Tables4kGCMMultiplier;
import org.iotcrypt.internal.engine.BulkGhash;
import org.iotcrypt.internal.engine.SwitchingGhash;
import org.iotcrypt.internal.engine.VectorSupport;
import org.iotcrypt.testing.FlippingGate;
import org.iotcrypt.testing.RandomBytes;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * GHASH's conformance suite: every implementation (the plain multiplier, GHASH as dispatched,
 * which hands runs of eight blocks or more to the vector GHASH when it serves, that bulk
 * GHASH shared as GCM's per-key object shares it, the scalar bulk GHASH (aggregated reduction) that serves GCM's keys without it and while the
 * vector one warms up, and the switch between them flipping at every call) against a plain bit-by-bit multiplication
 * written straight from NIST SP 800-38D, Algorithm 1 (slow, obviously right, test-only), the GCM
 * specification's value, and Bouncy Castle's table-driven multiplier on long inputs cut at
 * random points.
 */
class GhashTest {

    /** A GHASH implementation by the name the suite reports it by. */
    record Implementation(String name, Function<byte[], Ghash> make) {
        @Override
        public String toString() {
            return name;
        }
    }

    static List<Implementation> implementations() {
        List<Implementation> all = new ArrayList<>();
        all.add(new Implementation("plain multiplier", Ghash::plain));
        all.add(new Implementation("as dispatched (" + Ghash.bulkStatus() + ")", Ghash::new));
        all.add(new Implementation("scalar bulk GHASH shared (GCM's per-key one without the vector GHASH, and while that warms up)",
                h -> new Ghash(h, Ghash.scalar(h))));
        all.add(new Implementation("scalar bulk GHASH with its byte tables made (a key's later messages)",
                h -> new Ghash(h, withTables(h))));
        if (vectorServes()) {
            all.add(new Implementation("vector GHASH shared", h -> new Ghash(h, Ghash.bulkFor(h))));
        }
        all.add(new Implementation("switching GHASH, flipping between calls ("
                + (vectorServes() ? "vector" : "scalar") + " and scalar)",
                h -> new Ghash(h, new SwitchingGhash(new FlippingGate(), vectorServes() ? Ghash.bulkFor(h) : Ghash.scalar(h),
                        Ghash.scalar(h)))));
        return all;
    }

    /** Whether the vector GHASH serves in this JVM (the vector module's test run). */
    static boolean vectorServes() {
        return Ghash.bulkStatus().startsWith("on");
    }

    /** Where the vector engines are present (and the GHASH not switched off), it serves: a failed self-test fails here. */
    @Test
    void theVectorGhashServesWhereTheEnginesArePresent() {
        if (VectorSupport.engines() != null && !"false".equals(System.getProperty("iotcrypt.vector.ghash"))) {
            assertNotNull(Ghash.bulkFor(new byte[16]), Ghash.bulkStatus());
        }
    }

    /** H^1..H^8 as the bulk GHASH is built from them, against the bit-serial multiplication. */
    @Test
    void powersOfHMatchTheBitSerialDefinition() {
        Random rnd = new Random(11);
        for (int round = 0; round < 20; round++) {
            byte[] h = round < 4 ? special(round) : RandomBytes.of(rnd, 16);
            long[] powers = new long[2 * BulkGhash.GROUP_BLOCKS];
            Ghash.powers(h, powers);
            byte[] expected = h;
            for (int k = 0; k < BulkGhash.GROUP_BLOCKS; k++) {
                byte[] got = new byte[16];
                org.iotcrypt.internal.util.Bytes.putLongBE(powers[2 * k], got, 0);
                org.iotcrypt.internal.util.Bytes.putLongBE(powers[2 * k + 1], got, 8);
                assertArrayEquals(expected, got, "H^" + (k + 1) + ", round " + round);
                expected = multiply(expected, h);
            }
        }
    }

    /**
     * The scalar bulk GHASH's byte tables, every entry: for power H^(k+1) and byte value b, the
     * bit-serial product of H^(k+1) and the block b || 0^120.
     */
    @Test
    void everyByteTableEntryIsItsBitSerialProduct() {
        Random rnd = new Random(17);
        for (int round = 0; round < 6; round++) {
            byte[] h = round < 4 ? special(round) : RandomBytes.of(rnd, 16);
            ScalarBulkGhash bulk = new ScalarBulkGhash(h);
            long[] table = bulk.table();
            byte[] power = h;
            for (int k = 0; k < BulkGhash.GROUP_BLOCKS; k++) {
                for (int b = 0; b < 256; b++) {
                    byte[] block = new byte[16];
                    block[0] = (byte) b;
                    byte[] got = new byte[16];
                    org.iotcrypt.internal.util.Bytes.putLongBE(table[512 * k + 2 * b], got, 0);
                    org.iotcrypt.internal.util.Bytes.putLongBE(table[512 * k + 2 * b + 1], got, 8);
                    assertArrayEquals(multiply(block, power), got, "H^" + (k + 1) + ", byte " + b + ", round " + round);
                }
                power = multiply(power, h);
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
            byte[] h = round < 4 ? special(round) : RandomBytes.of(rnd, 16);
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
                            org.iotcrypt.internal.util.Bytes.putLongBE(words[((row * positions + p) * 2 + w) * lanes + j],
                                    data, 16 * (p - from[row]) + 8 * w);
                        }
                    }
                    byte[] got = new byte[16];
                    int m = row * lanes + j;
                    org.iotcrypt.internal.util.Bytes.putLongBE(ys[2 * m], got, 0);
                    org.iotcrypt.internal.util.Bytes.putLongBE(ys[2 * m + 1], got, 8);
                    assertArrayEquals(absorb(new byte[16], h, data), got, "absorbLanes, round " + round + ", row from " + from[row] + ", lane " + j
                            + (round % 2 == 0 ? ", tables" : ", multiplier"));
                }
            }
            int groups = 1 + rnd.nextInt(3);
            byte[] data = new byte[16 * positions * groups];
            for (int at = 0; at < data.length; at += 8) {
                boolean last = at % (16 * positions) >= 16 * (positions - 1);
                org.iotcrypt.internal.util.Bytes.putLongBE(last || rnd.nextInt(4) == 0 ? ragged(rnd) : rnd.nextLong(), data, at);
            }
            byte[] y = RandomBytes.of(rnd, 16);
            long[] running = {org.iotcrypt.internal.util.Bytes.getLongBE(y, 0), org.iotcrypt.internal.util.Bytes.getLongBE(y, 8)};
            bulk.absorb(running, data, 0, groups);
            byte[] got = new byte[16];
            org.iotcrypt.internal.util.Bytes.putLongBE(running[0], got, 0);
            org.iotcrypt.internal.util.Bytes.putLongBE(running[1], got, 8);
            assertArrayEquals(absorb(y, h, data), got, "absorb, round " + round + ", " + groups + " groups"
                    + (round % 2 == 0 ? ", tables" : ", multiplier"));
            bulk.destroy();
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
        org.junit.jupiter.api.Assertions.assertFalse(bulk.hasTables(), "tables after " + Ghash.TABLES_AFTER_BLOCKS + " blocks");
        bulk.absorb(y, data, 0, 1);
        org.junit.jupiter.api.Assertions.assertTrue(bulk.hasTables(), "no tables after more than " + Ghash.TABLES_AFTER_BLOCKS + " blocks");
        byte[] all = java.util.Arrays.copyOf(data, data.length + 16 * BulkGhash.GROUP_BLOCKS);
        System.arraycopy(data, 0, all, data.length, 16 * BulkGhash.GROUP_BLOCKS);
        byte[] got = new byte[16];
        org.iotcrypt.internal.util.Bytes.putLongBE(y[0], got, 0);
        org.iotcrypt.internal.util.Bytes.putLongBE(y[1], got, 8);
        assertArrayEquals(absorb(new byte[16], h, all), got);
        // Through absorbLanes: 4 rows of 8 messages of 8 blocks are 256 blocks; the next call has tables.
        ScalarBulkGhash lanes = new ScalarBulkGhash(h);
        long[] words = new long[4 * BulkGhash.GROUP_BLOCKS * 2 * BulkGhash.LANES];
        lanes.absorbLanes(new long[2 * 4 * BulkGhash.LANES], words, new int[4], 4);
        org.junit.jupiter.api.Assertions.assertFalse(lanes.hasTables());
        lanes.absorbLanes(new long[2 * BulkGhash.LANES], words, new int[1], 1);
        org.junit.jupiter.api.Assertions.assertTrue(lanes.hasTables());
        bulk.destroy();
        lanes.destroy();
    }

    /** A scalar bulk GHASH with its byte tables made, as a key's is after its first 4 KiB. */
    private static BulkGhash withTables(byte[] h) {
        ScalarBulkGhash bulk = new ScalarBulkGhash(h);
        bulk.table();
        return bulk;
    }

    /** A word of a random length from 0 to 64 bits: its top bit set, or zero. */
    private static long ragged(Random rnd) {
        int bits = rnd.nextInt(65);
        return bits == 0 ? 0 : (rnd.nextLong() | Long.MIN_VALUE) >>> (64 - bits);
    }

    /** McGrew and Viega's GCM specification, Test Case 2: H, one ciphertext block, no AAD, and GHASH(H, A, C). */
    @Test
    void reproducesTheGcmSpecificationsGhash() {
        VectorFile.Vector v = VectorFile.load("gcm-spec-aes-gcm.txt").stream()
                .filter(r -> r.get("case").equals("2")).findFirst().orElseThrow();
        byte[] ct = v.hex("ct");
        Ghash g = new Ghash(v.hex("h"));
        g.pad();
        g.update(ct, 0, ct.length);
        byte[] got = new byte[16];
        g.finish(0, ct.length, got, 0);
        assertArrayEquals(v.hex("ghash"), got);
        assertArrayEquals(v.hex("ghash"), reference(v.hex("h"), new byte[0], ct), "the bit-serial reference too");
    }

    /**
     * Short and long inputs (up to five groups of eight blocks, so that the bulk GHASH takes
     * whole groups, a group split across updates, and tails), against the bit-serial definition.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("implementations")
    void matchesTheBitSerialDefinition(Implementation impl) {
        Random rnd = new Random(3);
        for (int round = 0; round < 300; round++) {
            byte[] h = RandomBytes.of(rnd, 16);
            if (round < 4) {
                h = special(round);
            }
            int max = round % 3 == 0 ? 700 : 70;
            int aadLen = rnd.nextInt(max);
            int textLen = rnd.nextInt(max);
            byte[] aad = RandomBytes.of(rnd, aadLen);
            byte[] text = RandomBytes.of(rnd, textLen);
            if (round % 7 == 0) {
                java.util.Arrays.fill(text, (byte) 0xff);
            }

            Ghash g = impl.make().apply(h);
            int cut = aadLen == 0 ? 0 : rnd.nextInt(aadLen);
            g.update(aad, 0, cut);
            g.update(aad, cut, aadLen - cut);
            g.pad();
            int textCut = textLen == 0 ? 0 : rnd.nextInt(textLen);
            g.update(text, 0, textCut);
            g.update(text, textCut, textLen - textCut);
            byte[] got = new byte[16];
            g.finish(aadLen, textLen, got, 0);
            g.destroy();

            assertArrayEquals(reference(h, aad, text), got, "round " + round + ", AAD " + aadLen + ", text " + textLen);
        }
    }

    /**
     * Long inputs (up to 20 KiB, at random offsets, fed in random pieces) against Bouncy
     * Castle's multiplier, an independent implementation of the same field.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("implementations")
    void matchesBouncyCastleOnLongInputs(Implementation impl) {
        Random rnd = new Random(5);
        for (int round = 0; round < 60; round++) {
            byte[] h = RandomBytes.of(rnd, 16);
            int len = rnd.nextInt(20_000);
            int off = rnd.nextInt(17);
            byte[] data = RandomBytes.of(rnd, off + len);
            if (round % 9 == 0) {
                java.util.Arrays.fill(data, (byte) 0xff);
            }

            Ghash g = impl.make().apply(h);
            for (int at = 0; at < len; ) {
                int piece = Math.min(len - at, rnd.nextInt(3) == 0 ? rnd.nextInt(40) : rnd.nextInt(3000));
                g.update(data, off + at, piece);
                at += piece;
            }
            byte[] got = new byte[16];
            g.finish(0, len, got, 0);
            g.destroy();

            assertArrayEquals(bouncyCastle(h, data, off, len), got, "round " + round + ", " + len + " bytes at " + off);
        }
    }

    /**
     * A whole short message at once ({@link Ghash#ofMessage}, what batch GCM calls): 1 to 40
     * blocks with AAD, text and length block, so a bulk GHASH takes one to four groups behind
     * zero blocks and longer ones go block by block, with no bulk GHASH, the scalar one and the
     * one this JVM dispatches to (none without the vector GHASH), against the bit-serial definition.
     */
    @Test
    void wholeShortMessagesMatchTheBitSerialDefinition() {
        Random rnd = new Random(17);
        for (int round = 0; round < 400; round++) {
            byte[] h = round < 4 ? special(round) : RandomBytes.of(rnd, 16);
            byte[] aad = RandomBytes.of(rnd, rnd.nextInt(3) == 0 ? 0 : rnd.nextInt(100));
            int len = rnd.nextInt(16 * 32);
            byte[] text = RandomBytes.of(rnd, len + rnd.nextInt(20));
            byte[] expected = reference(h, aad, java.util.Arrays.copyOf(text, len));
            List<BulkGhash> bulks = new ArrayList<>();
            bulks.add(null);
            bulks.add(Ghash.scalar(h));
            bulks.add(withTables(h));
            bulks.add(Ghash.bulkFor(h));
            for (BulkGhash bulk : bulks) {
                byte[] got = new byte[16];
                Ghash.ofMessage(h, bulk, aad, text, len, got);
                assertArrayEquals(expected, got, "round " + round + ", AAD " + aad.length + ", text " + len
                        + ", bulk " + (bulk == null ? "none" : bulk.getClass().getSimpleName()));
                if (bulk != null) {
                    bulk.destroy();
                }
            }
        }
    }

    /**
     * Batch GCM's GHASH of many messages in one call: batches of up to 140 messages mixing those
     * of one group (up to 8 blocks with AAD and length block, all hashed in one
     * {@code absorbLanes}, eight messages side by side), longer ones (up to 40 blocks, one by one) and skipped ones (a negative
     * length: an opened message shorter than its tag), under no bulk GHASH, the scalar one, the
     * dispatched one and the switch between them flipping at every call, each message against
     * the bit-serial definition; a skipped message's
     * 16 bytes of output stay untouched.
     */
    @Test
    void manyMessagesInOneCallMatchTheBitSerialDefinition() {
        Random rnd = new Random(29);
        for (int round = 0; round < 60; round++) {
            byte[] h = round < 4 ? special(round) : RandomBytes.of(rnd, 16);
            int n = 1 + rnd.nextInt(round % 3 == 0 ? 140 : 20);
            byte[][] aads = new byte[n][];
            byte[][] texts = new byte[n][];
            int[] lens = new int[n];
            for (int i = 0; i < n; i++) {
                boolean shortOne = rnd.nextInt(4) != 0;
                aads[i] = RandomBytes.of(rnd, rnd.nextInt(shortOne ? 40 : 100));
                lens[i] = rnd.nextInt(4) == 0 ? -1 - rnd.nextInt(16) : rnd.nextInt(shortOne ? 80 : 16 * 40);
                texts[i] = RandomBytes.of(rnd, Math.max(0, lens[i]) + rnd.nextInt(20));
            }
            List<BulkGhash> bulks = new ArrayList<>();
            bulks.add(null);
            bulks.add(Ghash.scalar(h));
            bulks.add(Ghash.bulkFor(h));
            bulks.add(new SwitchingGhash(new FlippingGate(), vectorServes() ? Ghash.bulkFor(h) : Ghash.scalar(h), Ghash.scalar(h)));
            for (BulkGhash bulk : bulks) {
                byte[] got = new byte[16 * n];
                java.util.Arrays.fill(got, (byte) 0x5a);
                Ghash.ofMessages(h, bulk, aads, texts, lens, got);
                for (int i = 0; i < n; i++) {
                    byte[] expected = new byte[16];
                    java.util.Arrays.fill(expected, (byte) 0x5a);
                    if (lens[i] >= 0) {
                        expected = reference(h, aads[i], java.util.Arrays.copyOf(texts[i], lens[i]));
                    }
                    assertArrayEquals(expected, java.util.Arrays.copyOfRange(got, 16 * i, 16 * i + 16), "round " + round
                            + ", message " + i + " of " + n + ", AAD " + aads[i].length + ", text " + lens[i]
                            + ", bulk " + (bulk == null ? "none" : bulk.getClass().getSimpleName()));
                }
                if (bulk != null) {
                    bulk.destroy();
                }
            }
        }
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
            byte[] h = round < 4 ? special(round) : RandomBytes.of(rnd, 16);
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
                    assertArrayEquals(reference(h, aads[i], texts[i]), java.util.Arrays.copyOfRange(got, 16 * i, 16 * i + 16),
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

    /** GHASH(H, {}, data) by Bouncy Castle's Tables4kGCMMultiplier: Y = (Y xor X) * H per block. */
    private static byte[] bouncyCastle(byte[] h, byte[] data, int off, int len) {
        Tables4kGCMMultiplier m = new Tables4kGCMMultiplier();
        m.init(h.clone());
        byte[] y = new byte[16];
        for (int at = 0; at < len; at += 16) {
            for (int i = 0; i < Math.min(16, len - at); i++) {
                y[i] ^= data[off + at + i];
            }
            m.multiplyH(y);
        }
        byte[] lengths = new byte[16];
        org.iotcrypt.internal.util.Bytes.putLongBE((long) len * 8, lengths, 8);
        for (int i = 0; i < 16; i++) {
            y[i] ^= lengths[i];
        }
        m.multiplyH(y);
        return y;
    }

    private static byte[] special(int i) {
        byte[] h = new byte[16];
        switch (i) {
            case 0 -> java.util.Arrays.fill(h, (byte) 0xff);
            case 1 -> h[0] = (byte) 0x80;
            case 2 -> h[15] = 1;
            default -> java.util.Arrays.fill(h, (byte) 0x11);
        }
        return h;
    }

    static byte[] reference(byte[] h, byte[] aad, byte[] text) {
        byte[] y = new byte[16];
        y = absorb(y, h, aad);
        y = absorb(y, h, text);
        byte[] len = new byte[16];
        org.iotcrypt.internal.util.Bytes.putLongBE((long) aad.length * 8, len, 0);
        org.iotcrypt.internal.util.Bytes.putLongBE((long) text.length * 8, len, 8);
        return multiply(xor(y, len), h);
    }

    private static byte[] absorb(byte[] y, byte[] h, byte[] data) {
        for (int off = 0; off < data.length; off += 16) {
            byte[] block = new byte[16];
            System.arraycopy(data, off, block, 0, Math.min(16, data.length - off));
            y = multiply(xor(y, block), h);
        }
        return y;
    }

    private static byte[] xor(byte[] a, byte[] b) {
        byte[] r = new byte[16];
        for (int i = 0; i < 16; i++) {
            r[i] = (byte) (a[i] ^ b[i]);
        }
        return r;
    }

    /** SP 800-38D Algorithm 1: Z = X * Y over GF(2^128), bit 0 being the leftmost bit. */
    private static byte[] multiply(byte[] x, byte[] y) {
        byte[] z = new byte[16];
        byte[] v = y.clone();
        for (int i = 0; i < 128; i++) {
            if (((x[i / 8] >> (7 - i % 8)) & 1) != 0) {
                z = xor(z, v);
            }
            boolean lsb = (v[15] & 1) != 0;
            for (int j = 15; j > 0; j--) {
                v[j] = (byte) (((v[j] & 0xff) >>> 1) | ((v[j - 1] & 1) << 7));
            }
            v[0] = (byte) ((v[0] & 0xff) >>> 1);
            if (lsb) {
                v[0] ^= (byte) 0xe1;
            }
        }
        return z;
    }
}
