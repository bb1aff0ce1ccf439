package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Collectors;
import org.iotcrypt.hw.explore.Design;
import org.iotcrypt.hw.explore.ResultsCsv;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code iotcrypt hw list} and {@code iotcrypt hw explore} end to end on the CI subset
 * ({@code --schemes ci}: 8 SM4-CCM schemes through their sm4_ccm top covering every candidate of every
 * layer, and present32): real simulation (RTL and gate level) and synthesis, the power columns, the
 * report files rendered in headless Chromium (hw/scripts/check-report), and the cache. This is the
 * subset report CI builds and checks.
 */
class HwCommandTest {

    @Test
    void listNamesAllSixtySixDesigns() {
        CliRun run = CliRun.of("hw", "list");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(66, run.outLines().size());
        assertTrue(run.out().contains("c0k1n2s2\tS1SM4/OnKP/NLT4/DSE"), run.out());
        assertTrue(run.out().contains("present32\t"), run.out());
    }

    @Test
    void exploreWritesSaneRowsAndTheSecondRunHitsTheCache(@TempDir Path dir) throws IOException, InterruptedException {
        Path out = dir.resolve("report");
        String[] args = {"hw", "explore", "--schemes", "ci", "--jobs", "2",
            "--out", out.toString(),
            "--cache", dir.resolve("cache").toString()};
        CliRun first = CliRun.of(args);
        assertEquals(0, first.exitCode(), first.out() + first.err());
        String csv = Files.readString(out.resolve("results.csv"));
        Map<String, Map<String, String>> rows = new HashMap<>();
        ResultsCsv.read(csv).forEach(r -> rows.put(r.get("design"), r.values()));
        assertEquals(Design.ciSubset().stream().map(Design::name).collect(Collectors.toSet()), rows.keySet());
        for (Map<String, String> row : rows.values()) {
            String name = row.get("design");
            assertEquals("pass", row.get("rtl_check"), name);
            assertEquals("pass", row.get("gate_check"), name);
            assertTrue(Double.parseDouble(row.get("power_mw")) > 0, name + " power " + row.get("power_mw"));
        }

        // Cycle counts: ccm.v's documented schedule (hw/rtl/ccm/README.md) on RFC 8998 A.2.
        Map<String, String> s1 = rows.get("c0k1n2s1");
        assertEquals("pass", s1.get("rtl_check"));
        assertEquals("sm4_ccm CCM=0 ARCH=1 SBOXES=4 SBOX_KIND=1", s1.get("evaluated"));
        assertEquals("6", s1.get("rtl_blocks"), "A.2's 4 ciphertext blocks + 2 of the random 21-byte payload");
        assertEquals("399", s1.get("ccm_cycles"), "S1SM4/OnKP/NLT4: 12 blocks x 32 + 15 cycles of control");
        assertEquals("192.48", s1.get("throughput_mbps"), "768 bits / 399 cycles x 100 MHz");
        int gates = Integer.parseInt(s1.get("asic_nand2_eq"));
        assertTrue(gates > 8000 && gates < 40000, "S1SM4 OnKP NLT4 CFA gates " + gates);
        assertTrue(Integer.parseInt(s1.get("asic_flip_flops")) >= 900, "sm4_ccm's own registers");
        assertEquals(Math.round(192.48e6 / gates), Long.parseLong(s1.get("area_efficiency_bps_per_gate")));
        assertEquals("pass", s1.get("gate_check"), "the flat netlist at gate level");
        double mw = Double.parseDouble(s1.get("power_mw"));
        assertTrue(mw > 0, s1.get("power_mw"));
        assertEquals(192.48 / mw, Double.parseDouble(s1.get("power_efficiency")), 0.01 + 1e-3 * 192.48 / mw);
        assertEquals(gates * mw * 399, Double.parseDouble(s1.get("apdp")), 1e-3 * gates * mw * 399,
                "gates x power x A.2 cycles");
        assertEquals("n/a", s1.get("fpga_luts"));

        Map<String, String> p2 = rows.get("c1k1n2s0");
        assertEquals("P2SM4/OnKP/NLT4/LUT", p2.get("description"));
        assertEquals("pass", p2.get("rtl_check"));
        assertEquals("234", p2.get("ccm_cycles"), "P2SM4: the 7-block CBC-MAC chain x 32 + 10 cycles of control");
        assertEquals("328.21", p2.get("throughput_mbps"));
        assertEquals(9, first.out().lines().filter(l -> l.startsWith("[")).count(), "nine units: " + first.out());

        Map<String, String> present = rows.get("present32");
        assertEquals("PRESENT-80 encryption, 32-bit datapath", present.get("description"));
        assertEquals("pass", present.get("rtl_check"));
        assertEquals("pass", present.get("gate_check"));
        assertTrue(Double.parseDouble(present.get("power_mw")) > 0, present.get("power_mw"));
        assertEquals("n/a", present.get("apdp"));
        assertEquals("65", present.get("block_cycles"), "the paper's Table 1: 65 cycles for the 32-bit datapath");
        assertEquals("152", present.get("asic_flip_flops"), "state 64 + key 80 + round 5 + phase 1 + busy, done");
        assertTrue(Integer.parseInt(present.get("fpga_luts")) > 50, present.get("fpga_luts"));
        assertTrue(present.get("yosys").startsWith("Yosys "), present.get("yosys"));
        assertTrue(present.get("iverilog").startsWith("Icarus Verilog"), present.get("iverilog"));

        String json = Files.readString(out.resolve("results.json"));
        assertTrue(json.contains("\"design\": \"present32\"") && json.contains("\"block_cycles\": 65"), json);
        String html = Files.readString(out.resolve("index.html"));
        assertTrue(html.contains("aria-label=\"Figure 11a analog: throughput by CCM candidate\"")
                && html.contains("c1k1n2s0: 328.21 Mbps"), html);
        assertTrue(Files.readString(out.resolve("summary.md")).contains("| 32-bit | 65 | 65 |"));
        Process check = new ProcessBuilder("../hw/scripts/check-report", out.toString()).redirectErrorStream(true)
                .start();
        String checked = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, check.waitFor(), "the report in headless Chromium: " + checked);

        CliRun second = CliRun.of(args);
        assertEquals(0, second.exitCode(), second.out() + second.err());
        assertEquals(9, second.out().lines().filter(l -> l.endsWith("(cached)")).count(), second.out());
        assertEquals(csv, Files.readString(out.resolve("results.csv")));
    }

    @Test
    void aShardOutsideItsCountIsAUsageError(@TempDir Path dir) {
        for (String[] c : new String[][] {{"3/2", "--shard: a shard is K/N with 1 <= K <= N, not 3/2"},
            {"x", "--shard: a shard is K/N (e.g. 3/8), not 'x'"},
            {"9/9", "--shard 9/9 holds no design: fewer designs than shares"}}) {
            CliRun run = CliRun.of("hw", "explore", "--schemes", "present16,present32", "--shard", c[0], "--out", dir.toString());
            assertEquals(2, run.exitCode(), c[0]);
            assertTrue(run.err().startsWith("iotcrypt: " + c[1]), run.err());
        }
    }

    @Test
    void anUnknownLibraryOrATargetOutOfRangeIsAUsageError(@TempDir Path dir) {
        for (String[] c : new String[][] {
            {"--library", "tsmc90", "--library: unknown cell library 'tsmc90': one of osu018, osu035, osu050"},
            {"--target-ns", "0", "--target-ns: a delay target is 0.1 to 1000 ns, not 0.0"},
            {"--target-ns", "2,5000", "--target-ns: a delay target is 0.1 to 1000 ns, not 5000.0"}}) {
            CliRun run = CliRun.of("hw", "explore", "--schemes", "present16", c[0], c[1], "--out", dir.toString());
            assertEquals(2, run.exitCode(), c[1]);
            assertTrue(run.err().startsWith("iotcrypt: " + c[2]), run.err());
        }
    }

    @Test
    void tooFewTvlaTracesIsAUsageError(@TempDir Path dir) {
        CliRun run = CliRun.of("hw", "explore", "--schemes", "present16", "--tvla", "5", "--out", dir.toString());
        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("iotcrypt: --tvla needs at least 20 traces, not 5"), run.err());
    }

    @Test
    void aPacketSizeOutsideItsRangeIsAUsageError(@TempDir Path dir) {
        for (String[] c : new String[][] {{"64", "--packets: the gate-level packet must be whole 16-byte blocks, more "
                + "than RFC 8998 A.2's 64 bytes and at most 1024, not 64"}, {"100", "not 100"}, {"2048", "not 2048"},
            {"0", "--packets: 0 bytes: leave --packets out for no packet stage"}}) {
            CliRun run = CliRun.of("hw", "explore", "--schemes", "present16", "--packets", c[0], "--out", dir.toString());
            assertEquals(2, run.exitCode(), c[0]);
            assertTrue(run.err().startsWith("iotcrypt: ") && run.err().contains(c[1]), run.err());
        }
    }

    @Test
    void layoutRefusesUnknownDesignsAndNoTime(@TempDir Path dir) {
        CliRun unknown = CliRun.of("hw", "layout", "c2k1n0s0", "--out", dir.toString());
        assertEquals(2, unknown.exitCode());
        assertTrue(unknown.err().startsWith("iotcrypt: unknown design 'c2k1n0s0'"), unknown.err());
        CliRun noTime = CliRun.of("hw", "layout", "present32", "--timeout", "0", "--out", dir.toString());
        assertEquals(2, noTime.exitCode());
        assertTrue(noTime.err().startsWith("iotcrypt: --timeout must be at least 1 second, not 0"), noTime.err());
        CliRun none = CliRun.of("hw", "layout");
        assertEquals(2, none.exitCode());
        assertTrue(none.err().contains("DESIGN"), none.err());
    }

    @Test
    void unknownDesignIsAUsageError(@TempDir Path dir) {
        CliRun run = CliRun.of("hw", "explore", "--schemes", "c2k1n0s0", "--out", dir.toString());
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("c2k1n0s0"), run.err());
    }
}
