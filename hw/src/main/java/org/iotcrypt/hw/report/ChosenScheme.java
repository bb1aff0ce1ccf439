package org.iotcrypt.hw.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The paper's chosen scheme c0k1n2s2 as a sanity point: our cycles, throughput, gates, power (total,
 * and the switching, internal and leakage parts of its Table 4 breakdown) and what derives from them beside the
 * paper's (its Tables 3-5), and the cycles behind its best
 * throughput (c1k1n2, 281.31 Mbps). The paper prints throughputs, not cycles; the cycles are
 * 768 bits of RFC 8998 A.2 / throughput x 100 MHz.
 */
final class ChosenScheme {

    static final String NAME = "c0k1n2s2";

    private ChosenScheme() {
    }

    static Table table(SchemeResults results) {
        Optional<SchemeResults.Entry> chosen = results.find(NAME);
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of(NAME + " cycles on A.2, key load to tag", ours(chosen, "ccm_cycles"),
                Numbers.format(PaperValues.cyclesAt100MHz(PaperValues.CHOSEN_THROUGHPUT_MBPS)),
                "768 bits / 199.99 Mbps x 100 MHz"));
        rows.add(List.of(NAME + " throughput (Mbps)", ours(chosen, Metric.THROUGHPUT.column()),
                Numbers.format(PaperValues.CHOSEN_THROUGHPUT_MBPS), "Table 5"));
        rows.add(List.of(NAME + " gates (NAND2)", ours(chosen, Metric.AREA.column()),
                Numbers.format(PaperValues.CHOSEN_GATES), "Table 5 (14.6K)"));
        rows.add(List.of(NAME + " power (mW)", ours(chosen, Metric.POWER.column()),
                Numbers.format(PaperValues.CHOSEN_POWER_MW), "Tables 4, 5"));
        rows.add(List.of(NAME + " switching power (mW)", ours(chosen, "power_switching_mw"),
                Numbers.format(PaperValues.CHOSEN_SWITCHING_MW), "Table 4 (203.9 µW)"));
        rows.add(List.of(NAME + " internal power (mW)", ours(chosen, "power_internal_mw"),
                Numbers.format(PaperValues.CHOSEN_INTERNAL_MW), "Table 4 (1.067 mW of it the clock network, "
                        + "which our netlists do not have: their clock port drives every flip-flop)"));
        rows.add(List.of(NAME + " internal power of the flip-flops' clock pins (mW)", ours(chosen, "power_clock_pins_mw"),
                Numbers.format(PaperValues.CHOSEN_CLOCK_NETWORK_MW), "Table 4's clock network (its tree, which we do not "
                        + "have, and the registers' clock pins)"));
        rows.add(List.of(NAME + " dynamic power scaled to 90 nm and 0.9 V (mW, ours x 1/8)",
                scaled(chosen, "power_dynamic_mw"), Numbers.format(PaperValues.CHOSEN_INTERNAL_MW + PaperValues.CHOSEN_SWITCHING_MW),
                "Table 4, internal + switching; the factor: C V^2 with C in proportion to the feature size"));
        rows.add(List.of(NAME + " leakage power (mW)", ours(chosen, "power_leakage_mw"),
                Numbers.format(PaperValues.CHOSEN_LEAKAGE_MW), "Table 4 (51.82 µW)"));
        rows.add(List.of(NAME + " power efficiency (Mbps/mW)", ours(chosen, Metric.POWER_EFFICIENCY.column()),
                Numbers.format(PaperValues.CHOSEN_POWER_EFFICIENCY), "Table 3"));
        rows.add(List.of(NAME + " APDP (gates x mW x cycles)", ours(chosen, Metric.APDP.column()),
                Numbers.format(PaperValues.CHOSEN_APDP), "Table 3"));
        Optional<SchemeResults.Entry> fastest = results.entries().stream()
                .filter(e -> e.scheme().name().startsWith("c1k1n2")).findFirst();
        double paperFastest = PaperValues.TABLE_3.get(Metric.THROUGHPUT).value();
        rows.add(List.of("c1k1n2s* cycles on A.2, key load to tag", ours(fastest, "ccm_cycles"),
                Numbers.format(PaperValues.cyclesAt100MHz(paperFastest)),
                "768 bits / " + Numbers.format(paperFastest) + " Mbps x 100 MHz (Table 3)"));
        return new Table(List.of("quantity", "ours", "paper", "paper's source"), rows);
    }

    /** {@link #ours} times {@link PaperValues#DYNAMIC_SCALING_TO_90NM}, or what {@link #ours} says when it is no number. */
    private static String scaled(Optional<SchemeResults.Entry> entry, String column) {
        if (entry.isEmpty() || entry.get().failed()) {
            return ours(entry, column);
        }
        OptionalDouble n = Metric.number(entry.get().row().get(column));
        return n.isPresent() ? Numbers.format(n.getAsDouble() * PaperValues.DYNAMIC_SCALING_TO_90NM) : ours(entry, column);
    }

    private static String ours(Optional<SchemeResults.Entry> entry, String column) {
        if (entry.isEmpty()) {
            return "not explored";
        }
        if (entry.get().failed()) {
            return "failed";
        }
        String v = entry.get().row().get(column);
        OptionalDouble n = Metric.number(v);
        return n.isPresent() ? Numbers.format(n.getAsDouble()) : v;
    }
}
