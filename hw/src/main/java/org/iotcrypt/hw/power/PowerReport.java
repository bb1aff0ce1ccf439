package org.iotcrypt.hw.power;

/**
 * The activity-based power of one design over one simulation window, as
 * {@link PowerEstimator#estimate} computes it.
 *
 * @param dynamicMw switching power of the net capacitances in the window, milliwatts
 * @param leakageMw sum of the cells' leakage power, milliwatts
 * @param totalMw   dynamic plus leakage
 * @param toggles   0/1 transitions counted over all electrical nodes of the netlist in the window
 * @param windowNs  length of the window, nanoseconds
 * @param nets      number of electrical nodes of the netlist (each counted once however many names it has)
 */
public record PowerReport(double dynamicMw, double leakageMw, double totalMw, long toggles, double windowNs, int nets) {
}
