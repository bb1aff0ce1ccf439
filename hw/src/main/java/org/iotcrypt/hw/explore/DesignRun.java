package org.iotcrypt.hw.explore;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.iotcrypt.hw.ccm.CcmConfig;
import org.iotcrypt.hw.ccm.CcmMessage;
import org.iotcrypt.hw.ccm.CcmTestbench;
import org.iotcrypt.hw.ccm.Rfc8998Ccm;
import org.iotcrypt.hw.eda.Iverilog;
import org.iotcrypt.hw.eda.Yosys;
import org.iotcrypt.hw.power.Osu018Library;
import org.iotcrypt.hw.power.PowerReport;
import org.iotcrypt.hw.present.PresentTestbench;
import org.iotcrypt.internal.encoding.Hex;

/**
 * The evaluation of one design's hardware unit: its generated files (testbench, synthesis wrapper), the cache
 * key over everything that decides the result (RTL, testbench, tool versions, cell library, and the
 * explorer's own code: Yosys scripts, power model, metric equations), and
 * the run itself -- RTL simulation checked bit-exact against iotcrypt-core's software, cycle
 * counts, synthesis to a flat netlist, and the same testbench on that netlist at gate level
 * ({@link GateLevelRun}: bit-exact again, the same cycles). A scheme is evaluated through its
 * synthesized unit x_&lt;scheme&gt; (the sm4_ccm wrapper, at RTL and at gate level): RFC 8998 A.2
 * (the software first checked against the RFC's ciphertext and tag) and one random message, the
 * cycles from key load to tag on A.2, and the paper's throughput and area efficiency. A PRESENT
 * datapath runs the four CHES 2007 vectors and four random blocks. Power ({@link PowerRun}) is
 * estimated from the gate-level dump over the testbench's windows: for a scheme A.2 from its
 * key-load cycle to the cycle tag_valid rises, for PRESENT the encryptions of the four CHES 2007
 * vectors; with it the paper's power efficiency (throughput / power) and APDP (gates x power x
 * A.2 cycles). The dump is deleted after the estimate; the netlist and the gate-level transcript
 * are kept. A design failing its gate-level check gets no power ({@code n/a}).
 */
final class DesignRun {

    private static final long SIMULATION_TIMEOUT = 300;
    private static final long GATE_SIMULATION_TIMEOUT = 1200;
    private static final long SYNTHESIS_TIMEOUT = 1200;
    private static final long SEED = 0x10c7e5a1L;
    private static final double CLOCK_MHZ = 100.0;
    private static final int PRESENT_RANDOM_BLOCKS = 4;

    private final Design design;
    private final RtlSources rtl;
    private final ToolVersions tools;
    private final String testbench;
    private final String wrapper;
    private final SimulationCheck check;
    private final List<CcmMessage> messages = new ArrayList<>();

    DesignRun(Design design, RtlSources rtl, ToolVersions tools) {
        this.design = design;
        this.rtl = rtl;
        this.tools = tools;
        List<String> expectedCiphertexts = new ArrayList<>();
        try {
            if (design.isPresent()) {
                List<PresentTestbench.Block> ches = PresentTestbench.ches2007();
                List<PresentTestbench.Block> blocks = new ArrayList<>(ches);
                blocks.addAll(PresentTestbench.random(SEED, PRESENT_RANDOM_BLOCKS));
                blocks.forEach(b -> expectedCiphertexts.add(b.ciphertext().toLowerCase(Locale.ROOT)));
                testbench = PresentTestbench.testbench(top(), blocks, design.presentWidth(), ches.size());
                wrapper = "";
                check = SimulationCheck.present(expectedCiphertexts, ches.size());
            } else {
                messages.add(Rfc8998Ccm.a2());
                messages.add(randomMessage());
                messages.forEach(m -> m.ctBlocks().forEach(c -> expectedCiphertexts.add(Hex.encode(c))));
                testbench = CcmTestbench.generate(List.of(config()), messages, top());
                wrapper = RtlSources.sm4CcmWrapper(top(), design.scheme());
                check = SimulationCheck.ccm(expectedCiphertexts, messages.stream().map(m -> Hex.encode(m.tag())).toList());
            }
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("software reference failed: " + e.getMessage(), e);
        }
    }

    /** The name of what is simulated and synthesized: the design's own name (no design shares a unit). */
    static String unit(Design design) {
        return design.name();
    }

    /**
     * SHA-256 over the unit, its RTL sources, testbench, wrapper, the tool versions, the cell
     * library and the explorer's code ({@link ExplorerCode}).
     */
    String cacheKey() {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            update(sha, "iotcrypt hw explore 3\n" + unit(design) + "\n" + tools.yosys() + "\n"
                    + tools.iverilog() + "\n" + ExplorerCode.fingerprint() + "\n");
            for (Path source : rtl.of(design)) {
                update(sha, source.getFileName() + "\n");
                sha.update(Files.readAllBytes(source));
            }
            update(sha, testbench);
            update(sha, wrapper);
            // The cell library decides the netlist, its delays and its power.
            sha.update(Files.readAllBytes(Yosys.OSU018_LIBERTY));
            sha.update(Files.readAllBytes(Yosys.OSU018_VERILOG));
            return HexFormat.of().formatHex(sha.digest());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 missing from the JDK", e);
        }
    }

    /**
     * Runs RTL simulation, synthesis, gate-level simulation and the power estimate in
     * {@code workDir} (created if needed).
     */
    DesignResult run(Path workDir, String cacheKey) throws IOException {
        Files.createDirectories(workDir);
        Path tb = workDir.resolve("tb.v");
        Files.writeString(tb, testbench, StandardCharsets.US_ASCII);
        List<Path> sources = new ArrayList<>(rtl.of(design));
        if (!wrapper.isEmpty()) {
            Path w = workDir.resolve("top.v");
            Files.writeString(w, wrapper, StandardCharsets.US_ASCII);
            sources.add(w);
        }
        List<Path> simSources = new ArrayList<>(sources);
        simSources.add(tb);
        SimulationCheck.Outcome rtlOutcome = check.check(Iverilog.simulate(workDir, "tb", simSources,
                SIMULATION_TIMEOUT));
        Map<String, String> row = new LinkedHashMap<>();
        row.put("design", design.name());
        row.put("description", design.description());
        row.put("evaluated", design.isPresent() ? top() : evaluated(config()));
        row.put("rtl_check", rtlOutcome.verdict());
        row.put("rtl_blocks", Integer.toString(rtlOutcome.blocks()));
        row.put("key_cycles", DesignResult.NOT_APPLICABLE);
        row.put("block_cycles", design.isPresent() ? rtlOutcome.cycles() : DesignResult.NOT_APPLICABLE);
        row.put("ccm_cycles", design.isPresent() ? DesignResult.NOT_APPLICABLE : rtlOutcome.cycles());
        // A.2's cycles from key load to tag and bits / cycles x 100 MHz (Mbps); NaN where not seen.
        double cycles = design.isPresent() ? Double.NaN : number(rtlOutcome.cycles());
        double throughput = messages.isEmpty() ? Double.NaN : messages.get(0).bits() * CLOCK_MHZ / cycles;
        row.put("throughput_mbps", format("%.2f", throughput));
        Yosys.AsicResult asic = Yosys.synthesizeAsic(workDir, top(), sources, false, true, SYNTHESIS_TIMEOUT);
        row.put("asic_nand2_eq", String.format(Locale.ROOT, "%.0f", Osu018Library.gateEquivalents(asic.cellArea())));
        row.put("asic_cell_area_um2", String.format(Locale.ROOT, "%.0f", asic.cellArea()));
        row.put("asic_flip_flops", Integer.toString(asic.flipFlops()));
        GateLevelRun.Result gate = GateLevelRun.run(workDir, asic.netlist(), tb, check, rtlOutcome.cycles(),
                GATE_SIMULATION_TIMEOUT);
        row.put("gate_check", gate.outcome().verdict());
        PowerReport power = null;
        if (gate.vcd() != null) {
            if (gate.outcome().problems().isEmpty()) {
                // The testbenches' dut instances: tb.dut (PRESENT), tb.c0.dut (configuration 0 of CcmTestbench).
                String scope = design.isPresent() ? "tb.dut" : "tb.c0.dut";
                power = PowerRun.estimate(asic.netlist(), top(), gate.vcd(), scope, gate.outcome().windows());
            }
            Files.delete(gate.vcd());
        }
        row.put("power_mw", format("%.6f", power == null ? Double.NaN : power.totalMw()));
        row.put("power_dynamic_mw", format("%.6f", power == null ? Double.NaN : power.dynamicMw()));
        row.put("power_leakage_mw", format("%.6f", power == null ? Double.NaN : power.leakageMw()));
        if (design.isPresent()) {
            Yosys.FpgaResult fpga = Yosys.synthesizeXilinx7(workDir, top(), sources, SYNTHESIS_TIMEOUT);
            row.put("fpga_luts", Integer.toString(fpga.luts()));
            row.put("fpga_flip_flops", Integer.toString(fpga.flipFlops()));
            row.put("area_efficiency_bps_per_gate", DesignResult.NOT_APPLICABLE);
            row.put("power_efficiency", DesignResult.NOT_APPLICABLE);
            row.put("apdp", DesignResult.NOT_APPLICABLE);
        } else {
            row.put("fpga_luts", DesignResult.NOT_APPLICABLE);
            row.put("fpga_flip_flops", DesignResult.NOT_APPLICABLE);
            // The paper's equations (3)-(5); APDP's delay is A.2's cycles, throughput's denominator.
            double gates = Osu018Library.gateEquivalents(asic.cellArea());
            double mw = power == null ? Double.NaN : power.totalMw();
            row.put("area_efficiency_bps_per_gate", format("%.0f", throughput * 1e6 / gates));
            row.put("power_efficiency", format("%.2f", throughput / mw));
            row.put("apdp", format("%.0f", gates * mw * cycles));
        }
        row.put("yosys", tools.yosys());
        row.put("iverilog", tools.iverilog());
        row.put("cache_key", cacheKey);
        return new DesignResult(row);
    }

    /** The checker of this design's testbench transcripts (RTL and gate level), for tests. */
    SimulationCheck check() {
        return check;
    }

    private static String evaluated(CcmConfig c) {
        return "sm4_ccm CCM=" + c.ccm() + " ARCH=" + c.arch() + " SBOXES=" + c.sboxes() + " SBOX_KIND=" + c.sboxKind();
    }

    /** A count the transcript gave, or NaN when it gave none ({@code n/a}). */
    private static double number(String count) {
        try {
            return Integer.parseInt(count);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /** {@code v} formatted, or n/a for NaN (a metric whose inputs this design lacks). */
    private static String format(String pattern, double v) {
        return Double.isNaN(v) ? DesignResult.NOT_APPLICABLE : String.format(Locale.ROOT, pattern, v);
    }

    private String top() {
        return design.isPresent() ? RtlSources.presentTop(design.presentWidth()) : "x_" + unit(design);
    }

    private CcmConfig config() {
        Scheme s = design.scheme();
        return new CcmConfig(s.ccm().ordinal(), s.core().ordinal(), s.nlt().sboxes(), s.sbox().ordinal());
    }

    /** A random message with other AAD and payload lengths than A.2 (payload not whole blocks). */
    private static CcmMessage randomMessage() throws GeneralSecurityException {
        Random random = new Random(SEED);
        return CcmMessage.of(bytes(random, 16), bytes(random, 12), bytes(random, 7), bytes(random, 21));
    }

    private static byte[] bytes(Random random, int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }

    private static void update(MessageDigest sha, String text) {
        sha.update(text.getBytes(StandardCharsets.UTF_8));
    }
}
