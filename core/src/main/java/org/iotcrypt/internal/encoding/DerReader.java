package org.iotcrypt.internal.encoding;

import java.io.IOException;
import java.util.Arrays;

/**
 * Reads DER (ITU-T X.690 distinguished encoding) element by element, strictly: single-byte
 * tags, definite lengths in the fewest bytes, INTEGERs in the fewest bytes, BIT STRINGs with no
 * unused bits, OIDs with minimal sub-identifiers, and nothing left over once {@link #finish()} is
 * called. Anything else is an {@link IOException} whose message names what is wrong and where;
 * no other exception escapes, whatever the input, since callers turn that one type into their
 * own (SignatureException, BadPaddingException, InvalidKeySpecException).
 *
 * <p>Messages name what was expected and the structure around it, never a byte of the input or a
 * number read from it (a tag found, a length, an integer's value): the input may be a private key,
 * and when its structure is misread, any of its bytes, d's included, can land where a tag or a
 * length was expected. Only OIDs, which {@link #oid()} returns to the caller, carry input text.
 *
 * <p>A reader covers one byte range: the whole input, or the content of a constructed element
 * ({@link #sequence()}, {@link #explicit(int)}). Branches depend on the structure and lengths
 * only, never on the bytes of a value, so a private key's content is copied out without being
 * inspected. The input array is not copied; values returned are fresh copies.
 */
public final class DerReader {

    public static final int INTEGER = 0x02;
    public static final int BIT_STRING = 0x03;
    public static final int OCTET_STRING = 0x04;
    public static final int NULL = 0x05;
    public static final int OBJECT_IDENTIFIER = 0x06;
    public static final int BOOLEAN = 0x01;
    public static final int UTF8_STRING = 0x0c;
    public static final int PRINTABLE_STRING = 0x13;
    public static final int IA5_STRING = 0x16;
    public static final int UTC_TIME = 0x17;
    public static final int GENERALIZED_TIME = 0x18;
    public static final int SEQUENCE = 0x30;
    public static final int SET = 0x31;

    /** Tag of a primitive context-specific element [n], n in 0..30 (an IMPLICIT primitive). */
    public static int contextPrimitiveTag(int n) {
        return contextTag(n) & ~0x20;
    }

    /** Tag of a constructed context-specific element [n], n in 0..30. */
    public static int contextTag(int n) {
        if (n < 0 || n > 30) {
            throw new IllegalArgumentException("context tag number must be 0..30, got " + n);
        }
        return 0xa0 | n;
    }

    private final byte[] data;
    private final int end;
    /** The reader this one's range lies in (null for the whole input), and the element's name. */
    private final DerReader parent;
    private final String name;
    private int pos;

    /** A reader over a whole encoding. */
    public DerReader(byte[] encoding) {
        this(encoding, 0, encoding.length, null, "DER");
    }

    private DerReader(byte[] data, int from, int end, DerReader parent, String name) {
        this.data = data;
        this.pos = from;
        this.end = end;
        this.parent = parent;
        this.name = name;
    }

    /**
     * Where this reader is, {@code DER > SEQUENCE > [0]}: built only for an error's message, so
     * that reading well-formed input makes no text (a one-shot command pays for each kind of string
     * concatenation it runs, see docs/benchmarks.md).
     */
    private String where() {
        return parent == null ? name : parent.where() + " > " + name;
    }

    /** Whether any element is left in this reader's range. */
    public boolean hasMore() {
        return pos < end;
    }

    /** Whether the next element has the given tag (false at the end). */
    public boolean nextIs(int tag) {
        return pos < end && (data[pos] & 0xff) == tag;
    }

    /** Reads a SEQUENCE and returns a reader over its content. */
    public DerReader sequence() throws IOException {
        int len = header(SEQUENCE, "SEQUENCE");
        return inner(len, "SEQUENCE");
    }

    /** Reads an explicitly tagged context-specific element [n] and returns a reader over its content. */
    public DerReader explicit(int n) throws IOException {
        String element = "[".concat(Integer.toString(n)).concat("]");
        int len = header(contextTag(n), element);
        return inner(len, element);
    }

    /** The tag of the next element, or -1 at the end of this reader's range. */
    public int peekTag() {
        return pos < end ? data[pos] & 0xff : -1;
    }

    /** Reads a constructed element with the given tag (a SET, an IMPLICIT [n]) and returns a reader over its content. */
    public DerReader constructed(int tag, String name) throws IOException {
        int len = header(tag, name);
        return inner(len, name);
    }

    /**
     * Reads the next element, whatever its tag, and returns its whole encoding (tag, length and
     * content): what a signature covers (a TBSCertificate) or what another parser takes (a Name,
     * a SubjectPublicKeyInfo). Only single-byte tags are accepted.
     */
    public byte[] element() throws IOException {
        if (pos >= end) {
            throw error("expected an element, found the end of the data");
        }
        if ((data[pos] & 0x1f) == 0x1f) {
            throw error("multi-byte tag (not used here)");
        }
        int start = pos;
        int len = header(data[pos] & 0xff, "element");
        pos += len;
        return Arrays.copyOfRange(data, start, pos);
    }

    /** Reads a DER BOOLEAN (0x00 or 0xff). */
    public boolean bool() throws IOException {
        int len = header(BOOLEAN, "BOOLEAN");
        if (len != 1) {
            throw error("BOOLEAN of length other than 1");
        }
        int v = data[pos++] & 0xff;
        if (v != 0 && v != 0xff) {
            throw error("BOOLEAN neither 00 nor ff (not DER)");
        }
        return v != 0;
    }

    /**
     * Reads a BIT STRING that may have unused bits (as named-bit lists such as KeyUsage do) and
     * returns its bits, most significant bit of the first byte first; DER's rules are kept: the
     * unused bits are zero and there are at most seven.
     */
    public boolean[] bits() throws IOException {
        return bits(BIT_STRING);
    }

    /** {@link #bits()} under another tag (an IMPLICIT [n] BIT STRING, such as a unique ID). */
    public boolean[] bits(int tag) throws IOException {
        int len = header(tag, "BIT STRING");
        if (len == 0) {
            throw error("BIT STRING without its unused-bits byte");
        }
        int unused = data[pos] & 0xff;
        if (unused > 7 || (len == 1 && unused != 0)) {
            throw error("BIT STRING with an invalid count of unused bits");
        }
        if (unused > 0 && (data[pos + len - 1] & ((1 << unused) - 1)) != 0) {
            throw error("BIT STRING with unused bits that are not zero (not DER)");
        }
        boolean[] out = new boolean[8 * (len - 1) - unused];
        for (int i = 0; i < out.length; i++) {
            out[i] = (data[pos + 1 + i / 8] & (0x80 >>> (i % 8))) != 0;
        }
        pos += len;
        return out;
    }

    /** Reads an INTEGER of any sign and returns its minimal two's-complement content (a certificate's serial). */
    public byte[] signedInteger() throws IOException {
        return content(integerHeader());
    }

    /**
     * Reads a UTCTime or GeneralizedTime as RFC 5280 §4.1.2.5 has them (seconds present, no
     * fraction, "Z"; UTCTime years 50..99 are 19xx) and returns milliseconds since the epoch.
     */
    public long time() throws IOException {
        boolean utc = nextIs(UTC_TIME);
        int len = utc ? header(UTC_TIME, "UTCTime") : header(GENERALIZED_TIME, "UTCTime or GeneralizedTime");
        int digits = utc ? 12 : 14;
        if (len != digits + 1 || data[pos + digits] != 'Z') {
            throw error((utc ? "UTCTime" : "GeneralizedTime") + " not in the form RFC 5280 requires ("
                    + (utc ? "YYMMDDHHMMSSZ" : "YYYYMMDDHHMMSSZ") + ")");
        }
        int[] v = new int[digits / 2];
        for (int i = 0; i < digits; i++) {
            int c = data[pos + i] - '0';
            if (c < 0 || c > 9) {
                throw error("time with a character that is not a digit");
            }
            v[i / 2] = 10 * v[i / 2] + c;
        }
        pos += len;
        int k = utc ? 0 : 1;
        int year = utc ? (v[0] >= 50 ? 1900 + v[0] : 2000 + v[0]) : 100 * v[0] + v[1];
        int month = v[k + 1];
        int day = v[k + 2];
        int hour = v[k + 3];
        int minute = v[k + 4];
        int second = v[k + 5];
        if (month < 1 || month > 12 || day < 1 || day > java.time.YearMonth.of(year, month).lengthOfMonth()
                || hour > 23 || minute > 59 || second > 59) {
            throw error("time with a field out of range");
        }
        return java.time.LocalDateTime.of(year, month, day, hour, minute, second)
                .toInstant(java.time.ZoneOffset.UTC).toEpochMilli();
    }

    /** Reads an element with any tag and returns its content, for skipping what a caller ignores. */
    public byte[] contentOf(int tag) throws IOException {
        return content(header(tag, String.format("element 0x%02x", tag)));
    }

    public byte[] octetString() throws IOException {
        return content(header(OCTET_STRING, "OCTET STRING"));
    }

    /** Reads a BIT STRING of whole bytes (no unused bits) and returns those bytes. */
    public byte[] bitString() throws IOException {
        int len = header(BIT_STRING, "BIT STRING");
        if (len == 0) {
            throw error("BIT STRING without its unused-bits byte");
        }
        if (data[pos] != 0) {
            throw error("BIT STRING with unused bits (only whole bytes are accepted)");
        }
        pos++;
        return content(len - 1);
    }

    public void nullValue() throws IOException {
        if (header(NULL, "NULL") != 0) {
            throw error("NULL with content");
        }
    }

    /** Reads an OBJECT IDENTIFIER in dotted form, e.g. {@code 1.2.156.10197.1.301}. */
    public String oid() throws IOException {
        int len = header(OBJECT_IDENTIFIER, "OBJECT IDENTIFIER");
        if (len == 0) {
            throw error("empty OBJECT IDENTIFIER");
        }
        StringBuilder dotted = new StringBuilder();
        int stop = pos + len;
        boolean first = true;
        while (pos < stop) {
            if ((data[pos] & 0xff) == 0x80) {
                throw error("OBJECT IDENTIFIER sub-identifier not minimally encoded");
            }
            long value = 0;
            int b;
            do {
                if (pos == stop) {
                    throw error("OBJECT IDENTIFIER ends inside a sub-identifier");
                }
                if (value >>> 56 != 0) {
                    throw error("OBJECT IDENTIFIER sub-identifier too large");
                }
                b = data[pos++] & 0xff;
                value = (value << 7) | (b & 0x7f);
            } while ((b & 0x80) != 0);
            if (first) {
                long arc = Math.min(value / 40, 2);
                dotted.append(arc).append('.').append(value - 40 * arc);
                first = false;
            } else {
                dotted.append('.').append(value);
            }
        }
        return dotted.toString();
    }

    /**
     * Reads a non-negative INTEGER and returns its magnitude without sign byte, at least one byte
     * (zero is {@code {0}}).
     */
    public byte[] unsignedInteger() throws IOException {
        int len = integerHeader();
        if (data[pos] < 0) {
            throw error("negative INTEGER");
        }
        if (len > 1 && data[pos] == 0) {
            pos++;
            len--;
        }
        return content(len);
    }

    /**
     * Reads a non-negative INTEGER that fits in {@code size} bytes and returns it left-padded to
     * exactly that size.
     */
    public byte[] unsignedInteger(int size) throws IOException {
        byte[] magnitude = unsignedInteger();
        if (magnitude.length > size) {
            throw error("INTEGER longer than " + size + " bytes");
        }
        byte[] out = new byte[size];
        System.arraycopy(magnitude, 0, out, size - magnitude.length, magnitude.length);
        Arrays.fill(magnitude, (byte) 0);
        return out;
    }

    /** Reads an INTEGER in 0..{@code max} (max below 2^31). */
    public int smallInteger(int max) throws IOException {
        byte[] magnitude = unsignedInteger();
        if (magnitude.length > 4) {
            throw error("INTEGER out of range 0.." + max);
        }
        long value = 0;
        for (byte b : magnitude) {
            value = (value << 8) | (b & 0xff);
        }
        if (value > max) {
            throw error("INTEGER out of range 0.." + max);
        }
        return (int) value;
    }

    /** Fails if anything is left in this reader's range. */
    public void finish() throws IOException {
        if (pos != end) {
            throw error("trailing data after the last element");
        }
    }

    private int integerHeader() throws IOException {
        int len = header(INTEGER, "INTEGER");
        if (len == 0) {
            throw error("empty INTEGER");
        }
        if (len > 1 && ((data[pos] == 0 && data[pos + 1] >= 0) || (data[pos] == -1 && data[pos + 1] < 0))) {
            throw error("INTEGER not minimally encoded (redundant leading byte)");
        }
        return len;
    }

    private DerReader inner(int len, String name) {
        DerReader r = new DerReader(data, pos, pos + len, this, name);
        pos += len;
        return r;
    }

    private byte[] content(int len) {
        byte[] value = Arrays.copyOfRange(data, pos, pos + len);
        pos += len;
        return value;
    }

    /** Checks the tag, reads the length and returns it, checked to lie within this range. */
    private int header(int tag, String name) throws IOException {
        if (pos >= end) {
            throw error("expected " + name + ", found the end of the data");
        }
        if ((data[pos] & 0xff) != tag) {
            throw error(String.format("expected %s (tag 0x%02x), found another tag", name, tag));
        }
        if (end - pos < 2) {
            throw error(name + " truncated: no length byte");
        }
        pos++;
        int first = data[pos++] & 0xff;
        long len;
        if (first < 0x80) {
            len = first;
        } else if (first == 0x80) {
            throw error(name + " with an indefinite length (not DER)");
        } else {
            int count = first & 0x7f;
            if (count > 4) {
                throw error(name + " length field too large");
            }
            if (end - pos < count) {
                throw error(name + " truncated inside its length");
            }
            if (data[pos] == 0) {
                throw error(name + " length not minimally encoded (leading zero byte)");
            }
            len = 0;
            for (int i = 0; i < count; i++) {
                len = (len << 8) | (data[pos++] & 0xff);
            }
            if (len < 0x80) {
                throw error(name + " length not minimally encoded (long form below 128)");
            }
        }
        if (len > end - pos) {
            throw error(name + " length runs past the end of the data");
        }
        return (int) len;
    }

    private IOException error(String message) {
        return new IOException(where() + ": " + message);
    }
}
