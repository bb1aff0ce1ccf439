package org.iotcrypt.mode;

import java.util.Arrays;

/**
 * A growable byte buffer for the modes that must see all their input before they release
 * output (GCM and CCM decryption, CCM encryption through the buffered API).
 */
final class InputBuffer {

    private byte[] data = new byte[0];
    private int length;

    void append(byte[] in, int off, int len) {
        if (len == 0) {
            return;
        }
        if (length + len > data.length) {
            long want = Math.max((long) length + len, 2L * data.length);
            if (want > Integer.MAX_VALUE - 8) {
                throw new IllegalStateException("input too long to buffer: " + ((long) length + len) + " bytes");
            }
            byte[] old = data;
            data = Arrays.copyOf(old, (int) want);
            // the outgrown array held the same bytes (plaintext, for CCM encryption)
            Arrays.fill(old, (byte) 0);
        }
        System.arraycopy(in, off, data, length, len);
        length += len;
    }

    int length() {
        return length;
    }

    /** The backing array; its first {@link #length()} bytes are the input. */
    byte[] array() {
        return data;
    }

    /**
     * Returns the buffered input followed by {@code len} bytes of {@code in}, as one array
     * starting at index 0. Avoids the copy when nothing was buffered and {@code in} is
     * exactly that array range already at offset 0.
     */
    byte[] concat(byte[] in, int off, int len) {
        if (length == 0 && off == 0 && in.length == len) {
            return in;
        }
        append(in, off, len);
        return data;
    }

    /** Overwrites the buffered bytes (they may be plaintext or key stream). */
    void wipe() {
        Arrays.fill(data, (byte) 0);
        length = 0;
    }
}
