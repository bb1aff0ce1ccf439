package org.iotcrypt.hw.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * The analog of one of the paper's Figures 11-16: one metric for every explored scheme, in four
 * panels (a-d) that group the schemes by CCM candidate, SM4 core, NLT and S-box. In each panel the
 * bars of a candidate stand together in its colour, a dashed line marks the candidate's mean, and
 * the legend names the candidates with their means (or says that none was explored). Failed designs
 * are drawn red and left out of the means.
 */
final class GroupedFigure {

    private static final int WIDTH = 640;
    private static final int HEIGHT = 262;
    private static final int LEFT = 64;
    private static final int RIGHT = 12;
    private static final int TOP = 30;
    private static final int PLOT = 150;
    private static final int GAP = 10;
    private static final int MAX_BAR = 30;

    private GroupedFigure() {
    }

    /** The figure's HTML: a heading and four panels, or a sentence saying why there is nothing to draw. */
    static String html(SchemeResults results, Metric metric) {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT,
                "<h3>Figure %d analog: %s (%s)</h3>\n", metric.figure(), Html.escape(metric.label()),
                Html.escape(metric.unit())));
        if (results.entries().isEmpty()) {
            return sb.append("<p>No SM4-CCM scheme was explored.</p>\n").toString();
        }
        if (results.pending(metric)) {
            return sb.append("<p class=\"pending\">").append(Html.escape(metric.label()))
                    .append(" is pending for every explored scheme (gate-level power estimate not run): "
                            + "nothing to draw yet.</p>\n").toString();
        }
        sb.append("<div class=\"panels\">\n");
        for (Layer layer : Layer.values()) {
            sb.append(panel(results, metric, layer));
        }
        return sb.append("</div>\n").toString();
    }

    private static String panel(SchemeResults results, Metric metric, Layer layer) {
        List<SchemeResults.Group> groups = results.groups(metric, layer);
        double max = 0;
        for (SchemeResults.Entry e : results.entries()) {
            OptionalDouble v = metric.value(e.row());
            if (v.isPresent()) {
                max = Math.max(max, v.getAsDouble());
            }
        }
        double top = Svg.niceMax(max);
        double bottom = TOP + PLOT;
        int members = results.entries().size();
        int nonEmpty = (int) groups.stream().filter(g -> g.members() > 0).count();
        double plotWidth = WIDTH - LEFT - RIGHT - GAP * Math.max(nonEmpty - 1, 0);
        // A few schemes get bars no wider than a label, not the whole panel.
        double barWidth = Math.min(plotWidth / Math.max(members, 1), MAX_BAR);
        String subject = metric.label() + " by " + layer.title();
        Svg svg = new Svg();
        svg.text(LEFT, 18, "(" + layer.panel() + ") " + subject, 13, "start", 0);
        svg.valueAxis(LEFT, TOP, bottom, top, metric.unit());
        double x = LEFT;
        boolean anyFailed = false;
        for (SchemeResults.Group g : groups) {
            double start = x;
            for (SchemeResults.Entry e : results.entries()) {
                if (layer.candidate(e.scheme()) != g.candidate()) {
                    continue;
                }
                OptionalDouble v = metric.value(e.row());
                String name = e.scheme().name();
                if (e.failed()) {
                    anyFailed = true;
                    double h = v.isPresent() ? PLOT * v.getAsDouble() / top : PLOT;
                    svg.markRect(x + 0.5, bottom - h, barWidth - 1, h, Svg.FAILED_COLOUR,
                            name + ": FAILED " + e.row().get("rtl_check"));
                } else if (v.isPresent()) {
                    double h = PLOT * v.getAsDouble() / top;
                    svg.markRect(x + 0.5, bottom - h, barWidth - 1, h, Svg.CANDIDATE_COLOURS[g.candidate()],
                            name + ": " + Numbers.format(v.getAsDouble()) + " " + metric.unit());
                }
                x += barWidth;
            }
            if (g.mean().isPresent()) {
                double y = bottom - PLOT * g.mean().getAsDouble() / top;
                svg.line(start, y, x, y, "#111", 1.5, "4 2");
            }
            if (g.members() > 0) {
                x += GAP;
            }
        }
        svg.line(LEFT, bottom, WIDTH - RIGHT, bottom, "#333", 1, "");
        legend(svg, groups, metric, anyFailed, bottom + 22);
        return svg.chart(WIDTH, HEIGHT, String.format(Locale.ROOT, "Figure %d%c analog: %s", metric.figure(),
                layer.panel(), subject));
    }

    private static void legend(Svg svg, List<SchemeResults.Group> groups, Metric metric, boolean anyFailed, double y) {
        List<String> lines = new ArrayList<>();
        for (SchemeResults.Group g : groups) {
            String text;
            if (g.members() == 0) {
                text = g.label() + ": no scheme explored";
            } else if (g.mean().isEmpty()) {
                text = g.label() + ": " + g.members() + (g.members() == 1 ? " scheme" : " schemes")
                        + ", none counted (failed or no value)";
            } else {
                text = g.label() + ": mean " + Numbers.format(g.mean().getAsDouble()) + " " + metric.unit()
                        + " over " + g.count() + (g.count() == 1 ? " scheme" : " schemes");
            }
            lines.add(text);
        }
        for (int i = 0; i < lines.size(); i++) {
            double ly = y + 16 * i;
            svg.rect(LEFT, ly - 10, 12, 12, Svg.CANDIDATE_COLOURS[i]);
            svg.text(LEFT + 18, ly, lines.get(i), 11, "start", 0);
        }
        double ry = y + 16 * lines.size();
        svg.line(LEFT, ry - 4, LEFT + 12, ry - 4, "#111", 1.5, "4 2");
        svg.text(LEFT + 18, ry, "group mean (failed designs not counted)", 11, "start", 0);
        if (anyFailed) {
            svg.rect(LEFT + 300, ry - 10, 12, 12, Svg.FAILED_COLOUR);
            svg.text(LEFT + 318, ry, "failed bit-exact check", 11, "start", 0);
        }
    }
}
