package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code iotcrypt hw choose} as a command: the committed sweep by default, a folder or a file with
 * --from, the exit codes and the refusals. The choice itself is hw's ChooserTest (against a brute
 * force over the same results).
 */
class HwChooseCommandTest {

    /** The CLI tests run in cli/. */
    private static final Path COMMITTED = Path.of("../docs/hw-sweep/results.csv");

    @Test
    void theCommittedSweepIsTheDefaultAndABudgetRanksTheFrontFirst() throws IOException {
        CliRun run = CliRun.of("hw", "choose", "--max-area", "20000", "--min-throughput", "100");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        List<String> lines = run.outLines();
        assertTrue(lines.get(0).startsWith("SM4-CCM schemes of ") && lines.get(0).endsWith(
                "docs/hw-sweep/results.csv, each design at its own Fmax (OpenSTA, typical corner); ASIC, OSU 0.18 um cells."), lines.get(0));
        assertEquals("Limits: area <= 20,000 NAND2 eq.; throughput >= 100.0 Mbps.", lines.get(1));
        assertTrue(lines.get(2).matches("\\d+ of 63 schemes meet them, \\d+ on the Pareto front \\(area x energy x throughput\\); "
                + "ranked by area\\."), lines.get(2));
        assertTrue(lines.get(4).startsWith("rank  scheme"), lines.get(4));
        assertTrue(lines.get(5).matches("\\s*1\\s+c\\dk\\dn\\ds\\d\\s.*Pareto front"), lines.get(5));
        // the same through --from, a folder or the file itself
        assertEquals(run.out(), CliRun.of("hw", "choose", "--from", "../docs/hw-sweep", "--max-area", "20000",
                "--min-throughput", "100").out().replace("../docs/hw-sweep/results.csv", relativeName(lines.get(0))));
    }

    /** CSV for scripts: the ranked schemes in the table's order, then with --all the rest with their reasons. */
    @Test
    void csvListsTheSameRankingAndTheReasons() {
        String[] limits = {"--from", COMMITTED.toString(), "--max-area", "20000", "--min-throughput", "100"};
        List<String> table = CliRun.of(concat(limits, "hw", "choose")).outLines().stream()
                .filter(l -> l.matches("\\s*\\d+\\s+c\\dk\\dn\\ds\\d\\s.*")).map(l -> l.trim().split("\\s+")[1]).toList();
        CliRun csv = CliRun.of(concat(limits, "hw", "choose", "--format", "csv", "--all"));
        assertEquals(0, csv.exitCode(), csv.err());
        List<String> lines = csv.outLines();
        assertEquals("rank,scheme,architecture,area_nand2_eq,fmax_mhz,throughput_mbps,energy_per_packet_nj,clock,qualifies,"
                + "pareto_front,dominated_by,misses", lines.get(0));
        assertEquals(64, lines.size(), "a header and 63 schemes");
        List<String> ranked = lines.subList(1, 1 + table.size()).stream().map(l -> l.split(",")[1]).toList();
        assertEquals(table, ranked, "the table's order");
        assertTrue(lines.get(1).startsWith("1," + table.get(0) + ",") && lines.get(1).contains(",own,true,true,,"), lines.get(1));
        String rejected = lines.get(1 + table.size());
        assertTrue(rejected.startsWith(",c") && rejected.contains(",own,false,false,,"), rejected);
        assertTrue(lines.stream().anyMatch(l -> l.endsWith(",\"area 20,648 > 20,000 NAND2 eq.\"")), "a quoted reason with commas");
        assertUsage(CliRun.of("hw", "choose", "--format", "json"), "--format must be text or csv, not 'json'");
    }

    private static String[] concat(String[] tail, String... head) {
        String[] all = new String[head.length + tail.length];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
    }

    @Test
    void noSchemeMeetingTheLimitsExitsOneWithTheNearest() {
        CliRun run = CliRun.of("hw", "choose", "--from", COMMITTED.toString(), "--max-area", "1");
        assertEquals(1, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("0 of 63 schemes meet them, 0 on the Pareto front"), run.out());
        assertTrue(run.out().contains("63 schemes do not meet them (--all lists each with its reasons); the nearest, c0k0n0s0, misses by: area "),
                run.out());
        CliRun all = CliRun.of("hw", "choose", "--from", COMMITTED.toString(), "--max-area", "1", "--all");
        assertEquals(63, all.outLines().stream().filter(l -> l.matches("  c\\dk\\dn\\ds\\d  area [0-9,]+ > 1.00 NAND2 eq\\.")).count(),
                all.out());
    }

    @Test
    void badOptionsAreUsageErrors(@TempDir Path dir) throws IOException {
        assertUsage(CliRun.of("hw", "choose", "--clock", "50"), "--clock must be own or 100, not '50'");
        assertUsage(CliRun.of("hw", "choose", "--by", "power"), "--by must be area, throughput or energy, not 'power'");
        assertUsage(CliRun.of("hw", "choose", "--max-area", "-5"), "--max-area must be a number >= 0, not -5.0");
        assertUsage(CliRun.of("hw", "choose", "--max-area", "NaN"), "--max-area must be a number >= 0, not NaN");
        Path empty = Files.writeString(dir.resolve("results.csv"), "design,rtl_check\npresent32,pass\n");
        CliRun none = CliRun.of("hw", "choose", "--from", empty.toString());
        assertEquals(1, none.exitCode());
        assertEquals(List.of("iotcrypt: " + empty + ": no SM4-CCM scheme in it"), none.errLines());
        CliRun missing = CliRun.of("hw", "choose", "--from", dir.resolve("nothing.csv").toString());
        assertEquals(1, missing.exitCode());
        assertEquals(List.of("iotcrypt: " + dir.resolve("nothing.csv") + ": No such file or directory"), missing.errLines());
    }

    private static void assertUsage(CliRun run, String message) {
        assertEquals(2, run.exitCode(), run.out() + run.err());
        assertEquals(List.of("iotcrypt: " + message + " (see 'iotcrypt hw choose --help')"), run.errLines());
    }

    /** The name the default run gave the committed sweep, from its heading. */
    private static String relativeName(String heading) {
        return heading.substring("SM4-CCM schemes of ".length(), heading.indexOf(", each design at"));
    }
}
