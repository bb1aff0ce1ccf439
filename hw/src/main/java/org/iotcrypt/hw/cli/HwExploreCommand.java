package org.iotcrypt.hw.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.iotcrypt.cli.api.CommandFailure;
import org.iotcrypt.hw.eda.CellLibrary;
import org.iotcrypt.hw.eda.EdaException;
import org.iotcrypt.hw.explore.Design;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.explore.Explorer;
import org.iotcrypt.hw.explore.RtlSources;
import org.iotcrypt.hw.explore.Shard;
import org.iotcrypt.hw.explore.SynthesisPoint;
import org.iotcrypt.hw.report.Report;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code iotcrypt hw explore}: evaluates the selected designs (all by default) and writes
 * results.csv, results.json, summary.md and index.html into the output folder.
 */
@Command(name = "explore",
        mixinStandardHelpOptions = true,
        description = {
            "Simulate, synthesize and measure the selected designs.",
            "Simulate every selected design bit-exact against iotcrypt's software SM4 / PRESENT, " +
                "synthesize it with Yosys to a cell library for a delay target (OSU 0.18 um and 2 ns unless --library "
                + "and --target-ns say otherwise), time the netlist with OpenSTA (Fmax, " +
                "critical path), simulate it at gate level (bit-exact again, at a clock it meets, and an " +
                "activity-based power estimate from its VCD), and write results.csv, results.json, " +
                "summary.md and index.html into --out. SM4-CCM schemes run through their sm4_ccm top (RFC " +
                "8998 A.2 cycles, throughput, area efficiency, power efficiency, APDP). Results are " +
                "cached by a SHA-256 of the RTL, testbench, tool versions, cell library and the " +
                "explorer's own code."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every design passed", "1:a design failed its check or a tool failed", "2:usage error"})
final class HwExploreCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--schemes", split = ",", paramLabel = "NAME",
            description = "Designs to evaluate, comma-separated (see 'iotcrypt hw list'), or 'ci' for the CI subset "
                    + "(8 schemes covering every candidate of every layer, and present32); default: all.")
    private List<String> schemes;

    @Option(names = "--jobs", paramLabel = "N",
            description = "Designs evaluated in parallel (default: ${DEFAULT-VALUE}).")
    private int jobs = 1;

    @Option(names = "--out", paramLabel = "DIR", description = "Report folder (default: ${DEFAULT-VALUE}).")
    private Path out = Path.of("hw-report");

    @Option(names = "--cache", paramLabel = "DIR",
            description = "Result cache and work folders (default: DIR/.cache under --out).")
    private Path cache;

    @Option(names = "--shard", paramLabel = "K/N",
            description = "Evaluate only share K of N of the selected designs (every N-th from the K-th), e.g. one "
                    + "task of a job array; 'iotcrypt hw report --from' merges the shares' folders (default: all).")
    private String shard;

    @Option(names = "--ice40",
            description = "Also map every design to Lattice iCE40 (Yosys synth_ice40 behind a 5-pin serial "
                    + "wrapper) and place and route it with nextpnr-ice40 on the HX8K and the UP5K: logic cells, "
                    + "Fmax, or 'does not fit'. Up to 2 minutes more a scheme (60 s a part at most); cached apart.")
    private boolean ice40;

    @Option(names = "--tvla", paramLabel = "N",
            description = "Also run a fixed-vs-random TVLA of N traces (at least 20) on each SM4-CCM scheme's "
                    + "gate-level netlist: per-cycle toggle counts, Welch's t, the traces needed to reach |t| > 4.5 "
                    + "at three noise levels. About a second a trace; cached apart.")
    private int tvla;

    @Option(names = "--packets", paramLabel = "BYTES", arity = "0..1",
            fallbackValue = "" + Explorer.Stages.DEFAULT_PACKET_BYTES,
            description = "Also give each SM4-CCM scheme's 1 KiB packet (20 B of AAD): cycles and latency at RTL, "
                    + "energy from a gate-level packet of BYTES payload bytes (default ${FALLBACK-VALUE}; 1024 "
                    + "measures the 1 KiB packet itself, about ten times A.2's simulation) and A.2. Cached apart.")
    private Integer packets;

    @Option(names = "--library", split = ",", paramLabel = "LIB",
            description = "Cell libraries to map to, comma-separated: osu018 (OSU 0.18 um, 1.8 V), osu035 (0.35 um, "
                    + "3.3 V), osu050 (0.5 um, 5 V), Debian's qflow-tech-* (default: osu018). A row at another point "
                    + "than osu018 at 2 ns is named DESIGN@LIB-TARGETns.")
    private List<String> libraries;

    @Option(names = "--target-ns", split = ",", paramLabel = "NS",
            description = "Delay targets the mapping aims at (Yosys/ABC abc -D), comma-separated, 0.1 to 1000 ns "
                    + "(default: 2, faster than any design reaches, so every path is sized). Every design is "
                    + "evaluated at every library and target.")
    private List<Double> targets;

    @Option(names = "--rtl", paramLabel = "DIR",
            description = "The RTL folder holding sm4/ and present/ "
                    + "(default: the hw/rtl of the checkout this iotcrypt was built in; else hw/rtl or rtl at or "
                    + "above the current folder).")
    private Path rtl;

    @Override
    public Integer call() throws IOException, InterruptedException, CommandFailure {
        if (jobs < 1) {
            throw new ParameterException(spec.commandLine(), "--jobs must be at least 1, not " + jobs);
        }
        if (tvla != 0 && tvla < 20) {
            throw new ParameterException(spec.commandLine(), "--tvla needs at least 20 traces, not " + tvla);
        }
        Explorer.Stages stages;
        try {
            if (packets != null && packets == 0) {
                throw new IllegalArgumentException("0 bytes: leave --packets out for no packet stage");
            }
            stages = new Explorer.Stages(ice40, tvla, packets == null ? 0 : packets);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--packets: " + e.getMessage());
        }
        List<Design> designs;
        try {
            designs = (shard == null ? Shard.ALL : Shard.parse(shard)).of(selected());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--shard: " + e.getMessage());
        }
        if (designs.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "--shard " + shard + " holds no design: fewer designs than shares");
        }
        List<SynthesisPoint> points = points();
        RtlSources sources = RtlOption.sources(spec, rtl);
        Path cacheDir = cache != null ? cache : out.resolve(".cache");
        PrintWriter progress = spec.commandLine().getOut();
        List<DesignResult> results;
        try {
            results = new Explorer(sources, cacheDir.resolve("work"), cacheDir.resolve("results"), jobs, progress,
                    stages).explore(designs, points);
        } catch (EdaException e) {
            throw new CommandFailure("EDA tool failed: " + e.getMessage(), e);
        }
        Report.write(out, results);
        long failed = results.stream().filter(r -> !r.passed()).count();
        long stageFailed = results.stream().filter(r -> !r.stageFailures().isEmpty()).count();
        progress.print("wrote " + out.resolve("results.csv") + ", results.json, summary.md, index.html ("
                + results.size() + (points.size() > 1 ? " rows, " + designs.size() + " designs at " + points.size()
                        + " points, " : " designs, ") + failed + " failed)\n");
        progress.flush();
        if (failed > 0) {
            throw new CommandFailure(failed + " design(s) failed a bit-exact check (RTL or gate level), see results.csv");
        }
        if (stageFailed > 0) {
            throw new CommandFailure(stageFailed + " design(s) had a stage fail (its columns say 'stage failed' and "
                    + "why), see results.csv; the stage is not cached, so the next run tries it again");
        }
        return 0;
    }

    /** Every library at every target, libraries outermost, each named once. */
    private List<SynthesisPoint> points() {
        List<CellLibrary> libs;
        try {
            libs = libraries == null ? List.of(CellLibrary.OSU018)
                    : libraries.stream().map(String::strip).map(CellLibrary::parse).distinct().toList();
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--library: " + e.getMessage());
        }
        List<Double> ns = targets == null ? List.of(SynthesisPoint.DEFAULT_TARGET_NS) : targets;
        List<SynthesisPoint> points = new ArrayList<>();
        try {
            for (CellLibrary l : libs) {
                for (double t : ns) {
                    SynthesisPoint p = new SynthesisPoint(l, t);
                    if (!points.contains(p)) {
                        points.add(p);
                    }
                }
            }
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--target-ns: " + e.getMessage());
        }
        return points;
    }

    private List<Design> selected() {
        try {
            return DesignSelection.of(schemes);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--schemes: " + e.getMessage());
        }
    }
}
