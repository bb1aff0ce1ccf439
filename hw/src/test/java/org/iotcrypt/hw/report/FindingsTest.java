package org.iotcrypt.hw.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.explore.Scheme;
import org.iotcrypt.hw.report.Findings.Finding;
import org.iotcrypt.hw.report.Findings.Verdict;
import org.junit.jupiter.api.Test;

/** The findings' verdicts on small hand-made row sets, each worked out by hand. */
class FindingsTest {

    private static SchemeResults of(DesignResult... rows) {
        return new SchemeResults(List.of(rows));
    }

    private static Finding p2sm4Fastest(SchemeResults r) {
        return Findings.highest(r, "5.1", "P2SM4 fastest", Metric.THROUGHPUT, Layer.CCM, 1);
    }

    @Test
    void highestComparesGroupMeans() {
        // c0 mean (10 + 30) / 2 = 20, c1 mean 25, c2 mean 24: c1 highest.
        SchemeResults r = of(Rows.row("c0k0n0s0", "throughput_mbps", "10"), Rows.row("c0k1n0s0", "throughput_mbps", "30"),
                Rows.row("c1k0n0s0", "throughput_mbps", "25"), Rows.row("c2k0n0s0", "throughput_mbps", "24"));
        Finding f = p2sm4Fastest(r);
        assertEquals(Verdict.REPRODUCED, f.verdict());
        assertEquals("means: c0 S1SM4 20, c1 P2SM4 25, c2 GB2SM4 24 Mbps", f.evidence());
        // c2 at 26 beats c1's 25.
        Finding g = p2sm4Fastest(of(Rows.row("c0k0n0s0", "throughput_mbps", "10"),
                Rows.row("c1k0n0s0", "throughput_mbps", "25"), Rows.row("c2k0n0s0", "throughput_mbps", "26")));
        assertEquals(Verdict.NOT_REPRODUCED, g.verdict());
    }

    @Test
    void failedDesignsAreNotCountedAndMissingGroupsCannotBeJudged() {
        // The only c1 scheme failed: nothing to compare c1 with.
        SchemeResults r = of(Rows.row("c0k0n0s0", "throughput_mbps", "10"),
                Rows.row("c1k0n0s0", "rtl_check", "FAIL: block 2", "throughput_mbps", "500"));
        Finding f = p2sm4Fastest(r);
        assertEquals(Verdict.NOT_ENOUGH, f.verdict());
        assertEquals("not enough designs", f.verdict().text());
        assertEquals(Verdict.NOT_ENOUGH, p2sm4Fastest(of(Rows.row("c1k0n0s0", "throughput_mbps", "10"))).verdict());
    }

    @Test
    void orderNeedsEveryCandidateInStrictOrder() {
        DesignResult k0 = Rows.row("c0k0n0s0", "throughput_mbps", "20");
        DesignResult k1 = Rows.row("c0k1n0s0", "throughput_mbps", "30");
        Finding ok = Findings.order(of(k0, k1, Rows.row("c0k2n0s0", "throughput_mbps", "10")), "5.1", "k1>k0>k2",
                Metric.THROUGHPUT, Layer.CORE, 1, 0, 2);
        assertEquals(Verdict.REPRODUCED, ok.verdict());
        Finding tie = Findings.order(of(k0, k1, Rows.row("c0k2n0s0", "throughput_mbps", "20")), "5.1", "k1>k0>k2",
                Metric.THROUGHPUT, Layer.CORE, 1, 0, 2);
        assertEquals(Verdict.NOT_REPRODUCED, tie.verdict());
        assertEquals(Verdict.NOT_ENOUGH, Findings.order(of(k0, k1), "5.1", "k1>k0>k2", Metric.THROUGHPUT,
                Layer.CORE, 1, 0, 2).verdict());
    }

    @Test
    void powerFindingsArePendingUntilPowerHasNumbersThenJudged() {
        DesignResult s0 = Rows.row("c0k0n0s0", "power_mw", "pending");
        DesignResult s1 = Rows.row("c0k0n0s1", "power_mw", "pending");
        DesignResult s2 = Rows.row("c0k0n0s2", "power_mw", "pending");
        Finding pending = Findings.lowest(of(s0, s1, s2), "5.3", "DSE much lower", Metric.POWER, Layer.SBOX, 2, 0.10);
        assertEquals(Verdict.PENDING, pending.verdict());
        // 0.85 is 15 % below 1.0 and 0.95 is only 5 % below: the 10 % margin decides.
        Finding much = Findings.lowest(of(Rows.row("c0k0n0s0", "power_mw", "1.0"), Rows.row("c0k0n0s1", "power_mw", "1.2"),
                Rows.row("c0k0n0s2", "power_mw", "0.85")), "5.3", "DSE much lower", Metric.POWER, Layer.SBOX, 2, 0.10);
        assertEquals(Verdict.REPRODUCED, much.verdict());
        Finding little = Findings.lowest(of(Rows.row("c0k0n0s0", "power_mw", "1.0"),
                Rows.row("c0k0n0s1", "power_mw", "1.2"), Rows.row("c0k0n0s2", "power_mw", "0.95")), "5.3",
                "DSE much lower", Metric.POWER, Layer.SBOX, 2, 0.10);
        assertEquals(Verdict.NOT_REPRODUCED, little.verdict());
    }

    @Test
    void closeMeansWithinFivePercent() {
        // n0 100, n1 104: 4 % of 104 apart; n1 106: 5.7 % apart.
        Finding near = Findings.close(of(Rows.row("c0k0n0s0", "asic_nand2_eq", "100"),
                Rows.row("c0k0n1s0", "asic_nand2_eq", "104")), "5.2", "n0~n1", Metric.AREA, Layer.NLT, 0, 1);
        assertEquals(Verdict.REPRODUCED, near.verdict());
        Finding far = Findings.close(of(Rows.row("c0k0n0s0", "asic_nand2_eq", "100"),
                Rows.row("c0k0n1s0", "asic_nand2_eq", "106")), "5.2", "n0~n1", Metric.AREA, Layer.NLT, 0, 1);
        assertEquals(Verdict.NOT_REPRODUCED, far.verdict());
    }

    @Test
    void sboxKindComparesSchemesDifferingOnlyInTheSbox() {
        Finding same = Findings.sboxKindKeepsThroughput(of(Rows.row("c0k0n0s0", "throughput_mbps", "45.77"),
                Rows.row("c0k0n0s2", "throughput_mbps", "45.77"), Rows.row("c1k0n0s0", "throughput_mbps", "90")));
        assertEquals(Verdict.REPRODUCED, same.verdict());
        assertTrue(same.evidence().startsWith("equal throughput in 1 of 1 sets"), same.evidence());
        Finding differ = Findings.sboxKindKeepsThroughput(of(Rows.row("c0k0n0s0", "throughput_mbps", "45.77"),
                Rows.row("c0k0n0s1", "throughput_mbps", "45.78")));
        assertEquals(Verdict.NOT_REPRODUCED, differ.verdict());
        Finding alone = Findings.sboxKindKeepsThroughput(of(Rows.row("c0k0n0s0", "throughput_mbps", "45.77"),
                Rows.row("c0k1n0s1", "throughput_mbps", "45.77")));
        assertEquals(Verdict.NOT_ENOUGH, alone.verdict());
    }

    /** All 63 schemes with APDP 2000, except the given ones. */
    private static SchemeResults all63(String lowest, String apdp) {
        List<DesignResult> rows = new ArrayList<>();
        for (Scheme s : Scheme.all()) {
            rows.add(Rows.row(s.name(), "apdp", s.name().equals(lowest) ? apdp : "2000"));
        }
        return new SchemeResults(rows);
    }

    @Test
    void bestSchemeFindingsNeedAll63() {
        Finding yes = Findings.best(all63("c0k1n2s2", "1000"), "5.6", "c0k1n2s2 lowest APDP", Metric.APDP, "c0k1n2s2");
        assertEquals(Verdict.REPRODUCED, yes.verdict());
        Finding no = Findings.best(all63("c0k1n2s1", "1000"), "5.6", "c0k1n2s2 lowest APDP", Metric.APDP, "c0k1n2s2");
        assertEquals(Verdict.NOT_REPRODUCED, no.verdict());
        assertEquals("our best: c0k1n2s1 1,000 gates x mW x cycles; c0k1n2s2 2,000 gates x mW x cycles", no.evidence());
        Finding subset = Findings.best(of(Rows.row("c0k1n2s2", "apdp", "1000")), "5.6", "c0k1n2s2 lowest APDP",
                Metric.APDP, "c0k1n2s2");
        assertEquals(Verdict.NOT_ENOUGH, subset.verdict());
        Finding pending = Findings.best(of(Rows.row("c0k1n2s2", "apdp", "pending")), "5.6", "c0k1n2s2 lowest APDP",
                Metric.APDP, "c0k1n2s2");
        assertEquals(Verdict.PENDING, pending.verdict());
    }

    @Test
    void everyFindingOfThePaperIsListed() {
        List<Finding> all = Findings.evaluate(of(Rows.row("c0k0n0s0", "throughput_mbps", "10")));
        assertEquals(17, all.size());
        assertTrue(all.stream().allMatch(f -> f.verdict() == Verdict.NOT_ENOUGH || f.verdict() == Verdict.PENDING),
                "one scheme judges nothing");
    }
}
