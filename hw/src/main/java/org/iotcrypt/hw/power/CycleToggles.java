package org.iotcrypt.hw.power;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.iotcrypt.hw.eda.EdaException;

/**
 * Per-cycle toggle counts of a scope's net bits, one trace per window: the side-channel model of
 * a power trace (each toggle charges or discharges a node; a count per clock cycle is what a
 * sampled power measurement integrates). Toggles are counted as {@link VcdActivity} counts them;
 * a toggle at time t of window w falls in sample {@code (t - from_w) / period}. The dump is read
 * once for all windows, which must be in time order and not overlap.
 */
public final class CycleToggles {

    private CycleToggles() {
    }

    /**
     * A window of the dump.
     *
     * @param fromPs its start, ps
     * @param cycles its samples, one a clock period from the start
     */
    public record Window(long fromPs, int cycles) {
    }

    /**
     * The traces of {@code windows} in {@code vcd}: {@code traces[w][k]} is the toggles of the
     * bits of {@code scope} in cycle k of window w.
     */
    public static double[][] read(Path vcd, String scope, List<Window> windows, long periodPs) {
        if (periodPs <= 0) {
            throw new IllegalArgumentException("the clock period must be positive");
        }
        long end = Long.MIN_VALUE;
        for (Window w : windows) {
            if (w.fromPs() < end || w.cycles() < 1) {
                throw new IllegalArgumentException("windows must be in time order, not overlap, and hold a cycle");
            }
            end = w.fromPs() + w.cycles() * periodPs;
        }
        double[][] traces = new double[windows.size()][];
        for (int i = 0; i < traces.length; i++) {
            traces[i] = new double[windows.get(i).cycles()];
        }
        if (windows.isEmpty()) {
            return traces;
        }
        long last = end;
        int[] at = {0};
        try (InputStream in = Files.newInputStream(vcd)) {
            VcdReader r = new VcdReader(in, vcd.toString());
            r.header(scope);
            r.sink((timePs, bits) -> {
                // advance past the windows that ended before this timestamp
                while (at[0] < windows.size() && timePs >= windows.get(at[0]).fromPs()
                        + windows.get(at[0]).cycles() * periodPs) {
                    at[0]++;
                }
                if (at[0] < windows.size() && timePs >= windows.get(at[0]).fromPs()) {
                    traces[at[0]][(int) ((timePs - windows.get(at[0]).fromPs()) / periodPs)] += bits;
                }
            });
            long dumpEnd = r.body(windows.get(0).fromPs(), last);
            if (dumpEnd < last) {
                throw new EdaException(vcd + ": the dump ends at " + dumpEnd + " ps, before the last window's end at "
                        + last + " ps");
            }
            return traces;
        } catch (IOException e) {
            throw new EdaException("cannot read VCD " + vcd + ": " + e.getMessage(), e);
        }
    }
}
