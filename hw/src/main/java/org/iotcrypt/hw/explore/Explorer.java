package org.iotcrypt.hw.explore;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.iotcrypt.hw.eda.EdaException;
import org.iotcrypt.hw.eda.NextpnrIce40;

/**
 * Evaluates designs, {@code jobs} units at a time, each in its own work folder, reusing cached
 * results whose key (RTL, testbench, tool versions) is unchanged, and printing one progress
 * line per finished design. The optional stages ({@link Stages}: iCE40 place and route, TVLA, packets) run
 * after a design's row passes, each cached under a key of its own inputs, so a row found in the
 * cache is not rebuilt for them, and they are run again only when their own inputs change.
 */
public final class Explorer {

    private final RtlSources rtl;
    private final Path workRoot;
    private final ResultCache cache;
    private final int jobs;
    private final PrintWriter progress;
    private final Stages stages;

    /**
     * The stages run beside the main row (each cached apart).
     *
     * @param ice40 the iCE40 place and route ({@link Ice40Stage})
     * @param tvlaTraces traces of the side-channel assessment ({@link TvlaStage}); 0 for none
     * @param packetBytes payload bytes of the packet simulated at gate level for the 1 KiB packet's
     *                    energy ({@link PacketStage}); 0 for none
     */
    public record Stages(boolean ice40, int tvlaTraces, int packetBytes) {

        /** The main row only. */
        public static final Stages NONE = new Stages(false, 0, 0);

        /** The gate-level packet's payload bytes when {@code --packets} names none. */
        public static final int DEFAULT_PACKET_BYTES = PacketStage.DEFAULT_BYTES;

        public Stages {
            if (tvlaTraces != 0 && tvlaTraces < 20) {
                throw new IllegalArgumentException("a TVLA needs at least 20 traces, not " + tvlaTraces);
            }
            if (packetBytes != 0) {
                PacketStage.checkBytes(packetBytes);
            }
        }

        /** Whether any stage beside the row runs. */
        boolean any() {
            return ice40 || tvlaTraces > 0 || packetBytes > 0;
        }
    }

    /**
     * @param rtl where the RTL is
     * @param workRoot parent of the per-design work folders
     * @param cacheDir where finished results are cached
     * @param jobs designs evaluated in parallel (at least 1)
     * @param progress where progress lines go
     * @param stages the stages to run beside the main row
     */
    public Explorer(RtlSources rtl, Path workRoot, Path cacheDir, int jobs, PrintWriter progress, Stages stages) {
        if (jobs < 1) {
            throw new IllegalArgumentException("jobs must be at least 1, got " + jobs);
        }
        this.rtl = rtl;
        this.workRoot = workRoot;
        this.cache = new ResultCache(cacheDir);
        this.jobs = jobs;
        this.progress = progress;
        this.stages = stages;
    }

    /** The results of {@code designs} at the reference point, in their order; a design named twice is evaluated once. */
    public List<DesignResult> explore(List<Design> designs) throws IOException, InterruptedException {
        return explore(designs, List.of(SynthesisPoint.REFERENCE));
    }

    /**
     * The results of {@code designs} at each of {@code points}: every design at the first point, in
     * their order, then every design at the next; a design or a point named twice is evaluated once.
     */
    public List<DesignResult> explore(List<Design> designs, List<SynthesisPoint> points)
            throws IOException, InterruptedException {
        ToolVersions tools = ToolVersions.detect(Files.createDirectories(workRoot));
        String nextpnr = stages.ice40() ? NextpnrIce40.version(workRoot) : null;
        Map<String, Unit> units = new LinkedHashMap<>();
        for (SynthesisPoint p : points) {
            for (Design d : designs) {
                units.putIfAbsent(DesignRun.unit(d, p), new Unit(d, p));
            }
        }
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        AtomicInteger finished = new AtomicInteger();
        try {
            Map<String, Future<DesignResult>> futures = new LinkedHashMap<>();
            for (Map.Entry<String, Unit> unit : units.entrySet()) {
                Design first = unit.getValue().design();
                futures.put(unit.getKey(), pool.submit(() -> {
                    long t0 = System.nanoTime();
                    DesignRun run = new DesignRun(first, unit.getValue().point(), rtl, tools);
                    String key = run.cacheKey();
                    DesignResult r = cache.get(key).orElse(null);
                    boolean worked = false;
                    if (r == null || stages.any()) {
                        try (UnitLock lock = UnitLock.acquire(workRoot, unit.getKey())) {
                            // another explorer sharing this cache may have finished it while we waited
                            r = cache.get(key).orElse(null);
                            if (r == null) {
                                r = run.run(workRoot.resolve(unit.getKey()), key);
                                cache.put(key, r);
                                worked = true;
                            }
                            Path work = workRoot.resolve(unit.getKey());
                            if (stages.ice40() && r.passed()) {
                                Ice40Stage stage = run.ice40(nextpnr);
                                DesignResult row = r;
                                r = orFailed(row, DesignResult.ICE40_COLUMNS,
                                        () -> stage.apply(row, cache, work.resolve("ice40")));
                                worked |= stage.ran();
                            }
                            if (stages.tvlaTraces() > 0 && r.passed()) {
                                TvlaStage stage = run.tvla(stages.tvlaTraces());
                                DesignResult row = r;
                                r = orFailed(row, DesignResult.TVLA_COLUMNS,
                                        () -> stage.apply(row, cache, work.resolve("tvla")));
                                worked |= stage.ran();
                            }
                            if (stages.packetBytes() > 0 && r.passed()) {
                                PacketStage stage = run.packets(stages.packetBytes());
                                DesignResult row = r;
                                r = orFailed(row, DesignResult.PACKET_COLUMNS,
                                        () -> stage.apply(row, cache, work.resolve("packets")));
                                worked |= stage.ran();
                            }
                        }
                    }
                    String how = worked ? String.format(Locale.ROOT, "%.1f s", (System.nanoTime() - t0) / 1e9)
                            : "cached";
                    report(finished.incrementAndGet(), units.size(), unit.getKey(), first, r, how);
                    return r;
                }));
            }
            List<DesignResult> results = new ArrayList<>();
            for (Future<DesignResult> f : futures.values()) {
                results.add(f.get());
            }
            return results;
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException io) {
                throw io;
            }
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(cause);
        } finally {
            pool.shutdownNow();
        }
    }

    /** A design at a point: what one work folder and one cached row hold. */
    private record Unit(Design design, SynthesisPoint point) {
    }

    /** A stage's run on a row. */
    interface StageCall {
        DesignResult apply() throws IOException;
    }

    /**
     * The row {@code call} gives, or, when the stage's tool fails (a bit-exact check of its own, a
     * tool that stops), the row with the stage's first column {@link DesignResult#STAGE_FAILED} and
     * the reason's first line, the others {@link DesignResult#NOT_MEASURED}: one design's stage does
     * not end a sweep of many, and nothing is cached for it, so the next run tries again.
     */
    static DesignResult orFailed(DesignResult row, List<String> columns, StageCall call) throws IOException {
        try {
            return call.apply();
        } catch (EdaException e) {
            Map<String, String> failed = new LinkedHashMap<>();
            String why = String.valueOf(e.getMessage()).lines().findFirst().orElse("").strip();
            columns.forEach(c -> failed.put(c, DesignResult.NOT_MEASURED));
            failed.put(columns.get(0), DesignResult.STAGE_FAILED + ": " + why);
            return row.with(failed);
        }
    }

    private static String mhz(String fmax) {
        return DesignResult.number(fmax).isPresent() ? fmax + " MHz" : fmax;
    }

    private synchronized void report(int done, int total, String unit, Design design, DesignResult r,
            String how) {
        String speed = design.speed(r);
        String checks = r.passed() ? "pass (RTL and gate level)"
                : "RTL " + r.get("rtl_check") + ", gate level " + r.get("gate_check");
        checks += r.stageFailures().stream().map(f -> ", " + f).reduce("", String::concat);
        String fpga = DesignResult.NOT_MEASURED.equals(r.get("ice40_hx8k_fmax_mhz")) ? ""
                : ", iCE40 HX8K " + r.get("ice40_hx8k_logic_cells") + " LCs " + mhz(r.get("ice40_hx8k_fmax_mhz"))
                        + ", UP5K " + mhz(r.get("ice40_up5k_fmax_mhz"));
        String tvla = DesignResult.number(r.get("tvla_max_t")).isEmpty() ? ""
                : ", TVLA max |t| " + r.get("tvla_max_t") + " over " + r.get("tvla_traces") + " traces";
        String packet = DesignResult.number(r.get("kib_energy_own_nj")).isEmpty() ? ""
                : ", 1 KiB packet " + r.get("kib_energy_own_nj") + " nJ in " + r.get("kib_latency_own_us") + " us at Fmax";
        progress.printf(Locale.ROOT, "[%d/%d] %s: %s, %s NAND2 eq., %s FF, Fmax %s MHz, %s, %s mW%s%s%s (%s)%n", done,
                total, unit, checks, r.get("asic_nand2_eq"), r.get("asic_flip_flops"), r.get("fmax_mhz"), speed,
                r.get("power_mw"), fpga, tvla, packet, how);
        progress.flush();
    }
}
