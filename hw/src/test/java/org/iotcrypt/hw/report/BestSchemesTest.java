package org.iotcrypt.hw.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.iotcrypt.hw.explore.DesignResult;
import org.junit.jupiter.api.Test;

/** The Table 3 analog on small hand-made row sets, each answer worked out by hand. */
class BestSchemesTest {

    private static final List<DesignResult> ROWS = List.of(
            Rows.row("c0k0n0s0", "throughput_mbps", "50", "asic_nand2_eq", "20000", "power_mw", "2.0"),
            Rows.row("c1k1n2s0", "throughput_mbps", "300", "asic_nand2_eq", "30000", "power_mw", "3.0"),
            Rows.row("c1k1n2s1", "throughput_mbps", "300", "asic_nand2_eq", "25000", "power_mw", "pending"),
            Rows.row("c1k1n2s2", "throughput_mbps", "300", "asic_nand2_eq", "31000", "power_mw", "1.5"),
            Rows.row("c0k2n0s1", "throughput_mbps", "40", "asic_nand2_eq", "10000", "power_mw", "1.5"),
            // Fastest and smallest of all, but it failed its check: never the best.
            Rows.row("c0k0n0s1", "rtl_check", "FAIL: tag wrong", "throughput_mbps", "999", "asic_nand2_eq", "1"),
            Rows.row("present32", "block_cycles", "65", "asic_nand2_eq", "1838"));

    @Test
    void tiesAreCollapsedThePapersWay() {
        BestSchemes.Best t = BestSchemes.best(new SchemeResults(ROWS), Metric.THROUGHPUT).orElseThrow();
        assertEquals(300, t.value());
        assertEquals("c1k1n2s{0,1,2}", t.notation());
        assertEquals("P2SM4 / OnKP / NLT4 / -", BestSchemes.candidates(t.schemes()));
    }

    @Test
    void smallestAreaAndLowestPowerWinAndFailedDesignsAndPresentDoNotCount() {
        SchemeResults r = new SchemeResults(ROWS);
        BestSchemes.Best area = BestSchemes.best(r, Metric.AREA).orElseThrow();
        assertEquals("c0k2n0s1", area.notation());
        assertEquals(10000, area.value());
        assertEquals("S1SM4 / OnKS / NLT1 / CFA", BestSchemes.candidates(area.schemes()));
        // 1.5 mW twice, in schemes differing in more than the S-box: listed, not collapsed; pending skipped.
        assertEquals("c0k2n0s1, c1k1n2s2", BestSchemes.best(r, Metric.POWER).orElseThrow().notation());
    }

    @Test
    void pendingMetricHasNoBestAndTheTableSaysPending() {
        SchemeResults r = new SchemeResults(ROWS);
        assertTrue(BestSchemes.best(r, Metric.APDP).isEmpty());
        Table t = BestSchemes.table(r);
        List<String> apdp = t.rows().get(Metric.APDP.ordinal());
        assertEquals(List.of("APDP (gates x mW x cycles)", "pending", "", "", "c0k1n2s2", "1.21e9", "pending"), apdp);
        List<String> throughput = t.rows().get(Metric.THROUGHPUT.ordinal());
        assertEquals(List.of("throughput (Mbps)", "c1k1n2s{0,1,2}", "300", "P2SM4 / OnKP / NLT4 / -",
                "c1k1n2s{0,1,2}", "281.31", "yes"), throughput);
        assertEquals("yes", t.rows().get(Metric.AREA.ordinal()).get(6));
        // Our power tie c0k2n0s1, c1k1n2s2 against the paper's c0k2n0s2: no scheme in common.
        assertEquals("no", t.rows().get(Metric.POWER.ordinal()).get(6));
    }

    @Test
    void notationExpandsAndComparesAsSets() {
        assertEquals(Set.of("c1k1n2s0", "c1k1n2s1", "c1k1n2s2"), BestSchemes.expand("c1k1n2s{0,1,2}"));
        assertEquals("c0k1n2s{1,2}, c1k0n0s0", BestSchemes.collapse(List.of("c0k1n2s1", "c0k1n2s2", "c1k0n0s0")));
        assertEquals("yes", BestSchemes.same("c1k1n2s{0,1,2}", "c1k1n2s{0,1,2}"));
        assertEquals("partly", BestSchemes.same("c1k1n2s1", "c1k1n2s{0,1,2}"));
        assertEquals("no", BestSchemes.same("c0k1n2s1", "c0k1n2s2"));
    }
}
