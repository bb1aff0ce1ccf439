package org.iotcrypt.seal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.iotcrypt.sm2.Sm2Curve;
import org.iotcrypt.sm2.Sm2KeyPair;
import org.junit.jupiter.api.Test;

/**
 * Sealed files made by an attacker, and sealing asked of carelessly: each case asserts the
 * refusal, its reason, that no plaintext came out, and a bound on the work done that is counted
 * (PBKDF2 iterations, bytes of trial openings), never timed. The files come from
 * {@link SealedFileForge}, since the writer refuses to make them.
 */
class SealedFileHostileTest {

    private static final byte[] PASS = "correct horse battery staple".getBytes(StandardCharsets.UTF_8);
    private static final byte[] KEY_FILE = new byte[32];
    private static final int S = 1024;

    static {
        new Random(42).nextBytes(KEY_FILE);
    }

    // Point 1 of issue 42: a passphrase stanza is a file's only stanza.

    @Test
    void theWriterRefusesAPassphraseBesideAnyOtherRecipient() {
        Sm2KeyPair sm2 = Sm2KeyPair.generate(Sm2Curve.sm2p256v1(), new SecureRandom());
        for (List<Recipient> mixed : List.of(List.of(Recipient.passphrase(PASS, 1000), Recipient.keyFile(KEY_FILE)),
                List.of(Recipient.sm2(sm2.publicKey()), Recipient.passphrase(PASS, 1000)),
                List.of(Recipient.passphrase(PASS, 1000), Recipient.passphrase(PASS, 1000)))) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> new SealingOutputStream(new java.io.ByteArrayOutputStream(), mixed));
            assertTrue(e.getMessage().contains("only recipient"), e.getMessage());
        }
    }

    /**
     * The attack: two stanzas at the cap inserted in transit into a genuine passphrase
     * file, no key needed. Refused before any derivation (was 65 s of PBKDF2, then "the header
     * was changed"); the same answer for the right passphrase and a wrong one.
     */
    @Test
    void stanzasInsertedIntoAPassphraseFileCostNothing() throws IOException {
        byte[] fileKey = SealedFileForge.fileKey();
        List<SealedHeader.Stanza> stanzas = new ArrayList<>(List.of(SealedFileForge.passphraseAsking(SealFormat.MAX_ITERATIONS),
                SealedFileForge.passphrase(PASS, 1000, fileKey), SealedFileForge.passphraseAsking(SealFormat.MAX_ITERATIONS)));
        byte[] file = SealedFileForge.file(SealedAead.GCM, S, fileKey, stanzas, List.of(bytes(10)), new boolean[] {true});
        String first = null;
        for (byte[] guess : List.of(PASS, "wrong".getBytes(StandardCharsets.UTF_8))) {
            StanzaUnwrapping unwrapping = new StanzaUnwrapping();
            SealException e = assertThrows(SealException.class,
                    () -> unwrapping.find(SealedHeader.read(new ByteArrayInputStream(file)), List.of(Identity.passphrase(guess))));
            assertEquals(SealException.Reason.PASSPHRASE_NOT_ALONE, e.reason(), e.getMessage());
            assertEquals(0, unwrapping.iterationsSpent());
            first = first == null ? e.getMessage() : first;
            assertEquals(first, e.getMessage(), "the right passphrase and a wrong one get the same refusal");
            assertEquals(SealException.Reason.PASSPHRASE_NOT_ALONE, refusal(file, Identity.passphrase(guess)).reason());
        }
    }

    /** A file from before the rule (SM2 key or key file beside a passphrase) still opens with the key: nothing is lost. */
    @Test
    void aMixedFileStillOpensWithItsKey() throws IOException {
        byte[] fileKey = SealedFileForge.fileKey();
        byte[] plain = bytes(3 * S + 5);
        List<SealedHeader.Stanza> stanzas = List.of(SealedFileForge.passphrase(PASS, 1000, fileKey),
                SealedFileForge.keyFile(KEY_FILE, fileKey));
        byte[] file = SealedFileForge.file(SealedAead.CCM, S, fileKey, stanzas, List.of(Arrays.copyOf(plain, S),
                Arrays.copyOfRange(plain, S, 2 * S), Arrays.copyOfRange(plain, 2 * S, 3 * S),
                Arrays.copyOfRange(plain, 3 * S, plain.length)), new boolean[] {false, false, false, true});
        try (OpeningInputStream in = open(file, Identity.passphrase(PASS), Identity.keyFile(KEY_FILE))) {
            assertArrayEquals(plain, in.readAllBytes());
            assertEquals("key file", in.openedBy());
            assertEquals(0, in.kdfIterationsSpent(), "the passphrase was passed over");
        }
    }

    @Test
    void iterationsPastTheCapAreRefusedUnspent() throws IOException {
        assertEquals(2_000_000, SealFormat.MAX_ITERATIONS, "ten times the default of 200,000");
        assertThrows(IllegalArgumentException.class, () -> Recipient.passphrase(PASS, SealFormat.MAX_ITERATIONS + 1));
        for (long asked : new long[] {SealFormat.MAX_ITERATIONS + 1L, 20_000_000L, 0xffffffffL}) {
            byte[] file = SealedFileForge.file(SealedAead.GCM, S, SealedFileForge.fileKey(),
                    List.of(SealedFileForge.passphraseAsking(asked)), List.of(bytes(1)), new boolean[] {true});
            StanzaUnwrapping unwrapping = new StanzaUnwrapping();
            SealException e = assertThrows(SealException.class,
                    () -> unwrapping.find(SealedHeader.read(new ByteArrayInputStream(file)), List.of(Identity.passphrase(PASS))));
            assertEquals(SealException.Reason.WORK_LIMIT, e.reason(), e.getMessage());
            assertTrue(e.getMessage().contains(asked + " PBKDF2 iterations"), e.getMessage());
            assertEquals(0, unwrapping.iterationsSpent());
        }
    }

    /** Passphrases tried on one stanza share a budget: the third of three at 1,000 each stops a budget of 2,500. */
    @Test
    void passphrasesShareOneBudget() throws IOException {
        byte[] fileKey = SealedFileForge.fileKey();
        byte[] file = SealedFileForge.file(SealedAead.GCM, S, fileKey, List.of(SealedFileForge.passphrase(PASS, 1000, fileKey)),
                List.of(bytes(1)), new boolean[] {true});
        StanzaUnwrapping unwrapping = new StanzaUnwrapping(2500);
        List<Identity> guesses = List.of(Identity.passphrase("a".getBytes(StandardCharsets.UTF_8)),
                Identity.passphrase("b".getBytes(StandardCharsets.UTF_8)), Identity.passphrase(PASS));
        SealException e = assertThrows(SealException.class,
                () -> unwrapping.find(SealedHeader.read(new ByteArrayInputStream(file)), guesses));
        assertEquals(SealException.Reason.WORK_LIMIT, e.reason());
        assertEquals(2000, unwrapping.iterationsSpent());
        assertEquals(4_000_000, SealFormat.KDF_BUDGET, "two tries at the cap by default");
        StanzaUnwrapping enough = new StanzaUnwrapping(3000);
        assertArrayEquals(fileKey, enough.find(SealedHeader.read(new ByteArrayInputStream(file)), guesses).fileKey());
        assertEquals(3000, enough.iterationsSpent());
    }

    // Point 3: the diagnosis of a failure is bounded.

    /** The case: a damaged 8 MiB CCM segment (was 385 trial openings, 201 s and 739 MB). */
    @Test
    void aDamagedLargeSegmentCostsAFewSegmentsOfTrials() throws IOException {
        int big = SealFormat.MAX_SEGMENT;
        byte[] sealed = SealedFileTest.seal(bytes(2 * big + 10), SealedAead.CCM, big, Recipient.keyFile(KEY_FILE));
        sealed[SealedFileForge.headerLength(stanzasOf(1, 64)) + big + 16 + 100] ^= 1;   // segment 2
        try (OpeningInputStream in = open(sealed, Identity.keyFile(KEY_FILE))) {
            assertEquals(big, in.readNBytes(big).length);
            SealException e = assertThrows(SealException.class, () -> in.read());
            assertEquals(SealException.Reason.SEGMENT_DAMAGED, e.reason(), e.getMessage());
            assertEquals(2, e.segment());
            assertEquals(4L * (big + 16), in.diagnosisBudget());
            assertTrue(in.diagnosisBytesTried() <= in.diagnosisBudget(), in.diagnosisBytesTried() + " bytes tried");
            assertTrue(in.diagnosisBytesTried() > 0);
        }
    }

    /** Within the budget the reasons stay: a duplicate costs one trial (its tag is remembered), an adjacent swap two. */
    @Test
    void theCommonReasonsAreFoundCheaply() throws IOException {
        int big = 1024 * 1024;
        byte[] sealed = SealedFileTest.seal(bytes(5 * big + 10), SealedAead.CCM, big, Recipient.keyFile(KEY_FILE));
        int h = SealedFileForge.headerLength(stanzasOf(1, 64));
        int seg = big + 16;
        byte[] duplicated = concat(Arrays.copyOf(sealed, h + 3 * seg), Arrays.copyOfRange(sealed, h + seg, sealed.length));
        try (OpeningInputStream in = open(duplicated, Identity.keyFile(KEY_FILE))) {
            SealException e = assertThrows(SealException.class, in::readAllBytes);
            assertEquals(SealException.Reason.DUPLICATED, e.reason(), e.getMessage());
            assertEquals("segment 4 repeats segment 2: a segment was duplicated", e.getMessage());
            assertEquals(seg, in.diagnosisBytesTried(), "one trial, at the remembered tag's counter");
        }
        byte[] swapped = sealed.clone();
        System.arraycopy(sealed, h + 2 * seg, swapped, h + seg, seg);
        System.arraycopy(sealed, h + seg, swapped, h + 2 * seg, seg);
        try (OpeningInputStream in = open(swapped, Identity.keyFile(KEY_FILE))) {
            SealException e = assertThrows(SealException.class, in::readAllBytes);
            assertEquals(SealException.Reason.REORDERED, e.reason(), e.getMessage());
            assertEquals(2L * seg, in.diagnosisBytesTried(), "the other flag, then the next counter");
        }
    }

    // Point 5: the empty last segment after a full one.

    @Test
    void anEmptyLastSegmentAfterAFullOneIsRefused() throws IOException {
        byte[] fileKey = SealedFileForge.fileKey();
        List<SealedHeader.Stanza> stanzas = List.of(SealedFileForge.keyFile(KEY_FILE, fileKey));
        byte[] file = SealedFileForge.file(SealedAead.GCM, S, fileKey, stanzas, List.of(bytes(S), new byte[0]),
                new boolean[] {false, true});
        SealException e = refusal(file, Identity.keyFile(KEY_FILE));
        assertEquals(SealException.Reason.EMPTY_SEGMENT, e.reason(), e.getMessage());
        assertEquals(2, e.segment());
        byte[] empty = SealedFileForge.file(SealedAead.GCM, S, fileKey, stanzas, List.of(new byte[0]), new boolean[] {true});
        assertEquals(0, SealedFileTest.open(empty, Identity.keyFile(KEY_FILE)).length, "an empty file's one segment is empty");
    }

    // Point 4: a passphrase is UTF-8 text.

    @Test
    void passphrasesThatAreNotTextAreRefused() throws IOException {
        for (char[] bad : List.of("p\ufffdss".toCharArray(), new char[] {'a', '\ud800', 'b'}, new char[] {'\udc00'},
                new char[] {'a', '\ud800'})) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Recipient.passphrase(bad));
            assertTrue(e.getMessage().contains("not UTF-8 text"), e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> Identity.passphrase(bad));
        }
        for (byte[] bad : List.of(new byte[] {'a', (byte) 0xe4, 'b'}, "x\ufffd".getBytes(StandardCharsets.UTF_8),
                new byte[] {(byte) 0xed, (byte) 0xa0, (byte) 0x80})) {
            assertThrows(IllegalArgumentException.class, () -> Recipient.passphrase(bad));
        }
        // Text outside the BMP is text: a surrogate pair encodes as one 4-byte sequence.
        char[] emoji = "key \ud83d\udd11".toCharArray();
        byte[] sealed = SealedFileTest.seal(bytes(5), SealedAead.GCM, S, Recipient.passphrase(emoji));
        assertArrayEquals(bytes(5), SealedFileTest.open(sealed, Identity.passphrase("key \ud83d\udd11".getBytes(StandardCharsets.UTF_8))));
    }

    /** The issue saw "pässwörd" and "pÄsswÖrd" open each other's files (both became "p?ssw?rd"); as text they are two keys. */
    @Test
    void caseAndAccentsAreKeptApart() throws IOException {
        byte[] sealed = SealedFileTest.seal(bytes(5), SealedAead.GCM, S, Recipient.passphrase("pässwörd".toCharArray()));
        assertEquals(SealException.Reason.NO_MATCHING_RECIPIENT, refusal(sealed, Identity.passphrase("pÄsswÖrd".toCharArray())).reason());
        assertEquals(SealException.Reason.NO_MATCHING_RECIPIENT, refusal(sealed, Identity.passphrase("p?ssw?rd".toCharArray())).reason());
        assertArrayEquals(bytes(5), SealedFileTest.open(sealed, Identity.passphrase("pässwörd".getBytes(StandardCharsets.UTF_8))));
    }

    private static List<SealedHeader.Stanza> stanzasOf(int n, int body) {
        List<SealedHeader.Stanza> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new SealedHeader.Stanza(SealFormat.STANZA_KEY_FILE, new byte[body]));
        }
        return out;
    }

    /** Opening fails, and no plaintext byte came out before it. */
    private static SealException refusal(byte[] file, Identity... ids) {
        byte[][] out = new byte[1][];
        SealException e = assertThrows(SealException.class, () -> {
            try (OpeningInputStream in = open(file, ids)) {
                out[0] = in.readAllBytes();
            }
        });
        assertEquals(null, out[0], "nothing released");
        return e;
    }

    private static OpeningInputStream open(byte[] file, Identity... ids) throws IOException {
        return new OpeningInputStream(new ByteArrayInputStream(file), List.of(ids));
    }

    private static byte[] bytes(int n) {
        return SealedFileTest.data(n);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        return SealedFileTest.concat(a, b);
    }
}
