package org.iotcrypt.seal;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Future;

/**
 * Opens a sealed file ({@code docs/sealed-format.md}) as it is read: the constructor reads the
 * header, finds a stanza that one of the identities opens and checks the header MAC; each
 * {@code read} then releases plaintext of segments whose tags have verified, never a byte of one
 * that has not. Memory is one segment.
 *
 * <p>Every way a file can be wrong ends in a {@link SealException} with its own
 * {@link SealException.Reason}: a segment that fails where it stands is tried under the other
 * counters near it and the other flag, which tells a reordering, a duplication, a truncation,
 * trailing bytes or a cut from plain damage. The diagnosis runs only after a failure, and its
 * work is bounded ({@link SegmentDiagnosis}); so is the key derivation of the header's stanzas
 * ({@link StanzaUnwrapping}).
 */
public final class OpeningInputStream extends InputStream {

    private final InputStream in;
    private final SealedHeader header;
    private final PayloadKeys keys;
    private final String openedBy;
    /** A full segment's bytes, tag included: full segments are read into arrays of this size and open in place. */
    private final int fullLength;
    private final SegmentWorkers workers;
    private final StanzaUnwrapping unwrapping = new StanzaUnwrapping();
    private final SegmentDiagnosis diagnosis;
    /** Segments read and being opened, oldest first; released in this order. */
    private final ArrayDeque<Segment> inFlight = new ArrayDeque<>();
    /** Trailing bytes counted at most for a message. */
    private static final long COUNT_LIMIT = 1L << 30;
    /** Whether the last segment (or the end of the file) has been read. */
    private boolean allRead;
    /** The byte after the last segment read, read to learn whether it was the last; -1 at the end. */
    private int lookAhead = -1;
    /** The next segment to read. */
    private long nextCounter;
    /** Segments released. */
    private long counter;
    private boolean done;
    /** The failure that ended the file, thrown again by every later read. */
    private SealException failed;
    private final SegmentBuffers buffers;
    /** The segment being read out (its array, opened in place), or null before the first. */
    private byte[] plain;
    private int plainPos;
    private int plainEnd;

    /**
     * Reads and checks the header.
     *
     * @param in the sealed file (closed by {@link #close()})
     * @param identities the keys, passphrases and key files to try, at least one
     * @throws SealException if it is not a sealed file, no identity opens it, or its header was changed
     * @throws IOException if reading fails
     */
    public OpeningInputStream(InputStream in, List<Identity> identities) throws IOException {
        this(in, identities, 1);
    }

    /**
     * Reads and checks the header; segments are then verified up to {@code threads} at once on
     * worker threads, and released in order, each only once it verified (as with one thread).
     *
     * @param in the sealed file (closed by {@link #close()})
     * @param identities the keys, passphrases and key files to try, at least one
     * @param threads 1 (the caller's thread only) to 16
     * @throws SealException if it is not a sealed file, no identity opens it, or its header was changed
     * @throws IOException if reading fails
     */
    public OpeningInputStream(InputStream in, List<Identity> identities, int threads) throws IOException {
        this(in, fixed(identities), threads);
    }

    /** Chooses the identities to try once the header says who may open the file (asks for a passphrase only when one can). */
    @FunctionalInterface
    public interface IdentityChooser {
        /**
         * @param recipients the header's stanzas, by kind (the header's MAC is not checked yet)
         * @return the identities to try, at least one
         * @throws IOException to refuse the file (a {@link SealException}, or the caller's own)
         */
        List<Identity> choose(SealedRecipients recipients) throws IOException;
    }

    /**
     * Reads the header, lets {@code chooser} pick the identities from what it holds, and checks it.
     *
     * @param in the sealed file (closed by {@link #close()})
     * @param chooser picks the keys, passphrases and key files to try
     * @param threads 1 (the caller's thread only) to 16
     * @throws SealException if it is not a sealed file, no identity opens it, or its header was changed
     * @throws IOException if reading fails, or the chooser refuses
     */
    public OpeningInputStream(InputStream in, IdentityChooser chooser, int threads) throws IOException {
        this.in = Objects.requireNonNull(in, "in");
        header = SealedHeader.read(in);
        List<Identity> identities = requireSome(chooser.choose(SealedRecipients.of(header.stanzas)));
        StanzaUnwrapping.Found found = unwrapping.find(header, identities);
        byte[] fileKey = found.fileKey();
        PayloadKeys k = new PayloadKeys(fileKey, header.salt, header.aead);
        Arrays.fill(fileKey, (byte) 0);
        if (!k.headerMacMatches(header.covered, header.covered.length, header.mac)) {
            k.close();
            throw new SealException(SealException.Reason.HEADER_CHANGED,
                    "the header was changed after sealing (its MAC does not verify)");
        }
        keys = k;
        openedBy = found.by();
        fullLength = header.segmentSize + SealFormat.TAG_LENGTH;
        diagnosis = new SegmentDiagnosis(keys, fullLength);
        workers = new SegmentWorkers(threads, header.segmentSize);
        buffers = new SegmentBuffers(fullLength);
    }

    private static IdentityChooser fixed(List<Identity> identities) {
        requireSome(identities);
        return recipients -> identities;
    }

    private static List<Identity> requireSome(List<Identity> identities) {
        if (identities.isEmpty()) {
            throw new IllegalArgumentException("opening needs at least one key, passphrase or key file");
        }
        return identities;
    }

    /**
     * One segment as read: its bytes and where it stands, and its plaintext to come (null if
     * the tag fails), or the failure that ends the file at this point.
     */
    private record Segment(long counter, boolean last, byte[] sealed, byte[] tag, int length, Future<Boolean> opened,
            SealException failure) {
    }

    /** @return the AEAD of the segments */
    public SealedAead aead() {
        return header.aead;
    }

    /** @return the plaintext bytes per segment */
    public int segmentSize() {
        return header.segmentSize;
    }

    /** @return which kind of identity opened the file: "SM2 key", "passphrase" or "key file" */
    public String openedBy() {
        return openedBy;
    }

    /** @return the segments verified so far */
    public long segmentsVerified() {
        return counter;
    }

    /** @return the PBKDF2 iterations the header's stanzas cost (a work bound, for the tests) */
    long kdfIterationsSpent() {
        return unwrapping.iterationsSpent();
    }

    /** @return the sealed bytes that trial openings after failures processed (a work bound, for the tests) */
    long diagnosisBytesTried() {
        return diagnosis.bytesTried();
    }

    /** @return the sealed bytes one failure's diagnosis may try */
    long diagnosisBudget() {
        return diagnosis.budget();
    }

    /** @return the segment arrays this stream has made so far (its memory bound, for the tests) */
    int segmentArraysMade() {
        return buffers.made();
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        Objects.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        while (plainPos == plainEnd) {
            if (done) {
                return -1;
            }
            nextSegment();
        }
        int n = Math.min(len, plainEnd - plainPos);
        System.arraycopy(plain, plainPos, b, off, n);
        plainPos += n;
        return n;
    }

    @Override
    public void close() throws IOException {
        for (Segment s : inFlight) {
            if (s.opened() != null) {
                s.opened().cancel(true);
            }
        }
        // the workers have stopped writing into the arrays before they are wiped
        workers.close();
        buffers.wipeAll();
        inFlight.clear();
        plain = null;
        plainPos = 0;
        plainEnd = 0;
        keys.close();
        in.close();
    }

    /** Releases the next segment, once it verified; reads and starts the ones after it meanwhile. */
    private void nextSegment() throws IOException {
        if (failed != null) {
            throw failed;
        }
        if (plain != null) {
            buffers.give(plain);
            plain = null;
            plainPos = 0;
            plainEnd = 0;
        }
        while (!allRead && inFlight.size() < workers.window()) {
            inFlight.add(readSegment());
        }
        Segment s = inFlight.poll();
        if (s.failure() != null) {
            failed = s.failure();
            throw failed;
        }
        if (!SegmentWorkers.await(s.opened())) {
            failed = diagnosis.diagnose(s.counter(), s.last(), s.sealed(), s.tag(), s.length(), this::bytesAfter);
            throw failed;
        }
        diagnosis.verified(s.counter(), s.tag(), s.length());
        plain = s.sealed();
        plainEnd = s.length() - SealFormat.TAG_LENGTH;
        done = s.last();
        counter = s.counter() + 1;
    }

    /** Reads the next segment and starts its opening; a file that ends wrongly here becomes a failure in its place. */
    private Segment readSegment() throws IOException {
        long c = nextCounter++;
        byte[] sealed = buffers.take();
        int length = 0;
        if (lookAhead >= 0) {
            sealed[0] = (byte) lookAhead;
            length = 1;
        }
        length += in.readNBytes(sealed, length, fullLength - length);
        lookAhead = length == fullLength ? in.read() : -1;
        boolean last = lookAhead < 0;
        allRead = last;
        SealException failure = null;
        if (last && length < SealFormat.TAG_LENGTH) {
            failure = length == 0
                    ? new SealException(SealException.Reason.TRUNCATED, c + 1, c == 0
                            ? "the file ends after its header: truncated (no segment)"
                            : "the file ends after segment " + c + ", which is not the last: truncated")
                    : new SealException(SealException.Reason.CUT, c + 1, "the file ends inside segment " + (c + 1) + ": cut short");
        } else if (last && length == SealFormat.TAG_LENGTH && c > 0) {
            failure = new SealException(SealException.Reason.EMPTY_SEGMENT, c + 1, "segment " + (c + 1)
                    + " is an empty last segment after a full one: only an empty file's one segment may be empty");
        } else if (c > SealFormat.MAX_COUNTER) {
            failure = new SealException(SealException.Reason.TRAILING_DATA, c + 1,
                    "the file goes on past 2^32 segments, the most a sealed file holds: trailing data");
        }
        byte[] tag = length >= SealFormat.TAG_LENGTH
                ? Arrays.copyOfRange(sealed, length - SealFormat.TAG_LENGTH, length) : new byte[0];
        if (failure != null) {
            allRead = true;
            return new Segment(c, last, sealed, tag, length, null, failure);
        }
        int n = length;
        return new Segment(c, last, sealed, tag, length, workers.submit(() -> keys.open(c, last, sealed, n, sealed)), null);
    }

    /**
     * The bytes after the segment being diagnosed: the look-ahead byte, the segments read
     * ahead, and the rest of the input; -1 past {@link #COUNT_LIMIT} (an endless input is not
     * read to its end for a message).
     */
    private long bytesAfter() throws IOException {
        long extra = lookAhead >= 0 ? 1 : 0;
        for (Segment later : inFlight) {
            extra += later.length();
        }
        byte[] skip = new byte[64 * 1024];
        long rest = 0;
        int n;
        while ((n = in.read(skip)) > 0) {
            rest += n;
            if (rest >= COUNT_LIMIT) {
                return -1;
            }
        }
        return extra + rest;
    }
}
