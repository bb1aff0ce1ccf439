package org.iotcrypt.hw.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.List;
import org.iotcrypt.hw.ccm.CcmConfig;
import org.iotcrypt.hw.ccm.CcmSchedule;
import org.iotcrypt.hw.ccm.Rfc8998Ccm;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The explorer end to end at gate level on the cheapest scheme (c0k2n0s1: S1SM4, OnKS, one CFA
 * S-box) and the 32-bit PRESENT datapath: RTL and flat-netlist simulations (OSU cell models with
 * path delays) both bit-exact against iotcrypt-core's software with the same cycles; and the
 * gate-level checker failing on a transcript once an expectation is wrong.
 */
class GateLevelExploreTest {

    @TempDir
    static Path dir;

    private static List<DesignResult> results;
    private static String progress;

    @BeforeAll
    static void explore() throws IOException, InterruptedException {
        StringWriter out = new StringWriter();
        results = new Explorer(RtlSources.locate(Path.of("")), dir.resolve("work"), dir.resolve("cache"), 2,
                new PrintWriter(out), Explorer.Stages.NONE).explore(List.of(Design.parse("c0k2n0s1"), Design.parse("present32")));
        progress = out.toString();
    }

    @Test
    void schemeAndPresentPassAtRtlAndGateLevel() throws GeneralSecurityException {
        for (DesignResult r : results) {
            assertEquals("pass", r.get("rtl_check"), r.get("design"));
            assertEquals("pass", r.get("gate_check"), r.get("design"));
            assertTrue(r.passed(), r.get("design"));
        }
        // c0k2n0s1 = S1SM4 (0), OnKS (2), one S-box, CFA (1); cycles from ccm.v's documented schedule.
        int a2Cycles = CcmSchedule.cycles(new CcmConfig(0, 2, 1, 1), Rfc8998Ccm.a2());
        assertEquals(Integer.toString(a2Cycles), results.get(0).get("ccm_cycles"), "c0k2n0s1 on A.2");
        assertEquals("65", results.get(1).get("block_cycles"), "the paper's Table 1, 32-bit datapath");
        assertTrue(progress.contains("c0k2n0s1: pass (RTL and gate level)"), progress);
        for (DesignResult r : results) {
            double total = Double.parseDouble(r.get("power_mw"));
            double dynamic = Double.parseDouble(r.get("power_dynamic_mw"));
            double switching = Double.parseDouble(r.get("power_switching_mw"));
            double internal = Double.parseDouble(r.get("power_internal_mw"));
            double leakage = Double.parseDouble(r.get("power_leakage_mw"));
            assertTrue(switching > 0 && internal > 0 && leakage > 0, r.get("design") + " " + r.values());
            assertEquals(switching + internal, dynamic, 2e-4, r.get("design") + " dynamic = switching + internal");
            assertEquals(dynamic + leakage, total, 2e-4, r.get("design") + " total = dynamic + leakage");
        }
        DesignResult s = results.get(0);
        double mbps = Double.parseDouble(s.get("throughput_mbps"));
        double mw = Double.parseDouble(s.get("power_mw"));
        assertEquals(mbps / mw, Double.parseDouble(s.get("power_efficiency")), 0.01 + 1e-3 * mbps / mw);
        assertEquals(Double.parseDouble(s.get("asic_nand2_eq")) * mw * a2Cycles, Double.parseDouble(s.get("apdp")),
                1e-3 * Double.parseDouble(s.get("apdp")), "gates x power x A.2 cycles");
        assertEquals("n/a", results.get(1).get("power_efficiency"));
        assertEquals("n/a", results.get(1).get("apdp"));
    }

    @Test
    void netlistIsFlatAndTheDumpIsDeleted() throws IOException {
        Path work = dir.resolve("work").resolve("c0k2n0s1");
        String netlist = Files.readString(work.resolve("x_c0k2n0s1_gates.v"));
        assertEquals(1, netlist.lines().filter(l -> l.startsWith("module ")).count(), "one module in the flat netlist");
        assertFalse(Files.exists(work.resolve(GateLevelRun.VCD)), "the dump is deleted after use");
        assertTrue(Files.readString(work.resolve(GateLevelRun.TRANSCRIPT)).contains("WINDOW "));
    }

    @Test
    void gateCheckFailsOnAWrongCiphertextTagOrCycleCount() throws IOException {
        DesignRun run = new DesignRun(Design.parse("c0k2n0s1"), RtlSources.locate(Path.of("")),
                ToolVersions.detect(dir));
        String transcript = Files.readString(dir.resolve("work").resolve("c0k2n0s1").resolve(GateLevelRun.TRANSCRIPT));
        SimulationCheck right = run.check();
        assertEquals("pass", right.check(transcript, "3086").verdict());

        List<String> cts = new ArrayList<>(right.ciphertexts());
        cts.set(2, flipLastBit(cts.get(2)));
        String ctVerdict = SimulationCheck.ccm(cts, right.tags()).check(transcript, "3086").verdict();
        assertTrue(ctVerdict.startsWith("FAIL: ciphertext block 2 wrong"), ctVerdict);

        List<String> tags = new ArrayList<>(right.tags());
        tags.set(1, flipLastBit(tags.get(1)));
        String tagVerdict = SimulationCheck.ccm(right.ciphertexts(), tags).check(transcript, "3086").verdict();
        assertTrue(tagVerdict.startsWith("FAIL: tag 1 wrong"), tagVerdict);

        String cycleVerdict = right.check(transcript, "3085").verdict();
        assertEquals("FAIL: cycles 3086, at RTL 3085", cycleVerdict);
    }

    private static String flipLastBit(String hex) {
        int last = Character.digit(hex.charAt(hex.length() - 1), 16) ^ 1;
        return hex.substring(0, hex.length() - 1) + Character.forDigit(last, 16);
    }
}
