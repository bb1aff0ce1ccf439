package org.iotcrypt.hw.explore;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The explorer's {@code results.csv}: a header line of {@link DesignResult#COLUMNS}, then one line per
 * design, fields quoted as RFC 4180 says (a field holding a comma, quote, CR or newline in double quotes,
 * its quotes doubled). Reading accepts what an older explorer wrote: lines starting with {@code #} outside
 * a quoted field are comments, columns the reader does not know are ignored, and a column the file does
 * not have is {@link DesignResult#NOT_MEASURED} (the file says nothing about it; {@code pending} or
 * {@code n/a} would claim more than it knows).
 */
public final class ResultsCsv {

    private ResultsCsv() {
    }

    /** The CSV text of {@code results}, every column of {@link DesignResult#COLUMNS} in order. */
    public static String write(List<DesignResult> results) {
        StringBuilder sb = new StringBuilder(String.join(",", DesignResult.COLUMNS)).append('\n');
        for (DesignResult r : results) {
            List<String> fields = new ArrayList<>();
            for (String c : DesignResult.COLUMNS) {
                fields.add(field(r.get(c)));
            }
            sb.append(String.join(",", fields)).append('\n');
        }
        return sb.toString();
    }

    /**
     * The rows of a results.csv text.
     *
     * @throws IllegalArgumentException naming the line of a row whose field count differs from the
     *     header's, of an unterminated quoted field, or a text without a header holding {@code design}
     */
    public static List<DesignResult> read(String text) {
        List<Record> records = records(text);
        if (records.isEmpty() || !records.get(0).fields().contains("design")) {
            throw new IllegalArgumentException("results.csv: no header line with a 'design' column");
        }
        List<String> header = records.get(0).fields();
        List<DesignResult> rows = new ArrayList<>();
        for (Record r : records.subList(1, records.size())) {
            if (r.fields().size() != header.size()) {
                throw new IllegalArgumentException("results.csv line " + r.line() + ": " + r.fields().size()
                        + " fields, the header has " + header.size());
            }
            Map<String, String> values = new LinkedHashMap<>();
            DesignResult.COLUMNS.forEach(c -> values.put(c, DesignResult.NOT_MEASURED));
            for (int i = 0; i < header.size(); i++) {
                if (values.containsKey(header.get(i))) {
                    values.put(header.get(i), r.fields().get(i));
                }
            }
            rows.add(new DesignResult(values));
        }
        return rows;
    }

    /**
     * A value as one CSV field: quoted when it holds a separator, a quote or a line break, or
     * starts with '#' (which would make the reader take the line for a comment).
     */
    /** One value as a CSV field: quoted (quotes doubled) when it holds a comma, quote, line break or starts a comment. */
    public static String field(String v) {
        if (v.contains(",") || v.contains("\"") || v.contains("\n") || v.contains("\r") || v.startsWith("#")) {
            return "\"" + v.replace("\"", "\"\"") + "\"";
        }
        return v;
    }

    /** One CSV record and the (1-based) line it starts on. */
    private record Record(int line, List<String> fields) {
    }

    /** The records of {@code text}: comment and blank lines skipped, quoted fields may span lines. */
    private static List<Record> records(String text) {
        List<Record> out = new ArrayList<>();
        int line = 1;
        int i = 0;
        int n = text.length();
        while (i < n) {
            int start = line;
            char first = text.charAt(i);
            if (first == '#' || first == '\n' || first == '\r') {
                int end = text.indexOf('\n', i);
                i = end < 0 ? n : end + 1;
                line++;
                continue;
            }
            List<String> fields = new ArrayList<>();
            StringBuilder f = new StringBuilder();
            boolean quoted = false;
            boolean done = false;
            while (i < n && !done) {
                char c = text.charAt(i++);
                if (quoted) {
                    if (c == '"' && i < n && text.charAt(i) == '"') {
                        f.append('"');
                        i++;
                    } else if (c == '"') {
                        quoted = false;
                    } else {
                        if (c == '\n') {
                            line++;
                        }
                        f.append(c);
                    }
                } else if (c == '"') {
                    quoted = true;
                } else if (c == ',') {
                    fields.add(f.toString());
                    f.setLength(0);
                } else if (c == '\n') {
                    line++;
                    done = true;
                } else if (c != '\r') {
                    f.append(c);
                }
            }
            if (quoted) {
                throw new IllegalArgumentException("results.csv line " + start + ": a quoted field is not closed");
            }
            fields.add(f.toString());
            out.add(new Record(start, fields));
        }
        return out;
    }
}
