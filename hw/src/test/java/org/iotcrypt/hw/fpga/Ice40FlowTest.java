package org.iotcrypt.hw.fpga;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.iotcrypt.hw.eda.EdaException;
import org.iotcrypt.hw.eda.ToolRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The iCE40 flow on designs whose cells are counted by hand: a shift register of N flip-flops
 * with a synchronous reset, one bit in and one bit out, behind the {@link PinWrapper}.
 *
 * <p>The hand count: Yosys maps the N stages to SB_DFFSR (reset = rst) and the wrapper adds two
 * flip-flops, one shifting {@code sin} in and one capturing {@code q} ({@code o <= load ? q : 0},
 * which Yosys maps as a flip-flop whose synchronous reset is {@code !load}: one LUT4, an
 * inverter). nextpnr-ice40 packs each flip-flop into a logic cell of its own; the inverter feeds a
 * reset pin, not a D input, so it takes a logic cell of its own too; and the packer adds one
 * constant-0 and one constant-1 driver cell ({@code $PACKER_GND}, {@code $PACKER_VCC}, the
 * flip-flops' clock enables). So N + 2 flip-flops, 1 LUT and N + 5 logic cells.
 */
class Ice40FlowTest {

    private static String chain(int n) {
        return "module chain(input clk, input rst, input d, output q);\n  reg [" + (n - 1) + ":0] r;\n"
                + "  always @(posedge clk) r <= rst ? " + n + "'b0 : {r[" + (n - 2) + ":0], d};\n"
                + "  assign q = r[" + (n - 1) + "];\nendmodule\n";
    }

    private static Ice40Result chain(Path dir, int n, Ice40Device device) throws IOException {
        Path v = dir.resolve("chain.v");
        Files.writeString(v, chain(n));
        return Ice40Flow.run(dir.resolve("work"), "chain", List.of(v), "clk", "rst", List.of(device), 300);
    }

    @Test
    void aShiftRegisterTakesTheHandCountOfCellsAndRoutes(@TempDir Path dir) throws IOException {
        Ice40Result r = chain(dir, 200, Ice40Device.HX8K);
        assertEquals(202, r.flipFlops());
        assertEquals(1, r.luts());
        assertEquals(0, r.carries());
        assertEquals(2, r.wrapperFlipFlops());
        Ice40Placement p = r.on(Ice40Device.HX8K);
        assertEquals(205, p.logicCellsUsed());
        assertTrue(p.fits());
        // A chain of flip-flops has one routing hop between registers: far above the target.
        assertTrue(p.fmaxMhz() > Ice40Flow.TARGET_MHZ, p.fmaxText());
        assertTrue(Files.readString(dir.resolve("work/nextpnr-hx8k.log")).contains("Max frequency"));
    }

    @Test
    void aDesignLargerThanThePartDoesNotFitAndSaysByHowMuch(@TempDir Path dir) throws IOException {
        // 5,300 + 5 = 5,305 logic cells against the UP5K's 5,280.
        Ice40Result r = chain(dir, 5300, Ice40Device.UP5K);
        Ice40Placement p = r.on(Ice40Device.UP5K);
        assertFalse(p.fits());
        assertEquals(5305, p.logicCellsUsed());
        assertTrue(Double.isNaN(p.fmaxMhz()));
        assertEquals("does not fit: 5305 of 5280 logic cells", p.fmaxText());
    }

    @Test
    void aFailureThatIsNotSizeIsAnErrorNamingTheTool() {
        String log = "Info: Device utilisation:\nInfo: \t         ICESTORM_LC:   205/ 7680     2%\n"
                + "ERROR: something else went wrong\n";
        EdaException e = assertThrows(EdaException.class,
                () -> Ice40Flow.placement(Ice40Device.HX8K, new ToolRun.Finished(1, log), 180));
        assertTrue(e.getMessage().contains("nextpnr-ice40 (hx8k) failed with exit code 1"), e.getMessage());
        assertThrows(EdaException.class, () -> Ice40Flow.placement(Ice40Device.HX8K,
                new ToolRun.Finished(0, "Info: \t ICESTORM_LC:   205/ 7680     2%\n"), 180));
        // a device database other than the one the explorer states would make every "fits" wrong
        assertThrows(EdaException.class, () -> Ice40Flow.placement(Ice40Device.UP5K,
                new ToolRun.Finished(0, "Info: \t ICESTORM_LC:   205/ 7680     2%\n"), 180));
    }

    @Test
    void aRunStoppedAtItsTimeLimitIsAResultWithTheCellsCounted() {
        String log = "Info: Device utilisation:\nInfo: \t         ICESTORM_LC:  4757/ 5280    90%\n"
                + "Info: Running main analytical placer.\n";
        Ice40Placement p = Ice40Flow.placement(Ice40Device.UP5K, new ToolRun.Finished(-1, log, true), 180);
        assertFalse(p.fits());
        assertEquals(Ice40Placement.Outcome.NOT_PLACED_IN_TIME, p.outcome());
        assertEquals("not placed in 180 s: 4757 of 5280 logic cells", p.fmaxText());
    }
}
