package org.iotcrypt.hw.choose;

/**
 * The three things a designer budgets, as results columns: area (NAND2 equivalents, the same at
 * any clock), throughput on RFC 8998 A.2 and energy per A.2 packet (64 B of payload, 20 B of AAD,
 * 12 B of nonce, key load to tag), each at the clock asked for.
 */
public enum Criterion {
    AREA("area", "NAND2 eq.", false, "asic_nand2_eq", "asic_nand2_eq"),
    THROUGHPUT("throughput", "Mbps", true, "throughput_own_mbps", "throughput_mbps"),
    ENERGY("energy per A.2 packet", "nJ", false, "a2_energy_own_nj", "a2_energy_nj");

    private final String label;
    private final String unit;
    private final boolean higherIsBetter;
    private final String ownColumn;
    private final String commonColumn;

    Criterion(String label, String unit, boolean higherIsBetter, String ownColumn, String commonColumn) {
        this.label = label;
        this.unit = unit;
        this.higherIsBetter = higherIsBetter;
        this.ownColumn = ownColumn;
        this.commonColumn = commonColumn;
    }

    /** A short name, e.g. {@code energy per A.2 packet}. */
    public String label() {
        return label;
    }

    /** The unit, e.g. {@code nJ}. */
    public String unit() {
        return unit;
    }

    /** Whether more is better (throughput) or less (area, energy). */
    public boolean higherIsBetter() {
        return higherIsBetter;
    }

    /** The results column holding this criterion at {@code clock}. */
    public String column(Clock clock) {
        return clock == Clock.OWN ? ownColumn : commonColumn;
    }

    /** Whether {@code a} is at least as good as {@code b} on this criterion. */
    boolean atLeastAsGood(double a, double b) {
        return higherIsBetter ? a >= b : a <= b;
    }
}
