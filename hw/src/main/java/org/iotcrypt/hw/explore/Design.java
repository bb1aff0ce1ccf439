package org.iotcrypt.hw.explore;

import java.io.IOException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.iotcrypt.hw.eda.TestbenchClock;
import org.iotcrypt.hw.eda.Yosys;
import org.iotcrypt.hw.power.PowerReport;

/**
 * A design the explorer evaluates. Each family of designs is one class with its RTL:
 * {@link CcmDesign} (the 63 SM4-CCM schemes) and {@link PresentDesign} (the three PRESENT-80
 * datapaths). {@link DesignRun} runs every design through the same stages (RTL simulation,
 * synthesis, gate-level simulation, power) and asks the design for what differs: its sources
 * and top module, its testbench and checker, and the columns only its family has. Adding a family
 * is a new class and its line in {@link #FAMILIES}.
 */
public interface Design {

    /** Each family's designs in order, and the parser of its names (empty for a name not its own). */
    List<Family> FAMILIES = List.of(new Family(CcmDesign.all(), CcmDesign::parse),
            new Family(PresentDesign.all(), PresentDesign::parse));

    /**
     * The CI subset: every candidate of every layer at least once, and the paper's named schemes
     * (c0k1n2s2 its optimum, best power efficiency and APDP; c1k1n2s0 a best throughput; c0k2n0s1 the
     * smallest; c0k2n0s2 the lowest power; c0k1n2s1 the best area efficiency), plus the paper's proposed
     * 32-bit PRESENT datapath.
     */
    List<String> CI_SUBSET = List.of("c0k1n2s2", "c1k1n2s0", "c0k2n0s1", "c0k2n0s2",
            "c0k1n2s1", "c2k0n1s1", "c0k0n1s0", "c1k2n1s2", "present32");

    /** The design's name, as {@code --schemes} takes it. */
    String name();

    /** What {@code iotcrypt hw list} prints after the name. */
    String description();

    /** The module simulated and synthesized (no two designs share one). */
    String top();

    /** Its RTL sources in the tree. */
    List<Path> sources(RtlSources rtl);

    /** Its testbench (at 100 MHz), synthesis wrapper and transcript checker, made from iotcrypt-core's software. */
    default Bench bench() throws GeneralSecurityException {
        return bench(TestbenchClock.PAPER.periodNs());
    }

    /** As {@link #bench()}, the testbench's clock period {@code periodNs}. */
    Bench bench(double periodNs) throws GeneralSecurityException;

    /** The columns only this family fills from the RTL transcript: cycles and throughput. */
    void rtlColumns(Bench bench, SimulationCheck.Outcome rtl, Map<String, String> row);

    /** The columns only this family fills after synthesis and the power estimate. */
    void metricColumns(Bench bench, Synthesized synthesized, Map<String, String> row) throws IOException;

    /** The speed part of the explorer's progress line. */
    String speed(DesignResult result);

    /** All designs: the 63 schemes, then the three PRESENT datapaths. */
    static List<Design> all() {
        return FAMILIES.stream().<Design>flatMap(f -> f.designs().stream()).toList();
    }

    /** The CI subset ({@code --schemes ci}): 8 schemes covering every candidate of every layer, and present32. */
    static List<Design> ciSubset() {
        return CI_SUBSET.stream().map(Design::parse).toList();
    }

    /** The design called {@code name}. */
    static Design parse(String name) {
        for (Family f : FAMILIES) {
            Optional<? extends Design> d = f.parser().apply(name);
            if (d.isPresent()) {
                return d.get();
            }
        }
        throw new IllegalArgumentException("unknown design '" + name
                + "': a scheme c[0-2]k[0-2]n[0-2]s[0-2] (GB2SM4 c2 only with k0)"
                + " or present16, present32, present64");
    }

    /**
     * What a design's run is checked and measured with: the generated testbench, the wrapper that
     * fixes its parameters for synthesis (empty if none), the checker of both transcripts, the
     * scope of the unit under test in the dump, the {@code evaluated} column, and the payload bits
     * of the message its throughput is computed from (NaN for none).
     */
    record Bench(String testbench, String wrapper, SimulationCheck check, String dutScope, String evaluated,
            double messageBits) {
    }

    /**
     * What synthesis and the power estimate produced, for a family's own columns: {@code gates} is
     * the cell area in the library's NAND2 equivalents, {@code power} at 100 MHz (null if none).
     */
    record Synthesized(Path workDir, List<Path> sources, Yosys.AsicResult asic, double gates, PowerReport power,
            double throughputMbps, double cycles, double fmaxMhz) {
    }

    /** One family: its designs, and its parser of names. */
    record Family(List<? extends Design> designs, Function<String, Optional<? extends Design>> parser) {
    }
}
