package org.iotcrypt.encoding;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

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

    /** Whether {@code data} looks like PEM text: a BEGIN line after optional leading text. */
    public static boolean looksLikePem(byte[] data) {
        return ascii(data).contains(BEGIN);
    }

    /** PEM text for {@code der} under {@code label}, lines ending in {@code \n}. */
    public static String encode(String label, byte[] der) {
        checkLabel(label);
        String base64 = ConstantTimeBase64.encode(der);
        StringBuilder text = new StringBuilder(base64.length() + base64.length() / LINE + 2 * label.length() + 32);
        text.append(BEGIN).append(label).append(DASHES).append('\n');
        for (int i = 0; i < base64.length(); i += LINE) {
            text.append(base64, i, Math.min(base64.length(), i + LINE)).append('\n');
        }
        return text.append(END).append(label).append(DASHES).append('\n').toString();
    }

    /** Decodes the first PEM block in {@code data} (read as ASCII). */
    public static Block decode(byte[] data) throws IOException {
        return decode(ascii(data));
    }

    /** Decodes the first PEM block in {@code text}. */
    public static Block decode(String text) throws IOException {
        int begin = text.indexOf(BEGIN);
        if (begin < 0) {
            throw new IOException("PEM: no -----BEGIN line");
        }
        int labelStart = begin + BEGIN.length();
        int labelEnd = text.indexOf(DASHES, labelStart);
        int lineEnd = text.indexOf('\n', labelStart);
        if (labelEnd < 0 || (lineEnd >= 0 && labelEnd > lineEnd)) {
            throw new IOException("PEM: malformed BEGIN line");
        }
        String label = text.substring(labelStart, labelEnd);
        String endLine = END + label + DASHES;
        int bodyStart = labelEnd + DASHES.length();
        int end = text.indexOf(END, bodyStart);
        if (end < 0) {
            throw new IOException("PEM: no -----END line for " + label);
        }
        if (!text.startsWith(endLine, end)) {
            throw new IOException("PEM: BEGIN " + label + " closed by a different END line");
        }
        String body = text.substring(bodyStart, end);
        if (body.indexOf(':') >= 0) {
            throw new IOException("PEM: headers (an encrypted legacy key?) in " + label + " are not supported");
        }
        StringBuilder base64 = new StringBuilder(body.length());
        for (int i = 0; i < body.length(); i++) {
            char ch = body.charAt(i);
            if (ch != ' ' && ch != '\t' && ch != '\r' && ch != '\n') {
                base64.append(ch);
            }
        }
        try {
            return new Block(label, ConstantTimeBase64.decode(base64));
        } catch (IllegalArgumentException e) {
            throw new IOException("PEM: invalid base64 in " + label + ": " + e.getMessage());
        }
    }

    /** Decodes the first PEM block and checks that its label is one of {@code labels}. */
    public static Block decode(byte[] data, String... labels) throws IOException {
        Block block = decode(data);
        for (String label : labels) {
            if (label.equals(block.label())) {
                return block;
            }
        }
        throw new IOException("PEM: label " + block.label() + " where " + String.join(" or ", labels) + " was expected");
    }

    private static void checkLabel(String label) {
        if (label.isEmpty() || label.contains(DASHES) || label.chars().anyMatch(c -> c < 0x20 || c > 0x7e)) {
            throw new IllegalArgumentException("invalid PEM label: " + label);
        }
    }

    private static String ascii(byte[] data) {
        return new String(data, StandardCharsets.ISO_8859_1);
    }
}
