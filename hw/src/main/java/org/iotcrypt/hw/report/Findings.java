package org.iotcrypt.hw.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The paper's findings (§5.1-5.7), each judged on our results. Findings about candidates compare
 * the candidates' means over the passed schemes (as the paper's grouped figures do); findings about
 * one best scheme need all 63 schemes. Orderings are compared, never absolute values: ours are OSU
 * 0.18 um cells and an activity estimate, the paper's TSMC 90 nm and PrimeTime PX.
 */
final class Findings {

    /** How a finding fared. */
    enum Verdict {
        REPRODUCED("reproduced"), NOT_REPRODUCED("not reproduced"), PENDING("pending"),
        NOT_ENOUGH("not enough designs");

        private final String text;

        Verdict(String text) {
            this.text = text;
        }

        /** As printed on the page. */
        String text() {
            return text;
        }
    }

    /** One finding: where the paper says it, what it says, the verdict and our numbers. */
    record Finding(String section, String claim, Verdict verdict, String evidence) {
    }

    /** Said under the findings: why a CCM mean can mislead. */
    static final String GROUP_NOTE = "Means over each candidate's passed schemes, as the paper's grouped figures "
            + "compare them. GB2SM4 (c2) exists only with OffKS (k0), so its mean is over the 9 c2k0 schemes, "
            + "not a like-for-like comparison with c0 and c1 (27 schemes each).";

    /** Two means closer than this (relative to the larger) count as "the difference is tiny". */
    static final double CLOSE = 0.05;

    /** "Much lower" means at least this much (relative) below each other candidate. */
    static final double MUCH = 0.10;

    private Findings() {
    }

    /** Every finding, judged on {@code results}. */
    static List<Finding> evaluate(SchemeResults results) {
        List<Finding> f = new ArrayList<>();
        f.add(highest(results, "5.1", "P2SM4 (c1) has the highest throughput", Metric.THROUGHPUT, Layer.CCM, 1));
        f.add(order(results, "5.1", "throughput OnKP (k1) > OffKS (k0) > OnKS (k2)", Metric.THROUGHPUT, Layer.CORE,
                1, 0, 2));
        f.add(order(results, "5.1", "throughput grows with the number of S-boxes (n2 > n1 > n0)", Metric.THROUGHPUT,
                Layer.NLT, 2, 1, 0));
        f.add(sboxKindKeepsThroughput(results));
        f.add(order(results, "5.2", "CFA (s1) gives the smallest area and DSE (s2) the largest", Metric.AREA,
                Layer.SBOX, 2, 0, 1));
        f.add(highest(results, "5.2", "OffKS (k0) costs the most area", Metric.AREA, Layer.CORE, 0));
        f.add(highest(results, "5.2", "P2SM4 (c1) has the highest gate counts", Metric.AREA, Layer.CCM, 1));
        f.add(highest(results, "5.2", "NLT4 (n2) takes more area than NLT1 (n0) and NLT2 (n1)", Metric.AREA,
                Layer.NLT, 2));
        f.add(close(results, "5.2", "NLT1 (n0) and NLT2 (n1) differ little in area (within "
                + Math.round(CLOSE * 100) + "%)", Metric.AREA, Layer.NLT, 0, 1));
        f.add(lowest(results, "5.3", "S1SM4 (c0) draws the lowest power", Metric.POWER, Layer.CCM, 0, 0));
        f.add(highest(results, "5.3", "OffKS (k0) draws the highest power", Metric.POWER, Layer.CORE, 0));
        f.add(lowest(results, "5.3", "NLT1 (n0) draws the lowest power", Metric.POWER, Layer.NLT, 0, 0));
        f.add(lowest(results, "5.3", "DSE (s2) draws much less power than LUT and CFA (at least "
                + Math.round(MUCH * 100) + "% below each)", Metric.POWER, Layer.SBOX, 2, MUCH));
        f.add(best(results, "5.3", "c0k2n0s2 has the lowest power", Metric.POWER, "c0k2n0s2"));
        f.add(best(results, "5.4", "c0k1n2s1 has the best area efficiency", Metric.AREA_EFFICIENCY, "c0k1n2s1"));
        f.add(best(results, "5.5", "c0k1n2s2 has the best power efficiency", Metric.POWER_EFFICIENCY, "c0k1n2s2"));
        f.add(best(results, "5.6", "c0k1n2s2 has the lowest APDP (the paper's optimal scheme)", Metric.APDP,
                "c0k1n2s2"));
        return f;
    }

    /** The means of {@code candidates} in that order, if each has one. */
    private static Optional<List<SchemeResults.Group>> groups(SchemeResults results, Metric metric, Layer layer,
            int... candidates) {
        List<SchemeResults.Group> all = results.groups(metric, layer);
        List<SchemeResults.Group> chosen = new ArrayList<>();
        for (int c : candidates) {
            if (all.get(c).mean().isEmpty()) {
                return Optional.empty();
            }
            chosen.add(all.get(c));
        }
        return Optional.of(chosen);
    }

    private static String means(SchemeResults results, Metric metric, Layer layer) {
        return "means: " + results.groups(metric, layer).stream()
                .map(g -> g.label() + " " + (g.mean().isPresent() ? Numbers.format(g.mean().getAsDouble()) : "-"))
                .collect(Collectors.joining(", ")) + " " + metric.unit();
    }

    private static Finding judged(String section, String claim, SchemeResults results, Metric metric, Layer layer,
            Optional<Boolean> holds) {
        if (results.pending(metric)) {
            return new Finding(section, claim, Verdict.PENDING, metric.label() + " not measured yet");
        }
        if (holds.isEmpty()) {
            return new Finding(section, claim, Verdict.NOT_ENOUGH, means(results, metric, layer));
        }
        return new Finding(section, claim, holds.get() ? Verdict.REPRODUCED : Verdict.NOT_REPRODUCED,
                means(results, metric, layer));
    }

    /** Each candidate's mean strictly above the next one's, in the order given. */
    static Finding order(SchemeResults results, String section, String claim, Metric metric, Layer layer,
            int... descending) {
        Optional<Boolean> holds = groups(results, metric, layer, descending).map(g -> {
            for (int i = 1; i < g.size(); i++) {
                if (!(g.get(i - 1).mean().getAsDouble() > g.get(i).mean().getAsDouble())) {
                    return false;
                }
            }
            return true;
        });
        return judged(section, claim, results, metric, layer, holds);
    }

    /** The candidate's mean above every other candidate's that has one (at least one other). */
    static Finding highest(SchemeResults results, String section, String claim, Metric metric, Layer layer,
            int candidate) {
        return judged(section, claim, results, metric, layer, extreme(results, metric, layer, candidate, 1, 0));
    }

    /** The candidate's mean below every other one's by at least {@code margin} (relative). */
    static Finding lowest(SchemeResults results, String section, String claim, Metric metric, Layer layer,
            int candidate, double margin) {
        return judged(section, claim, results, metric, layer, extreme(results, metric, layer, candidate, -1, margin));
    }

    private static Optional<Boolean> extreme(SchemeResults results, Metric metric, Layer layer, int candidate,
            int sign, double margin) {
        List<SchemeResults.Group> g = results.groups(metric, layer);
        OptionalDouble mine = g.get(candidate).mean();
        List<Double> others = g.stream().filter(x -> x.candidate() != candidate && x.mean().isPresent())
                .map(x -> x.mean().getAsDouble()).toList();
        if (mine.isEmpty() || others.isEmpty()) {
            return Optional.empty();
        }
        double m = mine.getAsDouble();
        return Optional.of(others.stream().allMatch(o -> sign > 0 ? m > o : m < o * (1 - margin)));
    }

    /** Two candidates' means within {@link #CLOSE} of the larger. */
    static Finding close(SchemeResults results, String section, String claim, Metric metric, Layer layer, int a,
            int b) {
        Optional<Boolean> holds = groups(results, metric, layer, a, b).map(g -> {
            double x = g.get(0).mean().getAsDouble();
            double y = g.get(1).mean().getAsDouble();
            return Math.abs(x - y) <= CLOSE * Math.max(Math.abs(x), Math.abs(y));
        });
        return judged(section, claim, results, metric, layer, holds);
    }

    /**
     * The S-box kind does not change throughput: among schemes equal but for the S-box, every one has
     * the same throughput. Needs at least one such set of two or more.
     */
    static Finding sboxKindKeepsThroughput(SchemeResults results) {
        String claim = "the S-box kind does not change throughput";
        Map<String, List<Double>> bySet = new TreeMap<>();
        for (SchemeResults.Entry e : results.entries()) {
            OptionalDouble v = e.value(Metric.THROUGHPUT);
            if (v.isPresent()) {
                String name = e.scheme().name();
                bySet.computeIfAbsent(name.substring(0, name.length() - 1), k -> new ArrayList<>()).add(v.getAsDouble());
            }
        }
        List<List<Double>> comparable = bySet.values().stream().filter(l -> l.size() >= 2).toList();
        if (results.pending(Metric.THROUGHPUT)) {
            return new Finding("5.1", claim, Verdict.PENDING, "throughput not measured yet");
        }
        String means = means(results, Metric.THROUGHPUT, Layer.SBOX);
        if (comparable.isEmpty()) {
            return new Finding("5.1", claim, Verdict.NOT_ENOUGH, "no two explored schemes differ only in the S-box; "
                    + means);
        }
        long same = comparable.stream().filter(l -> l.stream().distinct().count() == 1).count();
        return new Finding("5.1", claim, same == comparable.size() ? Verdict.REPRODUCED : Verdict.NOT_REPRODUCED,
                "equal throughput in " + same + " of " + comparable.size() + " sets of schemes differing only in "
                        + "the S-box; " + means);
    }

    /** The named scheme is among the best for the metric; judged only when all 63 schemes have a number. */
    static Finding best(SchemeResults results, String section, String claim, Metric metric, String scheme) {
        if (results.pending(metric)) {
            return new Finding(section, claim, Verdict.PENDING, metric.label() + " not measured yet");
        }
        Optional<BestSchemes.Best> best = BestSchemes.best(results, metric);
        String ours = best.map(b -> "our best: " + b.notation() + " " + Numbers.format(b.value()) + " " + metric.unit())
                .orElse("no passed scheme");
        if (!results.complete(metric)) {
            return new Finding(section, claim, Verdict.NOT_ENOUGH, "needs all 63 schemes passed with a value; " + ours);
        }
        boolean holds = best.get().schemes().stream().anyMatch(s -> s.name().equals(scheme));
        String theirs = results.find(scheme).map(e -> "; " + scheme + " " + Numbers.format(e.value(metric).getAsDouble())
                + " " + metric.unit()).orElse("");
        return new Finding(section, claim, holds ? Verdict.REPRODUCED : Verdict.NOT_REPRODUCED, ours + theirs);
    }
}
