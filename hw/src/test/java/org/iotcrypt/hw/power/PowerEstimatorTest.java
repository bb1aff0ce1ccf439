package org.iotcrypt.hw.power;

import static org.iotcrypt.hw.power.GateNetlistTest.DFF_CLK;
import static org.iotcrypt.hw.power.GateNetlistTest.DFF_D;
import static org.iotcrypt.hw.power.GateNetlistTest.INV_A;
import static org.iotcrypt.hw.power.GateNetlistTest.NAND_A;
import static org.iotcrypt.hw.power.GateNetlistTest.NAND_B;
import static org.iotcrypt.hw.power.GateNetlistTest.OSU;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.iotcrypt.hw.eda.EdaException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The estimate on {@link GateNetlistTest}'s hand netlist and a dump whose toggle counts are set by hand. */
class PowerEstimatorTest {

    /** Toggles per dumped bit; a var named {@code a [0]} is the 1-bit select a[0]. Aliases carry equal counts. */
    private static Map<String, Integer> counts() {
        Map<String, Integer> c = new LinkedHashMap<>();
        c.put("clk", 10);
        c.put("a [0]", 4);
        c.put("a [1]", 3);
        c.put("\\u.x", 3);
        c.put("_0_", 4);
        c.put("\\m[1].v [1]", 4);
        c.put("q [1]", 2);
        c.put("y", 5);
        c.put("q [0]", 1);
        c.put("w [0]", 1);
        return c;
    }

    /** Var i toggles at 1, 2, ... ns as often as its count says; the dump ends at 100 ns. */
    private static String dump(Map<String, Integer> counts) {
        StringBuilder sb = new StringBuilder("$timescale 1ns $end\n$scope module tb $end\n$scope module dut $end\n");
        int i = 0;
        for (String name : counts.keySet()) {
            sb.append("$var wire 1 ").append(SyntheticVcd.id(i++)).append(' ').append(name).append(" $end\n");
        }
        sb.append("$upscope $end\n$upscope $end\n$enddefinitions $end\n#0\n$dumpvars\n");
        for (int k = 0; k < counts.size(); k++) {
            sb.append('0').append(SyntheticVcd.id(k)).append('\n');
        }
        sb.append("$end\n");
        for (int t = 1; t <= 10; t++) {
            sb.append('#').append(t).append('\n');
            i = 0;
            for (int n : counts.values()) {
                if (t <= n) {
                    sb.append(t % 2).append(SyntheticVcd.id(i)).append('\n');
                }
                i++;
            }
        }
        return sb.append("#100\n").toString();
    }

    @Test
    void sumsToggleTimesLoadTimesHalfVSquaredOverTheWindow(@TempDir Path dir) throws IOException {
        GateNetlist n = GateNetlistTest.handNetlist(dir);
        VcdActivity act = VcdActivity.read(VcdActivityTest.write(dir, dump(counts())), "tb.dut", 0, 100_000);
        PowerReport r = PowerEstimator.estimate(OSU, n, act);

        // Loads from GateNetlistTest: clk 2 CLK pins; a[0] INVX1 A + DFF D; a[1] = u.x NAND B;
        // _0_ = m[1].v[1] NAND A + DFF D; q[1] NAND A + B; y, q[0] = w[0] drive nothing.
        double togglePf = 10 * 2 * DFF_CLK + 4 * (INV_A + DFF_D) + 3 * NAND_B + 4 * (NAND_A + DFF_D)
                + 2 * (NAND_A + NAND_B);
        double expectedMw = togglePf * 1e-12 * 1.8 * 1.8 / 2 / 100e-9 * 1e3;
        assertEquals(expectedMw, r.switchingMw(), expectedMw * 1e-12);
        double leakageMw = (0.0221741 + 2 * 0.0393659 + 2 * 0.160725) * 1e-6;
        assertEquals(leakageMw, r.leakageMw(), 1e-18);
        assertEquals(r.switchingMw() + r.internalMw(), r.dynamicMw(), 1e-15);
        assertEquals(r.dynamicMw() + r.leakageMw(), r.totalMw(), 1e-15);
        // Node toggles, each node once: 10 + 4 + 3 + 4 + 2 + 5 + 1 (q[0] = w[0]); m[1].v[0] = w[1] and w[2] none.
        assertEquals(29, r.toggles());
        assertEquals(9, r.nets());
        assertEquals(100.0, r.windowNs(), 0);
    }

    /** Two inverters in a row and a flip-flop: internal power worked out by hand from the library's tables. */
    private static final String INTERNAL_NETLIST = """
            module t(clk, a, y, q);
              input clk;
              input a;
              output y;
              output q;
              wire n1;
              INVX1 i1 (.A(a), .Y(n1));
              INVX1 i2 (.A(n1), .Y(y));
              DFFPOSX1 f (.CLK(clk), .D(a), .Q(q));
            endmodule
            """;

    /**
     * The internal power against a hand calculation from osu018_stdcells.lib's tables (in pJ: its
     * 1 V x 1 pF unit), each read at the estimator's 0.1 ns input transition by linear
     * interpolation along each axis: i1's output drives i2's A pin (0.00932456 pF), i2's and the
     * flip-flop's outputs drive nothing (the tables' first load, 0.005 pF, is the nearest).
     */
    @Test
    void internalPowerIsTheTablesEnergyPerToggleOverTheWindow(@TempDir Path dir) throws IOException {
        Path v = dir.resolve("t_gates.v");
        java.nio.file.Files.writeString(v, INTERNAL_NETLIST);
        GateNetlist n = GateNetlist.load(v, "t", OSU);
        Map<String, Integer> counts = new LinkedHashMap<>();
        counts.put("clk", 10);
        counts.put("a", 4);
        counts.put("n1", 4);
        counts.put("y", 4);
        counts.put("q", 2);
        PowerReport r = PowerEstimator.estimate(OSU, n, VcdActivity.read(VcdActivityTest.write(dir, dump(counts)), "tb.dut", 0, 100_000));

        double t = GateNetlistTest.T_5;
        double u = (0.00932456 - 0.005) / (0.0125 - 0.005); // between the 0.005 and 0.0125 pF rows
        // INVX1 Y (related pin A): fall rows "0.009213, 0.004772", "0.009047, 0.005677"; rise rows
        // "0.023555, 0.029044", "0.023165, 0.028621".
        double fall0 = 0.009213 + (0.004772 - 0.009213) * t;
        double fall1 = 0.009047 + (0.005677 - 0.009047) * t;
        double rise0 = 0.023555 + (0.029044 - 0.023555) * t;
        double rise1 = 0.023165 + (0.028621 - 0.023165) * t;
        double i1 = (fall0 + (fall1 - fall0) * u + rise0 + (rise1 - rise0) * u) / 2;
        double i2 = (fall0 + rise0) / 2;
        double clk = GateNetlistTest.DFF_CLK_PJ;
        double picojoules = 4 * i1 + 4 * i2 + 10 * clk + 4 * GateNetlistTest.DFF_D_PJ + 2 * GateNetlistTest.DFF_Q_UNLOADED_PJ;
        assertEquals(1.121003, picojoules, 1e-6, "the sum worked out on paper");
        assertEquals(picojoules * 1e-12 / 100e-9 * 1e3, r.internalMw(), 1e-12);
        assertEquals(10 * clk * 1e-12 / 100e-9 * 1e3, r.clockPinMw(), 1e-12, "the flip-flop's CLK pin alone");
        assertEquals(0.1, PowerEstimator.INPUT_TRANSITION_NS, 0);
    }

    /**
     * The same toggles over twice the time (a clock at half the speed), restated at the first
     * period: the same switching, internal and clock-pin power, the same leakage.
     */
    @Test
    void powerMeasuredAtASlowerClockRestatesAtTheFasterOne(@TempDir Path dir) throws IOException {
        GateNetlist n = GateNetlistTest.handNetlist(dir);
        PowerReport fast = PowerEstimator.estimate(OSU, n,
                VcdActivity.read(VcdActivityTest.write(dir, dump(counts())), "tb.dut", 0, 100_000));
        Path slowDump = dir.resolve("slow");
        java.nio.file.Files.createDirectories(slowDump);
        PowerReport slow = PowerEstimator.estimate(OSU, n, VcdActivity.read(VcdActivityTest.write(slowDump,
                dump(counts()).replace("#100\n", "#200\n")), "tb.dut", 0, 200_000));
        assertEquals(fast.switchingMw() / 2, slow.switchingMw(), 1e-15, "half the power at half the clock");
        PowerReport restated = slow.atPeriod(20, 10);
        assertEquals(fast.switchingMw(), restated.switchingMw(), 1e-15);
        assertEquals(fast.internalMw(), restated.internalMw(), 1e-15);
        assertEquals(fast.clockPinMw(), restated.clockPinMw(), 1e-15);
        assertEquals(fast.leakageMw(), restated.leakageMw(), 0);
        assertEquals(fast.windowNs(), restated.windowNs(), 1e-9);
        assertEquals(fast.toggles(), restated.toggles());
    }

    @Test
    void aLoadedNetMissingFromTheDumpIsAnError(@TempDir Path dir) throws IOException {
        GateNetlist n = GateNetlistTest.handNetlist(dir);
        Map<String, Integer> noClock = counts();
        noClock.remove("clk");
        VcdActivity act = VcdActivity.read(VcdActivityTest.write(dir, dump(noClock)), "tb.dut", 0, 100_000);
        EdaException e = assertThrows(EdaException.class, () -> PowerEstimator.estimate(OSU, n, act));
        assertTrue(e.getMessage().contains("net clk") && e.getMessage().contains("tb.dut"), e.getMessage());
    }
}
