package org.iotcrypt.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.Random;
import java.util.stream.Stream;
import javax.crypto.AEADBadTagException;
import org.iotcrypt.cipher.Aead;
import org.iotcrypt.cipher.BatchOpening;
import org.iotcrypt.sm4.Sm4;
import org.iotcrypt.testing.RandomBytes;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Fuzz targets for the batch calls of SM4-GCM and SM4-CCM (issue 14, point 5): the fuzzer chooses
 * the shape of a batch (how many messages, each one's nonce, AAD and text length, the tag length)
 * and one member to change (nonce, AAD, ciphertext or tag, or cut). Properties: every sealed member
 * is Bouncy Castle's SM4-GCM/CCM output for that message and {@code seal}'s; the opened batch
 * fails exactly the changed member, releases nothing of it, and opens every other to its
 * plaintext.
 *
 * <p>The input is a <em>shape</em>, not the bytes of the messages: the batch paths lay messages
 * side by side by their lengths (GHASH of all messages of at most eight blocks in one call, eight
 * lanes a row, each row starting at its longest member's first block; the counter blocks of every
 * message in one bulk call), while the contents meet only constant-time arithmetic that takes no
 * decision on them. So the fuzzer steers what decides the layout, and the key, nonces, AADs and
 * texts are drawn from a generator seeded by the input. Format, missing bytes read as zero:
 * <pre>
 *   byte 0     tag length: GCM 12 + b % 5; CCM 4 + 2 (b % 7)
 *   byte 1     messages: b % 141 (0..140, past a 128-message vector batch)
 *   byte 2     the member to change (none when >= the count)
 *   byte 3     how: b % 4 = flip a nonce bit, an AAD bit, a ciphertext-or-tag bit, or cut the sealed bytes
 *   byte 4, 5  where: the byte (modulo the length, or the cut length modulo length + 1), the bit
 *   then 3 bytes a message:
 *              nonce: GCM 12 bytes, unless b % 8 == 7: 1 + b / 8 bytes (1..32); CCM 7 + b % 7 bytes
 *              AAD length b (0..255; 0 on an odd member means null, no AAD)
 *              text length b (0..255)
 * </pre>
 * The {@link #gcmBatch()} and {@link #ccmBatch()} seeds are the layout cases named in their
 * comments; Jazzer runs each in the normal test run and mutates them when fuzzing.
 */
class AeadBatchFuzzTest {

    private static final int MAX_MESSAGES = 140;

    @MethodSource
    @FuzzTest(maxDuration = "10m", maxExecutions = 200_000)
    void gcmBatch(byte[] shape) throws Exception {
        check(true, shape);
    }

    @MethodSource
    @FuzzTest(maxDuration = "10m", maxExecutions = 200_000)
    void ccmBatch(byte[] shape) throws Exception {
        check(false, shape);
    }

    private static void check(boolean gcm, byte[] shape) throws Exception {
        Random rnd = new Random(Arrays.hashCode(shape));
        byte[] key = RandomBytes.of(rnd, 16);
        int tag = gcm ? 12 + at(shape, 0) % 5 : 4 + 2 * (at(shape, 0) % 7);
        Aead aead = gcm ? new Gcm(new Sm4(key), tag) : new Ccm(new Sm4(key), tag);
        int n = at(shape, 1) % (MAX_MESSAGES + 1);
        byte[][] nonces = new byte[n][];
        byte[][] aads = new byte[n][];
        byte[][] pts = new byte[n][];
        for (int i = 0; i < n; i++) {
            int nonceByte = at(shape, 6 + 3 * i);
            int nonceLength = gcm ? (nonceByte % 8 == 7 ? 1 + nonceByte / 8 : 12) : 7 + nonceByte % 7;
            nonces[i] = RandomBytes.of(rnd, nonceLength);
            int aadLength = at(shape, 7 + 3 * i);
            aads[i] = aadLength == 0 && i % 2 == 1 ? null : RandomBytes.of(rnd, aadLength);
            pts[i] = RandomBytes.of(rnd, at(shape, 8 + 3 * i));
        }

        byte[][] sealed = aead.sealBatch(nonces, aads, pts);
        assertEquals(n, sealed.length);
        for (int i = 0; i < n; i++) {
            byte[] aad = aads[i] == null ? new byte[0] : aads[i];
            byte[] peer = gcm ? Peers.bcGcm(true, key, nonces[i], tag, aad, pts[i]) : Peers.bcCcm(true, key, nonces[i], tag, aad, pts[i]);
            assertArrayEquals(peer, sealed[i], "message " + i + " vs Bouncy Castle");
            assertArrayEquals(aead.seal(nonces[i], aads[i], pts[i]), sealed[i], "message " + i + " vs seal");
        }

        int t = at(shape, 2);
        boolean changed = false;
        if (t < n) {
            int where = at(shape, 4);
            int bit = at(shape, 5) % 8;
            int how = at(shape, 3) % 4;
            byte[] before = how == 0 ? nonces[t] : how == 1 ? aads[t] : sealed[t];
            byte[] after = how == 3 ? Arrays.copyOf(before, where % (before.length + 1)) : flip(before, where, bit);
            switch (how) {
                case 0 -> nonces[t] = after;
                case 1 -> aads[t] = after;
                default -> sealed[t] = after;
            }
            changed = !Arrays.equals(before, after);
        }

        BatchOpening opened = aead.openBatch(nonces, aads, sealed);
        assertEquals(n, opened.size());
        assertEquals(changed ? 1 : 0, opened.failures(), "failures");
        for (int i = 0; i < n; i++) {
            int index = i;
            if (changed && i == t) {
                assertFalse(opened.isAuthentic(i), "the changed member");
                assertThrows(AEADBadTagException.class, () -> opened.plaintext(index));
            } else {
                assertTrue(opened.isAuthentic(i), "message " + i);
                assertArrayEquals(pts[i], opened.plaintext(i), "message " + i);
            }
        }
    }

    /** The input's byte {@code i}, 0 past its end. */
    private static int at(byte[] shape, int i) {
        return i < shape.length ? shape[i] & 0xff : 0;
    }

    /** A copy with one bit flipped; an empty (or absent) array stays as it is: nothing to change. */
    private static byte[] flip(byte[] b, int where, int bit) {
        if (b == null || b.length == 0) {
            return b;
        }
        byte[] c = b.clone();
        c[where % c.length] ^= (byte) (1 << bit);
        return c;
    }

    // ---- Seeds: the layout cases of the batch paths, written as shapes. ----

    static Stream<Arguments> gcmBatch() {
        return Stream.of(
                // The benchmark's batch: 16 messages of 64 bytes with 20 bytes of AAD (7 GHASH
                // blocks: two rows of eight lanes starting at block 1); AAD of member 5 changed.
                shape(4, 5, 1, 3, 0, repeat(16, 0, 20, 64)),
                // GHASH block counts 1, 8 and 9 side by side: only the length block (no AAD, no
                // text), exactly a group (16 + 96 bytes: 1 + 6 + 1) and one block past it (by
                // ordinary GHASH); the last bit of the 8-block message's tag flipped.
                shape(0, 1, 2, 107, 7, msg(0, 0, 0), msg(0, 16, 96), msg(0, 16, 97), msg(0, 0, 112),
                        msg(0, 0, 113), msg(0, 1, 1), msg(0, 95, 0), msg(0, 96, 0)),
                // Word edges of the lanes' layout: AAD and text of 0..17 bytes (a partial word
                // shorter than 8 bytes, exactly 8, 9..15 read as the last 8 bytes shifted, odd word
                // counts); member 9 cut below a tag, which cannot verify.
                shape(4, 9, 3, 11, 0, edges()),
                // Two rows with different first blocks: member 3 (8 blocks) sets row 0's start at
                // block 0, row 1 holds only 1- to 3-block messages; a ciphertext bit of member 13.
                shape(0, 13, 2, 0, 3, rows()),
                // IVs other than 12 bytes (J0 by GHASH of the IV) beside 12-byte ones; the 16-byte
                // IV of member 5 changed.
                shape(0, 5, 0, 15, 6, msg(0, 20, 64), msg(7, 20, 64), msg(15, 0, 3), msg(0, 0, 0),
                        msg(255, 200, 250), msg(127, 13, 64), msg(0, 20, 64), msg(7, 0, 0)),
                // 130 messages, past a 128-message vector batch, of mixed lengths; member 129 cut to
                // its ciphertext (the tag gone).
                shape(4, 129, 3, 181, 0, mixed(130)),
                // 40 messages of the benchmark's shape: 280 GHASH blocks, so sealing crosses the
                // key's first 256 (Ghash.TABLES_AFTER_BLOCKS, by the multiplier) and opening runs the
                // scalar GHASH's byte tables (where the vector GHASH does not serve); a ciphertext
                // bit of member 37.
                shape(4, 37, 2, 40, 5, repeat(40, 0, 20, 64)),
                // No messages.
                shape(0, 0, 0, 0, 0),
                // One message, nothing changed.
                shape(4, 1, 0, 0, 0, msg(0, 20, 64)));
    }

    static Stream<Arguments> ccmBatch() {
        return Stream.of(
                // 16 messages of 64 bytes with 20 bytes of AAD, 13-byte nonces; tag of member 15.
                shape(6, 15, 2, 79, 7, repeat(16, 6, 20, 64)),
                // Nonces of 7..13 bytes (the counter field 8..2 bytes) and AAD of 0, 1, 14, 15
                // and 255 bytes (CCM's 2-byte AAD length, padded); nonce of member 4 changed.
                shape(2, 4, 0, 3, 1, msg(0, 0, 0), msg(1, 1, 1), msg(2, 14, 16), msg(3, 15, 17),
                        msg(4, 255, 255), msg(5, 0, 64), msg(6, 20, 64)),
                shape(0, 9, 3, 11, 0, edges()),
                shape(6, 129, 1, 7, 2, mixed(130)),
                shape(0, 0, 0, 0, 0));
    }

    /** A shape: tag byte, the member to change, how, where, which bit, then the messages' bytes. */
    private static Arguments shape(int tag, int member, int how, int where, int bit, byte[]... messages) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {(byte) tag, (byte) messages.length, (byte) member, (byte) how, (byte) where, (byte) bit});
        for (byte[] m : messages) {
            out.writeBytes(m);
        }
        return Arguments.of((Object) out.toByteArray());
    }

    private static byte[] msg(int nonce, int aadLength, int textLength) {
        return new byte[] {(byte) nonce, (byte) aadLength, (byte) textLength};
    }

    private static byte[][] repeat(int n, int nonce, int aadLength, int textLength) {
        byte[][] m = new byte[n][];
        Arrays.fill(m, msg(nonce, aadLength, textLength));
        return m;
    }

    /** AAD of i bytes and text of 17 - i bytes, i = 0..17. */
    private static byte[][] edges() {
        byte[][] m = new byte[18][];
        for (int i = 0; i < m.length; i++) {
            m[i] = msg(i, i, 17 - i);
        }
        return m;
    }

    /** 16 messages of 1 to 3 GHASH blocks, but member 3 of 8 (AAD 30, text 80: 2 + 5 + 1). */
    private static byte[][] rows() {
        byte[][] m = new byte[16][];
        for (int i = 0; i < m.length; i++) {
            m[i] = i == 3 ? msg(0, 30, 80) : msg(0, i % 3 == 0 ? 0 : 5, i % 2 == 0 ? 0 : 16);
        }
        return m;
    }

    /** n messages whose lengths run over 0..255 in steps that are prime to 16. */
    private static byte[][] mixed(int n) {
        byte[][] m = new byte[n][];
        for (int i = 0; i < n; i++) {
            m[i] = msg(i * 37, (i * 29) % 61, (i * 53) % 256);
        }
        return m;
    }
}
