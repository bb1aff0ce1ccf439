package org.iotcrypt.hw.explore;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Evaluates designs, {@code jobs} at a time, each in its own work folder, reusing cached
 * results whose key (RTL, testbench, tool versions) is unchanged, and printing one progress
 * line per finished design.
 */
public final class Explorer {

    private final RtlSources rtl;
    private final Path workRoot;
    private final ResultCache cache;
    private final int jobs;
    private final PrintWriter progress;

    /**
     * @param rtl where the RTL is
     * @param workRoot parent of the per-design work folders
     * @param cacheDir where finished results are cached
     * @param jobs designs evaluated in parallel (at least 1)
     * @param progress where progress lines go
     */
    public Explorer(RtlSources rtl, Path workRoot, Path cacheDir, int jobs, PrintWriter progress) {
        if (jobs < 1) {
            throw new IllegalArgumentException("jobs must be at least 1, got " + jobs);
        }
        this.rtl = rtl;
        this.workRoot = workRoot;
        this.cache = new ResultCache(cacheDir);
        this.jobs = jobs;
        this.progress = progress;
    }

    /** The results of {@code designs}, in their order. */
    public List<DesignResult> explore(List<Design> designs) throws IOException, InterruptedException {
        ToolVersions tools = ToolVersions.detect(Files.createDirectories(workRoot));
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        AtomicInteger finished = new AtomicInteger();
        try {
            List<Future<DesignResult>> futures = new ArrayList<>();
            for (Design d : designs) {
                futures.add(pool.submit(() -> {
                    long t0 = System.nanoTime();
                    DesignRun run = new DesignRun(d, rtl, tools);
                    String key = run.cacheKey();
                    DesignResult r = cache.get(key).orElse(null);
                    String how = "cached";
                    if (r == null) {
                        r = run.run(workRoot.resolve(d.name()), key);
                        cache.put(key, r);
                        how = String.format(Locale.ROOT, "%.1f s", (System.nanoTime() - t0) / 1e9);
                    }
                    report(finished.incrementAndGet(), designs.size(), r, how);
                    return r;
                }));
            }
            List<DesignResult> results = new ArrayList<>();
            for (Future<DesignResult> f : futures) {
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

    private synchronized void report(int done, int total, DesignResult r, String how) {
        progress.printf(Locale.ROOT, "[%d/%d] %s: %s, %s NAND2 eq., %s FF, %s cycles/block (%s)%n", done, total,
                r.get("design"), r.passed() ? "pass" : r.get("rtl_check"), r.get("asic_nand2_eq"),
                r.get("asic_flip_flops"), r.get("block_cycles"), how);
        progress.flush();
    }
}
