package org.iotcrypt.hw.eda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Synthesis for a delay target on the fault an unconstrained mapping leaves in the explorer's
 * designs: a net with a fan-out of 256 on a smallest-size driver. The timing netlist must be one
 * OpenSTA reads, and the target must be met where no target leaves the path far slower.
 */
class TimingDrivenSynthesisTest {

    /** A select register gating 256 registered bits. */
    private static final String FLAT = "module t(input clk, input s, input [255:0] c, output reg [255:0] g);\n"
            + "  reg rs; reg [255:0] rc;\n"
            + "  always @(posedge clk) begin rs <= s; rc <= c; g <= rc & {256{rs}}; end\nendmodule\n";

    /**
     * The same with the gates in a module whose boundary synthesis keeps (as the DSE S-box's is
     * kept) and the netlist then inlines. ABC maps each kept module on its own and does not
     * buffer a net across the boundary: mapped for 2 ns this one still needed 3.88 ns (the
     * select's flip-flop alone 3.04 ns), as much as without a target; the explorer must buffer
     * the flattened netlist of such designs itself.
     */
    private static final String KEPT = "module t(input clk, input s, input [255:0] c, output reg [255:0] g);\n"
            + "  reg rs; reg [255:0] rc; wire [255:0] gated;\n"
            + "  gate u(.c(rc), .s(rs), .g(gated));\n"
            + "  always @(posedge clk) begin rs <= s; rc <= c; g <= gated; end\nendmodule\n"
            + "(* keep_hierarchy *)\n"
            + "module gate(input [255:0] c, input s, output [255:0] g);\n  assign g = c & {256{s}};\nendmodule\n";

    private static final OpenSta.Constraints AT_10_NS = new OpenSta.Constraints("clk", 10, 0.06, 0.06, 0, 0.025);

    @Test
    void aDelayTargetIsMetWhereNoTargetIsFarSlower(@TempDir Path dir) throws IOException {
        Path rtl = dir.resolve("t.v");
        Files.writeString(rtl, FLAT);
        Path free = Files.createDirectory(dir.resolve("free"));
        Yosys.AsicResult unconstrained = Yosys.synthesizeAsic(free, "t", List.of(rtl), false, true, null, 300);
        OpenSta.TimingReport before = OpenSta.analyze(free, CellLibrary.OSU018.liberty(), unconstrained.timingNetlist(), "t",
                AT_10_NS, 120);

        Path timed = Files.createDirectory(dir.resolve("timed"));
        Yosys.TimingTarget target = new Yosys.TimingTarget(1.5, "INVX1", 0.025);
        Yosys.AsicResult constrained = Yosys.synthesizeAsic(timed, "t", List.of(rtl), false, true, target, 300);
        OpenSta.TimingReport after = OpenSta.analyze(timed, CellLibrary.OSU018.liberty(), constrained.timingNetlist(), "t",
                AT_10_NS, 120);

        assertEquals(1 + 256 + 256, constrained.flipFlops());
        assertEquals(unconstrained.flipFlops(), constrained.flipFlops());
        // One DFFPOSX1 driving 256 inputs of about 0.009 pF each, fifteen times its table's largest
        // load: 3.88 ns (3.04 of them the flip-flop's). Buffered, the path fits the 1.5 ns asked
        // for (0.98 ns).
        assertTrue(before.minimumPeriodNs() > 2 * target.periodNs(), before.report());
        assertTrue(after.minimumPeriodNs() <= target.periodNs(), after.report());
        assertTrue(constrained.cellArea() < 1.1 * unconstrained.cellArea(),
                constrained.cellArea() + " against " + unconstrained.cellArea());
        assertTrue(Files.readString(timed.resolve("abc.constr")).contains("set_driving_cell INVX1"));
    }

    @Test
    void theTimingNetlistOfAKeptHierarchyIsOneModuleWithoutAliases(@TempDir Path dir) throws IOException {
        Path rtl = dir.resolve("t.v");
        Files.writeString(rtl, KEPT);
        for (boolean flatNetlist : new boolean[] {true, false}) {
            Path work = Files.createDirectory(dir.resolve("flat-" + flatNetlist));
            Yosys.AsicResult r = Yosys.synthesizeAsic(work, "t", List.of(rtl), true, flatNetlist, null, 300);
            String sta = Files.readString(r.timingNetlist());
            assertFalse(sta.contains("assign"), "the timing netlist keeps assign statements");
            assertEquals(1, sta.split("\\bmodule\\b", -1).length - 1, "one module");
            OpenSta.TimingReport t = OpenSta.analyze(work, CellLibrary.OSU018.liberty(), r.timingNetlist(), "t", AT_10_NS, 120);
            assertTrue(t.minimumPeriodNs() > 0, t.report());
        }
    }

    @Test
    void targetsAreChecked() {
        assertThrows(IllegalArgumentException.class, () -> new Yosys.TimingTarget(0, "INVX1", 0.01));
        assertThrows(IllegalArgumentException.class, () -> new Yosys.TimingTarget(5, "INVX1; rm", 0.01));
        assertThrows(IllegalArgumentException.class, () -> new Yosys.TimingTarget(5, "INVX1", -1));
        assertEquals(4500, new Yosys.TimingTarget(4.5, "INVX1", 0).picoseconds());
    }
}
