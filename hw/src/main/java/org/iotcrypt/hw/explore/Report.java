package org.iotcrypt.hw.explore;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The explorer's report in a folder: {@code results.csv} and {@code results.json} (one row per
 * design, every column of {@link DesignResult}) and {@code index.html} with SVG bar charts
 * of the gate count per design and the throughput per SM4-CCM scheme. Each file is written atomically.
 */
public final class Report {

    private static final int BAR_HEIGHT = 16;
    private static final int LABEL_WIDTH = 90;
    private static final int CHART_WIDTH = 560;

    private Report() {
    }

    /** Writes the three files into {@code dir}. */
    public static void write(Path dir, List<DesignResult> results) throws IOException {
        AtomicFiles.write(dir.resolve("results.csv"), csv(results));
        AtomicFiles.write(dir.resolve("results.json"), json(results));
        AtomicFiles.write(dir.resolve("index.html"), html(results));
    }

    static String csv(List<DesignResult> results) {
        StringBuilder sb = new StringBuilder(String.join(",", DesignResult.COLUMNS)).append('\n');
        for (DesignResult r : results) {
            StringBuilder line = new StringBuilder();
            for (String c : DesignResult.COLUMNS) {
                if (line.length() > 0) {
                    line.append(',');
                }
                line.append(csvField(r.get(c)));
            }
            sb.append(line).append('\n');
        }
        return sb.toString();
    }

    static String json(List<DesignResult> results) {
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

    static String html(List<DesignResult> results) {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<title>iotcrypt hardware design-space exploration</title>\n</head>\n<body>\n"
                + "<h1>iotcrypt hardware design-space exploration</h1>\n"
                + "<p>Area in NAND2 equivalents (Yosys, OSU 0.18 &micro;m cells). SM4-CCM schemes are evaluated "
                + "through their sm4_ccm top; throughput = 768 bits of RFC 8998 A.2 (nonce, AAD, payload) / "
                + "cycles from key load to tag x 100 MHz. Power, power efficiency and APDP are pending "
                + "(gate-level activity estimate). All values: <a href=\"results.csv\">results.csv</a>, "
                + "<a href=\"results.json\">results.json</a>.</p>\n"
                + "<h2>Gate count per design</h2>\n" + chart(results, "asic_nand2_eq", "NAND2 equivalents per design")
                + "<h2>Throughput per SM4-CCM scheme (Mbps at 100 MHz)</h2>\n"
                + chart(results.stream().filter(r -> number(r.get("throughput_mbps")) > 0).toList(),
                        "throughput_mbps", "throughput per scheme")
                + "</body>\n</html>\n";
    }

    /** A horizontal SVG bar chart of {@code column}, one bar per row (red if its check failed). */
    private static String chart(List<DesignResult> results, String column, String label) {
        double max = 1;
        for (DesignResult r : results) {
            max = Math.max(max, number(r.get(column)));
        }
        int height = BAR_HEIGHT * results.size() + 30;
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" role=\"img\" "
                        + "aria-label=\"%s\">\n",
                LABEL_WIDTH + CHART_WIDTH + 80, height, escape(label)));
        for (int i = 0; i < results.size(); i++) {
            DesignResult r = results.get(i);
            int y = 10 + i * BAR_HEIGHT;
            int w = (int) Math.round(CHART_WIDTH * number(r.get(column)) / max);
            svg.append(String.format(Locale.ROOT,
                    "  <text x=\"%d\" y=\"%d\" font-size=\"11\" text-anchor=\"end\">%s</text>\n"
                            + "  <rect class=\"bar\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n"
                            + "  <text x=\"%d\" y=\"%d\" font-size=\"10\">%s</text>\n",
                    LABEL_WIDTH - 4, y + 11, escape(r.get("design")), LABEL_WIDTH, y, w, BAR_HEIGHT - 3,
                    r.passed() ? "#4a7ab5" : "#c0392b", LABEL_WIDTH + w + 4, y + 11, escape(r.get(column))));
        }
        return svg.append("</svg>\n").toString();
    }

    private static double number(String value) {
        try {
            return Double.parseDouble(value);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static String csvField(String v) {
        if (v.contains(",") || v.contains("\"") || v.contains("\n")) {
            return "\"" + v.replace("\"", "\"\"") + "\"";
        }
        return v;
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

    private static String escape(String v) {
        return v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
