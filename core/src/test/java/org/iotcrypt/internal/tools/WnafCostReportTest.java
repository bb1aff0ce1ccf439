package org.iotcrypt.internal.multiply;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The report runs and has a row for every window (its numbers come from counting real code). */
class WnafCostReportTest {

    @Test
    void reportHasEveryWindowAndAPick() {
        String report = WnafCostReport.report(10, 1);
        for (int w = WnafCostReport.MIN_W; w <= WnafCostReport.MAX_W; w++) {
            assertTrue(report.contains(String.format("%n%2d | ", w)), "row for w = " + w + "\n" + report);
        }
        // a = -3 doubling 3M+5S and full addition 12M+4S: w = 4 precomputes 1D + 3A = 39M + 17S
        assertTrue(report.contains(String.format("%n 4 |   39   17     3  1")), report);
        assertTrue(report.contains("Lowest average total: w = "), report);
    }
}
