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
import org.iotcrypt.encoding.Hex;
import org.iotcrypt.hw.eda.Iverilog;
import org.iotcrypt.hw.eda.Yosys;
import org.iotcrypt.hw.present.PresentTestbench;
import org.iotcrypt.hw.sm4.Sm4CoreConfig;
import org.iotcrypt.hw.sm4.Sm4CoreTestbench;

/**
 * The evaluation of one design's hardware unit: its generated files (testbench, synthesis wrapper), the cache
 * key over everything that decides the result, and the run itself -- RTL simulation checked
 * bit-exact against iotcrypt-core's software, cycle counts, and synthesis. A scheme is
 * evaluated by its SM4 core (layers 1-4) until the CCM top exists; its CCM metrics are
 * {@link DesignResult#PENDING}, and the schemes differing only in their CCM candidate share one
 * unit (see {@link #unit}).
 */
final class DesignRun {

    private static final long SIMULATION_TIMEOUT = 300;
    private static final long SYNTHESIS_TIMEOUT = 1200;
    private static final long SEED = 0x10c7e5a1L;
    private static final int SM4_RANDOM_KEYS = 2;
    private static final int SM4_BLOCKS_PER_KEY = 2;
    private static final int PRESENT_RANDOM_BLOCKS = 4;

    private final Design design;
    private final RtlSources rtl;
    private final ToolVersions tools;
    private final String testbench;
    private final String wrapper;
    private final int expectedBlocks;
    private final List<String> expectedCiphertexts = new ArrayList<>();

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
                List<Sm4CoreTestbench.KeyRun> runs =
                        Sm4CoreTestbench.vectors(SEED, SM4_RANDOM_KEYS, SM4_BLOCKS_PER_KEY);
                runs.forEach(r -> r.ciphertexts().forEach(c -> expectedCiphertexts.add(Hex.encode(c))));
                testbench = Sm4CoreTestbench.generate(List.of(config()), runs);
                wrapper = RtlSources.sm4CoreWrapper(top(), design.scheme());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("software reference failed: " + e.getMessage(), e);
        }
        expectedBlocks = expectedCiphertexts.size();
    }

    /**
     * The name of what is simulated and synthesized: the PRESENT datapath's design name, or for a
     * scheme its SM4 core, {@code sm4core_k?n?s?} (the same for c0, c1 and c2 until the CCM top exists).
     */
    static String unit(Design design) {
        return design.isPresent() ? design.name() : "sm4core_" + design.name().substring(2);
    }

    /** SHA-256 over the unit, its RTL sources, testbench, wrapper and the tool versions. */
    String cacheKey() {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            update(sha, "iotcrypt hw explore 1\n" + unit(design) + "\n" + tools.yosys() + "\n"
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
            Sm4CoreConfig c = config();
            row.put("evaluated", "sm4_core ARCH=" + c.arch() + " SBOXES=" + c.sboxes() + " SBOX_KIND=" + c.sboxKind());
            checkSm4(printed, row);
        }
        Yosys.AsicResult asic = Yosys.synthesizeAsic(workDir, top(), sources, false, SYNTHESIS_TIMEOUT);
        row.put("asic_nand2_eq", String.format(Locale.ROOT, "%.0f", asic.gateEquivalents()));
        row.put("asic_cell_area_um2", String.format(Locale.ROOT, "%.0f", asic.cellArea()));
        row.put("asic_flip_flops", Integer.toString(asic.flipFlops()));
        if (design.isPresent()) {
            Yosys.FpgaResult fpga = Yosys.synthesizeXilinx7(workDir, top(), sources, SYNTHESIS_TIMEOUT);
            row.put("fpga_luts", Integer.toString(fpga.luts()));
            row.put("fpga_flip_flops", Integer.toString(fpga.flipFlops()));
            row.put("ccm_metrics", DesignResult.NOT_APPLICABLE);
        } else {
            row.put("fpga_luts", DesignResult.NOT_APPLICABLE);
            row.put("fpga_flip_flops", DesignResult.NOT_APPLICABLE);
            row.put("ccm_metrics", DesignResult.PENDING);
        }
        row.put("yosys", tools.yosys());
        row.put("iverilog", tools.iverilog());
        row.put("cache_key", cacheKey);
        return new DesignResult(row);
    }

    private String top() {
        return design.isPresent() ? RtlSources.presentTop(design.presentWidth()) : "x_" + unit(design);
    }

    private Sm4CoreConfig config() {
        Scheme s = design.scheme();
        return new Sm4CoreConfig(s.core().ordinal(), s.nlt().sboxes(), s.sbox().ordinal());
    }

    /** Bit-exact and protocol check of the sm4_core testbench's KEY / BLK / FAIL lines; cycles as measured. */
    private void checkSm4(String printed, Map<String, String> row) {
        List<String> problems = new ArrayList<>();
        List<Integer> keyCycles = new ArrayList<>();
        List<Integer> blockCycles = new ArrayList<>();
        int blocks = 0;
        for (String line : printed.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f[0].equals("FAIL")) {
                problems.add(line.trim());
            } else if (f[0].equals("KEY")) {
                keyCycles.add(Integer.parseInt(f[2]));
            } else if (f[0].equals("BLK")) {
                blockCycles.add(Integer.parseInt(f[2]));
                if (blocks >= expectedBlocks || !f[4].equals(expectedCiphertexts.get(blocks)) || !f[3].equals("ok")) {
                    problems.add("block " + blocks + " wrong: " + line.trim());
                }
                blocks++;
            }
        }
        if (blocks != expectedBlocks) {
            problems.add(blocks + " blocks reported, " + expectedBlocks + " expected");
        }
        finish(row, problems, blocks, single(keyCycles, problems, "key"), single(blockCycles, problems, "block"));
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
