package org.iotcrypt.hw.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.iotcrypt.hw.explore.DesignResult;

/**
 * Energy and latency per IoT packet at each scheme's own clock ({@code hw explore --packets}): RFC
 * 8998 A.2 (64 bytes of payload, 20 of AAD) from the row, and a 1 KiB packet with 20 bytes of AAD
 * from the packet stage, with its energy per payload bit and whether that energy was measured or
 * extrapolated; least energy per 1 KiB packet first.
 */
final class PacketTable {

    private PacketTable() {
    }

    /** How the figures were made, printed under the table. */
    static String note() {
        return "Every packet is timed from its key load to its tag and checked bit-exact. Cycles come from RTL "
                + "simulation, latency is cycles / Fmax (OpenSTA, typical corner). Energy is the gate-level power "
                + "model's (switching, the cells' internal-power tables, leakage; no wires, no clock tree): dynamic "
                + "energy a cycle does not change with the clock, leakage runs for the packet's time at Fmax. The "
                + "1 KiB packet's energy is measured when the stage simulated it at gate level ('hw explore "
                + "--packets 1024'); otherwise it is A.2's energy plus its extra cycles at the dynamic energy a cycle "
                + "that a longer gate-level packet (the method column says which) added over A.2.";
    }

    /** The table, or empty when no row has the packet stage's figures. */
    static Optional<Table> table(List<DesignResult> rows) {
        List<DesignResult> measured = new ArrayList<>();
        for (DesignResult r : rows) {
            if (Metric.number(r.get("kib_energy_own_nj")).isPresent()) {
                measured.add(r);
            }
        }
        if (measured.isEmpty()) {
            return Optional.empty();
        }
        measured.sort(Comparator.comparingDouble((DesignResult r) -> Metric.number(r.get("kib_energy_own_nj"))
                .getAsDouble()).thenComparing(r -> r.get("design")));
        List<List<String>> cells = new ArrayList<>();
        for (DesignResult r : measured) {
            cells.add(List.of(r.get("design"), r.get("fmax_mhz"), r.get("ccm_cycles"), r.get("a2_latency_own_us"),
                    r.get("a2_energy_own_nj"), r.get("kib_cycles"), r.get("kib_latency_own_us"),
                    r.get("kib_energy_own_nj"), r.get("kib_energy_per_bit_own_pj"), r.get("kib_energy_nj"),
                    r.get("kib_energy_method")));
        }
        return Optional.of(new Table(List.of("scheme", "Fmax (MHz)", "64 B: cycles", "64 B: latency (us)",
                "64 B: energy (nJ)", "1 KiB: cycles", "1 KiB: latency (us)", "1 KiB: energy (nJ)",
                "1 KiB: pJ per payload bit", "1 KiB: energy at 100 MHz (nJ)", "1 KiB energy"), cells));
    }
}
