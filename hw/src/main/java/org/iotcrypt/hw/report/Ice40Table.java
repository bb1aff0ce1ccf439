package org.iotcrypt.hw.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.fpga.Ice40Device;
import org.iotcrypt.hw.fpga.Ice40Flow;
import org.iotcrypt.hw.fpga.PinWrapper;

/**
 * Every design placed and routed on Lattice iCE40 ({@code hw explore --ice40}), smallest first: the
 * logic cells nextpnr packed and the routed Fmax on the HX8K and the UP5K (or "does not fit"), the
 * LUT4s and flip-flops Yosys mapped (the serial pin wrapper's flip-flops counted in and shown
 * apart), and the throughput at the HX8K's Fmax; {@link #note()} says how they were made.
 */
final class Ice40Table {

    private Ice40Table() {
    }

    /** How the figures were made, printed under the table. */
    static String note() {
        return String.format(Locale.ROOT, "Yosys synth_ice40 (no DSP or RAM inference) of each design behind %s, "
                + "a wrapper that feeds every input from a shift register on one pin and captures every output into "
                + "another read out on one pin (so a 660-port design fits a package and every path is register to "
                + "register); nextpnr-ice40 placement and routing aimed at %.0f MHz, seed 1, pins placed by the tool, "
                + "--timing-allow-fail; Fmax is nextpnr's routed estimate from its timing model of the part "
                + "(no vendor sign-off). Logic cells include the wrapper's flip-flops and nextpnr's two constant "
                + "drivers. Parts: %s.", PinWrapper.TOP, Ice40Flow.TARGET_MHZ, parts());
    }

    private static String parts() {
        List<String> p = new ArrayList<>();
        for (Ice40Device d : Ice40Device.values()) {
            p.add(String.format(Locale.ROOT, "%s %,d logic cells", d.id().toUpperCase(Locale.ROOT), d.logicCells()));
        }
        return String.join(", ", p);
    }

    /** The row's throughput at its HX8K Fmax, or "-" when it has none. */
    private static String throughputAtHx8k(DesignResult r) {
        OptionalDouble fmax = Metric.number(r.get("ice40_hx8k_fmax_mhz"));
        OptionalDouble t = fmax.isPresent() ? r.throughputAt(fmax.getAsDouble()) : OptionalDouble.empty();
        return t.isPresent() ? Numbers.format(t.getAsDouble()) : "-";
    }

    /** The table, or empty when no row went through the iCE40 stage. */
    static Optional<Table> table(List<DesignResult> rows) {
        List<DesignResult> placed = new ArrayList<>();
        for (DesignResult r : rows) {
            if (Metric.number(r.get("ice40_hx8k_logic_cells")).isPresent()) {
                placed.add(r);
            }
        }
        if (placed.isEmpty()) {
            return Optional.empty();
        }
        placed.sort(Comparator.comparingDouble((DesignResult r) -> Metric.number(r.get("ice40_hx8k_logic_cells"))
                .getAsDouble()).thenComparing(r -> r.get("design")));
        List<List<String>> cells = new ArrayList<>();
        for (DesignResult r : placed) {
            cells.add(List.of(r.get("design"), r.get("ice40_hx8k_logic_cells"), r.get("ice40_hx8k_fmax_mhz"),
                    r.get("ice40_up5k_logic_cells"), r.get("ice40_up5k_fmax_mhz"), r.get("ice40_luts"),
                    r.get("ice40_flip_flops") + " (" + r.get("ice40_wrapper_flip_flops") + ")",
                    throughputAtHx8k(r)));
        }
        return Optional.of(new Table(List.of("design", "HX8K logic cells", "HX8K Fmax (MHz)", "UP5K logic cells",
                "UP5K Fmax (MHz)", "LUT4", "flip-flops (wrapper's)", "throughput at HX8K Fmax (Mbps)"), cells));
    }
}
