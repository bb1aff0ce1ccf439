package org.iotcrypt.seal;

import java.io.IOException;
import java.util.Arrays;

/**
 * Why a segment does not verify where it stands, found by trial openings under other counters
 * and flags, within a budget of sealed bytes per failure (four full segments, at least 64 KiB):
 * without one, a damaged 8 MiB CCM segment cost about 385 trial openings (201 s). The cheapest and
 * likeliest trials go first:
 * <ol>
 * <li>a duplicate, by its tag: a segment repeated is repeated byte for byte, so its tag equals the
 *     remembered tag of a verified one ({@link SealFormat#DIAGNOSIS_WINDOW} are kept); one
 *     trial confirms it;</li>
 * <li>the other last-segment flag: a truncation at a segment boundary, or whole segments appended;</li>
 * <li>for a last segment, a few bytes appended after it (up to {@link SealFormat#TRAILING_SEARCH});</li>
 * <li>the next counters with either flag: a segment from later in the file (reordered).</li>
 * </ol>
 * What the budget leaves untried is reported as damage (or, for a short last segment, a cut). All
 * of it is public data: the counters, flags, lengths and tags of the file.
 */
final class SegmentDiagnosis {

    /** How many bytes follow the failing segment, -1 for more than 1 GiB (read on demand, for the message). */
    interface Remaining {
        long bytes() throws IOException;
    }

    private final PayloadKeys keys;
    private final int fullLength;
    private final long budget;
    private final byte[] tags = new byte[SealFormat.DIAGNOSIS_WINDOW * SealFormat.TAG_LENGTH];
    private final long[] tagCounters = new long[SealFormat.DIAGNOSIS_WINDOW];
    private final int[] tagLengths = new int[SealFormat.DIAGNOSIS_WINDOW];
    private long remembered;
    /** Sealed bytes of trial openings so far: a stream fails at most once, so this is that failure's. */
    private long bytesTried;

    SegmentDiagnosis(PayloadKeys keys, int fullLength) {
        this.keys = keys;
        this.fullLength = fullLength;
        this.budget = Math.max((long) SealFormat.DIAGNOSIS_SEGMENTS * fullLength, SealFormat.DIAGNOSIS_MIN_BUDGET);
    }

    /** @return the budget of sealed bytes one failure may try */
    long budget() {
        return budget;
    }

    /** @return the sealed bytes the trial openings have processed (the work bound, for the tests) */
    long bytesTried() {
        return bytesTried;
    }

    /** Remembers the tag of a segment that verified (its last 16 bytes as read). */
    void verified(long counter, byte[] tag, int length) {
        int slot = (int) (remembered++ % SealFormat.DIAGNOSIS_WINDOW);
        System.arraycopy(tag, 0, tags, slot * SealFormat.TAG_LENGTH, SealFormat.TAG_LENGTH);
        tagCounters[slot] = counter;
        tagLengths[slot] = length;
    }

    /**
     * Why the segment at {@code counter} ({@code length} sealed bytes of {@code chunk}, its tag
     * {@code tag}) does not verify.
     */
    SealException diagnose(long counter, boolean last, byte[] chunk, byte[] tag, int length, Remaining remaining)
            throws IOException {
        // the trial openings write into a scratch array: the segment's own stays as read
        byte[] scratch = new byte[length];
        try {
            return find(counter, last, chunk, tag, length, remaining, scratch);
        } finally {
            Arrays.fill(scratch, (byte) 0);
        }
    }

    private SealException find(long counter, boolean last, byte[] chunk, byte[] tag, int length, Remaining remaining,
            byte[] scratch) throws IOException {
        long n = counter + 1;
        int kept = (int) Math.min(remembered, SealFormat.DIAGNOSIS_WINDOW);
        for (int i = 0; i < kept; i++) {
            if (tagLengths[i] == length && Arrays.equals(tags, i * SealFormat.TAG_LENGTH, (i + 1) * SealFormat.TAG_LENGTH,
                    tag, 0, SealFormat.TAG_LENGTH) && trial(tagCounters[i], false, chunk, length, scratch)) {
                return new SealException(SealException.Reason.DUPLICATED, n,
                        "segment " + n + " repeats segment " + (tagCounters[i] + 1) + ": a segment was duplicated");
            }
        }
        if (trial(counter, !last, chunk, length, scratch)) {
            if (last) {
                return new SealException(SealException.Reason.TRUNCATED, n,
                        "the file ends after segment " + n + ", which is not the last: truncated");
            }
            long after = remaining.bytes();
            return new SealException(SealException.Reason.TRAILING_DATA, n, (after < 0 ? "more than 1 GiB follows"
                    : after + " bytes follow") + " the last segment (segment " + n + "): trailing data");
        }
        if (last) {
            int most = Math.min(SealFormat.TRAILING_SEARCH, length - SealFormat.TAG_LENGTH);
            for (int t = 1; t <= most && affordable(length - t); t++) {
                if (trial(counter, true, chunk, length - t, scratch)) {
                    return new SealException(SealException.Reason.TRAILING_DATA, n,
                            t + " bytes follow the last segment (segment " + n + "): trailing data");
                }
            }
        }
        for (long j = counter + 1; j <= Math.min(counter + SealFormat.DIAGNOSIS_WINDOW, SealFormat.MAX_COUNTER)
                && affordable(length); j++) {
            if (trial(j, false, chunk, length, scratch) || trial(j, true, chunk, length, scratch)) {
                return new SealException(SealException.Reason.REORDERED, n,
                        "segment " + n + " is segment " + (j + 1) + " of the file: segments were reordered");
            }
        }
        if (last && length < fullLength) {
            return new SealException(SealException.Reason.CUT, n,
                    "the file ends inside segment " + n + ": cut short (or that last segment is damaged)");
        }
        return new SealException(SealException.Reason.SEGMENT_DAMAGED, n, "segment " + n + " is damaged (its tag does not verify)");
    }

    private boolean affordable(int length) {
        return bytesTried + length <= budget;
    }

    /** One trial opening, if the budget affords it; false when it fails or is not afforded. */
    private boolean trial(long counter, boolean last, byte[] chunk, int length, byte[] scratch) {
        if (!affordable(length)) {
            return false;
        }
        bytesTried += length;
        return keys.open(counter, last, chunk, length, scratch);
    }
}
