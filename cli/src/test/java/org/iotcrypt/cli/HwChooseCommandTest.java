package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.explore.ResultsCsv;
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
        assertEquals("rank,scheme,architecture,target,area,area_unit,fmax_mhz,throughput_mbps,energy_per_packet_nj,packet,clock,"
                + "qualifies,pareto_front,dominated_by,misses", lines.get(0));
        assertEquals(64, lines.size(), "a header and 63 schemes");
        List<String> ranked = lines.subList(1, 1 + table.size()).stream().map(l -> l.split(",")[1]).toList();
        assertEquals(table, ranked, "the table's order");
        assertTrue(lines.get(1).startsWith("1," + table.get(0) + ",") && lines.get(1).contains(",a2,own,true,true,,"), lines.get(1));
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
        assertUsage(CliRun.of("hw", "choose", "--max-leakage", "-1"), "--max-leakage must be a number >= 0, not -1.0");
        assertUsage(CliRun.of("hw", "choose", "--layout", "-1"), "--layout must be 0 or more, not -1");
        assertUsage(CliRun.of("hw", "choose", "--layout", "1", "--format", "csv"),
                "--layout prints its progress: use it with --format text");
        assertUsage(CliRun.of("hw", "choose", "--layout", "1", "--target", "ice40-hx8k"),
                "--layout places and routes an ASIC (qflow, OSU cells), not --target ice40-hx8k");
        Path empty = Files.writeString(dir.resolve("results.csv"), "design,rtl_check\npresent32,pass\n");
        CliRun none = CliRun.of("hw", "choose", "--from", empty.toString());
        assertEquals(1, none.exitCode());
        assertEquals(List.of("iotcrypt: " + empty + ": no SM4-CCM scheme in it"), none.errLines());
        CliRun missing = CliRun.of("hw", "choose", "--from", dir.resolve("nothing.csv").toString());
        assertEquals(1, missing.exitCode());
        assertEquals(List.of("iotcrypt: " + dir.resolve("nothing.csv") + ": No such file or directory"), missing.errLines());
    }

    /**
     * An iCE40 target on a results file written here: three schemes, one too large for the UP5K, one
     * not placed; area in logic cells, throughput at the routed Fmax (A.2 at 100 MHz x Fmax / 100).
     */
    @Test
    void anIce40TargetJudgesLogicCellsAndRoutedFmax(@TempDir Path dir) throws IOException {
        Path csv = Files.writeString(dir.resolve("results.csv"), String.join("\n",
                "design,description,rtl_check,gate_check,throughput_mbps,ice40_up5k_logic_cells,ice40_up5k_fmax_mhz",
                "c0k2n0s1,small,pass,pass,40,4100,50.0",
                "c1k1n2s0,fast,pass,pass,300,9000,\"does not fit: 9000 of 5280 logic cells\"",
                "c0k1n2s2,chosen,pass,pass,200,5000,40.0",
                "c0k1n2s1,not placed,pass,pass,200,not measured,not measured", ""));
        CliRun run = CliRun.of("hw", "choose", "--from", csv.toString(), "--target", "ice40-up5k", "--by", "throughput",
                "--all");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        List<String> lines = run.outLines();
        assertTrue(lines.get(0).endsWith("each at its routed Fmax; Lattice iCE40 UP5K (5,280 logic cells), nextpnr-ice40."),
                lines.get(0));
        assertTrue(run.out().contains("2 of 4 schemes meet them, 2 on the Pareto front (area x throughput); ranked by throughput"),
                run.out());
        // 200 Mbps x 40 / 100 = 80 Mbps; 40 x 50 / 100 = 20 Mbps
        assertTrue(lines.stream().anyMatch(l -> l.matches("\\s*1\\s+c0k1n2s2\\s+chosen\\s+5,000\\s+40\\.00\\s+80\\.00\\s+Pareto front")),
                run.out());
        assertTrue(lines.stream().anyMatch(l -> l.matches("\\s*2\\s+c0k2n0s1\\s+small\\s+4,100\\s+50\\.00\\s+20\\.00\\s+Pareto front")),
                run.out());
        assertTrue(run.out().contains("  c1k1n2s0  does not fit: 9000 of 5280 logic cells"), run.out());
        assertTrue(run.out().contains("  c0k1n2s1  area not measured (ice40_up5k_logic_cells: not measured)"), run.out());
        assertFalse(run.out().contains("energy/packet"), run.out());
        assertTrue(run.out().contains("no energy: icestorm has no power model"), run.out());
        assertUsage(CliRun.of("hw", "choose", "--from", csv.toString(), "--target", "ice40-up5k", "--max-energy-per-packet",
                "5"), "--target ice40-up5k: ice40-up5k has no energy per A.2 packet to limit: there is no power model for it");
        assertUsage(CliRun.of("hw", "choose", "--from", csv.toString(), "--target", "ice40-up5k", "--clock", "100"),
                "--target ice40-up5k: ice40-up5k is read at its routed Fmax only");
        assertUsage(CliRun.of("hw", "choose", "--target", "ecp5"), "--target must be asic, ice40-hx8k or ice40-up5k, not 'ecp5'");
    }

    /**
     * A results file with rows at three points: the reference point's rows are judged by default
     * (one a scheme), --library picks a library's rows at every target (under their row names),
     * 'all' ranks them together, and the heading names the libraries judged.
     */
    @Test
    void theLibraryOptionPicksTheRowsJudged(@TempDir Path dir) throws IOException {
        Path csv = Files.writeString(dir.resolve("results.csv"), String.join("\n",
                "design,description,rtl_check,gate_check,cell_library,asic_nand2_eq,throughput_own_mbps,a2_energy_own_nj",
                "c0k1n2s2,chosen,pass,pass,osu018,21004,769.8,256.1",
                "c0k1n2s2@osu018-10ns,relaxed,pass,pass,osu018,19000,300.0,240.0",
                "c0k1n2s2@osu035-2ns,older node,pass,pass,osu035,22363,500.0,900.0", ""));
        CliRun reference = CliRun.of("hw", "choose", "--from", csv.toString());
        assertEquals(0, reference.exitCode(), reference.out() + reference.err());
        assertTrue(reference.outLines().get(0).endsWith("ASIC, OSU 0.18 um cells."), reference.out());
        assertTrue(reference.out().contains("1 of 1 schemes meet them"), reference.out());
        assertFalse(reference.out().contains("@"), reference.out());
        CliRun targets = CliRun.of("hw", "choose", "--from", csv.toString(), "--library", "osu018");
        assertTrue(targets.out().contains("2 of 2 schemes meet them"), targets.out());
        assertTrue(targets.out().contains("c0k1n2s2@osu018-10ns"), targets.out());
        assertFalse(targets.out().contains("osu035"), targets.out());
        CliRun older = CliRun.of("hw", "choose", "--from", csv.toString(), "--library", "osu035");
        assertEquals(0, older.exitCode(), older.out() + older.err());
        assertTrue(older.outLines().get(0).endsWith("ASIC, OSU 0.35 um cells."), older.out());
        assertTrue(older.out().contains("1 of 1 schemes meet them"), older.out());
        CliRun all = CliRun.of("hw", "choose", "--from", csv.toString(), "--library", "all");
        assertTrue(all.outLines().get(0).endsWith("ASIC, OSU 0.18 um and OSU 0.35 um cells."), all.out());
        assertTrue(all.out().contains("3 of 3 schemes meet them"), all.out());
        CliRun none = CliRun.of("hw", "choose", "--from", csv.toString(), "--library", "osu050");
        assertEquals(1, none.exitCode());
        assertEquals(List.of("iotcrypt: " + csv + ": no SM4-CCM scheme in it mapped to osu050 (its schemes are mapped to "
                + "osu018, osu035)"), none.errLines());
        assertUsage(CliRun.of("hw", "choose", "--from", csv.toString(), "--library", "tsmc90"),
                "--library: unknown cell library 'tsmc90': one of osu018, osu035, osu050, or all");
        assertUsage(CliRun.of("hw", "choose", "--from", csv.toString(), "--library", "osu035", "--layout", "1"),
                "--layout places and routes in qflow's osu018 cells: use it with --library osu018");
        assertUsage(CliRun.of("hw", "choose", "--from", csv.toString(), "--library", "osu018", "--target", "ice40-hx8k"),
                "--library picks ASIC rows; --target ice40-hx8k judges each scheme's one iCE40 mapping");
    }

    /**
     * --packet 1k ranks the committed sweep by the 1 KiB packet's energy: the first by energy is the
     * scheme with the least kib_energy_own_nj in the file (found here by reading it, not by the chooser).
     */
    @Test
    void theKibPacketRanksByItsEnergy() throws IOException {
        List<DesignResult> rows = ResultsCsv.read(Files.readString(COMMITTED));
        DesignResult least = rows.stream().filter(r -> r.get("design").matches("c\\dk\\dn\\ds\\d"))
                .min(java.util.Comparator.comparingDouble(r -> Double.parseDouble(r.get("kib_energy_own_nj"))))
                .orElseThrow();
        CliRun run = CliRun.of("hw", "choose", "--from", COMMITTED.toString(), "--packet", "1k", "--by", "energy");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("ranked by energy per 1 KiB packet"), run.out());
        assertTrue(run.outLines().stream().anyMatch(l -> l.matches("\\s*1\\s+" + least.get("design") + "\\s.*Pareto front")),
                least.get("design") + "\n" + run.out());
        CliRun csv = CliRun.of("hw", "choose", "--from", COMMITTED.toString(), "--packet", "1k", "--by", "energy",
                "--format", "csv");
        assertTrue(csv.outLines().get(1).startsWith("1," + least.get("design") + ","), csv.out());
        assertTrue(csv.outLines().get(1).contains("," + least.get("kib_energy_own_nj") + ",1k,own,"), csv.out());
        assertUsage(CliRun.of("hw", "choose", "--packet", "2k"), "--packet must be a2 or 1k, not '2k'");
        assertUsage(CliRun.of("hw", "choose", "--packet", "1k", "--target", "ice40-up5k"),
                "--packet 1k judges an ASIC's energy; --target ice40-up5k has none");
    }

    /** The committed sweep's TVLA of c0k1n2's three S-boxes: each leaks above 4.5, the rest are not assessed. */
    @Test
    void aLeakageLimitReadsTheCommittedTvla() {
        CliRun run = CliRun.of("hw", "choose", "--from", COMMITTED.toString(), "--max-leakage", "4.5", "--all");
        assertEquals(1, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("Limits: TVLA max |t| <= 4.50."), run.out());
        assertEquals(3, run.outLines().stream().filter(l -> l.matches("  c0k1n2s\\d  TVLA max \\|t\\| [0-9.]+ over 200 traces > 4\\.50"))
                .count(), run.out());
        assertEquals(60, run.outLines().stream().filter(l -> l.endsWith("  leakage not assessed (tvla_max_t: not measured; "
                + "'hw explore --tvla N')")).count(), run.out());
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
