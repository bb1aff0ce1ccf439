package org.iotcrypt.hw.choose;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.explore.Scheme;

/**
 * Answers the designer's question, which SM4-CCM scheme for a budget of area, throughput and
 * energy: every scheme row is judged against the limits (a failed bit-exact check, a value not
 * measured or over a limit each give a reason), and the schemes that meet them are ranked, those
 * on the Pareto front in area x energy x throughput first (no qualifying scheme at least as good
 * on all three and better on one), then by the criterion asked for, then in the paper's scheme
 * order. PRESENT rows and unknown names are left out: they are another cipher.
 */
public final class Chooser {

    private Chooser() {
    }

    /** The judged schemes of {@code rows}: qualifying ones ranked first, then the rest in scheme order. */
    public static Choice choose(List<DesignResult> rows, Limits limits, Clock clock, Criterion rankBy) {
        List<Candidate> judged = new ArrayList<>();
        for (DesignResult row : rows) {
            Scheme scheme;
            try {
                scheme = Scheme.parse(row.get("design"));
            } catch (IllegalArgumentException notAScheme) {
                continue;
            }
            judged.add(judge(scheme, row, limits, clock));
        }
        Comparator<Candidate> byCriterion = Comparator.comparingDouble(c -> c.get(rankBy));
        if (rankBy.higherIsBetter()) {
            byCriterion = byCriterion.reversed();
        }
        Comparator<Candidate> inSchemeOrder = Comparator.comparingInt(c -> Scheme.all().indexOf(c.scheme()));
        List<Candidate> qualifying = new ArrayList<>(judged.stream().filter(Candidate::qualifies).toList());
        qualifying.sort(byCriterion.thenComparing(inSchemeOrder));
        List<Candidate> ranked = new ArrayList<>();
        for (Candidate c : qualifying) {
            Optional<Candidate> better = qualifying.stream().filter(o -> dominates(o, c)).findFirst();
            ranked.add(better.isPresent() ? c.dominatedBy(better.get().name()) : c);
        }
        ranked.sort(Comparator.comparing((Candidate c) -> !c.onParetoFront()).thenComparing(byCriterion)
                .thenComparing(inSchemeOrder));
        List<Candidate> rest = new ArrayList<>(judged.stream().filter(c -> !c.qualifies()).toList());
        rest.sort(inSchemeOrder);
        return new Choice(limits, clock, rankBy, ranked, rest);
    }

    /** Whether {@code a} is at least as good as {@code b} on every criterion and better on one. */
    static boolean dominates(Candidate a, Candidate b) {
        boolean better = false;
        for (Criterion c : Criterion.values()) {
            if (!c.atLeastAsGood(a.get(c), b.get(c))) {
                return false;
            }
            better |= a.get(c) != b.get(c);
        }
        return better;
    }

    private static Candidate judge(Scheme scheme, DesignResult row, Limits limits, Clock clock) {
        Map<Criterion, Double> values = new EnumMap<>(Criterion.class);
        List<String> misses = new ArrayList<>();
        if (row.failed()) {
            misses.add("failed its bit-exact check (" + row.get("rtl_check") + " at RTL, " + row.get("gate_check")
                    + " at gate level)");
        }
        for (Criterion c : Criterion.values()) {
            OptionalDouble v = c.value(row, clock);
            if (v.isEmpty()) {
                misses.add(c.label() + " not measured (" + c.column(clock) + ": " + row.get(c.column(clock)) + ")");
                continue;
            }
            values.put(c, v.getAsDouble());
            if (!limits.meets(c, v.getAsDouble())) {
                misses.add(c.label() + " " + ChoiceText.number(v.getAsDouble()) + (c.higherIsBetter() ? " < " : " > ")
                        + ChoiceText.number(limits.bound(c).getAsDouble()) + " " + c.unit());
            }
        }
        return new Candidate(scheme, row, values, misses, Optional.empty());
    }
}
