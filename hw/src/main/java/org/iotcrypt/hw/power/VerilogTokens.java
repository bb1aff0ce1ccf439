package org.iotcrypt.hw.power;

import java.util.ArrayList;
import java.util.List;
import org.iotcrypt.hw.eda.EdaException;

/**
 * The tokens of a structural Verilog netlist as Yosys's {@code write_verilog} writes it:
 * identifiers (an escaped identifier {@code &#92;u_dec.y[3] } becomes the token {@code u_dec.y[3]}:
 * the backslash and the terminating white space are not part of the name, IEEE 1364 §3.7.1),
 * sized or plain numbers ({@code 1'h0}, {@code 8'hff}, {@code 7}), and single punctuation
 * characters. Comments and attribute instances {@code (* ... *)} are skipped.
 */
final class VerilogTokens {

    /** A token: its text, whether it is an identifier, and its line for error messages. */
    record Token(String text, boolean identifier, int line) {
    }

    private VerilogTokens() {
    }

    static List<Token> tokenize(String s, String source) {
        List<Token> out = new ArrayList<>();
        int line = 1;
        int i = 0;
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (c == '\n') {
                line++;
                i++;
            } else if (Character.isWhitespace(c)) {
                i++;
            } else if (s.startsWith("//", i)) {
                while (i < n && s.charAt(i) != '\n') {
                    i++;
                }
            } else if (s.startsWith("/*", i) || s.startsWith("(*", i)) {
                String close = c == '/' ? "*/" : "*)";
                int end = s.indexOf(close, i + 2);
                if (end < 0) {
                    throw new EdaException(source + ":" + line + ": unterminated " + (c == '/' ? "comment" : "attribute"));
                }
                for (int k = i; k < end; k++) {
                    if (s.charAt(k) == '\n') {
                        line++;
                    }
                }
                i = end + 2;
            } else if (c == '\\') {
                int start = ++i;
                while (i < n && !Character.isWhitespace(s.charAt(i))) {
                    i++;
                }
                out.add(new Token(s.substring(start, i), true, line));
            } else if (Character.isLetter(c) || c == '_') {
                int start = i;
                while (i < n && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_' || s.charAt(i) == '$')) {
                    i++;
                }
                out.add(new Token(s.substring(start, i), true, line));
            } else if (Character.isDigit(c) || c == '\'') {
                int start = i;
                while (i < n && Character.isDigit(s.charAt(i))) {
                    i++;
                }
                if (i < n && s.charAt(i) == '\'') {
                    i++;
                    if (i < n && (s.charAt(i) == 's' || s.charAt(i) == 'S')) {
                        i++;
                    }
                    while (i < n && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_' || s.charAt(i) == '?')) {
                        i++;
                    }
                }
                out.add(new Token(s.substring(start, i), false, line));
            } else {
                out.add(new Token(String.valueOf(c), false, line));
                i++;
            }
        }
        return out;
    }
}
