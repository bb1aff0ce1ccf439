package org.iotcrypt.internal.encoding;

import java.util.Arrays;

/**
 * Standard base64 (RFC 4648 section 4, padded) without table lookups or branches on the data:
 * each 6-bit value and each character is mapped by comparisons turned into masks, as in
 * BoringSSL and libsodium. PEM carries private keys, and the JDK's Base64 indexes tables with
 * the data, a cache-timing channel; here only the length and the position of the final padding
 * (public) decide the path. An invalid character is recorded in a mask and reported once at the end.
 */
final class ConstantTimeBase64 {

    private ConstantTimeBase64() {
    }

    static String encode(byte[] data) {
        char[] chars = encodeChars(data);
        try {
            return new String(chars);
        } finally {
            Arrays.fill(chars, '\0');
        }
    }

    /** The base64 of {@code data} in an array the caller can wipe (a String cannot be). */
    static char[] encodeChars(byte[] data) {
        char[] out = new char[(data.length + 2) / 3 * 4];
        int o = 0;
        int i = 0;
        for (; i + 3 <= data.length; i += 3) {
            int v = (data[i] & 0xff) << 16 | (data[i + 1] & 0xff) << 8 | (data[i + 2] & 0xff);
            out[o++] = toChar(v >>> 18);
            out[o++] = toChar((v >>> 12) & 63);
            out[o++] = toChar((v >>> 6) & 63);
            out[o++] = toChar(v & 63);
        }
        int rest = data.length - i;
        if (rest > 0) {
            int v = (data[i] & 0xff) << 16 | (rest == 2 ? (data[i + 1] & 0xff) << 8 : 0);
            out[o++] = toChar(v >>> 18);
            out[o++] = toChar((v >>> 12) & 63);
            out[o++] = rest == 2 ? toChar((v >>> 6) & 63) : '=';
            out[o] = '=';
        }
        return out;
    }

    /**
     * @param text base64 characters only, a multiple of 4 long, with 0..2 '=' at the end
     * @throws IllegalArgumentException for a wrong length, misplaced padding, a character
     *     outside the alphabet (not named, since it may be secret) or bits set after the last
     *     byte (a second encoding of the same bytes)
     */
    static byte[] decode(CharSequence text) {
        int len = text.length();
        if (len % 4 != 0) {
            throw new IllegalArgumentException("base64 length " + len + " is not a multiple of 4");
        }
        int pad = 0;
        if (len > 0 && text.charAt(len - 1) == '=') {
            pad = text.charAt(len - 2) == '=' ? 2 : 1;
        }
        byte[] out = new byte[len / 4 * 3 - pad];
        int invalid = 0;
        int o = 0;
        for (int i = 0; i < len; i += 4) {
            boolean last = i + 4 == len;
            int c2 = last && pad == 2 ? 'A' : text.charAt(i + 2);
            int c3 = last && pad >= 1 ? 'A' : text.charAt(i + 3);
            int a = fromChar(text.charAt(i));
            int b = fromChar(text.charAt(i + 1));
            int c = fromChar(c2);
            int d = fromChar(c3);
            invalid |= a | b | c | d;
            if (last) {
                // Canonical form (RFC 4648 section 3.5): the bits after the last byte are zero,
                // so that one byte string has one encoding. Which bits those are depends on the
                // public padding; whether they are set is folded into the mask, not branched on.
                int spare = (pad == 1 ? c & 3 : 0) | (pad == 2 ? b & 15 : 0);
                invalid |= ((spare | -spare) >>> 31) << 6;
            }
            int v = (a & 63) << 18 | (b & 63) << 12 | (c & 63) << 6 | (d & 63);
            out[o++] = (byte) (v >>> 16);
            if (o < out.length) {
                out[o++] = (byte) (v >>> 8);
            }
            if (o < out.length) {
                out[o++] = (byte) v;
            }
        }
        if ((invalid & ~63) != 0) {
            throw new IllegalArgumentException("invalid base64: a character outside the alphabet, or bits set after the last byte");
        }
        return out;
    }

    /** -1 (all bits) if lo <= c <= hi, else 0, for c, lo, hi in 0..0xffff. */
    private static int inRange(int c, int lo, int hi) {
        return ((lo - 1 - c) & (c - hi - 1)) >> 31;
    }

    private static char toChar(int v) {
        int c = (inRange(v, 0, 25) & (v + 'A'))
                | (inRange(v, 26, 51) & (v - 26 + 'a'))
                | (inRange(v, 52, 61) & (v - 52 + '0'))
                | (inRange(v, 62, 62) & '+')
                | (inRange(v, 63, 63) & '/');
        return (char) c;
    }

    /** The 6-bit value of c, or a value with bits above 63 set (-1) for a character outside the alphabet. */
    private static int fromChar(int c) {
        int upper = inRange(c, 'A', 'Z');
        int lower = inRange(c, 'a', 'z');
        int digit = inRange(c, '0', '9');
        int plus = inRange(c, '+', '+');
        int slash = inRange(c, '/', '/');
        int value = (upper & (c - 'A')) | (lower & (c - 'a' + 26)) | (digit & (c - '0' + 52)) | (plus & 62) | (slash & 63);
        return value | ~(upper | lower | digit | plus | slash);
    }
}
