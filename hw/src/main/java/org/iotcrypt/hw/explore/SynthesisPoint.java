package org.iotcrypt.hw.explore;

import java.util.Locale;
import org.iotcrypt.hw.eda.CellLibrary;
import org.iotcrypt.hw.eda.Yosys;

/**
 * Where a design is implemented: the cell library it is mapped to and the delay target the mapping
 * aims at (Yosys/ABC {@code abc -D}), the two axes a sweep spans besides the designs. The
 * {@link #REFERENCE} point, OSU 0.18 µm at 2 ns, is the one every row was made at before points
 * existed: its rows keep the design's bare name, and the paper's tables are drawn from it. Any
 * other point's row is the design's name with the point after an {@code @}
 * ({@code c0k1n2s2@osu035-5ns}), so that rows of one design at several points live side by side
 * in one results file, one cache and one report.
 *
 * @param library the cell library
 * @param targetNs the delay target, ns (0.1 to 1000)
 */
public record SynthesisPoint(CellLibrary library, double targetNs) {

    /** The default delay target, {@link TimingSetup#TARGET}'s: 2 ns (500 MHz), faster than any design reaches. */
    public static final double DEFAULT_TARGET_NS = TimingSetup.TARGET.periodNs();

    /** OSU 0.18 µm at 2 ns: the explorer's reference point. */
    public static final SynthesisPoint REFERENCE = new SynthesisPoint(CellLibrary.OSU018, DEFAULT_TARGET_NS);

    public SynthesisPoint {
        if (!(targetNs >= 0.1 && targetNs <= 1000)) {
            throw new IllegalArgumentException("a delay target is 0.1 to 1000 ns, not " + targetNs);
        }
        // a target is named to the picosecond, as ABC takes it, so that 2 and 2.0001 are one point
        targetNs = Math.round(targetNs * 1000) / 1000.0;
    }

    /** Whether this is {@link #REFERENCE}. */
    public boolean isReference() {
        return equals(REFERENCE);
    }

    /** What ABC maps for at this point: its target, inputs driven by INVX1, 0.025 pF on outputs. */
    Yosys.TimingTarget timingTarget() {
        return new Yosys.TimingTarget(targetNs, TimingSetup.TARGET.drivingCell(), TimingSetup.TARGET.outputLoadPf());
    }

    /** The name of {@code design}'s row at this point: the bare name at the reference, else {@code name@osu035-5ns}. */
    public String rowName(String design) {
        return isReference() ? design : design + "@" + library.name() + "-" + target() + "ns";
    }

    /** The target as a row's {@code timing_target_ns} column holds it (three decimals). */
    String targetColumn() {
        return ColumnFormat.format("%.3f", targetNs);
    }

    /** The target without trailing zeros ({@code 2}, {@code 2.5}). */
    String target() {
        return new java.math.BigDecimal(String.format(Locale.ROOT, "%.3f", targetNs)).stripTrailingZeros()
                .toPlainString();
    }

    @Override
    public String toString() {
        return library.name() + " at " + target() + " ns";
    }
}
