package org.iotcrypt.hw.fpga;

import java.util.List;

/**
 * A design mapped to iCE40 behind its {@link PinWrapper}: Yosys's counts of the wrapped top, the
 * wrapper's own flip-flops, and place and route on each part.
 *
 * @param luts SB_LUT4 cells of the wrapped top
 * @param flipFlops SB_DFF* cells of the wrapped top
 * @param carries SB_CARRY cells
 * @param wrapperFlipFlops the flip-flops the wrapper's shift registers add
 * @param placements one per part placed on
 */
public record Ice40Result(int luts, int flipFlops, int carries, int wrapperFlipFlops, List<Ice40Placement> placements) {

    public Ice40Result {
        placements = List.copyOf(placements);
    }

    /** The placement on {@code device}. */
    public Ice40Placement on(Ice40Device device) {
        return placements.stream().filter(p -> p.device() == device).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("not placed on " + device.id()));
    }
}
