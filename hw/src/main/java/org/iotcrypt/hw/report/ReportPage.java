package org.iotcrypt.hw.report;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotcrypt.hw.explore.DesignResult;

/**
 * The explorer's {@code index.html}: first the answer to "which scheme for my budget" with its
 * controls ({@link ChooseSection}), then the method, the paper's Figures 11-16 as grouped charts, the
 * area-throughput Pareto chart, the Table 3 analog, the findings, the chosen scheme, static timing,
 * the iCE40 place and route (rows explored with {@code --ice40}), the TVLA table ({@code --tvla N})
 * and the PRESENT table. Plain HTML with inline SVG; the body declares in {@code data-charts} and {@code data-marks}
 * how many charts and data marks it holds, which {@code hw/scripts/check-report} checks after
 * rendering the page in a browser.
 */
public final class ReportPage {

    private static final Pattern CHART = Pattern.compile("<svg class=\"chart\"[^>]*data-marks=\"(\\d+)\"");

    private static final String STYLE = "body{font-family:sans-serif;max-width:1320px;margin:1em auto;padding:0 1em;"
            + "color:#222}table{border-collapse:collapse;margin:0.5em 0}td,th{border:1px solid #bbb;padding:2px 6px;"
            + "font-size:13px;text-align:left}th{background:#eee}.panels{display:flex;flex-wrap:wrap;gap:8px}"
            + ".panels svg,svg.chart{border:1px solid #ddd;background:#fff}.pending{color:#8a6d00}"
            + ".verdict-reproduced{color:#1e7b34;font-weight:bold}.verdict-not-reproduced{color:#b03020;"
            + "font-weight:bold}.verdict-pending,.verdict-not-enough-designs{color:#8a6d00;font-weight:bold}";

    private ReportPage() {
    }

    /** The page for {@code rows}. */
    public static String html(List<DesignResult> allRows) {
        // the paper's tables, the chooser and the charts are the reference point's; other points have a table
        List<DesignResult> rows = allRows.stream().filter(DesignResult::isReference).toList();
        SchemeResults schemes = new SchemeResults(rows);
        long failed = allRows.stream().filter(DesignResult::failed).count();
        StringBuilder body = new StringBuilder();
        body.append("<h1>iotcrypt hardware design-space exploration</h1>\n<p>")
                .append(String.format(Locale.ROOT, "%d designs: %d SM4-CCM schemes of 63, %d PRESENT datapaths; "
                        + "%d failed a bit-exact check.", rows.size(), schemes.entries().size(),
                        rows.size() - schemes.entries().size(), failed))
                .append(allRows.size() == rows.size() ? "" : String.format(Locale.ROOT, " Rows at other "
                        + "cell libraries or delay targets: %d (their table is near the end).", allRows.size() - rows.size()))
                .append(" All values: <a href=\"results.csv\">results.csv</a>, <a href=\"results.json\">results.json"
                        + "</a>; summary: <a href=\"summary.md\">summary.md</a>.</p>\n");
        body.append(ChooseSection.html(rows));
        body.append("<h2>Method</h2>\n<p class=\"method\">").append(Html.escape(MethodNote.text(rows))).append("</p>\n");
        body.append("<h2>Best scheme per metric (the paper's Table 3)</h2>\n")
                .append(BestSchemes.table(schemes).html())
                .append("<p>Paper: ").append(Html.escape(PaperValues.SM4_CCM_SOURCE))
                .append(". Ours: best of the ").append(schemes.entries().size())
                .append(" explored schemes; schemes with equal values are tied, as the paper writes c1k1n2s{0,1,2}.</p>\n");
        body.append("<h2>The paper's findings (§5.1-5.7)</h2>\n").append(findingsHtml(schemes));
        body.append("<h2>The paper's chosen scheme c0k1n2s2</h2>\n").append(ChosenScheme.table(schemes).html());
        TimingTable.table(rows).ifPresent(t -> body.append("<h2>Static timing: each design's own clock</h2>\n")
                .append(t.html()).append("<p>").append(Html.escape(TimingTable.note())).append("</p>\n"));
        PacketTable.table(rows).ifPresent(t -> body.append("<h2>Energy and latency per IoT packet</h2>\n")
                .append(t.html()).append("<p>").append(Html.escape(PacketTable.note())).append("</p>\n"));
        Ice40Table.table(rows).ifPresent(t -> body.append("<h2>Lattice iCE40: place and route</h2>\n")
                .append(t.html()).append("<p>").append(Html.escape(Ice40Table.note())).append("</p>\n"));
        TvlaTable.table(rows).ifPresent(t -> body.append("<h2>Side channel: fixed-vs-random TVLA</h2>\n")
                .append(t.html()).append("<p>").append(Html.escape(TvlaTable.note())).append("</p>\n"));
        PointsTable.table(allRows).ifPresent(t -> body.append("<h2>Other cell libraries and delay targets</h2>\n")
                .append(t.html()).append("<p>").append(Html.escape(PointsTable.note())).append("</p>\n"));
        body.append("<h2>Area against throughput (Pareto front)</h2>\n").append(ParetoChart.html(schemes));
        body.append("<h2>The paper's Figures 11-16: each metric grouped by CCM, SM4 core, NLT and S-box</h2>\n");
        for (Metric m : Metric.values()) {
            body.append(GroupedFigure.html(schemes, m));
        }
        body.append("<h2>PRESENT-80 datapaths (the PRESENT paper's Table 1)</h2>\n");
        body.append(PresentTable.table(rows).map(Table::html).orElse("<p>No PRESENT datapath was explored.</p>\n"))
                .append("<p>Paper: ").append(Html.escape(PaperValues.PRESENT_SOURCE)).append(". ")
                .append(Html.escape(PresentTable.NO_FMAX)).append("</p>\n");
        int charts = 0;
        int marks = 0;
        Matcher m = CHART.matcher(body);
        while (m.find()) {
            charts++;
            marks += Integer.parseInt(m.group(1));
        }
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<title>iotcrypt hardware design-space exploration</title>\n<style>" + STYLE + "</style>\n</head>\n"
                + String.format(Locale.ROOT, "<body data-charts=\"%d\" data-marks=\"%d\">\n", charts, marks)
                + body + "</body>\n</html>\n";
    }

    private static String findingsHtml(SchemeResults schemes) {
        StringBuilder sb = new StringBuilder("<ul class=\"findings\">\n");
        for (Findings.Finding f : Findings.evaluate(schemes)) {
            sb.append("<li>§").append(f.section()).append(' ').append(Html.escape(f.claim())).append(": <span class=\"verdict-")
                    .append(f.verdict().text().replace(' ', '-')).append("\">").append(f.verdict().text())
                    .append("</span> (").append(Html.escape(f.evidence())).append(")</li>\n");
        }
        return sb.append("</ul>\n<p>").append(Html.escape(Findings.GROUP_NOTE)).append("</p>\n").toString();
    }
}
