package org.iotcrypt.hw.explore;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.iotcrypt.hw.eda.CellLibrary;
import org.iotcrypt.hw.eda.Iverilog;
import org.iotcrypt.hw.eda.OpenSta;
import org.iotcrypt.hw.eda.RegisterNames;
import org.iotcrypt.hw.eda.Yosys;
import org.iotcrypt.hw.power.PowerReport;
import org.iotcrypt.hw.power.StandardCells;

/**
 * The evaluation of one design's hardware unit: its generated files (testbench, synthesis wrapper), the cache
 * key over everything that decides the result (RTL, testbench, tool versions, cell library, and the
 * explorer's own code: Yosys scripts, power model, metric equations), and
 * the run itself -- RTL simulation checked bit-exact against iotcrypt-core's software, cycle
 * counts, synthesis to a flat netlist in the point's cell library mapped for its delay target
 * ({@link SynthesisPoint}), static timing of that netlist ({@link OpenSta}: the critical path,
 * Fmax), and the same testbench on that netlist at gate level ({@link GateLevelRun}: bit-exact
 * again, the same cycles, at the paper's 100 MHz when the netlist meets it and otherwise at the
 * slower clock {@link #gatePeriodNs} picks, so that a slow library's netlist is still checked and
 * its power measured). What differs between families (the
 * testbench and its checker, the cycle columns, the family's own metrics) the {@link Design}
 * says. Power ({@link PowerRun}) is estimated from the gate-level dump over the testbench's
 * windows (for a scheme A.2 from its key-load cycle to the cycle tag_valid rises, for PRESENT the
 * encryptions of the four CHES 2007 vectors). The dump is deleted after the estimate; the netlist
 * and the gate-level transcript are kept. A design failing its gate-level check gets no power
 * ({@code n/a}).
 */
final class DesignRun {

    private static final long SIMULATION_TIMEOUT = 300;
    private static final long GATE_SIMULATION_TIMEOUT = 1200;
    /** Seconds a synthesis may take (Yosys, ASIC and FPGA mappings alike). */
    static final long SYNTHESIS_TIMEOUT = 1200;
    /** The seed of every design's random test inputs, so that a run can be repeated. */
    static final long SEED = 0x10c7e5a1L;
    /** Seconds OpenSTA may take on one netlist. */
    private static final long STA_TIMEOUT = 600;

    private final Design design;
    private final SynthesisPoint point;
    private final RtlSources rtl;
    private final ToolVersions tools;
    private final Design.Bench bench;

    DesignRun(Design design, RtlSources rtl, ToolVersions tools) {
        this(design, SynthesisPoint.REFERENCE, rtl, tools);
    }

    DesignRun(Design design, SynthesisPoint point, RtlSources rtl, ToolVersions tools) {
        this.design = design;
        this.point = point;
        this.rtl = rtl;
        this.tools = tools;
        try {
            this.bench = design.bench();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("software reference failed: " + e.getMessage(), e);
        }
    }

    /**
     * The name of what is simulated and synthesized: the design's row name at the point (no two
     * designs share a unit), which names its work folder too.
     */
    static String unit(Design design, SynthesisPoint point) {
        return point.rowName(design.name());
    }

    /**
     * The clock period the gate-level check runs at: the paper's 10 ns when static timing says the
     * netlist meets it, else its minimum period rounded up to a whole nanosecond (a slow library's
     * netlist checked at a clock it meets, never at one it misses).
     */
    static double gatePeriodNs(double minimumPeriodNs) {
        double paper = TimingSetup.CONSTRAINTS.periodNs();
        return minimumPeriodNs <= paper ? paper : Math.ceil(minimumPeriodNs);
    }

    /**
     * SHA-256 over the unit, its RTL sources, testbench, wrapper, the tool versions, the point (its
     * cell library's files and its delay target) and the explorer's code ({@link ExplorerCode}).
     */
    String cacheKey() {
        return new InputsDigest("iotcrypt hw explore 7").text(unit(design, point)).text(tools.yosys())
                .text(tools.iverilog()).text(tools.sta()).text(ExplorerCode.fingerprint()).files(design.sources(rtl))
                .text(bench.testbench()).text(bench.wrapper()).text(point.targetColumn())
                // the cell library decides the netlist, its delays and its power
                .files(libraryFiles(point.library())).hex();
    }

    /** The files of {@code library} a result depends on: its Liberty file and its cell models. */
    static List<Path> libraryFiles(CellLibrary library) {
        return List.of(library.liberty(), library.verilog());
    }

    /**
     * Runs RTL simulation, synthesis, gate-level simulation and the power estimate in
     * {@code workDir} (created if needed).
     */
    DesignResult run(Path workDir, String cacheKey) throws IOException {
        Files.createDirectories(workDir);
        Path tb = workDir.resolve("tb.v");
        Files.writeString(tb, bench.testbench(), StandardCharsets.US_ASCII);
        List<Path> sources = synthesisSources(design, rtl, bench, workDir);
        List<Path> simSources = new ArrayList<>(sources);
        simSources.add(tb);
        String top = design.top();
        SimulationCheck.Outcome rtlOutcome = bench.check().check(Iverilog.simulate(workDir, "tb", simSources,
                SIMULATION_TIMEOUT));
        Map<String, String> row = new LinkedHashMap<>();
        row.put("design", unit(design, point));
        row.put("description", design.description());
        row.put("evaluated", bench.evaluated());
        row.put("rtl_check", rtlOutcome.verdict());
        row.put("rtl_blocks", Integer.toString(rtlOutcome.blocks()));
        row.put("key_cycles", DesignResult.NOT_APPLICABLE);
        design.rtlColumns(bench, rtlOutcome, row);
        // The message's bits / cycles x 100 MHz (Mbps); NaN where not seen or not measured.
        double cycles = number(rtlOutcome.cycles());
        double throughput = bench.messageBits() * TimingSetup.CLOCK_MHZ / cycles;
        row.put("throughput_mbps", ColumnFormat.format("%.2f", throughput));
        Yosys.AsicResult asic = synthesize(workDir, top, sources, point);
        double gates = StandardCells.gateEquivalents(point.library(), asic.cellArea());
        row.put("cell_library", point.library().name());
        row.put("asic_nand2_eq", String.format(Locale.ROOT, "%.0f", gates));
        row.put("asic_cell_area_um2", String.format(Locale.ROOT, "%.0f", asic.cellArea()));
        row.put("asic_flip_flops", Integer.toString(asic.flipFlops()));
        OpenSta.TimingReport timing = OpenSta.analyze(workDir, point.library().liberty(), asic.timingNetlist(), top,
                TimingSetup.CONSTRAINTS, STA_TIMEOUT);
        row.put("timing_target_ns", point.targetColumn());
        row.put("sta_min_period_ns", ColumnFormat.format("%.3f", timing.minimumPeriodNs()));
        row.put("fmax_mhz", ColumnFormat.format("%.1f", timing.fmaxMhz()));
        row.put("fmax_worst_case_mhz", ColumnFormat.format("%.1f", timing.worstCaseFmaxMhz()));
        RegisterNames registers = RegisterNames.of(asic.timingNetlist());
        row.put("critical_path", registers.describe(timing.startpoint()) + " -> "
                + registers.describe(timing.endpoint()));
        // The cell models' delays ignore load, so a gate-level pass says nothing about a clock the
        // netlist does not meet: the run is at a period static timing says it meets.
        double gatePeriod = gatePeriodNs(timing.minimumPeriodNs());
        Path gateTb = tb;
        if (gatePeriod != TimingSetup.CONSTRAINTS.periodNs()) {
            gateTb = workDir.resolve("tb_gate.v");
            Files.writeString(gateTb, gateBench(gatePeriod).testbench(), StandardCharsets.US_ASCII);
        }
        GateLevelRun.Result gate = GateLevelRun.run(workDir, point.library(), asic.netlist(), gateTb, bench.check(),
                rtlOutcome.cycles(), GATE_SIMULATION_TIMEOUT);
        row.put("gate_check", gate.outcome().verdict());
        row.put("gate_clock_mhz", ColumnFormat.format("%.1f", 1000 / gatePeriod));
        PowerReport power = null;
        if (gate.vcd() != null) {
            if (gate.outcome().problems().isEmpty()) {
                // measured at the gate-level clock, stated at the paper's 100 MHz like every row's:
                // a cycle's switching and internal energy do not depend on the clock, nor does leakage power
                power = PowerRun.estimate(point.library(), asic.netlist(), top, gate.vcd(), bench.dutScope(),
                        gate.outcome().windows()).atPeriod(gatePeriod, TimingSetup.CONSTRAINTS.periodNs());
            }
            Files.delete(gate.vcd());
        }
        row.put("power_mw", ColumnFormat.format("%.6f", power == null ? Double.NaN : power.totalMw()));
        row.put("power_dynamic_mw", ColumnFormat.format("%.6f", power == null ? Double.NaN : power.dynamicMw()));
        row.put("power_switching_mw", ColumnFormat.format("%.6f", power == null ? Double.NaN : power.switchingMw()));
        row.put("power_internal_mw", ColumnFormat.format("%.6f", power == null ? Double.NaN : power.internalMw()));
        row.put("power_clock_pins_mw", ColumnFormat.format("%.6f", power == null ? Double.NaN : power.clockPinMw()));
        row.put("power_leakage_mw", ColumnFormat.format("%.6f", power == null ? Double.NaN : power.leakageMw()));
        // Throughput at the design's own clock: the same cycles at Fmax instead of 100 MHz.
        row.put("throughput_own_mbps",
                ColumnFormat.format("%.2f", throughput * timing.fmaxMhz() / TimingSetup.CLOCK_MHZ));
        design.metricColumns(bench, new Design.Synthesized(workDir, sources, asic, gates, power, throughput, cycles,
                timing.fmaxMhz()), row);
        row.put("yosys", tools.yosys());
        row.put("iverilog", tools.iverilog());
        row.put("sta", tools.sta());
        row.put("cache_key", cacheKey);
        DesignResult.STAGE_COLUMNS.forEach(c -> row.put(c, DesignResult.NOT_MEASURED));
        return new DesignResult(row);
    }

    /**
     * What {@code design} is synthesized from: its RTL and, for a family whose top fixes parameters
     * (an SM4-CCM scheme's {@code x_<scheme>}), that wrapper written as {@code top.v} in {@code workDir}.
     */
    static List<Path> synthesisSources(Design design, RtlSources rtl, Design.Bench bench, Path workDir)
            throws IOException {
        List<Path> sources = new ArrayList<>(design.sources(rtl));
        if (!bench.wrapper().isEmpty()) {
            Path w = workDir.resolve("top.v");
            Files.writeString(w, bench.wrapper(), StandardCharsets.US_ASCII);
            sources.add(w);
        }
        return sources;
    }

    /**
     * The flat netlist every stage simulates: mapped to the point's cells for its delay target,
     * flattened after mapping, written in {@code workDir}.
     */
    static Yosys.AsicResult synthesize(Path workDir, String top, List<Path> sources, SynthesisPoint point) {
        return Yosys.synthesizeAsic(workDir, top, sources, false, true, point.library(), point.timingTarget(),
                SYNTHESIS_TIMEOUT);
    }

    /** The design's bench with its clock at {@code periodNs} (the same checks and messages). */
    private Design.Bench gateBench(double periodNs) {
        try {
            return design.bench(periodNs);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("software reference failed: " + e.getMessage(), e);
        }
    }

    /** This design's side-channel stage, {@code traces} traces. */
    TvlaStage tvla(int traces) {
        return new TvlaStage(design, point, rtl, bench, tools, traces);
    }

    /** This design's packet stage, its gate-level packet {@code bytes} long. */
    PacketStage packets(int bytes) {
        return new PacketStage(design, point, rtl, bench, tools, bytes);
    }

    /** This design's iCE40 stage, made with the tool versions given. */
    Ice40Stage ice40(String nextpnr) {
        return new Ice40Stage(design, rtl, bench, tools.yosys(), nextpnr);
    }

    /** The checker of this design's testbench transcripts (RTL and gate level), for tests. */
    SimulationCheck check() {
        return bench.check();
    }

    /** A count the transcript gave, or NaN when it gave none ({@code n/a}). */
    private static double number(String count) {
        try {
            return Integer.parseInt(count);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
