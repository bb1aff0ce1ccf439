package org.iotcrypt.cipher;

import java.util.Objects;
import javax.crypto.AEADBadTagException;

/**
 * What {@link Aead#openBatch} found: for each message, its plaintext if its tag verified, and
 * nothing of it otherwise. One forged or damaged message fails alone; the others are released.
 */
public final class BatchOpening {

    private final byte[][] plaintexts;

    /** @param plaintexts one entry per message, null where the tag did not verify (kept, not copied) */
    public BatchOpening(byte[][] plaintexts) {
        this.plaintexts = Objects.requireNonNull(plaintexts, "plaintexts");
    }

    /** @return the number of messages in the batch */
    public int size() {
        return plaintexts.length;
    }

    /**
     * @param i the message's index in the batch
     * @return whether message {@code i}'s tag verified
     */
    public boolean isAuthentic(int i) {
        return plaintexts[Objects.checkIndex(i, plaintexts.length)] != null;
    }

    /** @return how many messages failed to verify */
    public int failures() {
        int n = 0;
        for (byte[] p : plaintexts) {
            n += p == null ? 1 : 0;
        }
        return n;
    }

    /**
     * @param i the message's index in the batch
     * @return message {@code i}'s plaintext (the array itself, not a copy)
     * @throws AEADBadTagException if its tag did not verify (or it was shorter than a tag)
     */
    public byte[] plaintext(int i) throws AEADBadTagException {
        byte[] p = plaintexts[Objects.checkIndex(i, plaintexts.length)];
        if (p == null) {
            throw new AEADBadTagException("message " + i + " of the batch did not verify");
        }
        return p;
    }
}
