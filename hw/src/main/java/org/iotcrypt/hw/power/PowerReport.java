package org.iotcrypt.hw.power;

/**
 * The activity-based power of one design over one simulation window, as
 * {@link PowerEstimator#estimate} computes it, in the parts the paper's Table 4 reports.
 *
 * @param switchingMw power charging the net capacitances (the cells' input pins) in the window, milliwatts
 * @param internalMw  the cells' internal power in the window (their Liberty internal-power tables), milliwatts
 * @param clockPinMw  the part of {@code internalMw} drawn through clock pins (the flip-flops' CLK): what the
 *                    leaves of a clock network draw, milliwatts
 * @param leakageMw   sum of the cells' leakage power, milliwatts
 * @param toggles     0/1 transitions counted over all electrical nodes of the netlist in the window
 * @param windowNs    length of the window, nanoseconds
 * @param nets        number of electrical nodes of the netlist (each counted once however many names it has)
 */
public record PowerReport(double switchingMw, double internalMw, double clockPinMw, double leakageMw, long toggles, double windowNs, int nets) {

    /** Switching plus internal power: what scales with activity. */
    public double dynamicMw() {
        return switchingMw + internalMw;
    }

    /** Dynamic plus leakage. */
    public double totalMw() {
        return dynamicMw() + leakageMw;
    }

    /**
     * This power, measured with a clock of period {@code measuredNs}, at a clock of period
     * {@code atNs}: the same activity a cycle, so the same switching and internal energy a cycle
     * spread over the other period; leakage does not depend on the clock. The window is the same
     * cycles at the new period.
     */
    public PowerReport atPeriod(double measuredNs, double atNs) {
        double f = measuredNs / atNs;
        return new PowerReport(switchingMw * f, internalMw * f, clockPinMw * f, leakageMw, toggles, windowNs / f, nets);
    }
}
