package org.iotcrypt.hw.choose;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import org.iotcrypt.hw.explore.DesignResult;

/** A {@link Choice} as text for a terminal: a heading, the ranked table with the reasons, the rest. */
public final class ChoiceText {

    /** The power model in a few words: what the explorer's power and energy columns count. */
    public static final String POWER_MODEL = "switching: toggles x load capacitance x V^2 / 2; internal: the "
            + "library's internal-power tables per pin toggle; plus the cells' leakage; no wires, no clock tree";

    /** What the energy and area of a choice are, under every answer and on the report's first screen. */
    public static final String ENERGY_NOTE = "Energy per RFC 8998 A.2 packet (64 bytes of payload, 20 of AAD, key load "
            + "to tag) from gate-level activity (" + POWER_MODEL + "); area is cell area in NAND2X1 equivalents "
            + "(docs/hw-sweep/README.md).";

    /** What the energy is when the 1 KiB packet's is judged, under every such answer. */
    public static final String KIB_NOTE = "Energy per 1 KiB packet (1,024 bytes of payload, 20 of AAD, key load to "
            + "tag) from 'hw explore --packets': gate-level activity (" + POWER_MODEL + ") of a shorter packet "
            + "extrapolated by its cycles, or the 1 KiB packet itself with --packets 1024; area is cell area in "
            + "NAND2X1 equivalents (docs/hw-sweep/README.md).";

    /** What area and throughput are on an iCE40 target, under every such answer. */
    public static final String ICE40_NOTE = "Area is the logic cells nextpnr-ice40 packed (the serial pin wrapper's "
            + "flip-flops included), throughput A.2's at the part's routed Fmax; no energy: icestorm has no power "
            + "model (docs/hw-sweep/README.md).";

    private ChoiceText() {
    }

    /** A value as the tables print it: grouped thousands, fewer decimals the larger it is. */
    public static String number(double v) {
        double a = Math.abs(v);
        String pattern = a >= 1000 ? "%,.0f" : a >= 100 ? "%.1f" : a >= 1 ? "%.2f" : "%.3f";
        return String.format(Locale.ROOT, pattern, v);
    }

    /**
     * The whole answer.
     *
     * @param choice what the chooser found
     * @param source where the rows came from, as the user named it
     * @param all whether to list every scheme that misses the limits with its reasons
     */
    public static String render(Choice choice, String source, boolean all) {
        StringBuilder out = new StringBuilder();
        Target target = choice.target();
        out.append("SM4-CCM schemes of ").append(source).append(", ")
                .append(target.fpga() ? "each at its routed Fmax" : choice.clock().description())
                .append("; ").append(target.description(choice.libraries())).append(".\n");
        List<String> limits = choice.limits().describe(target);
        String limitText = limits.isEmpty() ? "none" : String.join("; ", limits);
        // a unit ending in a full stop (NAND2 eq.) ends the sentence
        out.append("Limits: ").append(limitText).append(limitText.endsWith(".") ? "\n" : ".\n");
        out.append(String.format(Locale.ROOT, "%d of %d schemes meet them, %d on the Pareto front (%s); ranked by %s.%n",
                choice.ranked().size(), choice.judged(), choice.front().size(),
                target.fpga() ? "area x throughput" : "area x energy x throughput", target.label(choice.rankBy())));
        if (!choice.ranked().isEmpty()) {
            out.append('\n').append(table(choice));
        }
        if (!choice.rejected().isEmpty()) {
            out.append('\n');
            if (all) {
                out.append("Not meeting them:\n");
                for (Candidate c : choice.rejected()) {
                    out.append("  ").append(c.name()).append("  ").append(String.join("; ", c.misses())).append('\n');
                }
            } else {
                out.append(choice.rejected().size()).append(" schemes do not meet them (--all lists each with its reasons)");
                Candidate near = nearest(choice);
                if (near != null && choice.ranked().isEmpty()) {
                    out.append("; the nearest, ").append(near.name()).append(", misses by: ")
                            .append(String.join("; ", near.misses()));
                }
                out.append(".\n");
            }
        }
        out.append("\n").append(target.fpga() ? ICE40_NOTE : target.kibPacket() ? KIB_NOTE : ENERGY_NOTE).append('\n');
        return out.toString();
    }

    private static String table(Choice choice) {
        Target target = choice.target();
        boolean energy = target.criteria().contains(Criterion.ENERGY);
        List<String[]> rows = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of("rank", "scheme", "architecture",
                "area (" + target.unit(Criterion.AREA) + ")", "Fmax (MHz)", "throughput (Mbps)"));
        if (energy) {
            header.add(target.kibPacket() ? "energy/1 KiB packet (nJ)" : "energy/packet (nJ)");
        }
        header.add("why");
        rows.add(header.toArray(String[]::new));
        int rank = 1;
        for (Candidate c : choice.ranked()) {
            List<String> r = new ArrayList<>(List.of(Integer.toString(rank++), c.name(), c.row().get("description"),
                    number(c.get(Criterion.AREA)), fmax(c, target), number(c.get(Criterion.THROUGHPUT))));
            if (energy) {
                r.add(number(c.get(Criterion.ENERGY)));
            }
            r.add(c.dominatedBy().map(d -> "dominated by " + d).orElse("Pareto front"));
            rows.add(r.toArray(String[]::new));
        }
        int lastNumeric = rows.get(0).length - 2;
        int[] width = new int[rows.get(0).length];
        for (String[] r : rows) {
            for (int i = 0; i < r.length; i++) {
                width[i] = Math.max(width[i], r[i].length());
            }
        }
        StringBuilder out = new StringBuilder();
        for (String[] r : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < r.length; i++) {
                boolean numeric = i == 0 || (i >= 3 && i <= lastNumeric);
                String cell = numeric ? " ".repeat(width[i] - r[i].length()) + r[i]
                        : i == r.length - 1 ? r[i] : r[i] + " ".repeat(width[i] - r[i].length());
                line.append(i == 0 ? "" : "  ").append(cell);
            }
            out.append(line.toString().stripTrailing()).append('\n');
        }
        return out.toString();
    }

    /** The scheme's Fmax as the table prints numbers, or the column's text when it is none. */
    private static String fmax(Candidate c, Target target) {
        String text = c.row().get(target.fmaxColumn());
        OptionalDouble v = DesignResult.number(text);
        return v.isPresent() ? number(v.getAsDouble()) : text;
    }

    /** The measured scheme that misses the fewest limits (the first in scheme order on a tie), or null. */
    private static Candidate nearest(Choice choice) {
        Candidate best = null;
        for (Candidate c : choice.rejected()) {
            if (c.values().size() == choice.target().criteria().size() && (best == null || c.misses().size() < best.misses().size())) {
                best = c;
            }
        }
        return best;
    }
}
