package org.iotcrypt.hw.fpga;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotcrypt.hw.eda.EdaException;
import org.iotcrypt.hw.eda.NextpnrIce40;
import org.iotcrypt.hw.eda.ToolRun;
import org.iotcrypt.hw.eda.Yosys;

/**
 * A design through the iCE40 flow: its port list from Yosys, the {@link PinWrapper} written around
 * it, {@code synth_ice40}, then nextpnr-ice40 on each part, aiming at {@link #TARGET_MHZ}. A part
 * too small is a result ("does not fit", with the logic cells nextpnr counted), not an error.
 */
public final class Ice40Flow {

    /**
     * The clock nextpnr's timing-driven placement aims at: the paper's 100 MHz. Designs slower than
     * that still route (and report their own Fmax); faster ones are not pushed further.
     */
    public static final double TARGET_MHZ = 100;

    /**
     * Seconds nextpnr may take on one part before the design is reported "not placed in time".
     * Nearly full parts stall its placer: on the UP5K, HeAP and annealing were each given 5 minutes
     * on c0k0n0s0's 4,757 cells (90 %) and did not finish, and 180 s placed none of the sweep's
     * first four; in the full sweep at 60 s (2026-12-07) 8 designs of 4,734-5,253 cells on the UP5K
     * and 6 of 6,739-7,623 on the HX8K were not placed, while c0k1n2s2 routed at 7,575 of the
     * HX8K's 7,680. A bound keeps a sweep's cost known.
     */
    public static final long PLACE_TIME_LIMIT_SECONDS = 60;

    private static final Pattern LOGIC_CELLS = Pattern.compile("ICESTORM_LC:\\s+(\\d+)/\\s*(\\d+)");
    private static final Pattern FMAX = Pattern.compile("Max frequency for clock '[^']*': ([0-9.]+) MHz");

    private Ice40Flow() {
    }

    /**
     * Runs the flow in {@code workDir} (created if needed) for {@code top} from {@code sources},
     * whose clock input is {@code clock} and reset {@code reset}, on each of {@code devices}.
     */
    public static Ice40Result run(Path workDir, String top, List<Path> sources, String clock, String reset,
            List<Ice40Device> devices, long timeoutSeconds) throws IOException {
        Files.createDirectories(workDir);
        PinWrapper wrapper = new PinWrapper(PortList.parse(Yosys.portList(workDir, top, sources, timeoutSeconds)),
                clock, reset);
        Path wrapperFile = workDir.resolve(PinWrapper.TOP + ".v");
        Files.writeString(wrapperFile, wrapper.verilog());
        List<Path> all = new ArrayList<>(sources);
        all.add(wrapperFile);
        Yosys.Ice40Synthesis synthesis = Yosys.synthesizeIce40(workDir, PinWrapper.TOP, all, timeoutSeconds);
        List<Ice40Placement> placements = new ArrayList<>();
        for (Ice40Device device : devices) {
            long limit = Math.min(timeoutSeconds, PLACE_TIME_LIMIT_SECONDS);
            ToolRun.Finished f = NextpnrIce40.placeAndRoute(synthesis.json(), device.nextpnrOptions(), TARGET_MHZ,
                    "nextpnr-" + device.id() + ".log", limit);
            placements.add(placement(device, f, limit));
        }
        return new Ice40Result(synthesis.luts(), synthesis.flipFlops(), synthesis.carries(), wrapper.flipFlops(),
                placements);
    }

    /** What one nextpnr run's exit code and log say; it had {@code limit} seconds. */
    static Ice40Placement placement(Ice40Device device, ToolRun.Finished f, long limit) {
        String log = f.output();
        Matcher lc = LOGIC_CELLS.matcher(log);
        if (!lc.find()) {
            throw new EdaException("nextpnr-ice40 (" + device.id() + ") printed no logic-cell utilisation:\n"
                    + f.tail());
        }
        int used = Integer.parseInt(lc.group(1));
        int available = Integer.parseInt(lc.group(2));
        if (available != device.logicCells()) {
            throw new EdaException("nextpnr-ice40 counts " + available + " logic cells on the " + device.id()
                    + ", the explorer " + device.logicCells());
        }
        if (f.timedOut()) {
            return new Ice40Placement(device, used, Ice40Placement.Outcome.NOT_PLACED_IN_TIME, Double.NaN, limit);
        }
        if (f.exitCode() != 0) {
            if (used > available) {
                return new Ice40Placement(device, used, Ice40Placement.Outcome.TOO_LARGE, Double.NaN, limit);
            }
            throw new EdaException("nextpnr-ice40 (" + device.id() + ") failed with exit code " + f.exitCode()
                    + " on a design of " + used + " of " + available + " logic cells:\n" + f.tail());
        }
        // nextpnr prints the frequency after placement and again after routing: the last is the routed one.
        Matcher m = FMAX.matcher(log);
        double fmax = Double.NaN;
        while (m.find()) {
            fmax = Double.parseDouble(m.group(1));
        }
        if (Double.isNaN(fmax)) {
            throw new EdaException("nextpnr-ice40 (" + device.id() + ") printed no maximum frequency:\n" + f.tail());
        }
        return new Ice40Placement(device, used, Ice40Placement.Outcome.ROUTED, fmax, limit);
    }
}
