package org.iotcrypt.hw.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.iotcrypt.hw.explore.Design;
import org.iotcrypt.hw.explore.DesignResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report rendered in headless Chromium by {@code hw/scripts/check-report}: the full sweep's rows
 * pass, and pages with a chart removed, a mark removed or nothing on them fail.
 */
class ReportRenderTest {

    /** What the script said: exit code and its output. */
    private record Outcome(int exit, String output) {
    }

    private static Path script() {
        Path p = Path.of("scripts/check-report").toAbsolutePath();
        return Files.exists(p) ? p : Path.of("hw/scripts/check-report").toAbsolutePath();
    }

    private static Outcome check(Path dir) throws IOException, InterruptedException {
        return check(dir, "chromium");
    }

    private static Outcome check(Path dir, String chromium) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(script().toString(), dir.toString()).redirectErrorStream(true);
        pb.environment().put("CHROMIUM", chromium);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "check-report did not finish");
        return new Outcome(p.exitValue(), out.strip());
    }

    @Test
    void fullSweepReportRendersWithAllItsCharts(@TempDir Path dir) throws Exception {
        List<DesignResult> rows = Rows.csv("/report/full-sweep.csv");
        Report.write(dir, rows);
        String html = Files.readString(dir.resolve("index.html"));
        // Throughput, area and area efficiency have numbers in the sweep: 3 figures x 4 panels, and the Pareto chart.
        assertTrue(html.contains("<body data-charts=\"13\""), html.substring(0, 600));
        Outcome o = check(dir);
        assertEquals(0, o.exit(), o.output());
        assertEquals(dir.resolve("index.png").toRealPath().toString(), o.output());
        assertTrue(Files.size(dir.resolve("index.png")) > 10_000);
    }

    @Test
    void ciSubsetReportRenders(@TempDir Path dir) throws Exception {
        Set<String> ci = Design.ciSubset().stream().map(Design::name).collect(Collectors.toSet());
        List<DesignResult> rows = Rows.csv("/report/full-sweep.csv").stream()
                .filter(r -> ci.contains(r.get("design"))).toList();
        assertEquals(ci.size(), rows.size());
        Report.write(dir, rows);
        Outcome o = check(dir);
        assertEquals(0, o.exit(), o.output());
    }

    @Test
    void reportWithMeasuredPowerRendersAllSixFigures(@TempDir Path dir) throws Exception {
        Report.write(dir, Rows.fullSweepWithPower());
        assertTrue(Files.readString(dir.resolve("index.html")).contains("<body data-charts=\"25\""));
        Outcome o = check(dir);
        assertEquals(0, o.exit(), o.output());
    }

    /** The full sweep's report in {@code dir} with the first element from {@code start} to {@code end} cut out. */
    private static void writeWithout(Path dir, String start, String end) throws IOException {
        Report.write(dir, Rows.csv("/report/full-sweep.csv"));
        Path page = dir.resolve("index.html");
        String html = Files.readString(page);
        int from = html.indexOf(start);
        int to = html.indexOf(end, from) + end.length();
        Files.writeString(page, html.substring(0, from) + html.substring(to));
    }

    @Test
    void pageWithAChartRemovedFails(@TempDir Path dir) throws Exception {
        writeWithout(dir, "<svg class=\"chart\"", "</svg>");
        Outcome o = check(dir);
        assertEquals(1, o.exit(), o.output());
        assertTrue(o.output().contains("has 12 charts, it declares 13"), o.output());
    }

    @Test
    void chartMissingAMarkFails(@TempDir Path dir) throws Exception {
        writeWithout(dir, "<rect class=\"mark\"", "</rect>");
        Outcome o = check(dir);
        assertEquals(1, o.exit(), o.output());
        // Chart 1 is the Pareto chart (circles); the first bar is in chart 2, Figure 11a.
        assertTrue(o.output().contains("chart 2 has 62 marks, it declares 63"), o.output());
    }

    @Test
    void emptyPageFailsAsBlank(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("index.html"), "<!DOCTYPE html><html><body data-charts=\"0\" data-marks=\"0\">"
                + "</body></html>");
        Outcome o = check(dir);
        assertEquals(1, o.exit(), o.output());
        assertTrue(o.output().contains("is blank"), o.output());
    }

    @Test
    void missingChromiumFails(@TempDir Path dir) throws Exception {
        Report.write(dir, Rows.csv("/report/full-sweep.csv"));
        Outcome o = check(dir, "no-such-chromium-here");
        assertEquals(1, o.exit(), o.output());
        assertEquals("check-report: chromium is not installed (Debian package chromium)", o.output());
    }

    @Test
    void missingFolderFails(@TempDir Path dir) throws Exception {
        Outcome o = check(dir.resolve("nothing"));
        assertEquals(1, o.exit(), o.output());
        assertTrue(o.output().startsWith("check-report: "), o.output());
    }
}
