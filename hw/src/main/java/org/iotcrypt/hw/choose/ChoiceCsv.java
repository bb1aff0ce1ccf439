package org.iotcrypt.hw.choose;

import java.util.ArrayList;
import java.util.List;
import org.iotcrypt.hw.explore.ResultsCsv;

/**
 * A {@link Choice} as CSV for scripts ({@code hw choose --format csv}): one row per qualifying
 * scheme in rank order, then, if asked for, one per scheme that misses the limits (rank empty),
 * each with its values at the clock chosen and its reasons, quoted as results.csv quotes.
 */
public final class ChoiceCsv {

    /** The header. */
    public static final List<String> COLUMNS = List.of("rank", "scheme", "architecture", "target", "area",
            "area_unit", "fmax_mhz", "throughput_mbps", "energy_per_packet_nj", "packet", "clock", "qualifies", "pareto_front",
            "dominated_by", "misses");

    private ChoiceCsv() {
    }

    /** The CSV text: the header, the ranked schemes, and with {@code all} the others. */
    public static String render(Choice choice, boolean all) {
        StringBuilder out = new StringBuilder(String.join(",", COLUMNS)).append('\n');
        int rank = 1;
        for (Candidate c : choice.ranked()) {
            row(out, Integer.toString(rank++), c, choice);
        }
        if (all) {
            for (Candidate c : choice.rejected()) {
                row(out, "", c, choice);
            }
        }
        return out.toString();
    }

    private static void row(StringBuilder out, String rank, Candidate c, Choice choice) {
        Target t = choice.target();
        Clock clock = choice.clock();
        List<String> fields = new ArrayList<>(List.of(rank, c.name(), c.row().get("description"), t.id(),
                value(c, Criterion.AREA, clock, t), t.unit(Criterion.AREA), c.row().get(t.fmaxColumn()),
                value(c, Criterion.THROUGHPUT, clock, t), value(c, Criterion.ENERGY, clock, t),
                t.fpga() ? "" : t.kibPacket() ? "1k" : "a2", clock == Clock.OWN ? "own" : "100", Boolean.toString(c.qualifies()),
                Boolean.toString(c.onParetoFront()), c.dominatedBy().orElse(""), String.join("; ", c.misses())));
        out.append(String.join(",", fields.stream().map(ResultsCsv::field).toList())).append('\n');
    }

    /**
     * The criterion's value: on the ASIC the column as the results file wrote it (full precision), on
     * an FPGA the value computed from its columns; empty when there is none.
     */
    private static String value(Candidate c, Criterion k, Clock clock, Target t) {
        if (c.value(k).isEmpty()) {
            return "";
        }
        // an FPGA's area is a column (logic cells); its throughput is computed from two
        return t.fpga() && k == Criterion.THROUGHPUT ? Double.toString(c.value(k).getAsDouble())
                : c.row().get(t.column(k, clock));
    }
}
