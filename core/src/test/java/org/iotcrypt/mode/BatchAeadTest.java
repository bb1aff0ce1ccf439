package org.iotcrypt.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntUnaryOperator;
import javax.crypto.AEADBadTagException;
import org.iotcrypt.cipher.Aead;
import org.iotcrypt.cipher.BatchOpening;
import org.iotcrypt.internal.util.Scratch;
import org.iotcrypt.sm4.Sm4;
import org.iotcrypt.testing.RandomBytes;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The batch calls of SM4-GCM and SM4-CCM (many messages under one key, side by side) against
 * Bouncy Castle message by message and against one-at-a-time {@code seal}, over batches of 0 to
 * 130 messages (past a 128-block vector batch) of random lengths, nonces and AADs; and with
 * tampered members, which must fail alone with nothing of them released.
 */
class BatchAeadTest {

    /** An AEAD under test with the peer that checks it, by name. */
    record Case(String name, int tagLength, boolean gcm) {
        @Override
        public String toString() {
            return name;
        }

        Aead make(byte[] key) throws GeneralSecurityException {
            return gcm ? new Gcm(new Sm4(key), tagLength) : new Ccm(new Sm4(key), tagLength);
        }

        byte[] nonce(Random rnd) {
            int len = gcm ? (rnd.nextInt(8) == 0 ? 1 + rnd.nextInt(20) : 12) : 7 + rnd.nextInt(7);
            return RandomBytes.of(rnd, len);
        }

        byte[] peer(byte[] key, byte[] nonce, byte[] aad, byte[] pt) throws Exception {
            return gcm ? Peers.bcGcm(true, key, nonce, tagLength, aad, pt) : Peers.bcCcm(true, key, nonce, tagLength, aad, pt);
        }
    }

    static List<Case> cases() {
        return List.of(new Case("SM4-GCM, 16-byte tag", 16, true), new Case("SM4-GCM, 12-byte tag", 12, true),
                new Case("SM4-CCM, 16-byte tag", 16, false), new Case("SM4-CCM, 8-byte tag", 8, false),
                new Case("SM4-CCM, 4-byte tag", 4, false));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void batchesMatchBouncyCastleAndOneAtATime(Case c) throws Exception {
        Random rnd = new Random(c.name().hashCode());
        for (int n : new int[] {0, 1, 2, 16, 37, 130}) {
            byte[] key = RandomBytes.of(rnd, 16);
            Aead aead = c.make(key);
            byte[][] nonces = new byte[n][];
            byte[][] aads = new byte[n][];
            byte[][] pts = new byte[n][];
            for (int i = 0; i < n; i++) {
                nonces[i] = c.nonce(rnd);
                aads[i] = rnd.nextInt(5) == 0 ? null : RandomBytes.of(rnd, rnd.nextInt(4) == 0 ? 300 : rnd.nextInt(40));
                pts[i] = RandomBytes.of(rnd, rnd.nextInt(3) == 0 ? rnd.nextInt(600) : rnd.nextInt(80));
            }
            byte[][] sealed = aead.sealBatch(nonces, aads, pts);
            assertEquals(n, sealed.length);
            for (int i = 0; i < n; i++) {
                byte[] aad = aads[i] == null ? new byte[0] : aads[i];
                String what = n + " messages, message " + i + " (" + pts[i].length + " bytes)";
                assertArrayEquals(c.peer(key, nonces[i], aad, pts[i]), sealed[i], what + " vs Bouncy Castle");
                assertArrayEquals(aead.seal(nonces[i], aads[i], pts[i]), sealed[i], what + " vs seal");
            }
            BatchOpening opened = aead.openBatch(nonces, aads, sealed);
            assertEquals(0, opened.failures());
            for (int i = 0; i < n; i++) {
                assertArrayEquals(pts[i], opened.plaintext(i), "opened message " + i);
            }
            if (n == 0) {
                continue;
            }
            // No AAD at all is the same as none for each.
            byte[][] plain = aead.sealBatch(nonces, null, pts);
            assertArrayEquals(aead.seal(nonces[0], null, pts[0]), plain[0]);
        }
    }

    /**
     * Batch GCM takes its key stream and GHASH layout from the thread's {@link Scratch}, whose
     * contents are whatever the last user left: with both arrays full of junk, sealing and
     * opening (the benchmark's shape, ragged lengths, one message too long for a lane) still
     * match Bouncy Castle, and the key stream is wiped when the call returns.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("gcmCases")
    void batchGcmIgnoresWhatTheScratchHeldAndWipesItsKeyStream(Case c) throws Exception {
        Random rnd = new Random(11);
        byte[] key = RandomBytes.of(rnd, 16);
        Aead aead = c.make(key);
        Messages m = Messages.of(c, rnd, 21, i -> i == 5 ? 90 : 20, i -> i < 16 ? 64 : 1 + rnd.nextInt(70));
        int n = m.pts().length;
        byte[][] nonces = m.nonces();
        byte[][] aads = m.aads();
        byte[][] pts = m.pts();
        int blocks = 0;
        for (byte[] pt : pts) {
            blocks += 1 + (pt.length + 15) / 16;
        }
        poisonScratch();
        byte[][] sealed = aead.sealBatch(nonces, aads, pts);
        assertKeyStreamWiped(blocks, "sealing");
        for (int i = 0; i < n; i++) {
            assertArrayEquals(c.peer(key, nonces[i], aads[i], pts[i]), sealed[i], "message " + i);
        }
        poisonScratch();
        BatchOpening opened = aead.openBatch(nonces, aads, sealed);
        assertEquals(0, opened.failures());
        for (int i = 0; i < n; i++) {
            assertArrayEquals(pts[i], opened.plaintext(i), "opened message " + i);
        }
        assertKeyStreamWiped(blocks, "opening");
    }

    static List<Case> gcmCases() {
        return cases().stream().filter(Case::gcm).toList();
    }

    /** A batch's inputs: message i has {@code aadLength(i)} bytes of AAD and {@code ptLength(i)} of plaintext, all random. */
    record Messages(byte[][] nonces, byte[][] aads, byte[][] pts) {
        static Messages of(Case c, Random rnd, int n, IntUnaryOperator aadLength, IntUnaryOperator ptLength) {
            Messages m = new Messages(new byte[n][], new byte[n][], new byte[n][]);
            for (int i = 0; i < n; i++) {
                m.nonces[i] = c.nonce(rnd);
                m.aads[i] = RandomBytes.of(rnd, aadLength.applyAsInt(i));
                m.pts[i] = RandomBytes.of(rnd, ptLength.applyAsInt(i));
            }
            return m;
        }
    }

    /** The thread's kept byte array (the batch's key stream) is zero over the batch's blocks. */
    private static void assertKeyStreamWiped(int blocks, String after) {
        byte[] kept = Scratch.bytes(1);
        for (int j = 0; j < 16 * blocks; j++) {
            assertEquals(0, kept[j], "key stream byte " + j + " after " + after);
        }
        Scratch.release(kept);
    }

    /** Gives the thread's scratch arrays back full of junk (as large as it keeps). */
    private static void poisonScratch() {
        byte[] b = Scratch.bytes(Scratch.KEEP_BYTES);
        java.util.Arrays.fill(b, (byte) 0x5a);
        Scratch.release(b);
        long[] l = Scratch.longs(Scratch.KEEP_BYTES / 8);
        java.util.Arrays.fill(l, -1L);
        Scratch.release(l);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void aTamperedMemberFailsAloneAndReleasesNothing(Case c) throws Exception {
        Random rnd = new Random(7);
        Aead aead = c.make(RandomBytes.of(rnd, 16));
        Messages m = Messages.of(c, rnd, 40, i -> 20, i -> 64 + i);
        int n = m.pts().length;
        byte[][] nonces = m.nonces();
        byte[][] aads = m.aads();
        byte[][] pts = m.pts();
        byte[][] sealed = aead.sealBatch(nonces, aads, pts);
        List<Integer> forged = new ArrayList<>();
        sealed[3] = Tamper.flip(sealed[3], 5);                                   // ciphertext
        forged.add(3);
        sealed[10] = Tamper.flip(sealed[10], 8 * sealed[10].length - 1);        // tag
        forged.add(10);
        aads[17] = Tamper.flip(aads[17], 0);                                     // AAD
        forged.add(17);
        sealed[25] = java.util.Arrays.copyOf(sealed[25], c.tagLength() - 1);    // shorter than a tag
        forged.add(25);
        nonces[33] = Tamper.flip(nonces[33], 3);                                 // nonce
        forged.add(33);

        BatchOpening opened = aead.openBatch(nonces, aads, sealed);
        assertEquals(forged.size(), opened.failures());
        for (int i = 0; i < n; i++) {
            int index = i;
            if (forged.contains(i)) {
                assertFalse(opened.isAuthentic(i), "message " + i);
                AEADBadTagException e = assertThrows(AEADBadTagException.class, () -> opened.plaintext(index));
                assertEquals("message " + i + " of the batch did not verify", e.getMessage());
            } else {
                assertTrue(opened.isAuthentic(i), "message " + i);
                assertArrayEquals(pts[i], opened.plaintext(i), "message " + i);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void badArgumentsAreRefusedBeforeAnyWork(Case c) throws Exception {
        Aead aead = c.make(new byte[16]);
        byte[][] nonces = {new byte[12], new byte[12], new byte[12], new byte[c.gcm() ? 0 : 6]};
        byte[][] pts = {new byte[1], new byte[2], new byte[3], new byte[4]};
        InvalidAlgorithmParameterException bad = assertThrows(InvalidAlgorithmParameterException.class,
                () -> aead.sealBatch(nonces, null, pts));
        assertTrue(bad.getMessage().startsWith("message 3: "), bad.getMessage());
        assertThrows(InvalidAlgorithmParameterException.class, () -> aead.openBatch(nonces, null, pts));
        IllegalArgumentException shape = assertThrows(IllegalArgumentException.class,
                () -> aead.sealBatch(new byte[2][12], null, new byte[3][]));
        assertEquals("a batch needs one nonce, one AAD (or none) and one text per message: got 2 nonces, no AADs, 3 texts",
                shape.getMessage());
        assertThrows(IllegalArgumentException.class, () -> aead.sealBatch(new byte[2][12], new byte[1][], new byte[2][]));
        NullPointerException missing = assertThrows(NullPointerException.class,
                () -> aead.sealBatch(new byte[][] {new byte[12], null}, null, new byte[2][0]));
        assertEquals("nonce 1", missing.getMessage());
    }
}
