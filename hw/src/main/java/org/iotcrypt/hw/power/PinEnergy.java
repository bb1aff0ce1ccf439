package org.iotcrypt.hw.power;

import java.util.List;

/**
 * The internal energy a cell draws per transition of one pin: for an output pin, its
 * {@code internal_power} arcs (one per related input pin), each a rise and a fall table; for an
 * input pin, its passive tables (a flip-flop's clock and data pins). A gate-level activity count
 * does not say which input caused an output's transition nor whether it rose or fell, so a
 * transition is charged the mean over the arcs of the mean of rise and fall: the output toggles
 * as often up as down over a window, and with no input favoured the arcs count alike.
 *
 * @param rise the rise tables, one per arc
 * @param fall the fall tables, one per arc, in the same order
 */
public record PinEnergy(List<EnergyTable> rise, List<EnergyTable> fall) {

    public PinEnergy {
        if (rise.isEmpty() || rise.size() != fall.size()) {
            throw new IllegalArgumentException(rise.size() + " rise and " + fall.size() + " fall tables");
        }
        rise = List.copyOf(rise);
        fall = List.copyOf(fall);
    }

    /** Joules per transition of the pin at a load (ignored by passive tables) and an input transition time. */
    public double perTransition(double loadPf, double transitionNs) {
        double sum = 0;
        for (int a = 0; a < rise.size(); a++) {
            sum += (rise.get(a).at(loadPf, transitionNs) + fall.get(a).at(loadPf, transitionNs)) / 2;
        }
        return sum / rise.size();
    }
}
