package org.iotcrypt.provider;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;

/**
 * The few DER encodings the algorithm parameters need: SEQUENCE, OCTET STRING and small
 * non-negative INTEGER, written and read strictly (definite minimal lengths, minimal integers,
 * nothing left over). Kept private to the provider until a general DER package exists.
 */
final class Der {

    static final int INTEGER = 0x02;
    static final int OCTET_STRING = 0x04;
    static final int SEQUENCE = 0x30;

    private Der() {
    }

    static byte[] sequence(byte[]... elements) {
        ByteArrayOutputStream content = new ByteArrayOutputStream();
        for (byte[] e : elements) {
            content.writeBytes(e);
        }
        return element(SEQUENCE, content.toByteArray());
    }

    static byte[] octetString(byte[] value) {
        return element(OCTET_STRING, value);
    }

    /** A non-negative INTEGER below 128, which is all a tag length needs. */
    static byte[] smallInteger(int value) {
        if (value < 0 || value > 127) {
            throw new IllegalArgumentException("small INTEGER out of range: " + value);
        }
        return element(INTEGER, new byte[] {(byte) value});
    }

    private static byte[] element(int tag, byte[] content) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(content.length + 6);
        out.write(tag);
        int len = content.length;
        if (len < 0x80) {
            out.write(len);
        } else {
            int bytes = (32 - Integer.numberOfLeadingZeros(len) + 7) / 8;
            out.write(0x80 | bytes);
            for (int i = bytes - 1; i >= 0; i--) {
                out.write(len >>> (8 * i));
            }
        }
        out.writeBytes(content);
        return out.toByteArray();
    }

    /** Reads elements in order from an encoding or from the content of a SEQUENCE. */
    static final class Reader {

        private final byte[] data;
        private int pos;
        private final int end;

        Reader(byte[] encoding) {
            this(encoding, 0, encoding.length);
        }

        private Reader(byte[] data, int from, int end) {
            this.data = data;
            this.pos = from;
            this.end = end;
        }

        boolean hasMore() {
            return pos < end;
        }

        /** Reads a SEQUENCE and returns a reader over its content. */
        Reader sequence() throws IOException {
            int len = header(SEQUENCE);
            Reader inner = new Reader(data, pos, pos + len);
            pos += len;
            return inner;
        }

        byte[] octetString() throws IOException {
            int len = header(OCTET_STRING);
            byte[] value = Arrays.copyOfRange(data, pos, pos + len);
            pos += len;
            return value;
        }

        /** Reads an INTEGER that must be non-negative and below 128. */
        int smallInteger() throws IOException {
            int len = header(INTEGER);
            if (len != 1 || data[pos] < 0) {
                throw new IOException("DER: expected a small non-negative INTEGER");
            }
            return data[pos++];
        }

        /** Fails if anything is left. */
        void finish() throws IOException {
            if (pos != end) {
                throw new IOException("DER: " + (end - pos) + " trailing bytes");
            }
        }

        private int header(int tag) throws IOException {
            if (end - pos < 2) {
                throw new IOException("DER: truncated");
            }
            int actual = data[pos++] & 0xff;
            if (actual != tag) {
                throw new IOException(String.format("DER: expected tag 0x%02x, got 0x%02x", tag, actual));
            }
            int first = data[pos++] & 0xff;
            int len;
            if (first < 0x80) {
                len = first;
            } else {
                int count = first & 0x7f;
                if (count == 0 || count > 3 || end - pos < count) {
                    throw new IOException("DER: unsupported or truncated length");
                }
                len = 0;
                for (int i = 0; i < count; i++) {
                    len = (len << 8) | (data[pos++] & 0xff);
                }
                if (len < 0x80 || (count > 1 && len >>> (8 * (count - 1)) == 0)) {
                    throw new IOException("DER: length not minimally encoded");
                }
            }
            if (len > end - pos) {
                throw new IOException("DER: length " + len + " beyond the end");
            }
            return len;
        }
    }
}
