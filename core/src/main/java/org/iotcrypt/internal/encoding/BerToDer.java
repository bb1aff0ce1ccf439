package org.iotcrypt.internal.encoding;

import java.io.ByteArrayOutputStream;
import java.io.IOException;

/**
 * Re-encodes BER (X.690) as the definite-length form {@link DerReader} reads: indefinite lengths
 * become definite, lengths minimal, and constructed OCTET STRINGs one primitive string of their
 * joined pieces. That is what PKCS#12 files from Bouncy Castle's default {@code PKCS12} key store
 * and from Windows need; other BER freedoms (unsorted SETs, an IMPLICIT string that stays
 * constructed) are left to the caller, which knows its schema.
 *
 * <p>Input that already is in that form is returned as it is, after a scan that copies nothing.
 * Branches depend on tags and lengths only, never on the bytes of a primitive value, which are
 * copied untouched (a PKCS#12 keyBag holds a private key in the clear; the copies BER's
 * re-encoding makes are left to the garbage collector). Messages name the structure, never the
 * input.
 */
public final class BerToDer {

    private static final int MAX_DEPTH = 32;
    private static final int CONSTRUCTED = 0x20;
    private static final int CONSTRUCTED_OCTET_STRING = DerReader.OCTET_STRING | CONSTRUCTED;

    private final byte[] in;
    private int pos;
    /** Whether anything read is not DER (an indefinite or non-minimal length, a constructed string). */
    private boolean changed;

    private BerToDer(byte[] in) {
        this.in = in;
    }

    /**
     * The DER form of one BER element filling {@code ber}.
     *
     * @throws IOException if it is not one well-formed BER element
     */
    public static byte[] normalize(byte[] ber) throws IOException {
        BerToDer scan = new BerToDer(ber);
        scan.run(null);
        if (!scan.changed) {
            return ber;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(ber.length);
        new BerToDer(ber).run(out);
        return out.toByteArray();
    }

    /** Reads the element, writing its DER form to {@code out}, or only noting in {@link #changed} whether it differs. */
    private void run(ByteArrayOutputStream out) throws IOException {
        element(out, 0);
        if (pos != in.length) {
            throw new IOException("BER: trailing data after the element");
        }
    }

    /** Reads one element and writes its definite-length form. */
    private void element(ByteArrayOutputStream out, int depth) throws IOException {
        if (depth > MAX_DEPTH) {
            throw new IOException("BER: nested too deep");
        }
        int tag = next("a tag");
        if ((tag & 0x1f) == 0x1f) {
            throw new IOException("BER: multi-byte tag (not used here)");
        }
        int length = length();
        boolean constructed = (tag & CONSTRUCTED) != 0;
        if (!constructed) {
            if (length < 0) {
                throw new IOException("BER: indefinite length on a primitive element");
            }
            int from = pos;
            write(out, tag, in, from, take(length));
            return;
        }
        ByteArrayOutputStream content = out == null ? null : new ByteArrayOutputStream();
        if (tag == CONSTRUCTED_OCTET_STRING) {
            changed = true;
            pieces(content, length, depth);
            if (out != null) {
                write(out, DerReader.OCTET_STRING, content.toByteArray(), 0, content.size());
            }
            return;
        }
        if (length < 0) {
            while (!endOfContents()) {
                element(content, depth + 1);
            }
        } else {
            int end = endOf(length);
            while (pos < end) {
                element(content, depth + 1);
            }
            if (pos != end) {
                throw new IOException("BER: an element overruns its parent");
            }
        }
        if (out != null) {
            write(out, tag, content.toByteArray(), 0, content.size());
        }
    }

    /** The joined contents of a constructed OCTET STRING's pieces (themselves primitive or constructed). */
    private void pieces(ByteArrayOutputStream content, int length, int depth) throws IOException {
        if (depth > MAX_DEPTH) {
            throw new IOException("BER: nested too deep");
        }
        int end = length < 0 ? -1 : endOf(length);
        while (length < 0 ? !endOfContents() : pos < end) {
            int tag = next("a tag");
            int pieceLength = length();
            if (tag == DerReader.OCTET_STRING && pieceLength >= 0) {
                int from = pos;
                take(pieceLength);
                if (content != null) {
                    content.write(in, from, pieceLength);
                }
            } else if (tag == CONSTRUCTED_OCTET_STRING) {
                pieces(content, pieceLength, depth + 1);
            } else {
                throw new IOException("BER: a constructed OCTET STRING holds something else");
            }
        }
        if (length >= 0 && pos != end) {
            throw new IOException("BER: a string piece overruns its parent");
        }
    }

    /** Whether the next bytes are end-of-contents (consumed if so). */
    private boolean endOfContents() throws IOException {
        if (pos + 1 >= in.length) {
            throw new IOException("BER: missing end-of-contents");
        }
        if (in[pos] == 0 && in[pos + 1] == 0) {
            pos += 2;
            return true;
        }
        return false;
    }

    /** A length, or -1 for the indefinite form. */
    private int length() throws IOException {
        int first = next("a length");
        if (first < 0x80) {
            return first;
        }
        if (first == 0x80) {
            changed = true;
            return -1;
        }
        int bytes = first & 0x7f;
        if (bytes > 4) {
            throw new IOException("BER: length too large");
        }
        long value = 0;
        for (int i = 0; i < bytes; i++) {
            value = (value << 8) | next("a length");
        }
        if (value > Integer.MAX_VALUE) {
            throw new IOException("BER: length too large");
        }
        if (value < 0x80 || (bytes > 1 && value < 1L << (8 * (bytes - 1)))) {
            changed = true; // not in the fewest bytes
        }
        return (int) value;
    }

    /** Skips {@code length} bytes of content, checking they are there; returns the length. */
    private int take(int length) throws IOException {
        pos = endOf(length);
        return length;
    }

    /** Where content of {@code length} bytes from here ends, checking it is there. */
    private int endOf(int length) throws IOException {
        if (length > in.length - pos) {
            throw new IOException("BER: an element runs past the end of the data");
        }
        return pos + length;
    }

    private int next(String what) throws IOException {
        if (pos >= in.length) {
            throw new IOException("BER: the data ends where " + what + " was expected");
        }
        return in[pos++] & 0xff;
    }

    private void write(ByteArrayOutputStream out, int tag, byte[] data, int from, int length) {
        if (out == null) {
            return;
        }
        out.write(tag);
        int lengthBytes = length < 0x80 ? 0 : (39 - Integer.numberOfLeadingZeros(length)) / 8;
        if (lengthBytes == 0) {
            out.write(length);
        } else {
            out.write(0x80 | lengthBytes);
            for (int i = lengthBytes - 1; i >= 0; i--) {
                out.write(length >>> (8 * i));
            }
        }
        out.write(data, from, length);
    }
}
