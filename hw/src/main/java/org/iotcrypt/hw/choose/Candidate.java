package org.iotcrypt.hw.choose;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.explore.Scheme;

/**
 * One SM4-CCM scheme judged against a budget: its three values at the clock asked for, why it
 * misses the budget (empty if it meets it), and, among those that meet it, the first design in
 * the ranking that dominates it (empty on the Pareto front).
 *
 * @param scheme the scheme
 * @param row its results row
 * @param values area, throughput and energy where the row has numbers for them
 * @param misses why it does not qualify, one reason per criterion, in criterion order; empty if it does
 * @param dominatedBy a qualifying design at least as good on all three criteria and better on one, if any
 */
public record Candidate(Scheme scheme, DesignResult row, Map<Criterion, Double> values, List<String> misses,
        Optional<String> dominatedBy) {

    public Candidate {
        values = Map.copyOf(values);
        misses = List.copyOf(misses);
    }

    /** The row's name: the scheme's, e.g. {@code c0k1n2s2}, with its point if not the reference ({@code c0k1n2s2@osu035-2ns}). */
    public String name() {
        return row.get("design");
    }

    /** Whether it meets every limit (and was measured on every criterion). */
    public boolean qualifies() {
        return misses.isEmpty();
    }

    /** Whether it qualifies and no qualifying design dominates it. */
    public boolean onParetoFront() {
        return qualifies() && dominatedBy.isEmpty();
    }

    /** The value of {@code criterion}, if measured. */
    public OptionalDouble value(Criterion criterion) {
        Double v = values.get(criterion);
        return v == null ? OptionalDouble.empty() : OptionalDouble.of(v);
    }

    /** The value of {@code criterion}; only for a qualifying candidate, which has all three. */
    double get(Criterion criterion) {
        return values.get(criterion);
    }

    /** This candidate with the design that dominates it. */
    Candidate dominatedBy(String name) {
        return new Candidate(scheme, row, values, misses, Optional.of(name));
    }
}
