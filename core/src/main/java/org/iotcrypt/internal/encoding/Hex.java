package org.iotcrypt.internal.encoding;

/** Lower-case hexadecimal, for public data: keys are never printed by this library. */
public final class Hex {

    private static final char[] DIGITS = "0123456789abcdef".toCharArray();

    private Hex() {
    }

    public static String encode(byte[] b) {
        return encode(b, 0, b.length);
    }

    public static String encode(byte[] b, int off, int len) {
        char[] c = new char[2 * len];
        for (int i = 0; i < len; i++) {
            int v = b[off + i] & 0xff;
            c[2 * i] = DIGITS[v >>> 4];
            c[2 * i + 1] = DIGITS[v & 0xf];
        }
        return new String(c);
    }

    /**
     * Decodes hex digits of either case; white space is ignored.
     *
     * @throws IllegalArgumentException for a non-hex character or an odd number of digits
     */
    public static byte[] decode(CharSequence s) {
        StringBuilder digits = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (!Character.isWhitespace(ch)) {
                digits.append(ch);
            }
        }
        if ((digits.length() & 1) != 0) {
            throw new IllegalArgumentException("odd number of hex digits: " + digits.length());
        }
        byte[] out = new byte[digits.length() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) ((digit(digits.charAt(2 * i)) << 4) | digit(digits.charAt(2 * i + 1)));
        }
        return out;
    }

    private static int digit(char ch) {
        int d = Character.digit(ch, 16);
        if (d < 0) {
            throw new IllegalArgumentException("not a hex digit: '" + ch + "'");
        }
        return d;
    }
}
