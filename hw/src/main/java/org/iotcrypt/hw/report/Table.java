package org.iotcrypt.hw.report;

import java.util.List;

/**
 * A table of text cells that the page prints as HTML and the summary as Markdown, so both show
 * the same numbers.
 *
 * @param header the column names
 * @param rows the rows, each as long as the header
 */
record Table(List<String> header, List<List<String>> rows) {

    Table {
        for (List<String> r : rows) {
            if (r.size() != header.size()) {
                throw new IllegalArgumentException("row of " + r.size() + " cells under " + header.size() + " columns");
            }
        }
        header = List.copyOf(header);
        rows = List.copyOf(rows);
    }

    String html() {
        StringBuilder sb = new StringBuilder("<table>\n<tr>");
        header.forEach(h -> sb.append("<th>").append(Html.escape(h)).append("</th>"));
        sb.append("</tr>\n");
        for (List<String> r : rows) {
            sb.append("<tr>");
            r.forEach(c -> sb.append("<td>").append(Html.escape(c)).append("</td>"));
            sb.append("</tr>\n");
        }
        return sb.append("</table>\n").toString();
    }

    String markdown() {
        StringBuilder sb = new StringBuilder("| ").append(String.join(" | ", header.stream().map(Table::cell).toList()))
                .append(" |\n|");
        header.forEach(h -> sb.append("---|"));
        sb.append('\n');
        for (List<String> r : rows) {
            sb.append("| ").append(String.join(" | ", r.stream().map(Table::cell).toList()))
                    .append(" |\n");
        }
        return sb.toString();
    }

    /** A Markdown cell: its pipes escaped, so they do not end the cell. */
    private static String cell(String text) {
        return text.replace("|", "\\|");
    }
}
