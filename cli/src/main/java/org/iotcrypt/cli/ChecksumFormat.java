package org.iotcrypt.cli;

import java.util.Locale;

/**
 * One line of a checksum list in the format of GNU coreutils' {@code sha256sum}:
 * {@code <hex>  <name>} (two spaces, or space and {@code *} for "binary mode", which reads the
 * same bytes on every system iotcrypt runs on). A name holding a backslash, newline or carriage
 * return is written escaped ({@code \\}, {@code \n}, {@code \r}) on a line that starts with a
 * backslash, so that every name fits on one line.
 *
 * <p>{@link #parse} follows coreutils 9: leading blanks are skipped; the digest must have exactly
 * the expected number of hex digits (either case); "reversed BSD" lines with a single blank
 * ({@code <hex> <name>}, as {@code md5 -r} writes) are accepted, but a list may not mix them
 * with standard lines, so that a renamed file with a leading blank cannot slip in. A parser is
 * therefore used for one list only.
 */
final class ChecksumFormat {

    /** The algorithm's name in BSD-style lines, as coreutils writes it for SM3 ({@code cksum -a sm3 --tag}). */
    private static final String TAG = "SM3";

    private final int hexLength;
    /** Unknown until the first line, then fixed for the list: standard or reversed BSD format. */
    private Boolean reversedFormat;

    /** A parser for one list whose digests have {@code hexLength} hex digits. */
    ChecksumFormat(int hexLength) {
        this.hexLength = hexLength;
    }

    /** A parsed entry: lower-case hex digest and the file name, unescaped. */
    record Entry(String hex, String name) {
    }

    /** The line {@code sha256sum} would print for this digest and name, without the line feed. */
    static String format(String hex, String name) {
        return needsEscape(name)
                ? "\\" + hex + "  " + escape(name)
                : hex + "  " + name;
    }

    /**
     * The BSD-style line {@code sha256sum --tag} would print, {@code SM3 (<name>) = <hex>}, with
     * the same escaping as {@link #format}.
     */
    static String formatTagged(String hex, String name) {
        return needsEscape(name)
                ? "\\" + TAG + " (" + escape(name) + ") = " + hex
                : TAG + " (" + name + ") = " + hex;
    }

    /** A name as it may be printed on one line of a report, escaped only where a raw one would break the line. */
    static String displayName(String name) {
        return name.indexOf('\n') >= 0 || name.indexOf('\r') >= 0 ? "\\" + escape(name) : name;
    }

    /**
     * Parses one line, without its line terminator.
     *
     * @return the entry, or null if the line is improperly formatted
     */
    Entry parse(String line) {
        int i = 0;
        while (i < line.length() && isBlank(line.charAt(i))) {
            i++;
        }
        boolean escaped = i < line.length() && line.charAt(i) == '\\';
        if (escaped) {
            i++;
        }
        if (line.startsWith(TAG + " (", i)) {
            return parseTagged(line.substring(i + TAG.length() + 2), escaped);
        }
        // A digest, a blank, and a name of at least one character.
        if (line.length() - i < hexLength + 2) {
            return null;
        }
        String hex = line.substring(i, i + hexLength);
        i += hexLength;
        if (!isHex(hex) || !isBlank(line.charAt(i))) {
            return null;
        }
        i++;
        boolean standard = line.length() - i > 1 && (line.charAt(i) == ' ' || line.charAt(i) == '*');
        if (!standard) {
            if (Boolean.FALSE.equals(reversedFormat)) {
                return null;
            }
            reversedFormat = true;
        } else if (!Boolean.TRUE.equals(reversedFormat)) {
            reversedFormat = false;
            i++;
        }
        String name = escaped ? unescape(line.substring(i)) : line.substring(i);
        return name == null ? null : new Entry(hex.toLowerCase(Locale.ROOT), name);
    }

    /**
     * The rest of a BSD-style line after {@code SM3 (}: the name runs to the last {@code ") = "}
     * (BSD tools do not escape names, so a name may hold that sequence itself), then the digest.
     */
    private Entry parseTagged(String rest, boolean escaped) {
        int close = rest.lastIndexOf(") = ");
        if (close < 1 || rest.length() - close - 4 != hexLength) {
            return null;
        }
        String hex = rest.substring(close + 4);
        String name = escaped ? unescape(rest.substring(0, close)) : rest.substring(0, close);
        return isHex(hex) && name != null ? new Entry(hex.toLowerCase(Locale.ROOT), name) : null;
    }

    private static boolean needsEscape(String name) {
        return name.indexOf('\\') >= 0 || name.indexOf('\n') >= 0 || name.indexOf('\r') >= 0;
    }

    private static String escape(String name) {
        return name.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
    }

    /** The inverse of {@link #escape}; null for any other backslash sequence. */
    private static String unescape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (++i == s.length()) {
                return null;
            }
            switch (s.charAt(i)) {
                case '\\' -> sb.append('\\');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                default -> {
                    return null;
                }
            }
        }
        return sb.toString();
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }

    private static boolean isHex(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F')) {
                return false;
            }
        }
        return true;
    }
}
