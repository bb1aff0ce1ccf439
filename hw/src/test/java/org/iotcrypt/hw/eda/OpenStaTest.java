package org.iotcrypt.hw.eda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * OpenSTA's worst path against a hand calculation from the Liberty tables, and the minimum
 * period it gives a clocked netlist whatever period it is asked about.
 */
class OpenStaTest {

    /*
     * INVX1 of /usr/share/qflow/tech/osu018/osu018_stdcells.lib (qflow-tech-osu018 1.3.17):
     * input capacitance of A rising 0.00932196 pF, falling 0.00932456 pF; the tables' index_1 is
     * the output load (pF), index_2 the input transition (ns). Rows copied for the loads and
     * columns used below.
     */
    private static final double[] LOADS = {0.005, 0.0125, 0.025};
    private static final double[] SLEWS = {0.06, 0.18};
    private static final double[][] CELL_RISE = {{0.037639, 0.056898}, {0.05258, 0.083003}, {0.07402, 0.112622}};
    private static final double[][] RISE_TRANSITION = {{0.031447, 0.059488}, {0.047167, 0.0786}, {0.072, 0.096}};
    private static final double[][] CELL_FALL = {{0.030906, 0.037434}, {0.04464, 0.057551}, {0.064368, 0.091076}};
    private static final double[][] FALL_TRANSITION = {{0.032269, 0.0648}, {0.036025, 0.0726}, {0.06, 0.0882}};
    private static final double A_RISE_CAP = 0.00932196;
    private static final double A_FALL_CAP = 0.00932456;

    private static final double INPUT_SLEW = 0.06;
    private static final double OUTPUT_LOAD = 0.025;

    private static final String TWO_INVERTERS = "module two_inv (a, y);\n  input a;\n  output y;\n  wire n1;\n"
            + "  INVX1 u1 (.A(a), .Y(n1));\n  INVX1 u2 (.A(n1), .Y(y));\nendmodule\n";

    /** A register, an inverter and a register: a clocked path with a setup check. */
    private static final String REGISTER_PATH = "module reg_inv (clk, d, q);\n  input clk, d;\n  output q;\n"
            + "  wire q1, n1;\n  DFFPOSX1 r1 (.CLK(clk), .D(d), .Q(q1));\n  INVX1 u1 (.A(q1), .Y(n1));\n"
            + "  DFFPOSX1 r2 (.CLK(clk), .D(n1), .Q(q));\nendmodule\n";

    @Test
    void worstPathOfTwoInvertersIsTheHandCalculation(@TempDir Path dir) throws IOException {
        Path netlist = dir.resolve("two_inv.v");
        Files.writeString(netlist, TWO_INVERTERS);
        OpenSta.TimingReport r = OpenSta.analyze(dir, CellLibrary.OSU018.liberty(), netlist, "two_inv",
                new OpenSta.Constraints(null, 10, 0, INPUT_SLEW, 0, OUTPUT_LOAD), 60);

        // y rises: a rises, u1's output falls into u2's falling input capacitance, u2's output
        // rises into the port's load with the slew u1 gave it (below the table: extrapolated).
        double u1Fall = lookup(CELL_FALL, A_FALL_CAP, INPUT_SLEW);
        double u1FallSlew = lookup(FALL_TRANSITION, A_FALL_CAP, INPUT_SLEW);
        double yRise = u1Fall + lookup(CELL_RISE, OUTPUT_LOAD, u1FallSlew);
        // y falls: the mirror image.
        double u1Rise = lookup(CELL_RISE, A_RISE_CAP, INPUT_SLEW);
        double u1RiseSlew = lookup(RISE_TRANSITION, A_RISE_CAP, INPUT_SLEW);
        double yFall = u1Rise + lookup(CELL_FALL, OUTPUT_LOAD, u1RiseSlew);
        double worst = Math.max(yRise, yFall);

        assertEquals(worst, r.arrivalNs(), 2e-6, r.report());
        assertEquals(10 - worst, r.slackNs(), 2e-6);
        assertEquals(worst, r.minimumPeriodNs(), 2e-6);
        assertEquals(1000 / worst, r.fmaxMhz(), 0.05);
        assertEquals("a", r.startpoint());
        assertEquals("y", r.endpoint());
        assertTrue(Files.readString(dir.resolve("sta.log")).contains("data arrival time"));
    }

    @Test
    void minimumPeriodDoesNotDependOnThePeriodAsked(@TempDir Path dir) throws IOException {
        Path netlist = dir.resolve("reg_inv.v");
        Files.writeString(netlist, REGISTER_PATH);
        OpenSta.TimingReport relaxed = OpenSta.analyze(dir, CellLibrary.OSU018.liberty(), netlist, "reg_inv",
                new OpenSta.Constraints("clk", 10, 0.06, INPUT_SLEW, 0, OUTPUT_LOAD), 60);
        OpenSta.TimingReport tight = OpenSta.analyze(dir, CellLibrary.OSU018.liberty(), netlist, "reg_inv",
                new OpenSta.Constraints("clk", 0.1, 0.06, INPUT_SLEW, 0, OUTPUT_LOAD), 60);
        assertTrue(relaxed.slackNs() > 0, relaxed.report());
        assertTrue(tight.slackNs() < 0, tight.report());
        assertEquals(relaxed.minimumPeriodNs(), tight.minimumPeriodNs(), 2e-6);
        assertEquals("r1", relaxed.startpoint().replaceAll("/.*", ""), relaxed.report());
        assertEquals("r2", relaxed.endpoint().replaceAll("/.*", ""), relaxed.report());
        // clock to Q of a DFFPOSX1 plus an inverter plus a setup time: a few hundred picoseconds
        assertTrue(relaxed.minimumPeriodNs() > 0.2 && relaxed.minimumPeriodNs() < 1.0, relaxed.report());
        assertEquals(relaxed.fmaxMhz() / OpenSta.WORST_CASE_DERATING, relaxed.worstCaseFmaxMhz(), 1e-9);
    }

    @Test
    void aNetlistWithoutTimedPathsIsAnErrorThatShowsTheReport() {
        EdaException e = assertThrows(EdaException.class,
                () -> OpenSta.parse("Warning: no paths\nNo paths found.\n", 10));
        assertTrue(e.getMessage().contains("No paths found."), e.getMessage());
    }

    @Test
    void constraintsRefuseWhatTheScriptCannotCarry() {
        assertThrows(IllegalArgumentException.class, () -> new OpenSta.Constraints("clk", 0, 0, 0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new OpenSta.Constraints("clk]; exec rm", 1, 0, 0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new OpenSta.Constraints("clk", 1, 0, -1, 0, 0));
    }

    @Test
    void staIsInstalled(@TempDir Path dir) {
        assertTrue(ToolRun.run(dir, List.of("sta", "-version"), 30).strip().matches("\\d+\\.\\d+.*"));
    }

    /**
     * Liberty's non-linear delay model: bilinear interpolation in (load, slew), extrapolated
     * linearly from the nearest two points outside the table, as the Liberty reference describes
     * and OpenSTA does.
     */
    private static double lookup(double[][] table, double load, double slew) {
        int i = segment(LOADS, load);
        int j = segment(SLEWS, slew);
        double x = (load - LOADS[i]) / (LOADS[i + 1] - LOADS[i]);
        double y = (slew - SLEWS[j]) / (SLEWS[j + 1] - SLEWS[j]);
        return table[i][j] * (1 - x) * (1 - y) + table[i + 1][j] * x * (1 - y)
                + table[i][j + 1] * (1 - x) * y + table[i + 1][j + 1] * x * y;
    }

    private static int segment(double[] index, double v) {
        int i = 0;
        while (i < index.length - 2 && v > index[i + 1]) {
            i++;
        }
        return i;
    }
}
