package org.iotcrypt.hw.explore;

import java.util.Locale;
import org.iotcrypt.hw.eda.OpenSta;
import org.iotcrypt.hw.eda.Yosys;

/**
 * What every design is mapped for and timed against, in one place for the explorer and the
 * report's note on it.
 */
public final class TimingSetup {

    /** The paper's clock, at which throughput is computed and the testbenches run. */
    public static final double CLOCK_MHZ = 100.0;

    /**
     * What every design is mapped for: 2 ns (500 MHz), faster than any of them reaches, so that
     * ABC buffers and sizes every path it can; inputs driven by an INVX1, outputs loading 0.025 pF
     * (about three gate inputs). Without a target the mapping leaves nets with fan-outs in the
     * hundreds on X1 cells: c0k1n2s2's unconstrained netlist has a 131.8 ns path (7.6 MHz), the
     * timing-driven one 4.86 ns, for 6% more area (OpenSTA as below, 2026-12-07).
     */
    public static final Yosys.TimingTarget TARGET = new Yosys.TimingTarget(2.0, "INVX1", 0.025);

    /**
     * How the netlist is timed (see {@link OpenSta} for what that assumes): checked at the
     * testbenches' period, 60 ps transitions at the clock and the inputs, inputs arriving and
     * outputs needed at the clock edge, outputs loading 0.025 pF, no wires.
     */
    public static final OpenSta.Constraints CONSTRAINTS = new OpenSta.Constraints("clk", 1000.0 / CLOCK_MHZ, 0.06,
            0.06, 0, 0.025);

    private TimingSetup() {
    }

    /** The assumptions behind a row's timing columns, for the report. */
    public static String note() {
        return String.format(Locale.ROOT, "OpenSTA on the netlist Yosys/ABC mapped for a %s ns target (buffered and "
                + "sized; inputs driven by %s, %s pF on outputs), OSU 0.18 µm typical corner (1.8 V, 25 °C; the "
                + "library has no other), ideal clock, %s ps transitions at clock and inputs, inputs and outputs "
                + "%s ns from the clock edge, %s pF on outputs, no wires. Worst case: every delay × %.2f (slow "
                + "process 1.245 × 125 °C 1.124 × 1.65 V 1.087, the derating factors of Samsung's 0.18 µm STD130 "
                + "databook), an assumption, not a measurement.",
                plain(TARGET.periodNs()), TARGET.drivingCell(), plain(TARGET.outputLoadPf()),
                plain(CONSTRAINTS.inputTransitionNs() * 1000), plain(CONSTRAINTS.ioDelayNs()),
                plain(CONSTRAINTS.outputLoadPf()), OpenSta.WORST_CASE_DERATING);
    }

    private static String plain(double v) {
        return v == Math.rint(v) ? String.format(Locale.ROOT, "%.0f", v) : String.valueOf(v);
    }
}
