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
 * vector one warms up, fresh and with its byte tables made, and the switch between them flipping at every call) against
 * the bit-by-bit definition of NIST SP 800-38D ({@link BitSerialGhash}), the GCM specification's
 * value, and Bouncy Castle's table-driven multiplier on long inputs cut at random points. What
 * only the scalar bulk GHASH has (its tables, its threshold) is tested in ScalarBulkGhashTest.
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
                h -> new Ghash(h, ScalarBulkGhashTest.withTables(h))));
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
            byte[] h = round < 4 ? BitSerialGhash.extremeH(round) : RandomBytes.of(rnd, 16);
            long[] powers = new long[2 * BulkGhash.GROUP_BLOCKS];
            Ghash.powers(h, powers);
            byte[] expected = h;
            for (int k = 0; k < BulkGhash.GROUP_BLOCKS; k++) {
                byte[] got = new byte[16];
                org.iotcrypt.internal.util.Bytes.putLongBE(powers[2 * k], got, 0);
                org.iotcrypt.internal.util.Bytes.putLongBE(powers[2 * k + 1], got, 8);
                assertArrayEquals(expected, got, "H^" + (k + 1) + ", round " + round);
                expected = BitSerialGhash.multiply(expected, h);
            }
        }
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
        assertArrayEquals(v.hex("ghash"), BitSerialGhash.message(v.hex("h"), new byte[0], ct), "the bit-serial reference too");
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
                h = BitSerialGhash.extremeH(round);
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

            assertArrayEquals(BitSerialGhash.message(h, aad, text), got, "round " + round + ", AAD " + aadLen + ", text " + textLen);
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
            byte[] h = round < 4 ? BitSerialGhash.extremeH(round) : RandomBytes.of(rnd, 16);
            byte[] aad = RandomBytes.of(rnd, rnd.nextInt(3) == 0 ? 0 : rnd.nextInt(100));
            int len = rnd.nextInt(16 * 32);
            byte[] text = RandomBytes.of(rnd, len + rnd.nextInt(20));
            byte[] expected = BitSerialGhash.message(h, aad, java.util.Arrays.copyOf(text, len));
            List<BulkGhash> bulks = new ArrayList<>();
            bulks.add(null);
            bulks.add(Ghash.scalar(h));
            bulks.add(ScalarBulkGhashTest.withTables(h));
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
            byte[] h = round < 4 ? BitSerialGhash.extremeH(round) : RandomBytes.of(rnd, 16);
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
                        expected = BitSerialGhash.message(h, aads[i], java.util.Arrays.copyOf(texts[i], lens[i]));
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

}
