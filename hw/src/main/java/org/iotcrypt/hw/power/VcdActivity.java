package org.iotcrypt.hw.power;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Map;
import java.util.Set;
import org.iotcrypt.hw.eda.EdaException;

/**
 * Toggle counts per net bit of the variables declared directly in one scope of a VCD dump
 * (e.g. {@code tb.c0.dut}; variables of nested scopes are not read), within a time window.
 *
 * <p>What counts as a toggle:
 * <ul>
 * <li>a change of a bit between 0 and 1 counts one; a change to or from x or z counts nothing
 *     (so 0 → x → 1 over two timestamps counts nothing);</li>
 * <li>all changes of a bit at one timestamp collapse to the net change from the value it had
 *     before that timestamp to the value it has at its end: zero-width pulses are artefacts of
 *     the simulator's event ordering. Pulses of nonzero width (glitches of a netlist simulated
 *     with {@code -gspecify} delays) are real transitions and count;</li>
 * <li>a change counts when its timestamp t lies in the window, {@code fromPs <= t < toPs};
 *     changes before the window set the bit's value without counting;</li>
 * <li>the values of a {@code $dumpvars} block (the initial values) and of {@code $dumpon} and
 *     {@code $dumpoff} blocks are baselines, not toggles: nothing is known of what happened while
 *     dumping was off. {@code $dumpall} blocks restate current values and are read as changes.</li>
 * </ul>
 *
 * <p>Bit names follow {@link GateNetlist}: a var {@code tag [127:0]} gives {@code tag[127]} ...
 * {@code tag[0]}, a 1-bit var without a range its plain name, and an escaped identifier loses
 * its backslash ({@code &#92;u_dec.y [3:0]}, as Icarus writes it, gives {@code u_dec.y[3]} ...).
 * Vector values shorter than the var are left-extended as IEEE 1364 §18.2 says (0 for a leading
 * 0 or 1, else the leading x or z). Times are converted to picoseconds from the
 * {@code $timescale}. The file is streamed once through a byte buffer and reading stops at the
 * first timestamp at or after the window's end, so dumps of hundreds of megabytes are fine.
 */
public final class VcdActivity {

    private final String scope;
    private final long fromPs;
    private final long toPs;
    private final Map<String, Integer> slotOfBit;
    private final long[] toggles;

    private VcdActivity(String scope, long fromPs, long toPs, Map<String, Integer> slotOfBit, long[] toggles) {
        this.scope = scope;
        this.fromPs = fromPs;
        this.toPs = toPs;
        this.slotOfBit = slotOfBit;
        this.toggles = toggles;
    }

    /**
     * Counts the toggles of the bits of the variables directly in {@code scope} (dot-separated
     * instance path from the top, e.g. {@code "tb.dut"}) between {@code fromPs} (inclusive) and
     * {@code toPs} (exclusive). {@code toPs = Long.MAX_VALUE} means to the end of the dump; any
     * other {@code toPs} past the dump's last timestamp is an error, since the activity after it
     * is unknown.
     */
    public static VcdActivity read(Path vcd, String scope, long fromPs, long toPs) {
        if (fromPs < 0 || toPs <= fromPs) {
            throw new IllegalArgumentException("window [" + fromPs + ", " + toPs + ") ps is empty or negative");
        }
        try (InputStream in = Files.newInputStream(vcd)) {
            VcdReader r = new VcdReader(in, vcd.toString());
            r.header(scope);
            long endPs = r.body(fromPs, toPs);
            long to = toPs;
            if (toPs == Long.MAX_VALUE) {
                to = endPs;
                if (to <= fromPs) {
                    throw new EdaException(vcd + ": the dump ends at " + endPs + " ps, before the window starts at "
                            + fromPs + " ps");
                }
            } else if (endPs < toPs) {
                throw new EdaException(vcd + ": the dump ends at " + endPs + " ps, before the window's end at "
                        + toPs + " ps");
            }
            return new VcdActivity(scope, fromPs, to, Collections.unmodifiableMap(r.slotOfBit()), r.toggles());
        } catch (IOException e) {
            throw new EdaException("cannot read VCD " + vcd + ": " + e.getMessage(), e);
        }
    }

    /** The scope whose variables were read. */
    public String scope() {
        return scope;
    }

    /** Start of the window, picoseconds. */
    public long fromPs() {
        return fromPs;
    }

    /** End of the window (exclusive), picoseconds. */
    public long toPs() {
        return toPs;
    }

    /** Length of the window, nanoseconds. */
    public double windowNs() {
        return (toPs - fromPs) / 1000.0;
    }

    /** Whether the scope declares this net bit. */
    public boolean has(String netBit) {
        return slotOfBit.containsKey(netBit);
    }

    /** The toggles of {@code netBit} in the window; a bit the scope does not declare is a {@link EdaException}. */
    public long toggles(String netBit) {
        Integer slot = slotOfBit.get(netBit);
        if (slot == null) {
            throw new EdaException("the VCD scope " + scope + " has no variable bit " + netBit);
        }
        return toggles[slot];
    }

    /** All net bits of the scope. */
    public Set<String> netBits() {
        return slotOfBit.keySet();
    }
}
