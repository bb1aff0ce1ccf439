package org.iotcrypt.seal;

import java.io.IOException;

/**
 * Why a sealed file does not open: one reason each, with a one-line message that names the
 * segment (counted from 1) where there is one. Messages never contain key or plaintext bytes.
 */
public final class SealException extends IOException {

    private static final long serialVersionUID = 1L;

    /** What went wrong. */
    public enum Reason {
        /** The input does not start with the format's magic. */
        NOT_SEALED,
        /** A version or AEAD this library does not know. */
        UNSUPPORTED,
        /** The header is cut short or its fields are out of range. */
        MALFORMED_HEADER,
        /** No recipient stanza opens with the keys, key files or passphrases given. */
        NO_MATCHING_RECIPIENT,
        /**
         * A passphrase was given for a file whose passphrase stanza is not its only stanza: a
         * passphrase opens only a file it alone protects (refused before any key derivation).
         */
        PASSPHRASE_NOT_ALONE,
        /**
         * Opening would spend more key-derivation work than a reader allows: a stanza asks for
         * more PBKDF2 iterations than the cap, or the passphrases given would exceed the budget.
         */
        WORK_LIMIT,
        /** A stanza opened, but the header MAC does not verify: the header was changed. */
        HEADER_CHANGED,
        /** A segment does not verify where it stands, and is no other segment of the file either. */
        SEGMENT_DAMAGED,
        /** The segment verifies as a later one of the file: segments were reordered. */
        REORDERED,
        /** The segment verifies as an earlier one: a segment was duplicated. */
        DUPLICATED,
        /** The file ends after a whole segment that is not the last. */
        TRUNCATED,
        /** The file ends inside a segment (or its last segment is damaged: the two look alike). */
        CUT,
        /** Bytes follow the last segment. */
        TRAILING_DATA,
        /** An empty last segment after a full one: only an empty file's one segment may be empty. */
        EMPTY_SEGMENT
    }

    /** Why. */
    private final Reason reason;
    /** The segment, from 1, or -1. */
    private final long segment;

    SealException(Reason reason, long segment, String message) {
        super(message);
        this.reason = reason;
        this.segment = segment;
    }

    SealException(Reason reason, String message) {
        this(reason, -1, message);
    }

    /** @return why the file does not open */
    public Reason reason() {
        return reason;
    }

    /** @return the segment concerned, counted from 1, or -1 where none is */
    public long segment() {
        return segment;
    }
}
