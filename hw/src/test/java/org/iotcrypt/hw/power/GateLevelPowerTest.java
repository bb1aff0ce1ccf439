package org.iotcrypt.hw.power;

import static org.iotcrypt.hw.power.GateNetlistTest.DFF_CLK;
import static org.iotcrypt.hw.power.GateNetlistTest.DFF_D;
import static org.iotcrypt.hw.power.GateNetlistTest.OSU;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.iotcrypt.hw.eda.CellLibrary;
import org.iotcrypt.hw.eda.ToolRun;
import org.iotcrypt.hw.eda.Yosys;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end on real tools: two tiny designs synthesized to the OSU cells by Yosys, their
 * netlists simulated together in Icarus with the cell models and their specify delays
 * ({@code -gspecify}, timescale 1ns/10ps, 100 MHz clock), the VCD read back. Expected counts come
 * from what the designs do, the expected power from the liberty's pin capacitances by hand.
 *
 * <p>The window is 256 clock cycles, [102 ns, 2662 ns): it holds the clock's edges at 105, 110,
 * ..., 2660 ns (512 toggles), 256 rising edges and the 256 falling edges at 110 ... 2660 ns at
 * which the testbench increments {@code d}. A bit i of a value incremented 256 times in a row
 * toggles 256 / 2^i times.
 */
class GateLevelPowerTest {

    private static final String REG8 = """
            module reg8(input clk, input [7:0] d, output reg [7:0] q);
              always @(posedge clk) q <= d;
            endmodule
            """;

    /** The incrementer is a submodule so that the flattened netlist has escaped names (u.a, u.y with a backslash). */
    private static final String CNT8 = """
            module inc8(input [7:0] a, output [7:0] y);
              assign y = a + 8'd1;
            endmodule
            module cnt8(input clk, input rst, output reg [7:0] q);
              wire [7:0] next;
              inc8 u(.a(q), .y(next));
              always @(posedge clk) q <= rst ? 8'd0 : next;
            endmodule
            """;

    private static final String TB = """
            `timescale 1ns/10ps
            module tb;
              reg clk = 0;
              reg rst = 1;
              reg [7:0] d = 0;
              wire [7:0] qr, qc;
              reg8 r(.clk(clk), .d(d), .q(qr));
              cnt8 c(.clk(clk), .rst(rst), .q(qc));
              always #5 clk = ~clk;
              always @(negedge clk) if (!rst) d <= d + 8'd1;
              initial begin
                $dumpfile("power.vcd");
                $dumpvars(1, tb.r);
                $dumpvars(1, tb.c);
                #22 rst = 0;
                #3000 $finish;
              end
            endmodule
            """;

    private static final long FROM_PS = 102_000;
    private static final long TO_PS = 2_662_000;

    private static GateNetlist reg8;
    private static GateNetlist cnt8;
    private static double cnt8Area;
    private static Path vcd;

    @BeforeAll
    static void synthesizeAndSimulate(@TempDir Path dir) throws IOException {
        Path reg8Net = synthesize(dir, "reg8", REG8).netlist();
        Yosys.AsicResult cnt8Asic = synthesize(dir, "cnt8", CNT8);
        Path cnt8Net = cnt8Asic.netlist();
        cnt8Area = cnt8Asic.cellArea();
        Path tb = dir.resolve("tb.v");
        Files.writeString(tb, TB);
        ToolRun.run(dir, List.of("iverilog", "-g2012", "-gspecify", "-o", "sim.vvp", "-s", "tb", tb.toString(),
                reg8Net.toString(), cnt8Net.toString(), CellLibrary.OSU018.verilog().toString()), 120);
        ToolRun.run(dir, List.of("vvp", "-n", "sim.vvp"), 120);
        vcd = dir.resolve("power.vcd");
        reg8 = GateNetlist.load(reg8Net, "reg8", OSU);
        cnt8 = GateNetlist.load(cnt8Net, "cnt8", OSU);
    }

    private static Yosys.AsicResult synthesize(Path dir, String top, String rtl) throws IOException {
        Path sub = Files.createDirectories(dir.resolve(top));
        Path src = sub.resolve(top + ".v");
        Files.writeString(src, rtl);
        return Yosys.synthesizeAsic(sub, top, List.of(src), false, 120);
    }

    @Test
    void registerPowerIsTheHandFormulaOverClockAndInputs() {
        // An 8-bit register is eight DFFPOSX1 and nothing else.
        assertEquals(Map.of("DFFPOSX1", 8), reg8.cellCounts());
        VcdActivity act = VcdActivity.read(vcd, "tb.r", FROM_PS, TO_PS);
        assertEquals(512, act.toggles("clk"));
        for (int i = 0; i < 8; i++) {
            assertEquals(256 >> i, act.toggles("d[" + i + "]"), "d[" + i + "]");
            assertEquals(256 >> i, act.toggles("q[" + i + "]"), "q[" + i + "]");
        }
        PowerReport r = PowerEstimator.estimate(OSU, reg8, act);
        // clk drives 8 CLK pins, each d[i] one D pin; q drives nothing inside the module.
        // Toggles of d: 256 + 128 + ... + 2 = 510.
        double togglePf = 512 * 8 * DFF_CLK + 510 * DFF_D;
        double expectedMw = togglePf * 1e-12 * 1.8 * 1.8 / 2 / 2560e-9 * 1e3;
        assertEquals(expectedMw, r.switchingMw(), expectedMw * 1e-9);
        // Internal: every clock edge on eight CLK pins, every d toggle on a D pin, every q toggle on
        // an unloaded Q (GateNetlistTest's hand-read table values).
        double internalPj = 512 * 8 * GateNetlistTest.DFF_CLK_PJ + 510 * GateNetlistTest.DFF_D_PJ
                + 510 * GateNetlistTest.DFF_Q_UNLOADED_PJ;
        assertEquals(internalPj * 1e-12 / 2560e-9 * 1e3, r.internalMw(), 1e-12);
        assertEquals(512 * 8 * GateNetlistTest.DFF_CLK_PJ * 1e-12 / 2560e-9 * 1e3, r.clockPinMw(), 1e-12);
        assertEquals(8 * 0.160725e-6, r.leakageMw(), 1e-15);
        assertEquals(512 + 2 * 510, r.toggles());
        assertEquals(2560.0, r.windowNs(), 0);
    }

    /** The instances read from the netlist add up to the area Yosys's {@code stat -liberty} printed. */
    @Test
    void instancesAddUpToYosysCellArea() {
        double area = 0;
        for (Map.Entry<String, Integer> e : cnt8.cellCounts().entrySet()) {
            area += e.getValue() * OSU.cell(e.getKey()).area();
        }
        assertEquals(cnt8Area, area, 1e-9);
    }

    @Test
    void counterBitsToggleAsTheCounterCounts() {
        VcdActivity act = VcdActivity.read(vcd, "tb.c", FROM_PS, TO_PS);
        assertEquals(512, act.toggles("clk"));
        for (int i = 0; i < 8; i++) {
            assertEquals(256 >> i, act.toggles("q[" + i + "]"), "q[" + i + "]");
        }
        // The counter's clock drives its eight flip-flops' CLK pins and nothing else.
        assertEquals(8 * DFF_CLK, cnt8.loadCapacitancePf("clk"), 1e-12);
        PowerReport r = PowerEstimator.estimate(OSU, cnt8, act);
        double clockMw = 512 * 8 * DFF_CLK * 1e-12 * 1.8 * 1.8 / 2 / 2560e-9 * 1e3;
        assertTrue(r.dynamicMw() > clockMw, r + " vs clock alone " + clockMw + " mW");
        assertEquals(cnt8.nodes().size(), r.nets());
    }

    /** Yosys writes the flattened port u.a as an escaped vector, backslash u.a; Icarus dumps it with the backslash and " [7:0]". */
    @Test
    void escapedNamesMatchBetweenNetlistAndDump() {
        VcdActivity act = VcdActivity.read(vcd, "tb.c", FROM_PS, TO_PS);
        for (int i = 0; i < 8; i++) {
            assertTrue(cnt8.node("q[" + i + "]").names().contains("u.a[" + i + "]"), cnt8.node("q[" + i + "]").toString());
            assertEquals(256 >> i, act.toggles("u.a[" + i + "]"), "u.a[" + i + "]");
        }
        for (String bit : act.netBits()) {
            cnt8.node(bit);
        }
        for (GateNetlist.Node node : cnt8.nodes()) {
            assertTrue(node.names().stream().anyMatch(act::has), "not dumped: " + node);
        }
    }
}
