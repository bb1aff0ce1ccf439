package org.iotcrypt.hw.choose;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.explore.Scheme;
import org.iotcrypt.hw.explore.TimingSetup;

/**
 * Answers the designer's question, which SM4-CCM scheme for a budget of area, throughput and
 * energy: every scheme row is judged against the limits (a failed bit-exact check, a value not
 * measured or over a limit each give a reason), and the schemes that meet them are ranked, those
 * on the Pareto front in area x energy x throughput first (no qualifying scheme at least as good
 * on all three and better on one), then by the criterion asked for, then in the paper's scheme
 * order. A side-channel limit ({@link Limits#maxLeakage()}) rejects schemes without ranking them.
 * PRESENT rows and unknown names are left out: they are another cipher.
 */
public final class Chooser {

    private Chooser() {
    }

    /** The judged schemes of {@code rows} for an ASIC: qualifying ones ranked first, then the rest in scheme order. */
    public static Choice choose(List<DesignResult> rows, Limits limits, Clock clock, Criterion rankBy) {
        return choose(rows, limits, clock, rankBy, Target.ASIC);
    }

    /**
     * The judged schemes of {@code rows} for {@code target}: qualifying ones ranked first, then the rest
     * in scheme order.
     *
     * @throws IllegalArgumentException when the target does not judge the criterion ranked by or limited
     *     (energy on an FPGA), or reads an FPGA at a common clock
     */
    public static Choice choose(List<DesignResult> rows, Limits limits, Clock clock, Criterion rankBy, Target target) {
        if (!target.criteria().contains(rankBy)) {
            throw new IllegalArgumentException(target.id() + " has no " + target.label(rankBy) + " to rank by");
        }
        for (Criterion c : Criterion.values()) {
            if (limits.bound(c).isPresent() && !target.criteria().contains(c)) {
                throw new IllegalArgumentException(target.id() + " has no " + target.label(c)
                        + " to limit: there is no power model for it");
            }
        }
        if (target.fpga() && clock != Clock.OWN) {
            throw new IllegalArgumentException(target.id() + " is read at its routed Fmax only");
        }
        List<Candidate> judged = new ArrayList<>();
        for (DesignResult row : rows) {
            Scheme scheme;
            try {
                scheme = Scheme.parse(row.designName());
            } catch (IllegalArgumentException notAScheme) {
                continue;
            }
            judged.add(judge(scheme, row, limits, clock, target));
        }
        Comparator<Candidate> byCriterion = Comparator.comparingDouble(c -> c.get(rankBy));
        if (rankBy.higherIsBetter()) {
            byCriterion = byCriterion.reversed();
        }
        Comparator<Candidate> inSchemeOrder = Comparator.comparingInt((Candidate c) -> Scheme.all().indexOf(c.scheme()))
                .thenComparing(Candidate::name);
        List<Candidate> qualifying = new ArrayList<>(judged.stream().filter(Candidate::qualifies).toList());
        qualifying.sort(byCriterion.thenComparing(inSchemeOrder));
        List<Candidate> ranked = new ArrayList<>();
        for (Candidate c : qualifying) {
            Optional<Candidate> better = qualifying.stream().filter(o -> dominates(o, c, target)).findFirst();
            ranked.add(better.isPresent() ? c.dominatedBy(better.get().name()) : c);
        }
        ranked.sort(Comparator.comparing((Candidate c) -> !c.onParetoFront()).thenComparing(byCriterion)
                .thenComparing(inSchemeOrder));
        List<Candidate> rest = new ArrayList<>(judged.stream().filter(c -> !c.qualifies()).toList());
        rest.sort(inSchemeOrder);
        return new Choice(limits, clock, rankBy, target, ranked, rest);
    }

    /** Whether {@code a} is at least as good as {@code b} on every criterion of the target and better on one. */
    static boolean dominates(Candidate a, Candidate b, Target target) {
        boolean better = false;
        for (Criterion c : target.criteria()) {
            if (!c.atLeastAsGood(a.get(c), b.get(c))) {
                return false;
            }
            better |= a.get(c) != b.get(c);
        }
        return better;
    }

    private static Candidate judge(Scheme scheme, DesignResult row, Limits limits, Clock clock, Target target) {
        Map<Criterion, Double> values = new EnumMap<>(Criterion.class);
        List<String> misses = new ArrayList<>();
        if (row.failed()) {
            misses.add("failed its bit-exact check (" + row.get("rtl_check") + " at RTL, " + row.get("gate_check")
                    + " at gate level)");
        }
        String fmax = row.get(target.fmaxColumn());
        // too large for the part, or not placed within the time limit: nextpnr's words say which
        if (target.fpga() && (fmax.startsWith("does not fit") || fmax.startsWith("not placed"))) {
            misses.add(fmax);
            return new Candidate(scheme, row, values, misses, Optional.empty());
        }
        for (Criterion c : target.criteria()) {
            OptionalDouble v = target.value(c, row, clock);
            if (v.isEmpty()) {
                String column = target.column(c, clock);
                misses.add(target.label(c) + " not measured (" + column + ": " + row.get(column) + ")"
                        + (target.kibPacket() ? "; 'hw explore --packets'" : ""));
                continue;
            }
            values.put(c, v.getAsDouble());
            if (!limits.meets(c, v.getAsDouble())) {
                misses.add(target.label(c) + " " + ChoiceText.number(v.getAsDouble()) + (c.higherIsBetter() ? " < " : " > ")
                        + ChoiceText.number(limits.bound(c).getAsDouble()) + " " + target.unit(c));
            }
        }
        // a netlist slower than the common clock (a slow library's) is not read at it
        OptionalDouble own = DesignResult.number(row.get("fmax_mhz"));
        if (clock == Clock.COMMON && own.isPresent() && own.getAsDouble() < TimingSetup.CLOCK_MHZ) {
            misses.add(String.format(Locale.ROOT, "does not reach %.0f MHz (Fmax %s MHz)",
                    TimingSetup.CLOCK_MHZ, row.get("fmax_mhz")));
        }
        if (limits.maxLeakage().isPresent()) {
            String t = row.get(Limits.LEAKAGE_COLUMN);
            OptionalDouble maxT = DesignResult.number(t);
            if (maxT.isEmpty()) {
                misses.add("leakage not assessed (" + Limits.LEAKAGE_COLUMN + ": " + t + "; 'hw explore --tvla N')");
            } else if (maxT.getAsDouble() > limits.maxLeakage().getAsDouble()) {
                misses.add("TVLA max |t| " + t + " over " + row.get("tvla_traces") + " traces > "
                        + ChoiceText.number(limits.maxLeakage().getAsDouble()));
            }
        }
        return new Candidate(scheme, row, values, misses, Optional.empty());
    }
}
