package org.iotcrypt.hw.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.iotcrypt.hw.explore.AtomicFiles;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.explore.ResultsCsv;

/**
 * The explorer's report in a folder: {@code results.csv} ({@link ResultsCsv}) and {@code results.json} (one row per
 * design, every column of {@link DesignResult}), {@code index.html} ({@link ReportPage}: the paper's
 * figures, Table 3 and findings beside ours) and {@code summary.md} ({@link SummaryMarkdown}).
 * Each file is written atomically.
 */
public final class Report {

    private Report() {
    }

    /** Writes the four files into {@code dir}. */
    public static void write(Path dir, List<DesignResult> results) throws IOException {
        AtomicFiles.write(dir.resolve("results.csv"), ResultsCsv.write(results));
        writeDerived(dir, results);
    }

    /**
     * Rebuilds the report in {@code dir} from a saved results.csv without running any tool: the CSV
     * text copied unchanged (its header comments kept), the other three files drawn from its rows.
     * Nothing is written if the text does not parse.
     *
     * @return the rows read
     * @throws IllegalArgumentException if the text is no results.csv (see {@link ResultsCsv#read})
     */
    public static List<DesignResult> rebuild(Path dir, String csv) throws IOException {
        List<DesignResult> rows = ResultsCsv.read(csv);
        AtomicFiles.write(dir.resolve("results.csv"), csv);
        writeDerived(dir, rows);
        return rows;
    }

    /** Like {@link #rebuild(Path, String)} for rows merged from several files: results.csv is written anew from them. */
    public static void rebuild(Path dir, List<DesignResult> rows) throws IOException {
        AtomicFiles.write(dir.resolve("results.csv"), ResultsCsv.write(rows));
        writeDerived(dir, rows);
    }

    private static void writeDerived(Path dir, List<DesignResult> results) throws IOException {
        AtomicFiles.write(dir.resolve("results.json"), json(results));
        AtomicFiles.write(dir.resolve("summary.md"), SummaryMarkdown.markdown(results));
        AtomicFiles.write(dir.resolve("index.html"), ReportPage.html(results));
    }

    /** The rows as a JSON array of objects, one key per column. */
    public static String json(List<DesignResult> results) {
        StringBuilder sb = new StringBuilder("[\n");
        for (int i = 0; i < results.size(); i++) {
            sb.append("  {");
            List<String> cols = DesignResult.COLUMNS;
            for (int j = 0; j < cols.size(); j++) {
                sb.append(j == 0 ? "" : ", ").append(jsonString(cols.get(j))).append(": ")
                        .append(jsonValue(results.get(i).get(cols.get(j))));
            }
            sb.append(i + 1 < results.size() ? "},\n" : "}\n");
        }
        return sb.append("]\n").toString();
    }

    /** Numbers as JSON numbers, everything else as strings. */
    private static String jsonValue(String v) {
        return v.matches("-?\\d+(\\.\\d+)?") ? v : jsonString(v);
    }

    private static String jsonString(String v) {
        StringBuilder sb = new StringBuilder("\"");
        for (char ch : v.toCharArray()) {
            switch (ch) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                default -> {
                    if (ch < 0x20) {
                        sb.append(String.format(Locale.ROOT, "\\u%04x", (int) ch));
                    } else {
                        sb.append(ch);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }
}
