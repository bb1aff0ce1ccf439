package org.iotcrypt.hw.choose;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * A designer's budget: for each criterion at most one limit, an upper one for area and energy, a
 * lower one for throughput. A criterion without a limit still counts for the Pareto front. Beside
 * them an optional side-channel limit, a filter only (it is no criterion of the front): the largest
 * |t| of the scheme's fixed-vs-random TVLA without noise ({@code tvla_max_t}, from {@code hw explore
 * --tvla N}; |t| grows with the square root of the traces, so it reads at the traces the sweep ran).
 */
public final class Limits {

    /** The results column the side-channel limit reads. */
    public static final String LEAKAGE_COLUMN = "tvla_max_t";

    private final Map<Criterion, Double> limits;
    private final OptionalDouble maxLeakage;

    private Limits(Map<Criterion, Double> limits, OptionalDouble maxLeakage) {
        Map<Criterion, Double> copy = new EnumMap<>(Criterion.class);
        copy.putAll(limits);
        this.limits = Collections.unmodifiableMap(copy);
        this.maxLeakage = maxLeakage;
    }

    /** No limit at all: every passing design qualifies and the ranking alone decides. */
    public static Limits none() {
        return new Limits(new EnumMap<>(Criterion.class), OptionalDouble.empty());
    }

    /** These limits and at most {@code maxAbsT} as the largest TVLA |t| without noise. */
    public Limits withMaxLeakage(double maxAbsT) {
        if (!Double.isFinite(maxAbsT) || maxAbsT < 0) {
            throw new IllegalArgumentException("the leakage limit must be a number >= 0, not " + maxAbsT);
        }
        return new Limits(limits, OptionalDouble.of(maxAbsT));
    }

    /** The side-channel limit, if one was set. */
    public OptionalDouble maxLeakage() {
        return maxLeakage;
    }

    /** These limits and {@code criterion}'s set to {@code bound} (at most for area and energy, at least for throughput). */
    public Limits with(Criterion criterion, double bound) {
        if (!Double.isFinite(bound) || bound < 0) {
            throw new IllegalArgumentException("the " + criterion.label() + " limit must be a number >= 0, not " + bound);
        }
        Map<Criterion, Double> m = new EnumMap<>(Criterion.class);
        m.putAll(limits);
        m.put(criterion, bound);
        return new Limits(m, maxLeakage);
    }

    /** The limit on {@code criterion}, if one was set. */
    public OptionalDouble bound(Criterion criterion) {
        Double b = limits.get(criterion);
        return b == null ? OptionalDouble.empty() : OptionalDouble.of(b);
    }

    /** Whether {@code value} meets the limit on {@code criterion} (true without one). */
    public boolean meets(Criterion criterion, double value) {
        Double b = limits.get(criterion);
        return b == null || criterion.atLeastAsGood(value, b);
    }

    /** The limits as they read in a heading, e.g. {@code area <= 20,000 NAND2 eq.}; empty without any. */
    public List<String> describe() {
        return describe(Target.ASIC);
    }

    /** The limits in the units of {@code target}. */
    public List<String> describe(Target target) {
        List<String> out = new ArrayList<>();
        for (Criterion c : Criterion.values()) {
            Double b = limits.get(c);
            if (b != null) {
                out.add(target.label(c) + (c.higherIsBetter() ? " >= " : " <= ") + ChoiceText.number(b) + " " + target.unit(c));
            }
        }
        maxLeakage.ifPresent(t -> out.add("TVLA max |t| <= " + ChoiceText.number(t)));
        return out;
    }
}
