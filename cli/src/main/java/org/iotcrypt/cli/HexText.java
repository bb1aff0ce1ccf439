package org.iotcrypt.cli;

/**
 * Hex for the CLI: digests, public keys and IDs, and also the keys and data typed on the command
 * line and the plaintext {@code sm4 decrypt} prints, which are secrets. So both ways are constant
 * time in the digits: a digit's value and a nibble's character are computed with masks, with no
 * table indexed by them and no branch on them (the JDK's {@code HexFormat} and
 * {@code Character.digit} read tables). Reading ignores white space; an error names the position
 * of the first character that is not a hex digit, never the digits.
 */
final class HexText {

    private HexText() {
    }

    static String of(byte[] b) {
        return of(b, 0, b.length);
    }

    static String of(byte[] b, int off, int len) {
        char[] c = new char[2 * len];
        for (int i = 0; i < len; i++) {
            c[2 * i] = digitChar((b[off + i] >>> 4) & 0xf, false);
            c[2 * i + 1] = digitChar(b[off + i] & 0xf, false);
        }
        return new String(c);
    }

    /** Bytes in hex joined by colons, as {@code openssl x509 -fingerprint} (upper case) and {@code -serial -text} write them. */
    static String colons(byte[] b, boolean upper) {
        StringBuilder s = new StringBuilder(3 * b.length);
        for (int i = 0; i < b.length; i++) {
            s.append(i == 0 ? "" : ":").append(digitChar((b[i] >>> 4) & 0xf, upper)).append(digitChar(b[i] & 0xf, upper));
        }
        return s.toString();
    }

    /**
     * Hex digits of either case, white space ignored.
     *
     * @throws IllegalArgumentException naming the position of a non-hex character, or an odd count
     */
    static byte[] parse(CharSequence s) {
        int[] nibbles = new int[s.length()];
        int count = 0;
        int bad = 0;
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            // Where the white space stands is the text's layout, not its digits.
            if (isSpace(ch)) {
                continue;
            }
            int v = digitValue(ch);
            bad |= v;
            nibbles[count++] = v & 0xf;
        }
        if (bad < 0) {
            // the text is refused: finding where may branch
            for (int i = 0; i < s.length(); i++) {
                char ch = s.charAt(i);
                if (digitValue(ch) < 0 && !isSpace(ch)) {
                    throw new IllegalArgumentException("not a hex digit at position " + (i + 1));
                }
            }
        }
        if ((count & 1) != 0) {
            throw new IllegalArgumentException("odd number of hex digits: " + count);
        }
        byte[] out = new byte[count / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) ((nibbles[2 * i] << 4) | nibbles[2 * i + 1]);
        }
        java.util.Arrays.fill(nibbles, 0);
        return out;
    }

    /** ASCII white space: space, tab, line feed, carriage return, form feed, vertical tab. */
    private static boolean isSpace(char ch) {
        return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' || ch == 0x0b;
    }

    /** -1 (all bits) when {@code lo <= x <= hi}, else 0. */
    private static int inRange(int x, int lo, int hi) {
        return ~((x - lo) | (hi - x)) >> 31;
    }

    /** The value of a hex digit, or -1 for any other character; no branch, no table. */
    static int digitValue(int c) {
        int num = inRange(c, '0', '9');
        int lower = inRange(c, 'a', 'f');
        int upper = inRange(c, 'A', 'F');
        int value = (num & (c - '0')) | (lower & (c - 'a' + 10)) | (upper & (c - 'A' + 10));
        return value | ~(num | lower | upper);
    }

    /** The character of a nibble 0..15; no branch, no table. */
    static char digitChar(int n, boolean upper) {
        return (char) (n + '0' + (((9 - n) >> 31) & ((upper ? 'A' : 'a') - '0' - 10)));
    }
}
