package org.iotcrypt.seal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.iotcrypt.sm2.Sm2Curve;
import org.iotcrypt.sm2.Sm2KeyPair;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The sealed-file format end to end in memory: round trips at the segment boundaries for both
 * AEADs and every recipient kind, and each way a file can be wrong giving its own reason. The
 * format's independent check is {@code SealedFilePythonTest} (pyca/cryptography).
 */
class SealedFileTest {

    private static final int S = 1024;
    private static final byte[] PASS = "correct horse battery staple".getBytes(StandardCharsets.UTF_8);
    private static final Sm2KeyPair SM2 = Sm2KeyPair.generate(Sm2Curve.sm2p256v1(), new SecureRandom());
    private static final byte[] KEY_FILE = new byte[32];

    static {
        new Random(16).nextBytes(KEY_FILE);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, S - 1, S, S + 1, 3 * S, 3 * S + 7, 3 * 1024 * 1024 + 5})
    void roundTripsAtTheBoundaries(int size) throws IOException {
        for (SealedAead aead : SealedAead.values()) {
            byte[] plain = data(size);
            byte[] sealed = seal(plain, aead, S, Recipient.keyFile(KEY_FILE));
            long segments = Math.max(1, (size + S - 1) / S);
            assertEquals(header(1, 64) + segments * 16 + size, sealed.length, aead + " " + size);
            assertArrayEquals(plain, open(sealed, Identity.keyFile(KEY_FILE)), aead + " " + size);
        }
    }

    @Test
    void everyRecipientKindOpensAndKeysCombine() throws IOException {
        byte[] plain = data(5000);
        byte[] sealed = seal(plain, SealedAead.CCM, S, Recipient.sm2(SM2.publicKey()), Recipient.keyFile(KEY_FILE));
        assertArrayEquals(plain, open(sealed, Identity.sm2(SM2.privateKey())));
        assertArrayEquals(plain, open(sealed, Identity.keyFile(KEY_FILE)));
        assertArrayEquals(plain, open(seal(plain, SealedAead.GCM, S, Recipient.passphrase(PASS, 1000)), Identity.passphrase(PASS)));
        assertArrayEquals(plain, open(sealed, Identity.passphrase("nope".getBytes(StandardCharsets.UTF_8)),
                Identity.sm2(SM2.privateKey())), "a passphrase passed over, the key opens");
        Sm2KeyPair other = Sm2KeyPair.generate(Sm2Curve.sm2p256v1(), new SecureRandom());
        assertArrayEquals(plain, open(seal(plain, SealedAead.GCM, S, Recipient.sm2(other.publicKey()),
                Recipient.sm2(SM2.publicKey())), Identity.sm2(SM2.privateKey())), "the second SM2 stanza");
    }

    @Test
    void aWrongKeyOrPassphraseIsSaidSo() throws IOException {
        byte[] sealed = seal(data(100), SealedAead.GCM, S, Recipient.passphrase(PASS, 1000));
        SealException e = fails(sealed, Identity.passphrase("wrong".getBytes(StandardCharsets.UTF_8)));
        assertEquals(SealException.Reason.NO_MATCHING_RECIPIENT, e.reason());
        assertTrue(e.getMessage().contains("passphrase") && e.getMessage().contains("0 SM2, 1 passphrase, 0 key-file"), e.getMessage());
        byte[] otherKey = KEY_FILE.clone();
        otherKey[0] ^= 1;
        assertEquals(SealException.Reason.NO_MATCHING_RECIPIENT, fails(seal(data(1), SealedAead.GCM, S,
                Recipient.keyFile(KEY_FILE), Recipient.sm2(SM2.publicKey())), Identity.keyFile(otherKey)).reason());
    }

    static Stream<Arguments> aeadsAndThreads() {
        return Stream.of(SealedAead.values()).flatMap(a -> Stream.of(1, 3).map(t -> Arguments.of(a, t)));
    }

    /** With one thread and with three (segments opened side by side, released in order) alike. */
    @ParameterizedTest
    @MethodSource("aeadsAndThreads")
    void eachTamperingHasItsReason(SealedAead aead, int threads) throws IOException {
        openThreads = threads;
        int size = 4 * S + 100;                  // segments 1..4 full, 5 short and last
        byte[] sealed = seal(data(size), aead, S, Recipient.keyFile(KEY_FILE));
        int h = header(1, 64);
        int seg = S + 16;

        byte[] swapped = sealed.clone();         // segments 2 and 3 swapped
        System.arraycopy(sealed, h + 2 * seg, swapped, h + seg, seg);
        System.arraycopy(sealed, h + seg, swapped, h + 2 * seg, seg);
        assertReason(swapped, SealException.Reason.REORDERED, 2);

        byte[] duplicated = concat(Arrays.copyOf(sealed, h + 2 * seg), Arrays.copyOfRange(sealed, h + seg, sealed.length));
        assertReason(duplicated, SealException.Reason.DUPLICATED, 3);

        assertReason(Arrays.copyOf(sealed, h + 4 * seg), SealException.Reason.TRUNCATED, 4);   // the last one missing
        assertReason(Arrays.copyOf(sealed, h), SealException.Reason.TRUNCATED, 1);            // no segment at all
        assertReason(Arrays.copyOf(sealed, h + 2 * seg + 500), SealException.Reason.CUT, 3);   // cut inside segment 3
        assertReason(Arrays.copyOf(sealed, h + 3 * seg + 5), SealException.Reason.CUT, 4);     // too short for a tag
        assertReason(concat(sealed, new byte[] {1, 2, 3}), SealException.Reason.TRAILING_DATA, 5);

        byte[] damaged = sealed.clone();
        damaged[h + seg + 10] ^= 1;
        assertReason(damaged, SealException.Reason.SEGMENT_DAMAGED, 2);

        byte[] header = sealed.clone();
        header[10] ^= 1;                         // the segment size's field: the MAC catches it
        assertEquals(SealException.Reason.HEADER_CHANGED, fails(header, Identity.keyFile(KEY_FILE)).reason());

        byte[] notSealed = sealed.clone();
        notSealed[0] = 'X';
        assertEquals(SealException.Reason.NOT_SEALED, fails(notSealed, Identity.keyFile(KEY_FILE)).reason());
        assertEquals(SealException.Reason.NOT_SEALED, fails(new byte[0], Identity.keyFile(KEY_FILE)).reason());
        assertEquals(SealException.Reason.MALFORMED_HEADER, fails(Arrays.copyOf(sealed, 30), Identity.keyFile(KEY_FILE)).reason());
    }

    /**
     * Threads change nothing in the file: sealed under the same (seeded) randomness with 1 and
     * with 4 threads, the bytes are the same, and 1 to 4 opening threads give the plaintext back,
     * for several segments in flight at once and for the short last one.
     */
    @ParameterizedTest
    @ValueSource(ints = {0, S - 1, 3 * S, 40 * S + 5})
    void threadsChangeNothingInTheFile(int size) throws Exception {
        byte[] plain = data(size);
        byte[][] sealed = new byte[2][];
        int[] threads = {1, 4};
        for (int i = 0; i < 2; i++) {
            SecureRandom seeded = SecureRandom.getInstance("SHA1PRNG");
            seeded.setSeed(42);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try (SealingOutputStream s = new SealingOutputStream(out, List.of(Recipient.keyFile(KEY_FILE)), SealedAead.CCM, S,
                    seeded, threads[i])) {
                s.write(plain);
            }
            sealed[i] = out.toByteArray();
        }
        assertArrayEquals(sealed[0], sealed[1]);
        for (int t = 1; t <= 4; t++) {
            assertArrayEquals(plain, open(sealed[1], t, Identity.keyFile(KEY_FILE)), t + " threads");
        }
    }

    /** A full-size last segment with bytes after it, and nothing released before a failure. */
    @ParameterizedTest
    @ValueSource(ints = {1, 3})
    void trailingBytesAfterAFullLastSegmentAndNoPlaintextOfABadSegment(int threads) throws IOException {
        openThreads = threads;
        byte[] sealed = seal(data(2 * S), SealedAead.GCM, S, Recipient.keyFile(KEY_FILE));
        assertReason(concat(sealed, new byte[40]), SealException.Reason.TRAILING_DATA, 2);
        SealException trailing = fails(concat(sealed, new byte[40 + 3 * (S + 16)]), Identity.keyFile(KEY_FILE));
        assertTrue(trailing.getMessage().startsWith((40 + 3 * (S + 16)) + " bytes follow the last segment"), trailing.getMessage());

        byte[] damaged = sealed.clone();
        damaged[damaged.length - 1] ^= 1;        // the last segment's tag
        OpeningInputStream in = new OpeningInputStream(new ByteArrayInputStream(damaged), List.of(Identity.keyFile(KEY_FILE)),
                threads);
        byte[] first = in.readNBytes(S);          // segment 1 verified and released
        assertArrayEquals(Arrays.copyOf(data(2 * S), S), first);
        SealException e = assertThrows(SealException.class, () -> in.read());
        assertEquals(2, e.segment());
        assertFalse(e.getMessage().isEmpty());
    }

    /**
     * A stream of many segments reuses a few arrays: as many as the segments in flight, and one
     * more being filled or read out (1 and 2 with one thread), however long the file.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 4})
    void manySegmentsReuseAFewArrays(int threads) throws IOException {
        byte[] plain = data(200 * S + 3);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SealingOutputStream s = new SealingOutputStream(out, List.of(Recipient.keyFile(KEY_FILE)), SealedAead.GCM, S,
                new SecureRandom(), threads);
        s.write(plain);
        int window = new SegmentWorkers(threads, S).window();
        assertTrue(s.segmentArraysMade() <= window + 1, s.segmentArraysMade() + " arrays for 200 segments");
        s.close();
        OpeningInputStream in = new OpeningInputStream(new ByteArrayInputStream(out.toByteArray()),
                List.of(Identity.keyFile(KEY_FILE)), threads);
        assertArrayEquals(plain, in.readAllBytes());
        assertTrue(in.segmentArraysMade() <= window + 1, in.segmentArraysMade() + " arrays for 201 segments");
        in.close();
    }

    /** Once a file has failed, every later read fails the same way: nothing after the bad segment comes out. */
    @Test
    void aFailureStays() throws IOException {
        byte[] sealed = seal(data(4 * S), SealedAead.GCM, S, Recipient.keyFile(KEY_FILE));
        sealed[header(1, 64) + (S + 16) + 5] ^= 1;          // segment 2
        OpeningInputStream in = new OpeningInputStream(new ByteArrayInputStream(sealed), List.of(Identity.keyFile(KEY_FILE)));
        assertArrayEquals(Arrays.copyOf(data(4 * S), S), in.readNBytes(S));
        SealException first = assertThrows(SealException.class, () -> in.read(new byte[10]));
        assertEquals(SealException.Reason.SEGMENT_DAMAGED, first.reason());
        SealException again = assertThrows(SealException.class, () -> in.read(new byte[10]));
        assertEquals(first, again);
        in.close();
    }

    /** When the stream below fails, the sealing stream takes no more data, and closing it says the file is incomplete. */
    @ParameterizedTest
    @ValueSource(ints = {1, 3})
    void aFailingStreamBelowStopsTheSealing(int threads) throws IOException {
        java.io.OutputStream failing = new java.io.OutputStream() {
            private int written;

            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                written += len;
                if (written > 2 * S) {
                    throw new IOException("disk full");
                }
            }
        };
        SealingOutputStream s = new SealingOutputStream(failing, List.of(Recipient.keyFile(KEY_FILE)), SealedAead.GCM, S,
                new SecureRandom(), threads);
        IOException e = assertThrows(IOException.class, () -> {
            for (int i = 0; i < 100; i++) {
                s.write(data(S));
            }
        });
        assertEquals("disk full", e.getMessage());
        IOException next = assertThrows(IOException.class, () -> s.write(new byte[1]));
        assertTrue(next.getMessage().contains("earlier write"), next.getMessage());
        IOException closing = assertThrows(IOException.class, s::close);
        assertTrue(closing.getMessage().contains("incomplete"), closing.getMessage());
    }

    /** The threads {@link #open} uses in the test running. */
    private int openThreads = 1;

    private void assertReason(byte[] sealed, SealException.Reason reason, long segment) {
        SealException e = fails(sealed, Identity.keyFile(KEY_FILE));
        assertEquals(reason, e.reason(), e.getMessage());
        assertEquals(segment, e.segment(), e.getMessage());
    }

    private SealException fails(byte[] sealed, Identity... ids) {
        return assertThrows(SealException.class, () -> open(sealed, openThreads, ids));
    }

    static byte[] seal(byte[] plain, SealedAead aead, int segment, Recipient... recipients) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (SealingOutputStream s = new SealingOutputStream(out, List.of(recipients), aead, segment, new SecureRandom())) {
            // Odd-sized writes, so that buffering across segment boundaries is exercised.
            for (int at = 0; at < plain.length; ) {
                int n = Math.min(777, plain.length - at);
                s.write(plain, at, n);
                at += n;
            }
        }
        return out.toByteArray();
    }

    static byte[] open(byte[] sealed, Identity... ids) throws IOException {
        return open(sealed, 1, ids);
    }

    static byte[] open(byte[] sealed, int threads, Identity... ids) throws IOException {
        try (OpeningInputStream in = new OpeningInputStream(new ByteArrayInputStream(sealed), List.of(ids), threads)) {
            return in.readAllBytes();
        }
    }

    /** Header bytes for {@code stanzas} stanzas of {@code body} bytes each. */
    private static int header(int stanzas, int body) {
        return 7 + 1 + 1 + 4 + 32 + 1 + stanzas * (3 + body) + 32;
    }

    static byte[] data(int n) {
        byte[] b = new byte[n];
        new Random(n).nextBytes(b);
        return b;
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
