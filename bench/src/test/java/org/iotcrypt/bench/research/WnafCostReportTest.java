package org.iotcrypt.bench.research;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The report counts real code; what it picks is checked against the textbook model of wNAF
 * cost (Hankerson, Menezes, Vanstone, "Guide to Elliptic Curve Cryptography", section 3.3),
 * computed here with the operation costs of the Explicit-Formulas Database for Jacobian
 * coordinates: doubling with a = -3 (dbl-2001-b) 3M + 5S, addition (add-1998-cmo-2) 12M + 4S,
 * M = S. The precomputation is 1D + (2^(w-2) - 1)A, the main loop 256D + 256/(w + 1)A.
 */
class WnafCostReportTest {

    private static final int DOUBLING = 3 + 5;
    private static final int ADDITION = 12 + 4;

    @Test
    void reportHasEveryWindowAndPicksTheModelsWindow() {
        String report = WnafCostReport.report(200, 1);
        for (int w = WnafCostReport.MIN_W; w <= WnafCostReport.MAX_W; w++) {
            assertTrue(report.contains(String.format("%n%2d | ", w)), "row for w = " + w + "\n" + report);
        }
        // w = 4 precomputes 1D + 3A = 3M+5S + 3 (12M+4S) = 39M + 17S
        assertTrue(report.contains(String.format("%n 4 |   39   17     3  1")), report);
        assertTrue(report.contains("Lowest average total: w = " + modelsBestWindow() + "."), report);
    }

    /**
     * As the CLI runs it (iotcrypt sm2 wnaf-cost, contributed under sm2): the options reach the
     * report, which arrives whole, and out-of-range samples are a usage error.
     */
    @Test
    void theContributedCommandRunsTheReport() {
        ResearchSubcommands provider = new ResearchSubcommands();
        assertTrue("sm2".equals(provider.parent()) && "wnaf-cost".equals(provider.name()), provider.name());
        StringWriter out = new StringWriter();
        CommandLine cli = new CommandLine(provider.command());
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(new StringWriter(), true));
        assertTrue(cli.execute("--samples", "200", "--seed", "7") == 0, out.toString());
        assertTrue(out.toString().contains(": 200 random k"), out.toString());
        assertTrue(out.toString().contains("Lowest average total: w = " + modelsBestWindow() + "."), out.toString());
        assertTrue(new CommandLine(provider.command()).setErr(new PrintWriter(new StringWriter(), true))
                .execute("--samples", "0") == 2, "--samples 0 is a usage error");
    }

    /** The w of lowest model cost; 5 for 256-bit scalars (4 costs 2923.2, 5 2850.7, 6 2881.1). */
    static int modelsBestWindow() {
        int best = 0;
        double bestCost = Double.MAX_VALUE;
        for (int w = WnafCostReport.MIN_W; w <= WnafCostReport.MAX_W; w++) {
            double cost = DOUBLING + ((1 << (w - 2)) - 1) * ADDITION + 256.0 * DOUBLING + 256.0 / (w + 1) * ADDITION;
            if (cost < bestCost) {
                bestCost = cost;
                best = w;
            }
        }
        return best;
    }
}
