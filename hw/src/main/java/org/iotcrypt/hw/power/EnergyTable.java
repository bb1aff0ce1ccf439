package org.iotcrypt.hw.power;

import java.util.Arrays;

/**
 * One Liberty internal-power table ({@code rise_power} or {@code fall_power}): the energy a cell
 * draws from the supply per transition of a pin, beyond charging the load, in joules, by the
 * output pin's load (pF) and the input's transition time (ns); a passive table (an input pin's,
 * such as a flip-flop's clock) depends on the transition alone ({@code loads} then holds one 0).
 * Between the characterized points the value is interpolated linearly along each axis; outside
 * them it is held at the nearest edge (no extrapolation), as a cautious reading.
 *
 * @param loads the load axis in pF, ascending ({0} for a passive table)
 * @param transitions the input transition axis in ns, ascending
 * @param joules {@code joules[i][j]} at {@code loads[i]}, {@code transitions[j]}
 */
public record EnergyTable(double[] loads, double[] transitions, double[][] joules) {

    public EnergyTable {
        if (joules.length != loads.length) {
            throw new IllegalArgumentException(joules.length + " rows for " + loads.length + " loads");
        }
        for (double[] row : joules) {
            if (row.length != transitions.length) {
                throw new IllegalArgumentException(row.length + " values for " + transitions.length + " transitions");
            }
        }
        loads = loads.clone();
        transitions = transitions.clone();
        joules = Arrays.stream(joules).map(double[]::clone).toArray(double[][]::new);
    }

    /** The energy at a load and an input transition. */
    public double at(double loadPf, double transitionNs) {
        int i = lower(loads, loadPf);
        int j = lower(transitions, transitionNs);
        double u = fraction(loads, i, loadPf);
        double v = fraction(transitions, j, transitionNs);
        int i1 = Math.min(i + 1, loads.length - 1);
        int j1 = Math.min(j + 1, transitions.length - 1);
        double low = joules[i][j] + (joules[i][j1] - joules[i][j]) * v;
        double high = joules[i1][j] + (joules[i1][j1] - joules[i1][j]) * v;
        return low + (high - low) * u;
    }

    /** The index of the grid point at or below {@code x} (0 below the axis, the last but one above it). */
    private static int lower(double[] axis, double x) {
        int i = 0;
        while (i + 2 < axis.length && x >= axis[i + 1]) {
            i++;
        }
        return i;
    }

    /** Where {@code x} lies between axis[i] and axis[i + 1], clamped to [0, 1]. */
    private static double fraction(double[] axis, int i, double x) {
        if (axis.length == 1) {
            return 0;
        }
        double f = (x - axis[i]) / (axis[i + 1] - axis[i]);
        return Math.max(0, Math.min(1, f));
    }
}
