package org.iotcrypt.hw.fpga;

import java.util.Locale;

/**
 * What place and route on one iCE40 part gave.
 *
 * @param device the part
 * @param logicCellsUsed logic cells the packed design needs (nextpnr prints it even when they
 *     are more than the part has)
 * @param outcome routed, too large, or not placed within the time limit
 * @param fmaxMhz the routed design's maximum clock, MHz (NaN unless routed)
 * @param secondsAllowed the time limit the run had
 */
public record Ice40Placement(Ice40Device device, int logicCellsUsed, Outcome outcome, double fmaxMhz,
        long secondsAllowed) {

    /** How a place and route ended. */
    public enum Outcome {
        /** Placed and routed: the Fmax is nextpnr's. */
        ROUTED,
        /** More logic cells than the part has: nextpnr stops after packing. */
        TOO_LARGE,
        /**
         * It fits by count but nextpnr did not place it within the time limit: on a nearly full
         * part its placer can take very long, and may never succeed (every logic cell of a block
         * of eight shares one clock, enable and reset, so a count that fits may not place).
         */
        NOT_PLACED_IN_TIME
    }

    /** Whether it was placed and routed. */
    public boolean fits() {
        return outcome == Outcome.ROUTED;
    }

    /** The text of the Fmax column: the frequency, or why there is none. */
    public String fmaxText() {
        return switch (outcome) {
            case ROUTED -> String.format(Locale.ROOT, "%.1f", fmaxMhz);
            case TOO_LARGE -> String.format(Locale.ROOT, "does not fit: %d of %d logic cells", logicCellsUsed,
                    device.logicCells());
            case NOT_PLACED_IN_TIME -> String.format(Locale.ROOT, "not placed in %d s: %d of %d logic cells",
                    secondsAllowed, logicCellsUsed, device.logicCells());
        };
    }
}
