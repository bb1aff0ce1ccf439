package org.iotcrypt.seal;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.security.SecureRandom;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Future;

/**
 * Seals what is written to it into the sealed-file format ({@code docs/sealed-format.md}) on the
 * stream below: the header at construction, then one segment each time a full segment's worth
 * is followed by more data, and the last segment (flagged as last) at {@link #close()}. Memory
 * is one segment, whatever the length, or with several threads a few ({@code SegmentWorkers}
 * bounds them to 16 MiB). Not thread-safe itself: one writer.
 *
 * <p>Until {@code close()} the output is not a complete file: a reader refuses it as truncated.
 */
public final class SealingOutputStream extends FilterOutputStream {

    private final PayloadKeys keys;
    private final SegmentWorkers workers;
    private final int segmentSize;
    private final SegmentBuffers buffers;
    /** Segments being sealed in their arrays, oldest first; written in this order. */
    private final ArrayDeque<Pending> inFlight = new ArrayDeque<>();
    /** The segment being filled, with room for its tag after it. */
    private byte[] buffer;
    private int buffered;
    private long counter;
    private boolean closed;

    /**
     * A sealing stream with SM4-GCM and 64 KiB segments.
     *
     * @param out where the sealed file goes (closed by {@link #close()})
     * @param recipients who can open it, at least one (a passphrase alone)
     * @throws IOException if the header cannot be written
     */
    public SealingOutputStream(OutputStream out, List<Recipient> recipients) throws IOException {
        this(out, recipients, SealedAead.GCM, SealFormat.DEFAULT_SEGMENT, new SecureRandom());
    }

    /**
     * A sealing stream.
     *
     * @param out where the sealed file goes (closed by {@link #close()})
     * @param recipients who can open it, 1 to 255 (a passphrase alone)
     * @param aead the segments' AEAD
     * @param segmentSize plaintext bytes per segment, 1 KiB to 8 MiB
     * @param random the source of the file key, salts and SM2 ephemeral keys
     * @throws IOException if the header cannot be written
     */
    public SealingOutputStream(OutputStream out, List<Recipient> recipients, SealedAead aead, int segmentSize,
            SecureRandom random) throws IOException {
        this(out, recipients, aead, segmentSize, random, 1);
    }

    /**
     * A sealing stream that seals up to {@code threads} segments at once on worker threads
     * (the output is the same as with one).
     *
     * @param out where the sealed file goes (closed by {@link #close()})
     * @param recipients who can open it, 1 to 255 (a passphrase alone)
     * @param aead the segments' AEAD
     * @param segmentSize plaintext bytes per segment, 1 KiB to 8 MiB
     * @param random the source of the file key, salts and SM2 ephemeral keys
     * @param threads 1 (the caller's thread only) to 16
     * @throws IOException if the header cannot be written
     */
    public SealingOutputStream(OutputStream out, List<Recipient> recipients, SealedAead aead, int segmentSize,
            SecureRandom random, int threads) throws IOException {
        super(Objects.requireNonNull(out, "out"));
        if (recipients.isEmpty() || recipients.size() > SealFormat.MAX_STANZAS) {
            throw new IllegalArgumentException("a sealed file has 1 to " + SealFormat.MAX_STANZAS + " recipients");
        }
        if (recipients.size() > 1 && recipients.stream().anyMatch(r -> r.type() == SealFormat.STANZA_PASSPHRASE)) {
            throw new IllegalArgumentException("a passphrase must be a sealed file's only recipient (a reader tries a"
                    + " passphrase on no other file): seal a second file for the others, or give them a key file");
        }
        if (segmentSize < SealFormat.MIN_SEGMENT || segmentSize > SealFormat.MAX_SEGMENT) {
            throw new IllegalArgumentException("segment size must be " + SealFormat.MIN_SEGMENT + ".." + SealFormat.MAX_SEGMENT);
        }
        byte[] fileKey = new byte[SealFormat.FILE_KEY_LENGTH];
        byte[] salt = new byte[SealFormat.SALT_LENGTH];
        random.nextBytes(fileKey);
        random.nextBytes(salt);
        try {
            List<SealedHeader.Stanza> stanzas = new ArrayList<>();
            for (Recipient r : recipients) {
                stanzas.add(new SealedHeader.Stanza(r.type(), r.body(fileKey, random)));
            }
            keys = new PayloadKeys(fileKey, salt, Objects.requireNonNull(aead, "aead"));
            byte[] header = SealedHeader.encode(aead, segmentSize, salt, stanzas);
            out.write(header);
            out.write(keys.headerMac(header, header.length));
        } finally {
            Arrays.fill(fileKey, (byte) 0);
        }
        this.segmentSize = segmentSize;
        workers = new SegmentWorkers(threads, segmentSize);
        buffers = new SegmentBuffers(segmentSize + SealFormat.TAG_LENGTH);
        buffer = buffers.take();
    }

    /** A segment's array and the sealing under way in it, which gives the sealed length. */
    private record Pending(byte[] segment, Future<Integer> sealedLength) {
    }

    /** @return the segment arrays this stream has made so far (its memory bound, for the tests) */
    int segmentArraysMade() {
        return buffers.made();
    }

    @Override
    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        Objects.checkFromIndexSize(off, len, b.length);
        if (closed) {
            throw new IOException("the sealing stream is closed");
        }
        if (buffer == null) {
            throw new IOException("the sealing stream failed: an earlier write to the stream below failed");
        }
        while (len > 0) {
            if (buffered == segmentSize) {
                emit(false);
            }
            int n = Math.min(len, segmentSize - buffered);
            System.arraycopy(b, off, buffer, buffered, n);
            buffered += n;
            off += n;
            len -= n;
        }
    }

    /** Flushes the stream below; a partial segment stays here until it is full or the stream closes. */
    @Override
    public void flush() throws IOException {
        out.flush();
    }

    /** Seals the last segment, then closes the stream below. */
    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        try {
            if (buffer == null) {
                throw new IOException("the sealed file is incomplete: an earlier write to the stream below failed");
            }
            emit(true);
            while (!inFlight.isEmpty()) {
                writeOldest();
            }
            out.flush();
        } finally {
            inFlight.forEach(p -> p.sealedLength().cancel(true));
            // the workers have stopped writing into the arrays before they are wiped
            workers.close();
            buffers.wipeAll();
            keys.close();
            out.close();
        }
    }

    private void emit(boolean last) throws IOException {
        if (counter > SealFormat.MAX_COUNTER) {
            throw new IOException("a sealed file holds at most 2^32 segments");
        }
        long c = counter;
        int n = buffered;
        byte[] segment = buffer;
        // sealed in place: the plaintext becomes ciphertext and tag in the same array
        inFlight.add(new Pending(segment, workers.submit(() -> keys.seal(c, last, segment, n))));
        counter++;
        buffered = 0;
        // none while the oldest are written: if writing fails, the stream takes no more data
        buffer = null;
        while (inFlight.size() >= workers.window()) {
            writeOldest();
        }
        if (!last) {
            buffer = buffers.take();
        }
    }

    private void writeOldest() throws IOException {
        Pending p = inFlight.poll();
        int length = SegmentWorkers.await(p.sealedLength());
        out.write(p.segment(), 0, length);
        buffers.give(p.segment());
    }
}
