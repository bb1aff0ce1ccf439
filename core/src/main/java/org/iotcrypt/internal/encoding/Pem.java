package org.iotcrypt.internal.encoding;

import java.io.IOException;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * PEM text (RFC 7468): {@code -----BEGIN label-----}, base64 of DER in lines of 64 characters,
 * {@code -----END label-----}. Reading takes the first block, checks that BEGIN and END name the
 * same label, decodes the base64 strictly (white space between lines is allowed) and refuses
 * RFC 1421 headers such as {@code Proc-Type}, which mark an encrypted legacy key. Text before the
 * block (a comment, OpenSSL's "Bag Attributes") is ignored, as RFC 7468 allows.
 *
 * <p>PEM often carries private keys, so the base64 step is {@link ConstantTimeBase64}: no
 * table lookup or branch on the encoded bytes. The line structure (where white space is) is
 * public and may be branched on.
 */
public final class Pem {

    private static final String DASHES = "-----";
    private static final String BEGIN = DASHES + "BEGIN ";
    private static final String END = DASHES + "END ";
    private static final int LINE = 64;

    /** A decoded block: its label and the bytes it holds. */
    public record Block(String label, byte[] der) {
    }

    private Pem() {
    }

    /**
     * Whether {@code data} is PEM text: a BEGIN line at the start of a line, with only text
     * before it (no control characters but tab, CR and LF; UTF-8 is text), as RFC 7468 allows
     * explanatory text there. DER is not text (its tags and short lengths are control
     * characters), so a DER key whose bytes happen to contain {@code -----BEGIN } (in d or in a
     * public point: the fuzzer made such keys from its PEM seeds) is still read as DER. The data may be a DER
     * private key, so every position is examined in full, with no early exit and no library
     * search whose time depends on the bytes.
     */
    public static boolean looksLikePem(byte[] data) {
        byte[] pattern = BEGIN.getBytes(StandardCharsets.ISO_8859_1);
        int found = 0;
        int textSoFar = 1;
        int lineStart = 1;
        for (int i = 0; i < data.length; i++) {
            if (i + pattern.length <= data.length) {
                int diff = 0;
                for (int j = 0; j < pattern.length; j++) {
                    diff |= (data[i + j] ^ pattern[j]) & 0xff;
                }
                found |= ((diff - 1) >>> 31) & textSoFar & lineStart;
            }
            int b = data[i] & 0xff;
            int control = ((b - 0x20) >>> 31) | (((b ^ 0x7f) - 1) >>> 31);
            int newline = ((b ^ '\n') - 1) >>> 31;
            int space = (((b ^ '\t') - 1) >>> 31) | (((b ^ '\r') - 1) >>> 31);
            textSoFar &= (control ^ 1) | newline | space;
            lineStart = newline;
        }
        return found != 0;
    }

    /**
     * PEM text for {@code der} under {@code label}, lines ending in {@code \n}. A String cannot be
     * wiped: for a private key use {@link #encodeChars} or {@link #encodeBytes}.
     */
    public static String encode(String label, byte[] der) {
        char[] text = encodeChars(label, der);
        try {
            return new String(text);
        } finally {
            Arrays.fill(text, '\0');
        }
    }

    /** {@link #encode} as ASCII bytes, in an array the caller can wipe; no String is made. */
    public static byte[] encodeBytes(String label, byte[] der) {
        char[] text = encodeChars(label, der);
        byte[] out = new byte[text.length];
        for (int i = 0; i < text.length; i++) {
            out[i] = (byte) text[i];
        }
        Arrays.fill(text, '\0');
        return out;
    }

    /** {@link #encode} in an array the caller can wipe; no String or builder holds the text. */
    public static char[] encodeChars(String label, byte[] der) {
        checkLabel(label);
        char[] base64 = ConstantTimeBase64.encodeChars(der);
        try {
            String begin = BEGIN + label + DASHES + "\n";
            String end = END + label + DASHES + "\n";
            int lines = (base64.length + LINE - 1) / LINE;
            char[] text = new char[begin.length() + base64.length + lines + end.length()];
            begin.getChars(0, begin.length(), text, 0);
            int o = begin.length();
            for (int i = 0; i < base64.length; i += LINE) {
                int n = Math.min(LINE, base64.length - i);
                System.arraycopy(base64, i, text, o, n);
                o += n;
                text[o++] = '\n';
            }
            end.getChars(0, end.length(), text, o);
            return text;
        } finally {
            Arrays.fill(base64, '\0');
        }
    }

    /** Decodes the first PEM block in {@code data} (read as ISO 8859-1). */
    public static Block decode(byte[] data) throws IOException {
        return decodeBlock(data, null);
    }

    /** Decodes the first PEM block in {@code text}. */
    public static Block decode(String text) throws IOException {
        return decodeBlock(text.getBytes(StandardCharsets.ISO_8859_1), null);
    }

    /**
     * Decodes the first PEM block and checks that its label is one of {@code labels}. The label
     * is checked before the base64 is decoded, so a block of another kind (a private key where
     * a public one was expected) is never turned into bytes.
     */
    public static Block decode(byte[] data, String... labels) throws IOException {
        return decodeBlock(data, labels);
    }

    /**
     * The block's text is worked on as bytes, never as a String (which could not be wiped), and
     * the base64 characters are gathered in an array that is wiped after decoding. The searches
     * for the BEGIN and END lines compare the body's bytes with '-', which no base64 character
     * equals, so they take the same path for every body.
     */
    private static Block decodeBlock(byte[] data, String[] labels) throws IOException {
        return decodeBlock(data, labels, 0, null);
    }

    /**
     * Every PEM block in {@code data}, in order, each labelled one of {@code labels}: a file of
     * certificates (a chain, a bundle). Text between blocks is allowed, as RFC 7468 allows it
     * before one.
     */
    public static java.util.List<Block> decodeAll(byte[] data, String... labels) throws IOException {
        java.util.List<Block> blocks = new java.util.ArrayList<>();
        int[] next = {0};
        while (indexOf(data, BEGIN, next[0]) >= 0) {
            blocks.add(decodeBlock(data, labels, next[0], next));
        }
        if (blocks.isEmpty()) {
            throw new IOException("PEM: no -----BEGIN line");
        }
        return blocks;
    }

    /** The first block at or after {@code from}; {@code next[0]}, when given, set to just after its END line. */
    private static Block decodeBlock(byte[] data, String[] labels, int from, int[] next) throws IOException {
        int begin = indexOf(data, BEGIN, from);
        if (begin < 0) {
            throw new IOException("PEM: no -----BEGIN line");
        }
        String label = labelAt(data, begin);
        int bodyStart = begin + BEGIN.length() + label.length() + DASHES.length();
        int end = indexOf(data, END, bodyStart);
        if (end < 0) {
            throw new IOException("PEM: no -----END line for " + label);
        }
        // String.concat, not +: well-formed input makes no invokedynamic concatenation (see DerReader#where)
        String endLine = END.concat(label).concat(DASHES);
        if (!startsWith(data, endLine, end)) {
            throw new IOException("PEM: BEGIN " + label + " closed by a different END line");
        }
        if (next != null) {
            next[0] = end + endLine.length();
        }
        if (labels != null && !Arrays.asList(labels).contains(label)) {
            throw new IOException("PEM: label " + label + " where " + String.join(" or ", labels) + " was expected");
        }
        char[] base64 = new char[end - bodyStart];
        int count = 0;
        boolean header = false;
        try {
            for (int i = bodyStart; i < end; i++) {
                char ch = (char) (data[i] & 0xff);
                header |= ch == ':';
                if (ch != ' ' && ch != '\t' && ch != '\r' && ch != '\n') {
                    base64[count++] = ch;
                }
            }
            if (header) {
                throw new IOException("PEM: headers (an encrypted legacy key?) in " + label + " are not supported");
            }
            return new Block(label, ConstantTimeBase64.decode(CharBuffer.wrap(base64, 0, count)));
        } catch (IllegalArgumentException e) {
            throw new IOException("PEM: invalid base64 in " + label + ": " + e.getMessage());
        } finally {
            Arrays.fill(base64, '\0');
        }
    }

    /**
     * The label of the first block's BEGIN line ({@code PRIVATE KEY}), or null when there is no
     * well-formed BEGIN line: what kind of block this is, without decoding it.
     */
    public static String firstLabel(byte[] data) {
        int begin = indexOf(data, BEGIN, 0);
        if (begin < 0) {
            return null;
        }
        try {
            return labelAt(data, begin);
        } catch (IOException e) {
            return null;
        }
    }

    /** The label of the BEGIN line at {@code begin}, checked as {@link #encode} checks labels. */
    private static String labelAt(byte[] data, int begin) throws IOException {
        int labelStart = begin + BEGIN.length();
        int labelEnd = indexOf(data, DASHES, labelStart);
        int lineEnd = indexOf(data, "\n", labelStart);
        if (labelEnd < 0 || (lineEnd >= 0 && labelEnd > lineEnd)) {
            throw new IOException("PEM: malformed BEGIN line");
        }
        String label = new String(data, labelStart, labelEnd - labelStart, StandardCharsets.ISO_8859_1);
        if (!validLabel(label)) {
            // the one rule encode applies too: a block this reads can be written back
            throw new IOException("PEM: malformed BEGIN line (the label must be printable ASCII)");
        }
        return label;
    }

    /** The first index at or after {@code from} where {@code pattern} starts, or -1. */
    private static int indexOf(byte[] data, String pattern, int from) {
        for (int i = from; i + pattern.length() <= data.length; i++) {
            if (startsWith(data, pattern, i)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether {@code pattern} (ISO 8859-1) stands in {@code data} at {@code at}. */
    private static boolean startsWith(byte[] data, String pattern, int at) {
        if (at < 0 || at + pattern.length() > data.length) {
            return false;
        }
        for (int j = 0; j < pattern.length(); j++) {
            if ((data[at + j] & 0xff) != pattern.charAt(j)) {
                return false;
            }
        }
        return true;
    }

    private static void checkLabel(String label) {
        if (!validLabel(label)) {
            throw new IllegalArgumentException("invalid PEM label: " + label);
        }
    }

    /** A label of printable ASCII (spaces included), not empty, without a run of five dashes. */
    private static boolean validLabel(String label) {
        return !label.isEmpty() && !label.contains(DASHES) && label.chars().allMatch(c -> c >= 0x20 && c <= 0x7e);
    }
}
