package org.iotcrypt.bench.leakage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns the harness's TSV files (one per JIT tier) into the Markdown report: a table of |t| and
 * measurement counts per operation and tier, the worst |t| per tier over iotcrypt's operations
 * against the goal of 4.5, and the controls apart.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar org.iotcrypt.bench.leakage.LeakageReport --out REPORT.md
 *     [--command TEXT] [--machine TEXT] FILE.tsv...
 * </pre>
 */
public final class LeakageReport {

    /** dudect's threshold: above it, a difference is considered found. */
    static final double GOAL = 4.5;

    private static final List<String> TIER_ORDER = List.of("c2", "c1", "int");
    private static final Map<String, String> TIER_NAMES = Map.of("c2", "default (C2)",
            "c1", "C1 only (-XX:TieredStopAtLevel=1)", "int", "interpreter (-Xint)");

    private LeakageReport() {
    }

    public static void main(String[] args) throws IOException {
        Path out = null;
        String command = "bench/leakage.sh";
        String machine = "";
        List<Path> inputs = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--out" -> out = Path.of(args[++i]);
                case "--command" -> command = args[++i];
                case "--machine" -> machine = args[++i];
                default -> inputs.add(Path.of(args[i]));
            }
        }
        if (out == null || inputs.isEmpty()) {
            System.err.println("usage: LeakageReport --out REPORT.md [--command TEXT] [--machine TEXT] FILE.tsv...");
            System.exit(2);
        }
        Files.writeString(out, render(read(inputs), command, machine), StandardCharsets.UTF_8);
        System.out.println("wrote " + out);
    }

    /** One TSV row. */
    record Row(String tier, String target, String classes, long n0, long n1, double mean0, double mean1, double maxT,
            String maxTest, double rawT, double seconds, boolean reached, String flags) {
    }

    static List<Row> read(List<Path> files) throws IOException {
        List<Row> rows = new ArrayList<>();
        for (Path f : files) {
            List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
            for (String line : lines.subList(1, lines.size())) {
                if (line.isBlank()) {
                    continue;
                }
                String[] c = line.split("\t", -1);
                rows.add(new Row(c[0], c[1], c[2], Long.parseLong(c[3]), Long.parseLong(c[4]), Double.parseDouble(c[5]),
                        Double.parseDouble(c[6]), Double.parseDouble(c[7]), c[8], Double.parseDouble(c[9]),
                        Double.parseDouble(c[10]), Boolean.parseBoolean(c[11]), c.length > 12 ? c[12] : ""));
            }
        }
        return rows;
    }

    static String render(List<Row> rows, String command, String machine) {
        Map<String, Map<String, Row>> byTarget = new LinkedHashMap<>();
        List<String> tiers = new ArrayList<>();
        for (Row r : rows) {
            byTarget.computeIfAbsent(r.target(), k -> new LinkedHashMap<>()).put(r.tier(), r);
            if (!tiers.contains(r.tier())) {
                tiers.add(r.tier());
            }
        }
        tiers.sort((a, b) -> Integer.compare(order(a), order(b)));
        StringBuilder md = new StringBuilder();
        md.append("# Timing leakage of iotcrypt's secret-handling operations\n\n");
        md.append("Made by `").append(command).append("`").append(machine.isEmpty() ? "" : " on " + machine)
                .append(". Method: dudect (Reparaz, Balasch, Verbauwhede, DATE 2017): two classes of secret input ")
                .append("interleaved at random, each call timed with `System.nanoTime()`, Welch's t on all ")
                .append("measurements, on those below 20 percentile thresholds and on a second-order statistic; ")
                .append("the table shows the largest |t| of those tests (with at least 1,000 measurements per class) ")
                .append("and the measurements per class. Goal: |t| < ").append(GOAL)
                .append(" for every iotcrypt operation in every tier; the controls must exceed 10.\n\n");
        md.append("| tier | worst iotcrypt \\|t\\| | operation | measurements per operation (fewest) |\n|---|---:|---|---:|\n");
        for (String tier : tiers) {
            Row worst = null;
            long fewest = Long.MAX_VALUE;
            for (Map<String, Row> m : byTarget.values()) {
                Row r = m.get(tier);
                if (r == null || Targets.isControl(r.target())) {
                    continue;
                }
                fewest = Math.min(fewest, r.n0() + r.n1());
                if (worst == null || r.maxT() > worst.maxT()) {
                    worst = r;
                }
            }
            if (worst != null) {
                md.append(String.format(Locale.ROOT, "| %s | %s | %s | %,d |%n", TIER_NAMES.getOrDefault(tier, tier),
                        t(worst.maxT()), worst.target(), fewest));
            }
        }
        md.append("\n| operation | classes |");
        for (String tier : tiers) {
            md.append(' ').append(TIER_NAMES.getOrDefault(tier, tier)).append(": \\|t\\| (test) |");
        }
        for (String tier : tiers) {
            md.append(' ').append(tier).append(" n |");
        }
        md.append("\n|---|---|");
        md.append("---:|".repeat(2 * tiers.size())).append('\n');
        for (boolean controls : new boolean[] {false, true}) {
            for (Map.Entry<String, Map<String, Row>> e : byTarget.entrySet()) {
                if (Targets.isControl(e.getKey()) != controls) {
                    continue;
                }
                Row any = e.getValue().values().iterator().next();
                md.append("| ").append(e.getKey()).append(controls ? " (control)" : "").append(" | ")
                        .append(any.classes()).append(" |");
                for (String tier : tiers) {
                    Row r = e.getValue().get(tier);
                    md.append(r == null ? " - |" : " " + t(r.maxT()) + " (" + r.maxTest() + ") |");
                }
                for (String tier : tiers) {
                    Row r = e.getValue().get(tier);
                    md.append(r == null ? " - |" : String.format(Locale.ROOT, " %,d |", r.n0() + r.n1()));
                }
                md.append('\n');
            }
        }
        md.append("\nMean time per call (ns), class 0 / class 1:\n\n| operation |");
        for (String tier : tiers) {
            md.append(' ').append(tier).append(" |");
        }
        md.append("\n|---|").append("---:|".repeat(tiers.size())).append('\n');
        for (Map.Entry<String, Map<String, Row>> e : byTarget.entrySet()) {
            md.append("| ").append(e.getKey()).append(" |");
            for (String tier : tiers) {
                Row r = e.getValue().get(tier);
                md.append(r == null ? " - |" : String.format(Locale.ROOT, " %,.0f / %,.0f |", r.mean0(), r.mean1()));
            }
            md.append('\n');
        }
        return md.toString();
    }

    private static String t(double v) {
        String s = String.format(Locale.ROOT, "%.2f", v);
        return v >= GOAL ? "**" + s + "**" : s;
    }

    private static int order(String tier) {
        int i = TIER_ORDER.indexOf(tier);
        return i < 0 ? TIER_ORDER.size() : i;
    }
}
