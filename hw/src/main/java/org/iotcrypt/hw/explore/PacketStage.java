package org.iotcrypt.hw.explore;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.iotcrypt.hw.ccm.CcmMessage;
import org.iotcrypt.hw.ccm.CcmTestbench;
import org.iotcrypt.hw.eda.EdaException;
import org.iotcrypt.hw.eda.Iverilog;
import org.iotcrypt.hw.eda.TestbenchClock;
import org.iotcrypt.hw.power.PowerReport;

/**
 * The packet stage of an SM4-CCM scheme ({@code hw explore --packets[=BYTES]}): energy and latency
 * of a 1 KiB IoT packet (20 bytes of AAD, as RFC 8998 A.2's 64-byte packet, which the row measures).
 * <p>
 * Every packet is a fresh key (so timed from its key load, as A.2 is), nonce, AAD and payload drawn
 * from {@link DesignRun#SEED}, sealed by iotcrypt-core's software, and checked bit-exact. The RTL
 * runs the 1 KiB packet and the gate-level packet (its cycles are exact, and latency is cycles /
 * Fmax). The flat gate-level netlist (path delays, so glitches count) runs the gate-level packet of
 * {@code BYTES} payload bytes with its nets dumped, and the row's power model ({@link PowerRun})
 * gives its energy. With {@code BYTES} = 1024 the 1 KiB packet is that packet and its energy is
 * measured; with fewer (128 by default: a gate-level 1 KiB packet takes about ten times A.2's
 * simulation, some 2 minutes a scheme, over 4 CPU-hours for the 63) the 1 KiB energy is A.2's plus
 * the 1 KiB packet's extra cycles at the dynamic energy a cycle the longer packet added over A.2
 * (its energy less A.2's over its cycles less A.2's: the steady per-block work), and
 * {@code kib_energy_method} says so. Leakage is the netlist's leakage power over the packet's time
 * at 100 MHz or at Fmax; dynamic energy a cycle does not depend on the clock.
 * <p>
 * Cached apart from the row, by the hash of the row's inputs and code and this stage's own (its
 * class, {@code BYTES}). PRESENT datapaths get {@code n/a}.
 */
final class PacketStage {

    /** The 1 KiB packet's payload bytes. */
    static final int KIB = 1024;
    /** AAD bytes of every packet, as A.2's. */
    static final int AAD_BYTES = 20;
    /** The gate-level packet's payload bytes when {@code --packets} names none. */
    static final int DEFAULT_BYTES = 128;

    private static final long TIMEOUT = 7200;
    private static final double PERIOD_NS = 1000 / TimingSetup.CLOCK_MHZ;

    private final Design design;
    private final SynthesisPoint point;
    private final RtlSources rtl;
    private final Design.Bench bench;
    private final ToolVersions tools;
    private final int gateBytes;
    private final int kibBytes;
    private boolean ran;

    PacketStage(Design design, SynthesisPoint point, RtlSources rtl, Design.Bench bench, ToolVersions tools,
            int gateBytes) {
        this(design, point, rtl, bench, tools, gateBytes, KIB);
    }

    /**
     * A stage whose long packet (the {@code kib_*} columns) has {@code kibBytes} of payload instead
     * of 1 KiB: a test's, to compare an extrapolated energy with a measured one in seconds.
     */
    PacketStage(Design design, SynthesisPoint point, RtlSources rtl, Design.Bench bench, ToolVersions tools,
            int gateBytes, int kibBytes) {
        checkBytes(gateBytes, kibBytes);
        this.design = design;
        this.point = point;
        this.rtl = rtl;
        this.bench = bench;
        this.tools = tools;
        this.gateBytes = gateBytes;
        this.kibBytes = kibBytes;
    }

    /** Throws unless {@code bytes} is a gate-level packet's size: whole blocks, above A.2's 64 bytes, at most 1 KiB. */
    static void checkBytes(int bytes) {
        checkBytes(bytes, KIB);
    }

    private static void checkBytes(int gateBytes, int kibBytes) {
        if (gateBytes <= 64 || gateBytes > kibBytes || gateBytes % 16 != 0) {
            throw new IllegalArgumentException("the gate-level packet must be whole 16-byte blocks, more than "
                    + "RFC 8998 A.2's 64 bytes and at most " + kibBytes + ", not " + gateBytes);
        }
    }

    /** Whether {@link #apply} ran the simulations (rather than finding them cached). */
    boolean ran() {
        return ran;
    }

    /** The row with this stage's columns, from {@code cache} or by running the stage in {@code workDir}. */
    DesignResult apply(DesignResult row, ResultCache cache, Path workDir) throws IOException {
        if (!(design instanceof CcmDesign)) {
            Map<String, String> columns = new LinkedHashMap<>();
            DesignResult.PACKET_COLUMNS.forEach(c -> columns.put(c, DesignResult.NOT_APPLICABLE));
            return row.with(columns);
        }
        ResultCache.StageColumns s = cache.stage(cacheKey(), DesignResult.PACKET_COLUMNS,
                "iotcrypt hw explore packet stage " + point.rowName(design.name()), () -> run(row, workDir));
        ran = s.ran();
        return row.with(s.columns());
    }

    private Map<String, String> run(DesignResult row, Path workDir) throws IOException {
        Files.createDirectories(workDir);
        List<Path> sources = DesignRun.synthesisSources(design, rtl, bench, workDir);
        CcmMessage gatePacket = packet(gateBytes);
        CcmMessage kibPacket = gateBytes == kibBytes ? gatePacket : packet(kibBytes);
        List<CcmMessage> rtlPackets = gateBytes == kibBytes ? List.of(kibPacket) : List.of(gatePacket, kibPacket);
        List<Path> rtlSources = new ArrayList<>(sources);
        rtlSources.add(testbench(workDir, "packets_rtl_tb.v", rtlPackets, TestbenchClock.PAPER));
        List<CcmTestbench.Trace> rtlTraces = check("RTL", Iverilog.simulate(workDir, "tb", rtlSources, TIMEOUT),
                rtlPackets);
        int gateCycles = rtlTraces.get(0).cycles();
        int kibCycles = rtlTraces.get(rtlTraces.size() - 1).cycles();

        Path netlist = DesignRun.synthesize(workDir, design.top(), sources, point).netlist();
        // the row's gate-level clock: one its netlist meets
        TestbenchClock clock = new TestbenchClock(DesignRun.gatePeriodNs(number(row, "sta_min_period_ns")));
        Path tb = testbench(workDir, "packets_gate_tb.v", List.of(gatePacket), clock);
        Files.deleteIfExists(workDir.resolve(GateLevelRun.VCD));
        String printed = Iverilog.simulate(workDir, "tb", List.of(point.library().verilog(), netlist, tb), true,
                List.of("+vcd"), TIMEOUT);
        Files.writeString(workDir.resolve("packets_gate.log"), printed, StandardCharsets.UTF_8);
        CcmTestbench.Trace gate = check("gate level", printed, List.of(gatePacket)).get(0);
        if (gate.cycles() != gateCycles) {
            throw new EdaException(design.name() + ": the " + gateBytes + "-byte packet took " + gate.cycles()
                    + " cycles at gate level, " + gateCycles + " at RTL");
        }
        Path vcd = workDir.resolve(GateLevelRun.VCD);
        PowerReport power = PowerRun.estimate(point.library(), netlist, design.top(), vcd, bench.dutScope(),
                List.of(new long[] {gate.fromPs(), gate.fromPs() + gate.cycles() * clock.periodPs()}));
        Files.delete(vcd);
        return columns(row, gateCycles, power, kibCycles);
    }

    /** The stage's columns from the row's A.2 figures, the gate-level packet's power, the 1 KiB packet's cycles. */
    private Map<String, String> columns(DesignResult row, int gateCycles, PowerReport power, int kibCycles) {
        double fmax = number(row, "fmax_mhz");
        double a2Cycles = number(row, "ccm_cycles");
        // nJ = mW x ns / 1000
        double a2Dynamic = number(row, "power_dynamic_mw") * a2Cycles * PERIOD_NS / 1000;
        double gateDynamic = power.dynamicMw() * power.windowNs() / 1000;
        double kibDynamic = gateBytes == kibBytes ? gateDynamic
                : a2Dynamic + (kibCycles - a2Cycles) * (gateDynamic - a2Dynamic) / (gateCycles - a2Cycles);
        double leakage = power.leakageMw();
        double kibOwn = kibDynamic + leakage * kibCycles / fmax;
        Map<String, String> c = new LinkedHashMap<>();
        c.put("packet_bytes", Integer.toString(gateBytes));
        c.put("packet_cycles", Integer.toString(gateCycles));
        c.put("packet_energy_own_nj", ColumnFormat.format("%.3f", gateDynamic + leakage * gateCycles / fmax));
        c.put("kib_cycles", Integer.toString(kibCycles));
        c.put("kib_latency_own_us", ColumnFormat.format("%.3f", kibCycles / fmax));
        c.put("kib_energy_nj", ColumnFormat.format("%.3f", kibDynamic + leakage * kibCycles / TimingSetup.CLOCK_MHZ));
        c.put("kib_energy_own_nj", ColumnFormat.format("%.3f", kibOwn));
        c.put("kib_energy_per_bit_own_pj", ColumnFormat.format("%.3f", kibOwn * 1000 / (8 * kibBytes)));
        c.put("kib_energy_method", gateBytes == kibBytes ? "measured"
                : "extrapolated from A.2 and the " + gateBytes + "-byte packet");
        return c;
    }

    private double number(DesignResult row, String column) {
        return DesignResult.number(row.get(column)).orElseThrow(() -> new EdaException(design.name()
                + ": the packet stage needs the row's " + column + ", which is " + row.get(column)));
    }

    /** A packet of {@code payload} bytes with 20 bytes of AAD, its key, nonce and data drawn from the seed. */
    private static CcmMessage packet(int payload) {
        Random random = new Random(DesignRun.SEED ^ payload);
        try {
            return CcmMessage.of(bytes(random, 16), bytes(random, 12), bytes(random, AAD_BYTES),
                    bytes(random, payload));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("software reference failed: " + e.getMessage(), e);
        }
    }

    private static byte[] bytes(Random random, int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }

    private Path testbench(Path workDir, String name, List<CcmMessage> packets, TestbenchClock clock)
            throws IOException {
        Path tb = workDir.resolve(name);
        Files.writeString(tb, CcmTestbench.generateTraces(((CcmDesign) design).config(), packets, design.top(), clock),
                StandardCharsets.US_ASCII);
        return tb;
    }

    /** The transcript checked bit-exact against {@code packets}, and each packet's trace. */
    private List<CcmTestbench.Trace> check(String where, String printed, List<CcmMessage> packets) {
        SimulationCheck.Outcome check = SimulationCheck.ccm(packets).check(printed);
        if (!check.problems().isEmpty()) {
            throw new EdaException(design.name() + ": the packets failed their bit-exact check at " + where + ": "
                    + check.verdict());
        }
        List<CcmTestbench.Trace> traces = CcmTestbench.traces(printed);
        if (traces.size() != packets.size()) {
            throw new EdaException(design.name() + ": " + traces.size() + " packets traced at " + where + ", "
                    + packets.size() + " sent");
        }
        return traces;
    }

    /** SHA-256 over the row's inputs and code, and this stage's class and gate-level packet size. */
    String cacheKey() {
        return new InputsDigest("iotcrypt hw packets 2").text(point.rowName(design.name()))
                .text(gateBytes + " of " + kibBytes).text(tools.yosys()).text(tools.iverilog())
                .text(ExplorerCode.fingerprint()).text(ExplorerCode.packetFingerprint()).files(design.sources(rtl))
                .text(bench.wrapper()).text(point.targetColumn()).files(DesignRun.libraryFiles(point.library())).hex();
    }
}
