package org.iotcrypt.hw.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Area against throughput for every passed scheme with both numbers, the Pareto front (no other
 * scheme is at most as large and at least as fast, and better in one) joined by a line and labelled.
 */
final class ParetoChart {

    /** A scheme's place in the plane. */
    record Point(String name, double gates, double throughput) {
    }

    private static final int WIDTH = 900;
    private static final int HEIGHT = 460;
    private static final int LEFT = 70;
    private static final int RIGHT = 150;
    private static final int TOP = 20;
    private static final int BOTTOM = 80;

    private ParetoChart() {
    }

    /** The points of the passed schemes with a gate count and a throughput. */
    static List<Point> points(SchemeResults results) {
        List<Point> points = new ArrayList<>();
        for (SchemeResults.Entry e : results.entries()) {
            var g = e.value(Metric.AREA);
            var t = e.value(Metric.THROUGHPUT);
            if (g.isPresent() && t.isPresent()) {
                points.add(new Point(e.scheme().name(), g.getAsDouble(), t.getAsDouble()));
            }
        }
        return points;
    }

    /** The non-dominated points, from the smallest to the largest. */
    static List<Point> front(List<Point> points) {
        List<Point> front = new ArrayList<>();
        for (Point p : points) {
            boolean dominated = points.stream().anyMatch(q -> q.gates() <= p.gates()
                    && q.throughput() >= p.throughput()
                    && (q.gates() < p.gates() || q.throughput() > p.throughput()));
            if (!dominated) {
                front.add(p);
            }
        }
        front.sort(Comparator.comparingDouble(Point::gates).thenComparing(Point::name));
        return front;
    }

    /** The chart, or a sentence when there is nothing to plot. */
    static String html(SchemeResults results) {
        List<Point> points = points(results);
        if (points.isEmpty()) {
            return "<p>No passed scheme with both a gate count and a throughput: nothing to plot.</p>\n";
        }
        List<Point> front = front(points);
        double maxGates = Svg.niceMax(points.stream().mapToDouble(Point::gates).max().orElse(1));
        double maxThroughput = Svg.niceMax(points.stream().mapToDouble(Point::throughput).max().orElse(1));
        double plotWidth = WIDTH - LEFT - RIGHT;
        double plotHeight = HEIGHT - TOP - BOTTOM;
        double bottom = TOP + plotHeight;
        Svg svg = new Svg();
        svg.valueAxis(LEFT, TOP, bottom, maxThroughput, "throughput (Mbps)");
        svg.horizontalAxis(LEFT, bottom, plotWidth, maxGates, "area (NAND2 gates)");
        StringBuilder line = new StringBuilder();
        for (Point p : front) {
            line.append(String.format(Locale.ROOT, "%.1f,%.1f ", LEFT + plotWidth * p.gates() / maxGates,
                    bottom - plotHeight * p.throughput() / maxThroughput));
        }
        svg.polyline(line.toString().strip(), "#c0392b", 1.5);
        for (Point p : points) {
            boolean onFront = front.contains(p);
            double x = LEFT + plotWidth * p.gates() / maxGates;
            double y = bottom - plotHeight * p.throughput() / maxThroughput;
            svg.markCircle(x, y, onFront ? 4.5 : 3, onFront ? "#c0392b" : "#4a7ab5",
                    p.name() + ": " + Numbers.format(p.gates()) + " gates, " + Numbers.format(p.throughput()) + " Mbps");
            if (onFront) {
                svg.text(x + 7, y - 5, p.name(), 10, "start", 0);
            }
        }
        svg.circle(LEFT + 5, bottom + 52, 4.5, "#c0392b");
        svg.text(LEFT + 14, bottom + 56, "Pareto front (no scheme is smaller and faster), labelled", 11, "start", 0);
        svg.circle(LEFT + 345, bottom + 52, 3, "#4a7ab5");
        svg.text(LEFT + 354, bottom + 56, "other schemes", 11, "start", 0);
        return svg.chart(WIDTH, HEIGHT, "Pareto chart: area against throughput of " + points.size() + " schemes")
                + "<p>Pareto front (smallest to fastest): " + Html.escape(String.join(", ",
                        front.stream().map(Point::name).toList())) + ".</p>\n";
    }
}
