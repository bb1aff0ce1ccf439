package org.iotcrypt.hw.report;

import java.util.Locale;

/**
 * SVG primitives for the report's charts. Every chart is an {@code <svg class="chart">} that
 * declares in {@code data-marks} how many data marks (elements of class {@code mark}: bars,
 * points) it draws, so a rendered page can be checked against what it meant to show.
 * All text is escaped; coordinates are in pixels.
 */
final class Svg {

    /** Colours of the three candidates of a layer, and of a failed design. */
    static final String[] CANDIDATE_COLOURS = {"#4a7ab5", "#e08a2c", "#3f9a5a"};
    static final String FAILED_COLOUR = "#c0392b";

    private final StringBuilder body = new StringBuilder();
    private int marks;

    /** A bar or point of the data, with a tooltip. */
    Svg markRect(double x, double y, double w, double h, String fill, String tooltip) {
        marks++;
        body.append(String.format(Locale.ROOT,
                "<rect class=\"mark\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\">"
                        + "<title>%s</title></rect>\n",
                x, y, Math.max(w, 0.5), Math.max(h, 0.5), fill, Html.escape(tooltip)));
        return this;
    }

    /** A data point of a scatter, with a tooltip. */
    Svg markCircle(double x, double y, double r, String fill, String tooltip) {
        return markCircle(x, y, r, fill, tooltip, "");
    }

    /** A data point with a {@code data-scheme} attribute naming it, for a page's script; with a tooltip. */
    Svg markCircle(double x, double y, double r, String fill, String tooltip, String scheme) {
        marks++;
        body.append(String.format(Locale.ROOT,
                "<circle class=\"mark\" cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\"%s><title>%s</title></circle>\n",
                x, y, r, fill, scheme.isEmpty() ? "" : " data-scheme=\"" + Html.escape(scheme) + "\"", Html.escape(tooltip)));
        return this;
    }

    /** A circle that is not data (a legend swatch). */
    Svg circle(double x, double y, double r, String fill) {
        body.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\"/>\n", x, y, r, fill));
        return this;
    }

    Svg rect(double x, double y, double w, double h, String fill) {
        body.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"/>\n",
                x, y, w, h, fill));
        return this;
    }

    /** A line; {@code dash} is an SVG dash array or empty for a solid line. */
    Svg line(double x1, double y1, double x2, double y2, String stroke, double width, String dash) {
        body.append(String.format(Locale.ROOT,
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"%.1f\"%s/>\n",
                x1, y1, x2, y2, stroke, width, dash.isEmpty() ? "" : " stroke-dasharray=\"" + dash + "\""));
        return this;
    }

    /** Text; {@code anchor} is start, middle or end; {@code rotate} turns it about its anchor point (degrees). */
    Svg text(double x, double y, String text, int size, String anchor, int rotate) {
        body.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%d\" text-anchor=\"%s\"%s>%s</text>\n",
                x, y, size, anchor,
                rotate == 0 ? "" : String.format(Locale.ROOT, " transform=\"rotate(%d %.1f %.1f)\"", rotate, x, y),
                Html.escape(text)));
        return this;
    }

    /** A point's label, naming its scheme in {@code data-scheme} as its point does (small text, left-aligned). */
    Svg label(double x, double y, String scheme) {
        body.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"8\" text-anchor=\"start\" data-scheme=\"%s\">%s</text>\n",
                x, y, Html.escape(scheme), Html.escape(scheme)));
        return this;
    }

    Svg polyline(String points, String stroke, double width) {
        body.append(String.format(Locale.ROOT,
                "<polyline points=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"%.1f\"/>\n", points, stroke, width));
        return this;
    }

    /** A vertical value axis from {@code max} at {@code top} to 0 at {@code bottom}, with ticks and a unit label. */
    Svg valueAxis(double x, double top, double bottom, double max, String unit) {
        line(x, top, x, bottom, "#333", 1, "");
        for (int i = 0; i <= 4; i++) {
            double v = max * i / 4;
            double y = bottom - (bottom - top) * i / 4;
            line(x - 4, y, x, y, "#333", 1, "");
            text(x - 6, y + 4, Numbers.format(v), 10, "end", 0);
        }
        return text(12, (top + bottom) / 2, unit, 11, "middle", -90);
    }

    /** A horizontal value axis from 0 at {@code left} to {@code max} at {@code left + width}, with ticks and a unit label below. */
    Svg horizontalAxis(double left, double bottom, double width, double max, String unit) {
        line(left, bottom, left + width, bottom, "#333", 1, "");
        for (int i = 0; i <= 4; i++) {
            double x = left + width * i / 4;
            line(x, bottom, x, bottom + 4, "#333", 1, "");
            text(x, bottom + 16, Numbers.format(max * i / 4), 10, "middle", 0);
        }
        return text(left + width / 2, bottom + 36, unit, 11, "middle", 0);
    }

    /** The chart: an SVG element of the given size with an accessible label and its mark count. */
    String chart(int width, int height, String label) {
        return String.format(Locale.ROOT,
                "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                        + "viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"%s\" data-marks=\"%d\">\n%s</svg>\n",
                width, height, width, height, Html.escape(label), marks, body);
    }

    /** A round upper bound for an axis, at least {@code max}, whose quarters (the ticks) are round too. */
    static double niceMax(double max) {
        if (max <= 0) {
            return 1;
        }
        double p = Math.pow(10, Math.floor(Math.log10(max)));
        for (double m : new double[] {1, 2, 4, 6, 8, 10}) {
            if (m * p >= max) {
                return m * p;
            }
        }
        return 10 * p;
    }
}
