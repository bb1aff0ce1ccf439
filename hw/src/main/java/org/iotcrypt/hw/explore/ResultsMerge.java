package org.iotcrypt.hw.explore;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rows of several results files as one sweep: the shares of a job array, or sweeps of
 * different designs. A design in two files must have the same row in both (the same cached result
 * read twice); two different rows for one design are an error naming both files, never a silent
 * choice. The merged rows follow the explorer's design order, names it does not know after them.
 */
public final class ResultsMerge {

    private ResultsMerge() {
    }

    /**
     * The merged rows.
     *
     * @param sources each file's rows
     * @param names each file's name, for errors
     * @throws IllegalArgumentException if one design has different rows in two files
     */
    public static List<DesignResult> merge(List<List<DesignResult>> sources, List<String> names) {
        if (sources.size() != names.size()) {
            throw new IllegalArgumentException(sources.size() + " sources, " + names.size() + " names");
        }
        Map<String, DesignResult> rows = new LinkedHashMap<>();
        Map<String, String> from = new LinkedHashMap<>();
        for (int i = 0; i < sources.size(); i++) {
            for (DesignResult r : sources.get(i)) {
                String design = r.get("design");
                DesignResult seen = rows.get(design);
                if (seen == null) {
                    rows.put(design, r);
                    from.put(design, names.get(i));
                } else if (!seen.values().equals(r.values())) {
                    throw new IllegalArgumentException("design " + design + " has different results in " + from.get(design)
                            + " and " + names.get(i));
                }
            }
        }
        List<String> order = Design.all().stream().map(Design::name).toList();
        List<DesignResult> merged = new ArrayList<>(rows.values());
        merged.sort(Comparator.comparingInt((DesignResult r) -> {
            int i = order.indexOf(r.get("design"));
            return i < 0 ? Integer.MAX_VALUE : i;
        }).thenComparing(r -> r.get("design")));
        return merged;
    }
}
