package org.iotcrypt.hw.explore;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.iotcrypt.hw.ccm.CcmMessage;
import org.iotcrypt.hw.ccm.CcmTestbench;
import org.iotcrypt.hw.ccm.Rfc8998Ccm;
import org.iotcrypt.hw.eda.EdaException;
import org.iotcrypt.hw.eda.Iverilog;
import org.iotcrypt.hw.eda.TestbenchClock;
import org.iotcrypt.hw.power.CycleToggles;
import org.iotcrypt.hw.tvla.Assessment;

/**
 * The side-channel stage of an SM4-CCM scheme ({@code hw explore --tvla N}): a fixed-vs-random
 * TVLA ({@link Assessment}) on per-cycle toggle counts of its flat gate-level netlist, simulated
 * with the cells' path delays (so glitches count). The key and nonce are RFC 8998 A.2's, there is
 * no AAD, and the payload is one block: A.2's first 16 plaintext bytes (fixed) or 16 random bytes,
 * the class of each trace drawn at random. A first message loads the key and is not a trace, so
 * every trace takes the same cycles; every message is still checked bit-exact against the software.
 * The toggles counted are those of the nets of the netlist's top (the flat netlist has them all);
 * noise levels {@link #SIGMAS}. Cached apart from the row, by the hash of the row's code and inputs
 * and the stage's own (the trace count, the seed). PRESENT datapaths get {@code n/a}.
 */
final class TvlaStage {

    /** Standard deviations of the modelled measurement noise, toggles a cycle. */
    static final double[] SIGMAS = {0, 100, 400};

    private static final long TIMEOUT = 7200;

    private final Design design;
    private final SynthesisPoint point;
    private final RtlSources rtl;
    private final Design.Bench bench;
    private final ToolVersions tools;
    private final int traces;
    private boolean ran;

    TvlaStage(Design design, SynthesisPoint point, RtlSources rtl, Design.Bench bench, ToolVersions tools,
            int traces) {
        if (traces < 20) {
            throw new IllegalArgumentException("a TVLA needs at least 20 traces, not " + traces);
        }
        this.design = design;
        this.point = point;
        this.rtl = rtl;
        this.bench = bench;
        this.tools = tools;
        this.traces = traces;
    }

    /** Whether {@link #apply} ran the simulation (rather than finding it cached). */
    boolean ran() {
        return ran;
    }

    /** The row with this stage's columns, from {@code cache} or by running the stage in {@code workDir}. */
    DesignResult apply(DesignResult row, ResultCache cache, Path workDir) throws IOException {
        if (!(design instanceof CcmDesign)) {
            Map<String, String> columns = new LinkedHashMap<>();
            DesignResult.TVLA_COLUMNS.forEach(c -> columns.put(c, DesignResult.NOT_APPLICABLE));
            return row.with(columns);
        }
        ResultCache.StageColumns s = cache.stage(cacheKey(), DesignResult.TVLA_COLUMNS,
                "iotcrypt hw explore TVLA stage " + point.rowName(design.name()), () -> run(row, workDir));
        ran = s.ran();
        return row.with(s.columns());
    }

    private Map<String, String> run(DesignResult row, Path workDir) throws IOException {
        Files.createDirectories(workDir);
        // the row's netlist again: a row from the cache may come without its work folder
        Path netlist = DesignRun.synthesize(workDir, design.top(),
                DesignRun.synthesisSources(design, rtl, bench, workDir), point).netlist();
        // the row's gate-level clock: one its netlist meets
        TestbenchClock clock = new TestbenchClock(DesignRun.gatePeriodNs(DesignResult.number(
                row.get("sta_min_period_ns")).orElseThrow(() -> new EdaException(design.name()
                        + ": the TVLA stage needs the row's static timing"))));
        Messages m = messages();
        String printed = simulate(workDir, netlist, m.all(), clock);
        List<CycleToggles.Window> windows = windows(printed);
        Path vcd = workDir.resolve(GateLevelRun.VCD);
        double[][] toggles = CycleToggles.read(vcd, bench.dutScope(), windows, clock.periodPs());
        Files.delete(vcd);
        List<Assessment.Level> levels = Assessment.assess(toggles, m.fixed(), SIGMAS, DesignRun.SEED);
        Map<String, String> c = new LinkedHashMap<>();
        c.put("tvla_traces", Integer.toString(traces));
        c.put("tvla_cycles", Integer.toString(windows.get(0).cycles()));
        c.put("tvla_mean_toggles", String.format(Locale.ROOT, "%.0f",
                Arrays.stream(toggles).flatMapToDouble(Arrays::stream).average().orElse(Double.NaN)));
        c.put("tvla_max_t", String.format(Locale.ROOT, "%.2f", levels.get(0).maxAbsT()));
        c.put("tvla_control_max_t", String.format(Locale.ROOT, "%.2f", levels.get(0).controlMaxAbsT()));
        c.put("tvla_traces_needed", String.join("; ", levels.stream().map(l -> l.text(traces)).toList()));
        return c;
    }

    /**
     * The messages of a run: a first one that loads the key, then one a trace.
     *
     * @param all every message, in order
     * @param fixed whether trace i (message i + 1) has the fixed payload
     */
    private record Messages(List<CcmMessage> all, boolean[] fixed) {
    }

    private Messages messages() {
        Random random = new Random(DesignRun.SEED ^ traces);
        List<CcmMessage> all = new ArrayList<>();
        boolean[] fixed = new boolean[traces];
        try {
            CcmMessage a2 = Rfc8998Ccm.a2();
            byte[] fixedPayload = Arrays.copyOf(a2.plaintext(), 16);
            all.add(CcmMessage.of(a2.key(), a2.nonce(), new byte[0], fixedPayload));
            for (int i = 0; i < traces; i++) {
                fixed[i] = random.nextBoolean();
                byte[] payload = fixedPayload.clone();
                if (!fixed[i]) {
                    random.nextBytes(payload);
                }
                all.add(CcmMessage.of(a2.key(), a2.nonce(), new byte[0], payload));
            }
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("software reference failed: " + e.getMessage(), e);
        }
        return new Messages(all, fixed);
    }

    /** The netlist through every message with its dump on; every message checked bit-exact. */
    private String simulate(Path workDir, Path netlist, List<CcmMessage> messages, TestbenchClock clock)
            throws IOException {
        Path tb = workDir.resolve("tvla_tb.v");
        Files.writeString(tb, CcmTestbench.generateTraces(((CcmDesign) design).config(), messages, design.top(),
                clock), StandardCharsets.US_ASCII);
        Files.deleteIfExists(workDir.resolve(GateLevelRun.VCD));
        String printed = Iverilog.simulate(workDir, "tb", List.of(point.library().verilog(), netlist, tb), true,
                List.of("+vcd"), TIMEOUT);
        Files.writeString(workDir.resolve("tvla.log"), printed, StandardCharsets.UTF_8);
        SimulationCheck.Outcome check = SimulationCheck.ccm(messages).check(printed);
        if (!check.problems().isEmpty()) {
            throw new EdaException(design.name() + ": the TVLA run failed its bit-exact check: " + check.verdict());
        }
        return printed;
    }

    /** The traces' windows from the transcript's TRACE lines, message 0 (the key load) left out. */
    private List<CycleToggles.Window> windows(String printed) {
        List<CycleToggles.Window> windows = CcmTestbench.traces(printed).stream().filter(t -> t.message() > 0)
                .map(t -> new CycleToggles.Window(t.fromPs(), t.cycles())).toList();
        if (windows.size() != traces || windows.stream().map(CycleToggles.Window::cycles).distinct().count() != 1) {
            throw new EdaException(design.name() + ": the TVLA run printed " + windows.size() + " traces of "
                    + windows.stream().map(CycleToggles.Window::cycles).distinct().toList() + " cycles, expected "
                    + traces + " of one length");
        }
        return windows;
    }

    /** SHA-256 over the row's inputs and code, and this stage's trace count and noise levels. */
    String cacheKey() {
        return new InputsDigest("iotcrypt hw tvla 3").text(point.rowName(design.name()))
                .text(Integer.toString(traces)).text(Arrays.toString(SIGMAS)).text(tools.yosys()).text(tools.iverilog())
                .text(ExplorerCode.fingerprint()).text(ExplorerCode.tvlaFingerprint()).files(design.sources(rtl))
                .text(bench.wrapper()).text(point.targetColumn()).files(DesignRun.libraryFiles(point.library())).hex();
    }
}
