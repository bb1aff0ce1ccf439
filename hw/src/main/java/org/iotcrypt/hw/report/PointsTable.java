package org.iotcrypt.hw.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.explore.ResultsMerge;
import org.iotcrypt.hw.explore.TimingSetup;

/**
 * The designs explored at more than the reference point ({@code hw explore --library ...
 * --target-ns ...}), every point of each beside the others: cell library, delay target, area, Fmax,
 * the clock the gate-level check ran at, throughput and A.2's energy at Fmax, power at 100 MHz, and
 * the 1 KiB packet's energy where the packet stage ran. The paper's tables and the chooser are
 * drawn from the reference point (OSU 0.18 µm at 2 ns) alone; this table is where the other points go.
 */
final class PointsTable {

    private PointsTable() {
    }

    /** What the figures assume, printed under the table. */
    static String note() {
        return "Each point maps the same RTL to another OSU cell library (the same 35 cells under the same names in "
                + "0.18, 0.35 and 0.5 µm, one typical corner each, at 1.8, 3.3 and 5 V) or for another delay target "
                + "(Yosys/ABC abc -D). Gates are NAND2 equivalents of the "
                + "point's own library, so gate counts compare across libraries while µm² do not. A netlist that "
                + "misses 100 MHz is checked at gate level at its own period rounded up to a whole ns (the gate-level "
                + "clock column) and its power, measured there, is stated at 100 MHz like every row's: a cycle's "
                + "dynamic energy does not depend on the clock. Energy per A.2 packet and throughput are at each "
                + "point's Fmax.";
    }

    /** The table, or empty when every row is at the reference point. */
    static Optional<Table> table(List<DesignResult> rows) {
        Set<String> varied = rows.stream().filter(r -> !r.isReference()).map(DesignResult::designName)
                .collect(Collectors.toSet());
        if (varied.isEmpty()) {
            return Optional.empty();
        }
        List<DesignResult> shown = new ArrayList<>(rows.stream().filter(r -> varied.contains(r.designName())).toList());
        shown.sort(ResultsMerge.IN_DESIGN_ORDER.thenComparing(DesignResult::library)
                .thenComparingDouble(r -> Metric.number(r.get("timing_target_ns")).orElse(Double.MAX_VALUE)));
        List<List<String>> cells = new ArrayList<>();
        for (DesignResult r : shown) {
            cells.add(List.of(r.designName(), r.library(), r.get("timing_target_ns"), r.get("asic_nand2_eq"),
                    r.get("asic_cell_area_um2"), r.get("fmax_mhz"), gateClock(r), r.get("throughput_own_mbps"),
                    r.get("a2_energy_own_nj"), r.get("power_mw"), r.get("kib_energy_own_nj"), r.get("gate_check")));
        }
        return Optional.of(new Table(List.of("design", "cell library", "delay target (ns)", "NAND2 eq.",
                "cell area (µm²)", "Fmax (MHz)", "gate-level clock (MHz)", "throughput at Fmax (Mbps)",
                "energy per A.2 packet at Fmax (nJ)", "power at 100 MHz (mW)", "energy per 1 KiB packet at Fmax (nJ)",
                "gate-level check"), cells));
    }

    /** The gate-level clock; a row from before it was a column ran at 100 MHz. */
    private static String gateClock(DesignResult r) {
        return DesignResult.NOT_MEASURED.equals(r.get("gate_clock_mhz"))
                ? String.format(Locale.ROOT, "%.1f", TimingSetup.CLOCK_MHZ) : r.get("gate_clock_mhz");
    }
}
