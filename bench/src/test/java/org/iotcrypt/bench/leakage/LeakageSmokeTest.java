package org.iotcrypt.bench.leakage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The leakage harness's smoke run in CI (issue 12, point 9): it runs, writes its TSV and report,
 * and sees the early-exit control, a difference so large (a 4 KiB scan against one byte) that it
 * cannot flake. No timing of iotcrypt code is asserted: its |t| values are the report's business,
 * measured by {@code bench/leakage.sh} on a quiet machine.
 */
class LeakageSmokeTest {

    @Test
    void theHarnessRunsAndCatchesTheEarlyExitControl(@TempDir Path dir) throws Exception {
        Path tsv = dir.resolve("leakage-smoke.tsv");
        Leakage.Options options = new Leakage.Options("smoke", 20_000, 2, 0, 2_000,
                Pattern.compile("control-|sm4-block-key|gcm-open-forged|invert-mod-n|sm2-sign-k|pem-private-key"), tsv, 1);
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        List<Measurement.Result> results = Leakage.run(options, new PrintStream(log, true, StandardCharsets.UTF_8));

        assertEquals(7, results.size(), log.toString(StandardCharsets.UTF_8));
        for (Measurement.Result r : results) {
            assertTrue(r.n0() >= Measurement.MIN_PER_CLASS && r.n1() >= Measurement.MIN_PER_CLASS,
                    r.target() + " took too few measurements: " + r);
        }
        Measurement.Result control = results.stream().filter(r -> r.target().equals("control-early-exit")).findFirst()
                .orElseThrow();
        assertTrue(control.maxT() > 10, "the harness must see the early exit: " + control);

        List<String> lines = Files.readAllLines(tsv);
        assertEquals(Leakage.HEADER, lines.get(0));
        assertEquals(1 + results.size(), lines.size());
        String report = LeakageReport.render(LeakageReport.read(List.of(tsv)), "smoke", "");
        assertTrue(report.contains("| control-early-exit (control) |"), report);
        assertTrue(report.contains("| sm2-sign-k |"), report);
    }
}
