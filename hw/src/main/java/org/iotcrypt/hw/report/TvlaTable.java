package org.iotcrypt.hw.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.tvla.Assessment;

/**
 * The side-channel column ({@code hw explore --tvla N}): per assessed scheme the traces and their
 * cycles, the mean toggles a cycle, the largest |t| of fixed against random and of the control
 * without noise, and the traces needed to reach |t| > 4.5 at each noise level; most leaky first.
 */
final class TvlaTable {

    private TvlaTable() {
    }

    /** How the figures were made, printed under the table. */
    static String note() {
        return String.format(Locale.ROOT, "Fixed-vs-random TVLA on per-cycle toggle counts of each scheme's flat "
                + "gate-level netlist (OSU cell models with path delays, so glitches count), one trace per message: "
                + "RFC 8998 A.2's key and nonce, no AAD, one payload block, A.2's first 16 plaintext bytes (fixed) or "
                + "16 random bytes, the class drawn at random; a first message loads the key and is not a trace. "
                + "Welch's t per cycle; |t| > %.1f flags a leak, checked every %d traces from the %dth; Gaussian "
                + "noise of the stated standard deviation (toggles a cycle) models a measurement; the control "
                + "compares the random traces' two halves and must stay under %.1f. A simulation, not a "
                + "measurement of silicon: toggle counts ignore each net's capacitance.",
                Assessment.THRESHOLD, Assessment.STEP, Assessment.FIRST_CHECK, Assessment.THRESHOLD);
    }

    /** The table, or empty when no row was assessed. */
    static Optional<Table> table(List<DesignResult> rows) {
        List<DesignResult> assessed = new ArrayList<>();
        for (DesignResult r : rows) {
            if (Metric.number(r.get("tvla_max_t")).isPresent()) {
                assessed.add(r);
            }
        }
        if (assessed.isEmpty()) {
            return Optional.empty();
        }
        assessed.sort(Comparator.comparingDouble((DesignResult r) -> -Metric.number(r.get("tvla_max_t")).getAsDouble())
                .thenComparing(r -> r.get("design")));
        List<List<String>> cells = new ArrayList<>();
        for (DesignResult r : assessed) {
            cells.add(List.of(r.get("design"), r.get("description"), r.get("tvla_traces"), r.get("tvla_cycles"),
                    r.get("tvla_mean_toggles"), r.get("tvla_max_t"), r.get("tvla_control_max_t"),
                    r.get("tvla_traces_needed")));
        }
        return Optional.of(new Table(List.of("scheme", "architecture", "traces", "cycles a trace",
                "mean toggles a cycle", "max |t|, no noise", "control max |t|", "traces to |t| > 4.5 by noise level"),
                cells));
    }
}
