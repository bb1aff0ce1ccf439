package org.iotcrypt.internal.encoding;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;

/**
 * Writes DER (ITU-T X.690 distinguished encoding): each method returns one complete element,
 * with a definite length in the fewest bytes; constructed elements take their already-encoded
 * children. The counterpart of {@link DerReader}, which accepts exactly what this writes.
 */
public final class DerWriter {

    private DerWriter() {
    }

    public static byte[] sequence(byte[]... elements) {
        return constructed(DerReader.SEQUENCE, elements);
    }

    /** An explicitly tagged context-specific element [n] holding {@code elements}. */
    public static byte[] explicit(int n, byte[]... elements) {
        return constructed(DerReader.contextTag(n), elements);
    }

    /**
     * A constructed element (a SEQUENCE, a SET, an IMPLICIT [n]) of the given children; the
     * joined content is wiped once copied, since children may hold a private key (PKCS#8 wraps
     * d in two SEQUENCEs).
     */
    public static byte[] constructed(int tag, byte[]... elements) {
        byte[] content = concat(elements);
        try {
            return element(tag, content);
        } finally {
            Arrays.fill(content, (byte) 0);
        }
    }

    /**
     * A SET OF the given elements in the order DER requires: sorted by their encodings, compared
     * as unsigned bytes, a shorter encoding before a longer one it begins (X.690 §11.6).
     */
    public static byte[] setOf(byte[]... elements) {
        byte[][] sorted = elements.clone();
        Arrays.sort(sorted, Arrays::compareUnsigned);
        return constructed(DerReader.SET, sorted);
    }

    public static byte[] octetString(byte[] value) {
        return element(DerReader.OCTET_STRING, value);
    }

    /** A BIT STRING of whole bytes (no unused bits). */
    public static byte[] bitString(byte[] value) {
        byte[] content = new byte[value.length + 1];
        System.arraycopy(value, 0, content, 1, value.length);
        return element(DerReader.BIT_STRING, content);
    }

    public static byte[] nullValue() {
        return new byte[] {DerReader.NULL, 0};
    }

    /** An OBJECT IDENTIFIER from its dotted form, e.g. {@code 1.2.840.10045.2.1}. */
    public static byte[] oid(String dotted) {
        String[] parts = dotted.split("\\.", -1);
        if (parts.length < 2) {
            throw new IllegalArgumentException("OID needs at least two arcs: " + dotted);
        }
        long[] arcs = new long[parts.length];
        for (int i = 0; i < parts.length; i++) {
            arcs[i] = Long.parseLong(parts[i]);
            if (arcs[i] < 0) {
                throw new IllegalArgumentException("negative OID arc: " + dotted);
            }
        }
        if (arcs[0] > 2 || (arcs[0] < 2 && arcs[1] >= 40)) {
            throw new IllegalArgumentException("invalid first OID arcs: " + dotted);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        base128(out, 40 * arcs[0] + arcs[1]);
        for (int i = 2; i < arcs.length; i++) {
            base128(out, arcs[i]);
        }
        return element(DerReader.OBJECT_IDENTIFIER, out.toByteArray());
    }

    /**
     * A non-negative INTEGER from an unsigned big-endian magnitude of any length (leading zero
     * bytes are dropped, a zero byte is added where the top bit would read as a sign).
     */
    public static byte[] unsignedInteger(byte[] magnitude) {
        if (magnitude.length == 0) {
            return new byte[] {DerReader.INTEGER, 1, 0};
        }
        int start = 0;
        while (start < magnitude.length - 1 && magnitude[start] == 0) {
            start++;
        }
        boolean pad = magnitude[start] < 0;
        byte[] content = new byte[magnitude.length - start + (pad ? 1 : 0)];
        System.arraycopy(magnitude, start, content, pad ? 1 : 0, magnitude.length - start);
        byte[] encoded = element(DerReader.INTEGER, content);
        Arrays.fill(content, (byte) 0);
        return encoded;
    }

    /** A non-negative INTEGER. */
    public static byte[] integer(long value) {
        if (value < 0) {
            throw new IllegalArgumentException("negative INTEGER: " + value);
        }
        byte[] magnitude = new byte[8];
        for (int i = 0; i < 8; i++) {
            magnitude[i] = (byte) (value >>> (56 - 8 * i));
        }
        return unsignedInteger(magnitude);
    }

    /** One element: tag, minimal definite length, content. */
    public static byte[] element(int tag, byte[] content) {
        int len = content.length;
        int lengthBytes = len < 0x80 ? 0 : (39 - Integer.numberOfLeadingZeros(len)) / 8;
        byte[] out = new byte[2 + lengthBytes + len];
        out[0] = (byte) tag;
        if (lengthBytes == 0) {
            out[1] = (byte) len;
        } else {
            out[1] = (byte) (0x80 | lengthBytes);
            for (int i = 0; i < lengthBytes; i++) {
                out[2 + i] = (byte) (len >>> (8 * (lengthBytes - 1 - i)));
            }
        }
        System.arraycopy(content, 0, out, 2 + lengthBytes, len);
        return out;
    }

    private static byte[] concat(byte[]... elements) {
        int total = 0;
        for (byte[] e : elements) {
            total += e.length;
        }
        byte[] content = new byte[total];
        int off = 0;
        for (byte[] e : elements) {
            System.arraycopy(e, 0, content, off, e.length);
            off += e.length;
        }
        return content;
    }

    private static void base128(ByteArrayOutputStream out, long value) {
        int groups = Math.max(1, (70 - Long.numberOfLeadingZeros(value)) / 7);
        for (int i = groups - 1; i >= 0; i--) {
            int b = (int) (value >>> (7 * i)) & 0x7f;
            out.write(i == 0 ? b : b | 0x80);
        }
    }
}
