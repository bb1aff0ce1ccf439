package org.iotcrypt.cli;

import java.util.List;
import java.util.Map;

/**
 * The {@code --json} output: maps, lists, strings, numbers, booleans and null as one JSON value
 * (RFC 8259), keys in the map's order. Strings are escaped as the RFC requires (quote, backslash,
 * control characters); nothing else is, so non-ASCII text stays readable.
 */
final class JsonText {

    private JsonText() {
    }

    static String of(Object value) {
        StringBuilder b = new StringBuilder();
        write(b, value);
        return b.toString();
    }

    private static void write(StringBuilder b, Object value) {
        if (value == null) {
            b.append("null");
        } else if (value instanceof Map<?, ?> map) {
            b.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                b.append(first ? "" : ",");
                first = false;
                string(b, String.valueOf(e.getKey()));
                b.append(':');
                write(b, e.getValue());
            }
            b.append('}');
        } else if (value instanceof List<?> list) {
            b.append('[');
            for (int i = 0; i < list.size(); i++) {
                b.append(i == 0 ? "" : ",");
                write(b, list.get(i));
            }
            b.append(']');
        } else if (value instanceof Number || value instanceof Boolean) {
            b.append(value);
        } else {
            string(b, value.toString());
        }
    }

    private static void string(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        b.append('"');
    }
}
