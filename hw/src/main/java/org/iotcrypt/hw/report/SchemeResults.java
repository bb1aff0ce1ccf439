package org.iotcrypt.hw.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.explore.Scheme;

/**
 * The SM4-CCM scheme rows of a report (PRESENT rows and unknown names left out), in scheme order,
 * with the group means the paper's figures compare. A failed design is drawn but never counted:
 * its numbers say nothing about the architecture.
 */
public final class SchemeResults {

    /** One explored scheme and its row. */
    public record Entry(Scheme scheme, DesignResult row) {

        /** Whether a bit-exact check failed. */
        public boolean failed() {
            return row.failed();
        }

        /** The metric's value, empty if the design failed or the value is no number. */
        public OptionalDouble value(Metric metric) {
            return failed() ? OptionalDouble.empty() : metric.value(row);
        }
    }

    /** The mean of a metric over one candidate's schemes ({@code count} of them counted). */
    public record Group(int candidate, String label, int members, int count, OptionalDouble mean) {
    }

    private final List<Entry> entries;

    /** The scheme rows among {@code rows}. */
    public SchemeResults(List<DesignResult> rows) {
        List<Entry> list = new ArrayList<>();
        for (DesignResult r : rows) {
            try {
                list.add(new Entry(Scheme.parse(r.get("design")), r));
            } catch (IllegalArgumentException notAScheme) {
                // PRESENT datapaths have their own table.
            }
        }
        list.sort(Comparator.comparingInt(e -> Scheme.all().indexOf(e.scheme())));
        entries = List.copyOf(list);
    }

    /** The entries, in the paper's scheme order. */
    public List<Entry> entries() {
        return entries;
    }

    /** The entry of {@code name}, if explored. */
    public Optional<Entry> find(String name) {
        return entries.stream().filter(e -> e.scheme().name().equals(name)).findFirst();
    }

    /** Whether every one of the 63 schemes was explored, passed and has a number for {@code metric}. */
    public boolean complete(Metric metric) {
        return entries.size() == Scheme.all().size() && entries.stream().allMatch(e -> e.value(metric).isPresent());
    }

    /** Whether no explored scheme has a number for {@code metric} (not measured yet, or none explored). */
    public boolean pending(Metric metric) {
        return entries.stream().noneMatch(e -> metric.value(e.row()).isPresent());
    }

    /** The three candidates' means of {@code metric}, grouped by {@code layer}. */
    public List<Group> groups(Metric metric, Layer layer) {
        List<Group> groups = new ArrayList<>();
        for (int c = 0; c < 3; c++) {
            int members = 0;
            int count = 0;
            double sum = 0;
            for (Entry e : entries) {
                if (layer.candidate(e.scheme()) != c) {
                    continue;
                }
                members++;
                OptionalDouble v = e.value(metric);
                if (v.isPresent()) {
                    count++;
                    sum += v.getAsDouble();
                }
            }
            groups.add(new Group(c, layer.candidates().get(c), members, count,
                    count == 0 ? OptionalDouble.empty() : OptionalDouble.of(sum / count)));
        }
        return groups;
    }
}
