package org.iotcrypt.hw.explore;

import java.nio.file.Path;
import java.util.List;
import org.iotcrypt.hw.eda.CellLibrary;
import org.iotcrypt.hw.power.GateNetlist;
import org.iotcrypt.hw.power.Liberty;
import org.iotcrypt.hw.power.PowerEstimator;
import org.iotcrypt.hw.power.PowerReport;
import org.iotcrypt.hw.power.StandardCells;
import org.iotcrypt.hw.power.VcdActivity;

/**
 * The activity-based power of a flat netlist over the power windows its gate-level simulation
 * announced ({@link PowerEstimator}: toggles x fan-out pin capacitance x V^2 / 2 per unit time in
 * the netlist's cell library, the cells' internal power from its tables, plus its leakage; an
 * estimate, not the paper's PrimeTime PX on TSMC 90 nm). Several windows (the PRESENT blocks) are one workload: the dynamic power is their
 * energy over their summed length, so cycles between them (idle) do not count.
 */
final class PowerRun {

    private PowerRun() {
    }

    /**
     * The power of module {@code module} of {@code netlist} (cells of {@code library}), its nets dumped at instance
     * {@code scope} (e.g. {@code tb.c0.dut}) in {@code vcd}, over {@code windows} ({from_ps, to_ps}).
     */
    static PowerReport estimate(CellLibrary library, Path netlist, String module, Path vcd, String scope,
            List<long[]> windows) {
        if (windows.isEmpty()) {
            throw new IllegalArgumentException("no power window");
        }
        Liberty lib = StandardCells.get(library);
        GateNetlist gates = GateNetlist.load(netlist, module, lib);
        double switching = 0;
        double internal = 0;
        double clock = 0;
        double windowNs = 0;
        long toggles = 0;
        PowerReport last = null;
        for (long[] w : windows) {
            last = PowerEstimator.estimate(lib, gates, VcdActivity.read(vcd, scope, w[0], w[1]));
            switching += last.switchingMw() * last.windowNs();
            internal += last.internalMw() * last.windowNs();
            clock += last.clockPinMw() * last.windowNs();
            windowNs += last.windowNs();
            toggles += last.toggles();
        }
        return new PowerReport(switching / windowNs, internal / windowNs, clock / windowNs, last.leakageMw(), toggles,
                windowNs, last.nets());
    }
}
