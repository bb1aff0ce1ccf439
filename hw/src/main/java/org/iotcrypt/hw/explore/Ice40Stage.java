package org.iotcrypt.hw.explore;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotcrypt.hw.fpga.Ice40Device;
import org.iotcrypt.hw.fpga.Ice40Flow;
import org.iotcrypt.hw.fpga.Ice40Placement;
import org.iotcrypt.hw.fpga.Ice40Result;

/**
 * The iCE40 stage of a design ({@code hw explore --ice40}): Yosys's {@code synth_ice40} and
 * nextpnr-ice40 on the HX8K and the UP5K, behind the serial pin wrapper ({@link Ice40Flow}). It is
 * cached apart from the rest of the row, by the hash of exactly its inputs: the RTL and the design's
 * parameter wrapper, Yosys's and nextpnr's versions, and the stage's own classes
 * ({@link ExplorerCode#ICE40_CLASSES}); the testbench, the cell library and OpenSTA do not enter it.
 * A design's clock and reset inputs are {@code clk} and {@code rst} in both families.
 */
final class Ice40Stage {

    private static final long TIMEOUT = 3600;

    private final Design design;
    private final RtlSources rtl;
    private final Design.Bench bench;
    private final String yosys;
    private final String nextpnr;
    private boolean ran;

    Ice40Stage(Design design, RtlSources rtl, Design.Bench bench, String yosys, String nextpnr) {
        this.design = design;
        this.rtl = rtl;
        this.bench = bench;
        this.yosys = yosys;
        this.nextpnr = nextpnr;
    }

    /** The row with this stage's columns, from {@code cache} or by running the flow in {@code workDir}. */
    DesignResult apply(DesignResult row, ResultCache cache, Path workDir) throws IOException {
        ResultCache.StageColumns s = cache.stage(cacheKey(), DesignResult.ICE40_COLUMNS,
                "iotcrypt hw explore iCE40 stage " + design.name(), () -> columns(run(workDir)));
        ran = s.ran();
        return row.with(s.columns());
    }

    /** Whether {@link #apply} ran the flow (rather than finding it cached). */
    boolean ran() {
        return ran;
    }

    private Ice40Result run(Path workDir) throws IOException {
        Files.createDirectories(workDir);
        List<Path> sources = DesignRun.synthesisSources(design, rtl, bench, workDir);
        return Ice40Flow.run(workDir, design.top(), sources, "clk", "rst", List.of(Ice40Device.values()), TIMEOUT);
    }

    private Map<String, String> columns(Ice40Result r) {
        Map<String, String> c = new LinkedHashMap<>();
        c.put("ice40_luts", Integer.toString(r.luts()));
        c.put("ice40_flip_flops", Integer.toString(r.flipFlops()));
        c.put("ice40_wrapper_flip_flops", Integer.toString(r.wrapperFlipFlops()));
        for (Ice40Device d : Ice40Device.values()) {
            Ice40Placement p = r.on(d);
            c.put("ice40_" + d.id() + "_logic_cells", Integer.toString(p.logicCellsUsed()));
            c.put("ice40_" + d.id() + "_fmax_mhz", p.fmaxText());
        }
        c.put("nextpnr", nextpnr);
        return c;
    }

    /** SHA-256 over the stage's inputs (see the class comment). */
    String cacheKey() {
        return new InputsDigest("iotcrypt hw ice40 2").text(design.top()).text(yosys).text(nextpnr)
                .text(ExplorerCode.ice40Fingerprint()).files(design.sources(rtl)).text(bench.wrapper()).hex();
    }
}
