package org.iotcrypt.hw.report;

import java.util.OptionalDouble;
import org.iotcrypt.hw.explore.DesignResult;

/**
 * The six metrics of the paper's §5 (equations (1)-(5)) as the report's columns, with the
 * figure that shows each one in the paper and which direction is better.
 */
public enum Metric {
    THROUGHPUT("throughput_mbps", "throughput", "Mbps", 11, true),
    AREA("asic_nand2_eq", "area", "NAND2 gates", 12, false),
    POWER("power_mw", "power", "mW", 13, false),
    AREA_EFFICIENCY("area_efficiency_bps_per_gate", "area efficiency", "bit/s per gate", 14, true),
    POWER_EFFICIENCY("power_efficiency", "power efficiency", "Mbps/mW", 15, true),
    APDP("apdp", "APDP", "gates x mW x cycles", 16, false);

    private final String column;
    private final String label;
    private final String unit;
    private final int figure;
    private final boolean higherIsBetter;

    Metric(String column, String label, String unit, int figure, boolean higherIsBetter) {
        this.column = column;
        this.label = label;
        this.unit = unit;
        this.figure = figure;
        this.higherIsBetter = higherIsBetter;
    }

    /** The report column holding this metric. */
    public String column() {
        return column;
    }

    /** A short name, e.g. {@code area efficiency}. */
    public String label() {
        return label;
    }

    /** The unit, e.g. {@code Mbps}. */
    public String unit() {
        return unit;
    }

    /** The number of the paper's figure showing this metric for all 63 schemes. */
    public int figure() {
        return figure;
    }

    /** Whether the best scheme has the largest value (throughput, efficiencies) or the smallest. */
    public boolean higherIsBetter() {
        return higherIsBetter;
    }

    /** The row's value, empty when it is not a number ({@code pending}, {@code n/a}). */
    public OptionalDouble value(DesignResult row) {
        return number(row.get(column));
    }

    /** A report value as a number, empty when it is none. */
    static OptionalDouble number(String text) {
        return DesignResult.number(text);
    }
}
