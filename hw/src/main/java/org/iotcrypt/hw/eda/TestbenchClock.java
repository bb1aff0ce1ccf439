package org.iotcrypt.hw.eda;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The clock of a generated testbench ({@code timescale 1ns/10ps}): its period, and the delays the
 * testbenches wait in it. Inputs change at the falling edge and outputs are sampled
 * {@value #SAMPLE_MARGIN_NS} ns before the next rising edge, when a gate-level netlist with path
 * delays that meets the period has settled. The paper's 100 MHz ({@link #PAPER}) is every
 * testbench's clock but the gate-level check of a netlist too slow for it.
 *
 * @param periodNs the clock period, ns (a multiple of 20 ps, the resolution's double, so that its half is exact)
 */
public record TestbenchClock(double periodNs) {

    /** How long before a rising edge outputs are sampled, ns. */
    public static final double SAMPLE_MARGIN_NS = 0.1;

    /** 100 MHz. */
    public static final TestbenchClock PAPER = new TestbenchClock(10);

    public TestbenchClock {
        if (!(periodNs >= 1 && periodNs <= 1e6) || Math.abs(periodNs * 50 - Math.rint(periodNs * 50)) > 1e-9) {
            throw new IllegalArgumentException("a testbench clock period is 1 ns to 1 ms in steps of 20 ps, not "
                    + periodNs);
        }
    }

    /** The half period as Verilog delay text ({@code 5} at 100 MHz). */
    public String half() {
        return plain(periodNs / 2);
    }

    /** From a falling edge to the sampling point before the next rising edge ({@code 4.9} at 100 MHz). */
    public String toSample() {
        return plain(periodNs / 2 - SAMPLE_MARGIN_NS);
    }

    /** The period in picoseconds. */
    public long periodPs() {
        return Math.round(periodNs * 1000);
    }

    private static String plain(double ns) {
        return new BigDecimal(ns).setScale(2, RoundingMode.HALF_EVEN).stripTrailingZeros().toPlainString();
    }
}
