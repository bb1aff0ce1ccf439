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
import org.iotcrypt.encoding.Hex;
import org.iotcrypt.hw.ccm.CcmConfig;
import org.iotcrypt.hw.ccm.CcmMessage;
import org.iotcrypt.hw.ccm.CcmTestbench;
import org.iotcrypt.hw.ccm.Rfc8998Ccm;
import org.iotcrypt.hw.eda.Iverilog;
import org.iotcrypt.hw.eda.Yosys;
import org.iotcrypt.hw.present.PresentTestbench;

/**
 * The evaluation of one design's hardware unit: its generated files (testbench, synthesis wrapper), the cache
 * key over everything that decides the result, and the run itself -- RTL simulation checked
 * bit-exact against iotcrypt-core's software, cycle counts, and synthesis. A scheme is
 * evaluated through its sm4_ccm top: RFC 8998 A.2 (the software first checked against the RFC's
 * ciphertext and tag) and one random message, the cycles from key load to tag on A.2, and the
 * paper's throughput and area efficiency; power and what derives from it are
 * {@link DesignResult#PENDING} (the gate-level activity estimate comes later).
 */
final class DesignRun {

    private static final long SIMULATION_TIMEOUT = 300;
    private static final long SYNTHESIS_TIMEOUT = 1200;
    private static final long SEED = 0x10c7e5a1L;
    private static final double CLOCK_MHZ = 100.0;
    private static final int PRESENT_RANDOM_BLOCKS = 4;

    private final Design design;
    private final RtlSources rtl;
    private final ToolVersions tools;
    private final String testbench;
    private final String wrapper;
    private final int expectedBlocks;
    private final List<String> expectedCiphertexts = new ArrayList<>();
    private final List<CcmMessage> messages = new ArrayList<>();

    DesignRun(Design design, RtlSources rtl, ToolVersions tools) {
        this.design = design;
        this.rtl = rtl;
        this.tools = tools;
        try {
            if (design.isPresent()) {
                List<PresentTestbench.Block> blocks = new ArrayList<>(PresentTestbench.ches2007());
                blocks.addAll(PresentTestbench.random(SEED, PRESENT_RANDOM_BLOCKS));
                blocks.forEach(b -> expectedCiphertexts.add(b.ciphertext().toLowerCase(Locale.ROOT)));
                testbench = PresentTestbench.testbench(top(), blocks, design.presentWidth());
                wrapper = "";
            } else {
                messages.add(Rfc8998Ccm.a2());
                messages.add(randomMessage());
                messages.forEach(m -> m.ctBlocks().forEach(c -> expectedCiphertexts.add(Hex.encode(c))));
                testbench = CcmTestbench.generate(List.of(config()), messages);
                wrapper = RtlSources.sm4CcmWrapper(top(), design.scheme());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("software reference failed: " + e.getMessage(), e);
        }
        expectedBlocks = expectedCiphertexts.size();
    }

    /** The name of what is simulated and synthesized: the design's own name (no design shares a unit). */
    static String unit(Design design) {
        return design.name();
    }

    /** SHA-256 over the unit, its RTL sources, testbench, wrapper and the tool versions. */
    String cacheKey() {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            update(sha, "iotcrypt hw explore 2\n" + unit(design) + "\n" + tools.yosys() + "\n"
                    + tools.iverilog() + "\n");
            for (Path source : rtl.of(design)) {
                update(sha, source.getFileName() + "\n");
                sha.update(Files.readAllBytes(source));
            }
            update(sha, testbench);
            update(sha, wrapper);
            return HexFormat.of().formatHex(sha.digest());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 missing from the JDK", e);
        }
    }

    /** Runs simulation and synthesis in {@code workDir} (created if needed). */
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
        String printed = Iverilog.simulate(workDir, "tb", simSources, SIMULATION_TIMEOUT);
        Map<String, String> row = new LinkedHashMap<>();
        row.put("design", design.name());
        row.put("description", design.description());
        if (design.isPresent()) {
            row.put("evaluated", top());
            checkPresent(printed, row);
        } else {
            CcmConfig c = config();
            row.put("evaluated", "sm4_ccm CCM=" + c.ccm() + " ARCH=" + c.arch() + " SBOXES=" + c.sboxes()
                    + " SBOX_KIND=" + c.sboxKind());
            checkCcm(printed, row);
        }
        Yosys.AsicResult asic = Yosys.synthesizeAsic(workDir, top(), sources, false, SYNTHESIS_TIMEOUT);
        row.put("asic_nand2_eq", String.format(Locale.ROOT, "%.0f", asic.gateEquivalents()));
        row.put("asic_cell_area_um2", String.format(Locale.ROOT, "%.0f", asic.cellArea()));
        row.put("asic_flip_flops", Integer.toString(asic.flipFlops()));
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
            row.put("area_efficiency_bps_per_gate", areaEfficiency(row.get("throughput_mbps"), asic.gateEquivalents()));
            row.put("power_efficiency", DesignResult.PENDING);
            row.put("apdp", DesignResult.PENDING);
        }
        row.put("power_mw", DesignResult.PENDING);
        row.put("yosys", tools.yosys());
        row.put("iverilog", tools.iverilog());
        row.put("cache_key", cacheKey);
        return new DesignResult(row);
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

    /**
     * Bit-exact and protocol check of the sm4_ccm testbench's CT / TAG / FAIL lines (ciphertext
     * blocks and tags in order, each against the software's); A.2's cycles and throughput.
     */
    private void checkCcm(String printed, Map<String, String> row) {
        List<String> problems = new ArrayList<>();
        int blocks = 0;
        int tags = 0;
        String cycles = DesignResult.NOT_APPLICABLE;
        String throughput = DesignResult.NOT_APPLICABLE;
        for (String line : printed.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f[0].equals("FAIL")) {
                problems.add(line.trim());
            } else if (f[0].equals("CT")) {
                if (blocks >= expectedBlocks || !f[5].equals(expectedCiphertexts.get(blocks)) || !f[4].equals("ok")) {
                    problems.add("ciphertext block " + blocks + " wrong: " + line.trim());
                }
                blocks++;
            } else if (f[0].equals("TAG")) {
                int m = Integer.parseInt(f[2]);
                if (m != tags || m >= messages.size() || !f[5].equals(Hex.encode(messages.get(m).tag()))
                        || !f[4].equals("ok")) {
                    problems.add("tag " + tags + " wrong: " + line.trim());
                } else if (m == 0) {
                    int c = Integer.parseInt(f[3]);
                    cycles = Integer.toString(c);
                    throughput = String.format(Locale.ROOT, "%.2f", messages.get(0).bits() * CLOCK_MHZ / c);
                }
                tags++;
            }
        }
        if (blocks != expectedBlocks) {
            problems.add(blocks + " ciphertext blocks reported, " + expectedBlocks + " expected");
        }
        if (tags != messages.size()) {
            problems.add(tags + " tags reported, " + messages.size() + " expected");
        }
        finish(row, problems, blocks, DesignResult.NOT_APPLICABLE, DesignResult.NOT_APPLICABLE);
        row.put("ccm_cycles", cycles);
        row.put("throughput_mbps", throughput);
    }

    /** Throughput (Mbps) / gates, in bits per second per NAND2 equivalent. */
    private static String areaEfficiency(String throughputMbps, double gates) {
        try {
            return String.format(Locale.ROOT, "%.0f", Double.parseDouble(throughputMbps) * 1e6 / gates);
        } catch (NumberFormatException e) {
            return DesignResult.NOT_APPLICABLE;
        }
    }

    /** Bit-exact and protocol check of the PRESENT testbench's R lines; cycles as measured. */
    private void checkPresent(String printed, Map<String, String> row) {
        List<String> problems = new ArrayList<>();
        List<Integer> cycles = new ArrayList<>();
        List<PresentTestbench.Observed> seen = PresentTestbench.parse(printed);
        for (PresentTestbench.Observed o : seen) {
            cycles.add(o.cycles());
            if (o.index() >= expectedBlocks || !o.ciphertext().equals(expectedCiphertexts.get(o.index()))) {
                problems.add("block " + o.index() + " wrong: " + o.ciphertext());
            }
            if (!o.busyHigh() || o.doneCycles() != 1 || !o.held()) {
                problems.add("block " + o.index() + " handshake: " + o);
            }
        }
        if (seen.size() != expectedBlocks) {
            problems.add(seen.size() + " blocks reported, " + expectedBlocks + " expected");
        }
        finish(row, problems, seen.size(), DesignResult.NOT_APPLICABLE, single(cycles, problems, "block"));
        row.put("ccm_cycles", DesignResult.NOT_APPLICABLE);
        row.put("throughput_mbps", DesignResult.NOT_APPLICABLE);
    }

    private static void finish(Map<String, String> row, List<String> problems, int blocks, String keyCycles,
            String blockCycles) {
        row.put("rtl_check", problems.isEmpty() ? "pass" : "FAIL: " + String.join("; ", problems));
        row.put("rtl_blocks", Integer.toString(blocks));
        row.put("key_cycles", keyCycles);
        row.put("block_cycles", blockCycles);
    }

    /** The one cycle count all observations agree on; a disagreement is a problem. */
    private static String single(List<Integer> cycles, List<String> problems, String what) {
        if (cycles.isEmpty() || cycles.stream().distinct().count() != 1) {
            problems.add(what + " cycles not constant: " + cycles);
            return cycles.isEmpty() ? DesignResult.NOT_APPLICABLE : cycles.toString();
        }
        return Integer.toString(cycles.get(0));
    }

    private static void update(MessageDigest sha, String text) {
        sha.update(text.getBytes(StandardCharsets.UTF_8));
    }
}
