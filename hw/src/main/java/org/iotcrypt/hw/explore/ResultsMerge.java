package org.iotcrypt.hw.explore;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rows of several results files as one sweep: the shares of a job array, sweeps of different
 * designs, or sweeps of the same designs with other stages (a TVLA of three schemes beside the full
 * sweep). A design in two files has its rows combined column by column: a column one file did not
 * measure ({@link DesignResult#NOT_MEASURED}) takes the other's value, and a column both hold must
 * hold the same text in both; a difference is an error naming the design, the column and both
 * files, never a silent choice. The merged rows follow the explorer's design order, names it does
 * not know after them.
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
                } else {
                    rows.put(design, combine(seen, r, from.get(design), names.get(i)));
                    from.put(design, from.get(design) + " and " + names.get(i));
                }
            }
        }
        List<DesignResult> merged = new ArrayList<>(rows.values());
        // the reference point's rows first, then each other point's, each in the designs' order
        merged.sort(Comparator.comparing((DesignResult r) -> r.get("design").substring(r.designName().length()))
                .thenComparing(IN_DESIGN_ORDER).thenComparing(r -> r.get("design")));
        return merged;
    }

    private static final List<String> DESIGN_ORDER = Design.all().stream().map(Design::name).toList();

    /** Rows in the explorer's order of their designs ({@link Design#all()}), designs it does not know last. */
    public static final Comparator<DesignResult> IN_DESIGN_ORDER = Comparator.comparingInt(r -> {
        int i = DESIGN_ORDER.indexOf(r.designName());
        return i < 0 ? Integer.MAX_VALUE : i;
    });

    private static DesignResult combine(DesignResult a, DesignResult b, String aName, String bName) {
        Map<String, String> v = new LinkedHashMap<>();
        for (String c : DesignResult.COLUMNS) {
            String x = a.get(c);
            String y = b.get(c);
            if (x.equals(y) || DesignResult.NOT_MEASURED.equals(y)) {
                v.put(c, x);
            } else if (DesignResult.NOT_MEASURED.equals(x)) {
                v.put(c, y);
            } else {
                throw new IllegalArgumentException("design " + a.get("design") + " has different results in " + aName
                        + " and " + bName + " (" + c + ": " + x + " and " + y + ")");
            }
        }
        return new DesignResult(v);
    }
}
