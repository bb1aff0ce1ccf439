package org.iotcrypt.hw.explore;

import java.io.IOException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.iotcrypt.hw.eda.TestbenchClock;
import org.iotcrypt.hw.eda.Yosys;
import org.iotcrypt.hw.present.PresentTestbench;

/**
 * A PRESENT-80 encryption datapath of 16, 32 or 64 bits ({@code rtl/present/present80.v}, top
 * {@code present80_dp<width>}): the four CHES 2007 vectors and four random blocks, cycles per
 * block, and an FPGA mapping beside the ASIC one (the paper {@code present-32bit-datapath-hardware}
 * reports both).
 *
 * @param width the datapath width in bits
 */
public record PresentDesign(int width) implements Design {

    private static final int[] WIDTHS = {16, 32, 64};
    private static final int RANDOM_BLOCKS = 4;

    /** The three datapaths. */
    public static List<PresentDesign> all() {
        return java.util.Arrays.stream(WIDTHS).mapToObj(PresentDesign::new).toList();
    }

    /** The datapath called {@code name} (present16, present32, present64), or empty. */
    public static Optional<PresentDesign> parse(String name) {
        for (int w : WIDTHS) {
            if (name.equals("present" + w)) {
                return Optional.of(new PresentDesign(w));
            }
        }
        return Optional.empty();
    }

    @Override
    public String name() {
        return "present" + width;
    }

    @Override
    public String description() {
        return "PRESENT-80 encryption, " + width + "-bit datapath";
    }

    @Override
    public String top() {
        return "present80_dp" + width;
    }

    @Override
    public List<Path> sources(RtlSources rtl) {
        return rtl.present();
    }

    @Override
    public Bench bench(double periodNs) throws GeneralSecurityException {
        List<PresentTestbench.Block> ches = PresentTestbench.ches2007();
        List<PresentTestbench.Block> blocks = new ArrayList<>(ches);
        blocks.addAll(PresentTestbench.random(DesignRun.SEED, RANDOM_BLOCKS));
        List<String> expected = blocks.stream().map(b -> b.ciphertext().toLowerCase(Locale.ROOT)).toList();
        return new Bench(PresentTestbench.testbench(top(), blocks, width, ches.size(), new TestbenchClock(periodNs)), "",
                SimulationCheck.present(expected, ches.size()), "tb.dut", top(), Double.NaN);
    }

    @Override
    public void rtlColumns(Bench bench, SimulationCheck.Outcome rtl, Map<String, String> row) {
        row.put("block_cycles", rtl.cycles());
        row.put("ccm_cycles", DesignResult.NOT_APPLICABLE);
    }

    @Override
    public void metricColumns(Bench bench, Synthesized s, Map<String, String> row) throws IOException {
        Yosys.FpgaResult fpga = Yosys.synthesizeXilinx7(s.workDir(), top(), s.sources(), DesignRun.SYNTHESIS_TIMEOUT);
        row.put("fpga_luts", Integer.toString(fpga.luts()));
        row.put("fpga_flip_flops", Integer.toString(fpga.flipFlops()));
        row.put("area_efficiency_bps_per_gate", DesignResult.NOT_APPLICABLE);
        row.put("power_efficiency", DesignResult.NOT_APPLICABLE);
        row.put("apdp", DesignResult.NOT_APPLICABLE);
        row.put("area_efficiency_own_bps_per_gate", DesignResult.NOT_APPLICABLE);
        row.put("a2_latency_own_us", DesignResult.NOT_APPLICABLE);
        row.put("a2_energy_nj", DesignResult.NOT_APPLICABLE);
        row.put("a2_energy_own_nj", DesignResult.NOT_APPLICABLE);
    }

    @Override
    public String speed(DesignResult r) {
        return r.get("block_cycles") + " cycles/block";
    }
}
