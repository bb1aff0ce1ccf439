package org.iotcrypt.cli;

import java.util.HexFormat;

/**
 * Lower-case hex for the CLI's public values (digests, public keys, IDs, known answers), on the
 * JDK's {@link HexFormat}; reading ignores white space and says what is wrong without echoing
 * more than the offending character. Keys given as hex on the command line are secrets the user
 * typed: their errors name the position, never the digits.
 */
final class HexText {

    private static final HexFormat HEX = HexFormat.of();

    private HexText() {
    }

    static String of(byte[] b) {
        return HEX.formatHex(b);
    }

    static String of(byte[] b, int off, int len) {
        return HEX.formatHex(b, off, off + len);
    }

    /**
     * Hex digits of either case, white space ignored.
     *
     * @throws IllegalArgumentException naming the position of a non-hex character, or an odd count
     */
    static byte[] parse(CharSequence s) {
        StringBuilder digits = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (Character.isWhitespace(ch)) {
                continue;
            }
            if (!HexFormat.isHexDigit(ch)) {
                throw new IllegalArgumentException("not a hex digit at position " + (i + 1));
            }
            digits.append(ch);
        }
        if ((digits.length() & 1) != 0) {
            throw new IllegalArgumentException("odd number of hex digits: " + digits.length());
        }
        return HEX.parseHex(digits);
    }
}
