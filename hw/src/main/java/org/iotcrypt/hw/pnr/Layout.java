package org.iotcrypt.hw.pnr;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * What qflow made of one design: whether every net was routed, the post-route Fmax from qflow's
 * static timing on the routed wires' parasitics (vesta, back-annotated), the die area, the standard
 * cells placed (fill cells apart) and the wall-clock time the flow took.
 *
 * @param design the design's name
 * @param outcome how the flow ended
 * @param failedRoutes nets qrouter could not route (0 when routed)
 * @param fmaxMhz the post-route Fmax, or empty when the flow did not get that far
 * @param dieAreaUm2 the die's area in square micrometres (NaN when not placed)
 * @param cells standard cells placed, fill cells not counted
 * @param fillCells fill cells added
 * @param seconds wall-clock seconds the flow ran
 * @param netlist the placed netlist with qflow's fan-out buffers, no power pins ({@code <top>.rtlnopwr.v}),
 *                or empty when the flow did not write it
 */
public record Layout(String design, Outcome outcome, int failedRoutes, OptionalDouble fmaxMhz, double dieAreaUm2,
        int cells, int fillCells, double seconds, Optional<Path> netlist) {

    /** How a flow ended. */
    public enum Outcome {
        /** Every net routed and timed. */
        ROUTED,
        /** Placed, but qrouter left nets unrouted. */
        NOT_ROUTED,
        /** Stopped at the time limit. */
        STOPPED,
        /** A step of the flow failed (the log says which). */
        FAILED
    }

    /** The outcome as a results cell: the Fmax, or why there is none. */
    public String fmaxText() {
        return switch (outcome) {
            case ROUTED -> fmaxMhz.isPresent() ? String.format(Locale.ROOT, "%.1f", fmaxMhz.getAsDouble())
                    : "routed, not timed";
            case NOT_ROUTED -> "not routed: " + failedRoutes + " nets failed";
            case STOPPED -> String.format(Locale.ROOT, "stopped after %.0f s", seconds);
            case FAILED -> "flow failed";
        };
    }
}
