package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code iotcrypt hw report} on the full sweep's saved results.csv (hw's report test resource, 66
 * designs, written before gate-level simulation and power existed): the report files, rendered in
 * headless Chromium by hw/scripts/check-report, and the refusals.
 */
class HwReportCommandTest {

    /** The CLI tests run in cli/. */
    private static final Path FULL_SWEEP = Path.of("../hw/src/test/resources/report/full-sweep.csv");

    @Test
    void rebuildsTheReportFromASavedCsv(@TempDir Path dir) throws IOException, InterruptedException {
        Path out = dir.resolve("report");
        CliRun run = CliRun.of("hw", "report", "--from", FULL_SWEEP.toString(), "--out", out.toString());
        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertEquals(List.of("wrote " + out.resolve("index.html") + ", summary.md, results.json, results.csv (66 rows from "
                + FULL_SWEEP + ")"), run.outLines());
        assertArrayEquals(Files.readAllBytes(FULL_SWEEP), Files.readAllBytes(out.resolve("results.csv")),
                "an exact copy, its header comment kept");
        String json = Files.readString(out.resolve("results.json"));
        assertEquals(66, json.lines().filter(l -> l.startsWith("  {\"design\": ")).count());
        assertTrue(json.contains("\"gate_check\": \"not measured\""), "a column the old CSV does not have");
        String html = Files.readString(out.resolve("index.html"));
        assertTrue(html.contains("aria-label=\"Figure 11a analog: throughput by CCM candidate\""), html);
        assertTrue(html.contains("c1k1n2s0: 328.21 Mbps"), "the saved row's throughput drawn as a bar");
        assertTrue(Files.readString(out.resolve("summary.md")).contains("| 32-bit | 65 | 65 |"));
        Process check = new ProcessBuilder("../hw/scripts/check-report", out.toString()).redirectErrorStream(true)
                .start();
        String checked = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, check.waitFor(), "the report in headless Chromium: " + checked);
    }

    @Test
    void aMissingCsvIsAOneLineFailure(@TempDir Path dir) {
        Path missing = dir.resolve("none.csv");
        assertFailsWritingNothing(dir, missing, missing + ": No such file or directory");
    }

    @Test
    void aMalformedCsvNamesItsLineAndWritesNothing(@TempDir Path dir) throws IOException {
        Path csv = dir.resolve("results.csv");
        Files.writeString(csv, "design,rtl_check\nc0k0n0s0,pass\nc0k0n0s1\n");
        assertFailsWritingNothing(dir, csv, csv + ": results.csv line 3: 1 fields, the header has 2");
    }

    /** {@code hw report --from csv --out dir/report} exits 1 with the one line {@code message} and no report. */
    private static void assertFailsWritingNothing(Path dir, Path csv, String message) {
        CliRun run = CliRun.of("hw", "report", "--from", csv.toString(), "--out", dir.resolve("report").toString());
        assertEquals(1, run.exitCode());
        assertEquals(List.of("iotcrypt: " + message), run.errLines());
        assertFalse(Files.exists(dir.resolve("report")), "nothing written");
    }

    /** Two shares of a sweep, overlapping in one design, merge into the whole; a design with two different rows is refused. */
    @Test
    void mergesTheSharesOfASweep(@TempDir Path dir) throws IOException {
        List<String> lines = Files.readAllLines(Path.of("../docs/hw-sweep/results.csv"));
        int header = lines.indexOf(lines.stream().filter(l -> l.startsWith("design,")).findFirst().orElseThrow());
        List<String> rows = lines.subList(header + 1, lines.size());
        StringBuilder a = new StringBuilder(lines.get(header)).append('\n');
        StringBuilder b = new StringBuilder(lines.get(header)).append('\n');
        for (int i = 0; i < rows.size(); i++) {
            (i % 2 == 0 ? a : b).append(rows.get(i)).append('\n');
        }
        b.append(rows.get(0)).append('\n'); // the same row in both shares
        Files.createDirectories(dir.resolve("shard-1"));
        Files.createDirectories(dir.resolve("shard-2"));
        Files.writeString(dir.resolve("shard-1/results.csv"), a);
        Files.writeString(dir.resolve("shard-2/results.csv"), b);
        Path out = dir.resolve("merged");
        CliRun run = CliRun.of("hw", "report", "--from", dir.resolve("shard-1").toString(), "--from",
                dir.resolve("shard-2").toString(), "--out", out.toString());
        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertEquals(List.of("wrote " + out.resolve("index.html") + ", summary.md, results.json, results.csv (102 rows from 2 files, merged)"),
                run.outLines());
        Path whole = dir.resolve("whole");
        assertEquals(0, CliRun.of("hw", "report", "--from", "../docs/hw-sweep/results.csv", "--out", whole.toString()).exitCode());
        assertEquals(Files.readString(whole.resolve("summary.md")), Files.readString(out.resolve("summary.md")),
                "the merged shares report what the whole sweep does");

        Files.writeString(dir.resolve("shard-2/results.csv"), b + rows.get(2).replaceFirst(",pass,pass,", ",pass,fail,") + "\n");
        CliRun conflict = CliRun.of("hw", "report", "--from", dir.resolve("shard-1").toString(), "--from",
                dir.resolve("shard-2").toString(), "--out", dir.resolve("other").toString());
        assertEquals(1, conflict.exitCode());
        assertEquals(List.of("iotcrypt: design " + rows.get(2).split(",")[0] + " has different results in "
                + dir.resolve("shard-1/results.csv") + " and " + dir.resolve("shard-2/results.csv")
                + " (gate_check: pass and fail)"), conflict.errLines());
        assertFalse(Files.exists(dir.resolve("other")), "nothing written");
    }

    @Test
    void anOutputFolderHoldingTheInputIsRefused(@TempDir Path dir) throws IOException {
        Path csv = dir.resolve("results.csv");
        Files.copy(FULL_SWEEP, csv);
        for (String out : List.of(dir.toString(), dir.resolve("sub/..").toString())) {
            CliRun run = CliRun.of("hw", "report", "--from", csv.toString(), "--out", out);
            assertEquals(2, run.exitCode(), out);
            assertEquals(1, run.errLines().size(), run.err());
            assertTrue(run.err().contains("holds --from") && run.err().contains("hw report --help"), run.err());
        }
        assertArrayEquals(Files.readAllBytes(FULL_SWEEP), Files.readAllBytes(csv));
        assertFalse(Files.exists(dir.resolve("index.html")), "nothing written");
    }
}
