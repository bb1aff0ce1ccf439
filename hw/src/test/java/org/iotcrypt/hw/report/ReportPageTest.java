package org.iotcrypt.hw.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.iotcrypt.hw.explore.DesignResult;
import org.junit.jupiter.api.Test;

/** The page and the summary on subsets, failures, pending and measured power (no browser). */
class ReportPageTest {

    private static List<DesignResult> subset(Set<String> names) throws Exception {
        return Rows.csv("/report/full-sweep.csv").stream().filter(r -> names.contains(r.get("design"))).toList();
    }

    @Test
    void aSubsetSaysWhichGroupsAreEmptyAndWhatCannotBeJudged() throws Exception {
        List<DesignResult> rows = subset(Set.of("c0k0n0s0", "c0k1n2s2", "present32"));
        String html = ReportPage.html(rows);
        assertTrue(html.contains("c1 P2SM4: no scheme explored"), "empty CCM group named in the legend");
        assertTrue(html.contains("c2 GB2SM4: no scheme explored"));
        assertTrue(html.contains("not enough designs"));
        assertTrue(html.contains("3 designs: 2 SM4-CCM schemes of 63, 1 PRESENT datapaths; 0 failed"), html);
        // Throughput, area and area efficiency: 4 panels each, plus the Pareto chart.
        assertTrue(html.contains("<body data-charts=\"13\" data-marks=\"26\">"), html.substring(0, 800));
        String md = SummaryMarkdown.markdown(rows);
        assertTrue(md.contains("| 32-bit | 65 | 65 | 1,838 | 152 | pending | 232 | 185 | 152 | 169 |"), md);
        assertFalse(md.contains("| 16-bit"));
        assertTrue(md.contains("| c0k1n2s2 cycles on A.2, key load to tag | 399 | 384.02 |"), md);
        assertTrue(md.contains("| c1k1n2s* cycles on A.2, key load to tag | not explored | 273.01 |"), md);
    }

    @Test
    void theChosenSchemesPowerBreakdownStandsBesideTable4() throws Exception {
        List<DesignResult> old = subset(Set.of("c0k1n2s2"));
        String md = SummaryMarkdown.markdown(old);
        assertTrue(md.contains("| c0k1n2s2 leakage power (mW) | not measured | 0.052 | Table 4 (51.82 µW) |"),
                "a CSV from before the power split: " + md);
        DesignResult measured = Rows.with(old.get(0), "power_switching_mw", "0.75", "power_internal_mw", "0.5",
                "power_leakage_mw", "0.04");
        md = SummaryMarkdown.markdown(List.of(measured));
        assertTrue(md.contains("| c0k1n2s2 switching power (mW) | 0.750 | 0.204 | Table 4 (203.9 µW) |"), md);
        assertTrue(md.contains("| c0k1n2s2 internal power (mW) | 0.500 | 1.369 | Table 4 (1.067 mW of it the clock network,"), md);
        assertTrue(md.contains("| c0k1n2s2 leakage power (mW) | 0.040 | 0.052 |"), md);
    }

    @Test
    void pendingPowerIsSaidAndMeasuredPowerIsDrawnAndJudged() throws Exception {
        String pending = ReportPage.html(Rows.csv("/report/full-sweep.csv"));
        assertTrue(pending.contains("power is pending for every explored scheme"));
        String measured = ReportPage.html(Rows.fullSweepWithPower());
        assertFalse(measured.contains("is pending for every explored scheme"));
        // All six metrics drawn: 6 x 4 panels of 63 bars, and the Pareto chart's 63 points.
        assertTrue(measured.contains("<body data-charts=\"25\" data-marks=\"1575\">"), measured.substring(0, 800));
        assertTrue(measured.contains("Figure 13d analog: power by S-box"));
        String md = SummaryMarkdown.markdown(Rows.fullSweepWithPower());
        // Made-up DSE power at 60 %: DSE's mean is far below LUT's and CFA's.
        assertTrue(md.contains("DSE (s2) draws much less power than LUT and CFA (at least 10% below each): **reproduced**"),
                md);
        assertFalse(md.contains("**pending**"), md);
    }

    @Test
    void failedDesignsAreMarkedAndTextIsEscaped() throws Exception {
        List<DesignResult> rows = Rows.csv("/report/full-sweep.csv").stream()
                .map(r -> r.get("design").equals("c0k1n2s2") ? Rows.with(r, "rtl_check", "FAIL: <tag> & \"ct\"") : r)
                .toList();
        String html = ReportPage.html(rows);
        assertTrue(html.contains("c0k1n2s2: FAILED FAIL: &lt;tag&gt; &amp; &quot;ct&quot;"));
        assertFalse(html.contains("<tag>"));
        assertTrue(html.contains("failed bit-exact check"), "legend of the failed colour");
        assertTrue(html.contains("1 failed a bit-exact check"));
        assertTrue(SummaryMarkdown.markdown(rows).contains("| c0k1n2s2 throughput (Mbps) | failed | 199.99 |"));
    }

    @Test
    void toolVersionsComeFromTheRows() throws Exception {
        String md = SummaryMarkdown.markdown(subset(Set.of("present32")));
        assertTrue(md.contains("Tools: Yosys 0.23 (git sha1 7ce5011c24b); Icarus Verilog version 11.0 (stable) ()."), md);
        assertTrue(md.contains("No SM4-CCM") || md.contains("best of the 0 explored schemes"), md);
        assertEquals(-1, ReportPage.html(List.of()).indexOf("<svg"));
    }
}
