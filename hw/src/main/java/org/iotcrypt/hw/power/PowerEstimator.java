package org.iotcrypt.hw.power;

import java.util.List;
import org.iotcrypt.hw.eda.EdaException;

/**
 * Activity-based power of a gate-level netlist over a simulated window: an estimate in the
 * library it is given (OSU 0.18 µm at 1.8 V for the explorer), not the paper's PrimeTime PX on
 * TSMC 90 nm, so compare orderings and ratios between designs, not absolute milliwatts. The
 * model, all of it:
 * <ul>
 * <li>dynamic power = (sum over the electrical nodes of the netlist of toggles × C_load × V² / 2)
 *     / window length, where toggles are the node's 0↔1 transitions in the window as
 *     {@link VcdActivity} counts them, C_load is the sum of the liberty input-pin capacitances
 *     of the cell pins the node drives (its fan-out, {@link GateNetlist}) and V is the
 *     library's nominal voltage ({@link Liberty#voltage()});</li>
 * <li>internal power = (sum over the cell pins that have Liberty internal-power tables of the
 *     toggles of the node the pin is on × the pin's energy per transition) / window length: an
 *     output pin's energy from its tables at its node's load and an input transition of
 *     {@value #INPUT_TRANSITION_NS} ns, an input pin's (a flip-flop's clock and data pins) from its
 *     passive table at that transition ({@link PinEnergy} says how rise, fall and the arcs are
 *     averaged). This is the cells' short-circuit and internal-node power, and through the
 *     flip-flops' clock pins the registers' share of clock power. One transition time for every
 *     pin is an assumption (no slews exist without timing every net); at the smallest load the
 *     mean of rise and fall grows by 3% (INVX1) to 23% (NAND2X1 from A) between 0.06 and
 *     0.18 ns;</li>
 * <li>no wire load (no placement or routing exists), no clock tree (the netlist has none: the
 *     clock port drives every flip-flop), no load on the module's output ports;</li>
 * <li>leakage = sum of the {@code cell_leakage_power} of the instances, independent of the
 *     window;</li>
 * <li>toggles: 0↔1 changes only (to or from x/z count nothing), changes of one timestamp
 *     collapsed to their net change, glitches of nonzero width counted, initial and
 *     {@code $dumpon} values as baselines ({@link VcdActivity} has the details);</li>
 * <li>units are read, not assumed: the liberty's {@code capacitive_load_unit},
 *     {@code voltage_unit} and {@code leakage_power_unit} ({@link Liberty} converts to pF, V, nW;
 *     its {@code time_unit} is read but no delay is used) and the VCD's {@code $timescale};</li>
 * <li>a node with several names (joined by {@code assign}s) counts once; all its names carry
 *     the same waveform in a simulation, and the estimator takes the largest count among the
 *     names found in the dump, so a name the simulator did not dump does not hide activity.</li>
 * </ul>
 * Primary inputs driven by the testbench (the clock included) are nodes like any other: their
 * toggles charge the pins they drive. The clock frequency enters only through the toggles per
 * window, so simulate at the frequency the power is quoted for (a 10 ns period for 100 MHz).
 * A node that loads some pin but has no name in the dumped scope is an error (the wrong scope
 * was dumped), not a silent zero.
 */
public final class PowerEstimator {

    /** The input transition every internal-power table is read at, ns (see the class comment). */
    public static final double INPUT_TRANSITION_NS = 0.1;

    private PowerEstimator() {
    }

    /**
     * The power of {@code netlist} over the window of {@code activity}; {@code lib} is the library
     * the netlist was loaded with (it gives the voltage).
     */
    public static PowerReport estimate(Liberty lib, GateNetlist netlist, VcdActivity activity) {
        double v = lib.voltage();
        double switchedPfTimesToggles = 0;
        long totalToggles = 0;
        List<GateNetlist.Node> nodes = netlist.nodes();
        long[] nodeToggles = new long[nodes.size()];
        for (int k = 0; k < nodes.size(); k++) {
            GateNetlist.Node node = nodes.get(k);
            long toggles = -1;
            for (String name : node.names()) {
                if (activity.has(name)) {
                    toggles = Math.max(toggles, activity.toggles(name));
                }
            }
            if (toggles < 0) {
                if (node.loadPf() > 0) {
                    throw new EdaException("net " + node.names().get(0) + " of module " + netlist.module()
                            + " drives " + node.loadPf() + " pF but is not in the VCD scope " + activity.scope()
                            + ": dump that instance of the netlist, e.g. $dumpvars(1, " + activity.scope() + ")");
                }
                continue;
            }
            nodeToggles[k] = toggles;
            totalToggles += toggles;
            switchedPfTimesToggles += toggles * node.loadPf();
        }
        double internalJ = 0;
        double clockJ = 0;
        for (GateNetlist.EnergyPin pin : netlist.energyPins()) {
            double load = pin.output() ? nodes.get(pin.node()).loadPf() : 0;
            double j = nodeToggles[pin.node()] * pin.energy().perTransition(load, INPUT_TRANSITION_NS);
            internalJ += j;
            if (pin.clock()) {
                clockJ += j;
            }
        }
        double switchingJ = switchedPfTimesToggles * 1e-12 * v * v / 2;
        double windowS = activity.windowNs() * 1e-9;
        double leakageMw = netlist.leakageNw() * 1e-6;
        return new PowerReport(switchingJ / windowS * 1e3, internalJ / windowS * 1e3, clockJ / windowS * 1e3, leakageMw,
                totalToggles,
                activity.windowNs(), nodes.size());
    }
}
