package org.iotcrypt.hw.power;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotcrypt.hw.eda.EdaException;

/**
 * One group of a Liberty file ({@code library(x) { ... }}, {@code cell(NAND2X1) { ... }},
 * {@code pin(A) { ... }}) as a syntax tree: its arguments, its attributes and its subgroups.
 * Simple attributes ({@code area : 16;}) keep their value text with quotes removed; complex ones
 * ({@code capacitive_load_unit (1,pf);}) keep their argument list. Parsing follows the Liberty
 * grammar (groups, simple and complex attributes, quoted strings, C comments, backslash line
 * continuations); meaning is left to {@link Liberty}.
 */
final class LibertyGroup {

    final String type;
    final List<String> args;
    final Map<String, String> simple = new LinkedHashMap<>();
    final Map<String, List<String>> complex = new LinkedHashMap<>();
    final List<LibertyGroup> groups = new ArrayList<>();

    private LibertyGroup(String type, List<String> args) {
        this.type = type;
        this.args = args;
    }

    /** The subgroups of type {@code type}, in file order. */
    List<LibertyGroup> groups(String type) {
        List<LibertyGroup> out = new ArrayList<>();
        for (LibertyGroup g : groups) {
            if (g.type.equals(type)) {
                out.add(g);
            }
        }
        return out;
    }

    /** Parses the text of a Liberty file into its top-level group; {@code source} names it in errors. */
    static LibertyGroup parse(String text, String source) {
        Parser p = new Parser(text, source);
        LibertyGroup top = p.statementGroup();
        p.skipSpace();
        if (p.pos < text.length()) {
            throw p.error("text after the end of the top-level group");
        }
        return top;
    }

    private static final class Parser {
        private final String s;
        private final String source;
        private int pos;

        Parser(String s, String source) {
            this.s = s;
            this.source = source;
        }

        LibertyGroup statementGroup() {
            String name = word();
            expect('(');
            LibertyGroup g = new LibertyGroup(name, argList());
            skipSpace();
            if (peek() != '{') {
                throw error("expected '{' after " + name + "(...)");
            }
            pos++;
            body(g);
            return g;
        }

        private void body(LibertyGroup g) {
            while (true) {
                skipSpace();
                char c = peek();
                if (c == '}') {
                    pos++;
                    return;
                }
                if (c == 0) {
                    throw error("unexpected end of file inside group " + g.type);
                }
                String name = word();
                skipSpace();
                c = peek();
                if (c == ':') {
                    pos++;
                    g.simple.put(name, valueUntilSemicolon());
                } else if (c == '(') {
                    pos++;
                    List<String> args = argList();
                    skipSpace();
                    if (peek() == '{') {
                        pos++;
                        LibertyGroup sub = new LibertyGroup(name, args);
                        body(sub);
                        g.groups.add(sub);
                    } else {
                        if (peek() == ';') {
                            pos++;
                        }
                        g.complex.put(name, args);
                    }
                } else {
                    throw error("expected ':' or '(' after " + name);
                }
            }
        }

        /** Arguments up to the closing parenthesis (the opening one already consumed). */
        private List<String> argList() {
            List<String> args = new ArrayList<>();
            StringBuilder cur = new StringBuilder();
            boolean any = false;
            while (true) {
                skipSpace();
                char c = peek();
                if (c == 0) {
                    throw error("unexpected end of file in an argument list");
                }
                pos++;
                if (c == ')') {
                    if (any) {
                        args.add(cur.toString().trim());
                    }
                    return args;
                } else if (c == ',') {
                    args.add(cur.toString().trim());
                    cur.setLength(0);
                } else if (c == '"') {
                    cur.append(quoted());
                    any = true;
                } else {
                    cur.append(c);
                    any = true;
                }
            }
        }

        private String valueUntilSemicolon() {
            StringBuilder v = new StringBuilder();
            while (true) {
                skipSpace();
                char c = peek();
                if (c == ';') {
                    pos++;
                    return v.toString().trim();
                }
                if (c == '}' || c == 0) {
                    return v.toString().trim();
                }
                pos++;
                if (c == '"') {
                    v.append(quoted());
                } else {
                    v.append(c);
                }
            }
        }

        /** A quoted string's contents (the opening quote already consumed). */
        private String quoted() {
            int end = s.indexOf('"', pos);
            if (end < 0) {
                throw error("unterminated string");
            }
            String q = s.substring(pos, end);
            pos = end + 1;
            return q;
        }

        private String word() {
            skipSpace();
            int start = pos;
            while (pos < s.length() && (Character.isLetterOrDigit(s.charAt(pos)) || "_.-+!".indexOf(s.charAt(pos)) >= 0)) {
                pos++;
            }
            if (start == pos) {
                throw error("expected a name");
            }
            return s.substring(start, pos);
        }

        private void expect(char c) {
            skipSpace();
            if (peek() != c) {
                throw error("expected '" + c + "'");
            }
            pos++;
        }

        private char peek() {
            return pos < s.length() ? s.charAt(pos) : 0;
        }

        /** Skips white space, comments and backslash line continuations. */
        void skipSpace() {
            while (pos < s.length()) {
                char c = s.charAt(pos);
                if (Character.isWhitespace(c) || c == '\\') {
                    pos++;
                } else if (s.startsWith("/*", pos)) {
                    int end = s.indexOf("*/", pos + 2);
                    if (end < 0) {
                        throw error("unterminated comment");
                    }
                    pos = end + 2;
                } else if (s.startsWith("//", pos)) {
                    int end = s.indexOf('\n', pos);
                    pos = end < 0 ? s.length() : end + 1;
                } else {
                    return;
                }
            }
        }

        EdaException error(String what) {
            int line = 1;
            for (int i = 0; i < Math.min(pos, s.length()); i++) {
                if (s.charAt(i) == '\n') {
                    line++;
                }
            }
            return new EdaException(source + ":" + line + ": ill-formed liberty: " + what);
        }
    }
}
