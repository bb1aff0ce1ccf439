package org.iotcrypt.hw.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeSet;
import org.iotcrypt.hw.explore.Scheme;

/**
 * The analog of the paper's Table 3: for each metric the best explored scheme (smallest area,
 * power and APDP; largest throughput and efficiencies), schemes with the same value tied and
 * written the paper's way ({@code c1k1n2s{0,1,2}}), beside the paper's own best scheme.
 */
final class BestSchemes {

    /** The best value of a metric and the schemes that reach it. */
    record Best(Metric metric, double value, List<Scheme> schemes) {

        /** The tied schemes in the paper's notation. */
        String notation() {
            return collapse(schemes.stream().map(Scheme::name).toList());
        }
    }

    private BestSchemes() {
    }

    /** The best passed scheme(s) for {@code metric}, empty if no explored scheme has a number for it. */
    static Optional<Best> best(SchemeResults results, Metric metric) {
        OptionalDouble best = OptionalDouble.empty();
        List<Scheme> winners = new ArrayList<>();
        for (SchemeResults.Entry e : results.entries()) {
            OptionalDouble v = e.value(metric);
            if (v.isEmpty()) {
                continue;
            }
            double x = v.getAsDouble();
            if (best.isEmpty() || (metric.higherIsBetter() ? x > best.getAsDouble() : x < best.getAsDouble())) {
                best = v;
                winners.clear();
            }
            if (x == best.getAsDouble()) {
                winners.add(e.scheme());
            }
        }
        return best.isEmpty() ? Optional.empty() : Optional.of(new Best(metric, best.getAsDouble(), winners));
    }

    /**
     * Names that differ only in their last digit written as one, e.g. c1k1n2s0, c1k1n2s1, c1k1n2s2
     * as {@code c1k1n2s{0,1,2}}; groups of other shapes are listed.
     */
    static String collapse(List<String> names) {
        Map<String, Set<Character>> byPrefix = new LinkedHashMap<>();
        for (String n : names) {
            byPrefix.computeIfAbsent(n.substring(0, n.length() - 1), k -> new TreeSet<>()).add(n.charAt(n.length() - 1));
        }
        List<String> parts = new ArrayList<>();
        byPrefix.forEach((prefix, digits) -> {
            if (digits.size() == 1) {
                parts.add(prefix + digits.iterator().next());
            } else {
                parts.add(prefix + "{" + String.join(",", digits.stream().map(String::valueOf).toList()) + "}");
            }
        });
        return String.join(", ", parts);
    }

    /** The schemes a notation such as {@code c1k1n2s{0,1,2}} stands for. */
    static Set<String> expand(String notation) {
        Set<String> names = new TreeSet<>();
        for (String part : notation.split(",\\s+")) {
            int brace = part.indexOf('{');
            if (brace < 0) {
                names.add(part);
            } else {
                for (String d : part.substring(brace + 1, part.length() - 1).split(",")) {
                    names.add(part.substring(0, brace) + d);
                }
            }
        }
        return names;
    }

    /** Our best schemes beside the paper's, one row per metric. */
    static Table table(SchemeResults results) {
        List<List<String>> rows = new ArrayList<>();
        for (Metric m : Metric.values()) {
            PaperValues.Best paper = PaperValues.TABLE_3.get(m);
            String label = m.label() + " (" + m.unit() + ")";
            Optional<Best> ours = best(results, m);
            if (ours.isEmpty()) {
                String why = results.pending(m) ? "pending" : "no passed scheme";
                rows.add(List.of(label, why, "", "", paper.scheme(), paper.printed(), "pending"));
                continue;
            }
            Best b = ours.get();
            rows.add(List.of(label, b.notation(), Numbers.format(b.value()), candidates(b.schemes()), paper.scheme(),
                    paper.printed(), same(b.notation(), paper.scheme())));
        }
        return new Table(List.of("metric", "our best scheme", "our value", "CCM / SM4 / NLT / S-box", "paper's best",
                "paper's value", "same scheme?"), rows);
    }

    /** yes when the tied sets are equal, partly when they share a scheme, no otherwise. */
    static String same(String ours, String paper) {
        Set<String> a = expand(ours);
        Set<String> b = expand(paper);
        if (a.equals(b)) {
            return "yes";
        }
        return a.stream().anyMatch(b::contains) ? "partly" : "no";
    }

    /** The candidate of each layer, {@code -} where the tied schemes differ (as the paper's Table 3 prints it). */
    static String candidates(List<Scheme> schemes) {
        List<String> parts = new ArrayList<>();
        for (Layer layer : Layer.values()) {
            Set<Integer> seen = new TreeSet<>();
            schemes.forEach(s -> seen.add(layer.candidate(s)));
            parts.add(seen.size() == 1 ? layer.candidates().get(seen.iterator().next()).substring(3) : "-");
        }
        return String.join(" / ", parts);
    }
}
