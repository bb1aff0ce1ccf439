package org.iotcrypt.hw.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.explore.TimingSetup;

/**
 * Static timing of every design whose row has it, fastest first: the shortest period OpenSTA
 * finds on the netlist mapped for the explorer's delay target, Fmax at the library's typical
 * corner and derated for a worst case, and the critical path between the registers' RTL names;
 * {@link #note()} says what the figures assume.
 */
final class TimingTable {

    private TimingTable() {
    }

    /** What the figures assume, printed under the table. */
    static String note() {
        return TimingSetup.note();
    }

    /** The table, or empty when no row was timed (a results.csv from before static timing). */
    static Optional<Table> table(List<DesignResult> rows) {
        List<DesignResult> timed = new ArrayList<>();
        for (DesignResult r : rows) {
            if (Metric.number(r.get("fmax_mhz")).isPresent()) {
                timed.add(r);
            }
        }
        if (timed.isEmpty()) {
            return Optional.empty();
        }
        Comparator<DesignResult> byFmax = Comparator.comparingDouble(r -> Metric.number(r.get("fmax_mhz")).getAsDouble());
        timed.sort(byFmax.reversed().thenComparing(r -> r.get("design")));
        List<List<String>> cells = new ArrayList<>();
        for (DesignResult r : timed) {
            cells.add(List.of(r.get("design"), r.get("fmax_mhz"), r.get("fmax_worst_case_mhz"),
                    r.get("sta_min_period_ns"), r.get("asic_nand2_eq"), r.get("throughput_own_mbps"),
                    r.get("a2_energy_own_nj"), r.get("critical_path")));
        }
        return Optional.of(new Table(List.of("design", "Fmax, typical (MHz)", "Fmax, worst case (MHz)",
                "shortest period (ns)", "NAND2 eq.", "throughput at Fmax (Mbps)", "energy per A.2 packet (64 B) at Fmax (nJ)",
                "critical path"), cells));
    }
}
