package org.iotcrypt.bench.leakage;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The leakage harness's measuring run in one JVM, hence one JIT tier (issue 12, points 6 and 7):
 * every {@link Targets target} through {@link Measurement}, one line of results each, printed
 * and appended to a TSV file. {@code bench/leakage.sh} starts it once per tier (default, then
 * {@code -XX:TieredStopAtLevel=1}, then {@code -Xint}) and turns the files into the report.
 *
 * <pre>
 * java [tier flags] -cp bench/target/benchmarks.jar org.iotcrypt.bench.leakage.Leakage
 *     --tier NAME --measurements N --max-seconds S [--warmup-seconds W] [--warmup-calls C]
 *     [--only REGEX] [--out FILE.tsv] [--seed N]
 * </pre>
 */
public final class Leakage {

    /** The TSV columns, in order. */
    static final String HEADER = "tier\ttarget\tclasses\tn0\tn1\tmean0_ns\tmean1_ns\tmax_abs_t\tmax_test\traw_t\tseconds"
            + "\treached_target\tjvm_flags";

    /** How one run is set up. */
    record Options(String tier, long measurements, double maxSeconds, double warmupSeconds, int warmupCalls,
            Pattern only, Path out, long seed) {
    }

    private Leakage() {
    }

    public static void main(String[] args) throws Exception {
        Options o;
        try {
            o = parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("leakage: " + e.getMessage());
            System.exit(2);
            return;
        }
        run(o, System.out);
    }

    /** Runs every selected target; returns the results (also printed, and appended to the TSV file). */
    static List<Measurement.Result> run(Options o, PrintStream log) throws Exception {
        String flags = String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()).replace('\t', ' ');
        List<Measurement.Result> results = new ArrayList<>();
        if (o.out() != null && (!Files.exists(o.out()) || Files.size(o.out()) == 0)) {
            Files.writeString(o.out(), HEADER + "\n", StandardCharsets.UTF_8);
        }
        log.printf("leakage: tier %s, %s, up to %,d measurements or %.0f s per target%n", o.tier(),
                System.getProperty("java.vm.info"), o.measurements(), o.maxSeconds());
        for (Target t : Targets.all(o.seed())) {
            if (o.only() != null && !o.only().matcher(t.name()).find()) {
                continue;
            }
            Measurement.Result r = Measurement.run(t, o.measurements(), o.maxSeconds(), o.warmupCalls(),
                    o.warmupSeconds(), o.seed() ^ t.name().hashCode());
            results.add(r);
            log.printf(Locale.ROOT, "%-24s |t| = %8.2f (%s)  n = %,d + %,d  mean %.0f / %.0f ns  %.1f s%n", r.target(),
                    r.maxT(), r.maxTest(), r.n0(), r.n1(), r.mean0(), r.mean1(), r.seconds());
            if (o.out() != null) {
                Files.writeString(o.out(), line(o.tier(), r, flags) + "\n", StandardCharsets.UTF_8,
                        StandardOpenOption.APPEND);
            }
        }
        return results;
    }

    static String line(String tier, Measurement.Result r, String flags) {
        return String.join("\t", tier, r.target(), r.classes(), Long.toString(r.n0()), Long.toString(r.n1()),
                String.format(Locale.ROOT, "%.1f", r.mean0()), String.format(Locale.ROOT, "%.1f", r.mean1()),
                String.format(Locale.ROOT, "%.3f", r.maxT()), r.maxTest(), String.format(Locale.ROOT, "%.3f", r.rawT()),
                String.format(Locale.ROOT, "%.1f", r.seconds()), Boolean.toString(r.reachedTarget()), flags);
    }

    static Options parse(String[] args) {
        String tier = null;
        long measurements = 1_000_000;
        double maxSeconds = 600;
        double warmupSeconds = 2;
        int warmupCalls = 20_000;
        Pattern only = null;
        Path out = null;
        long seed = 12;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(a + " needs a value");
            }
            String v = args[++i];
            try {
                switch (a) {
                    case "--tier" -> tier = v;
                    case "--measurements" -> measurements = Long.parseLong(v.replace("_", ""));
                    case "--max-seconds" -> maxSeconds = Double.parseDouble(v);
                    case "--warmup-seconds" -> warmupSeconds = Double.parseDouble(v);
                    case "--warmup-calls" -> warmupCalls = Integer.parseInt(v);
                    case "--only" -> only = Pattern.compile(v);
                    case "--out" -> out = Path.of(v);
                    case "--seed" -> seed = Long.parseLong(v);
                    default -> throw new IllegalArgumentException("unknown option " + a);
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(a + " takes a number, got " + v);
            }
        }
        if (tier == null) {
            throw new IllegalArgumentException("--tier is required (a name for the JIT tier this JVM runs in)");
        }
        return new Options(tier, measurements, maxSeconds, warmupSeconds, warmupCalls, only, out, seed);
    }

}
