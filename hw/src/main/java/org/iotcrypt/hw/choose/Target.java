package org.iotcrypt.hw.choose;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import org.iotcrypt.hw.eda.CellLibrary;
import org.iotcrypt.hw.explore.DesignResult;
import org.iotcrypt.hw.fpga.Ice40Device;

/**
 * What the scheme is for: an ASIC in a cell library (area in NAND2 equivalents, throughput at
 * OpenSTA's Fmax, energy per packet from the power model: RFC 8998 A.2's, or with {@link #ASIC_KIB}
 * the 1 KiB packet's of {@code hw explore --packets}), or an iCE40 part (area in logic cells,
 * throughput at nextpnr's routed Fmax, no energy: icestorm has no power model, so the FPGA targets
 * judge area and throughput only).
 */
public enum Target {
    ASIC("asic", null, false),
    /** The ASIC, its energy per 1 KiB packet (20 B of AAD) instead of per A.2 packet. */
    ASIC_KIB("asic", null, true),
    ICE40_HX8K("ice40-hx8k", Ice40Device.HX8K, false),
    ICE40_UP5K("ice40-up5k", Ice40Device.UP5K, false);

    private final String id;
    private final Ice40Device device;
    private final boolean kib;

    Target(String id, Ice40Device device, boolean kib) {
        this.id = id;
        this.device = device;
        this.kib = kib;
    }

    /** Whether energy is the 1 KiB packet's. */
    public boolean kibPacket() {
        return kib;
    }

    /** {@code criterion}'s name on this target ({@code energy per 1 KiB packet} on {@link #ASIC_KIB}). */
    public String label(Criterion criterion) {
        return kib && criterion == Criterion.ENERGY ? "energy per 1 KiB packet" : criterion.label();
    }

    /** As {@code --target} takes it. */
    public String id() {
        return id;
    }

    /** The target named {@code id}, e.g. {@code ice40-hx8k}. */
    public static Optional<Target> parse(String id) {
        for (Target t : values()) {
            if (!t.kib && t.id.equals(id.toLowerCase(Locale.ROOT))) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** Whether this is an FPGA part (whose figures come from {@code hw explore --ice40}). */
    public boolean fpga() {
        return device != null;
    }

    /** The criteria judged on this target: all three on the ASIC, area and throughput on an FPGA. */
    public List<Criterion> criteria() {
        return fpga() ? List.of(Criterion.AREA, Criterion.THROUGHPUT) : List.of(Criterion.values());
    }

    /** How the target reads in a heading, an ASIC's in the cell libraries of the rows judged ({@code osu018}, ...). */
    public String description(Collection<String> libraries) {
        return fpga() ? String.format(Locale.ROOT, "Lattice iCE40 %s (%,d logic cells), nextpnr-ice40",
                device.id().toUpperCase(Locale.ROOT), device.logicCells())
                : "ASIC, " + String.join(" and ", libraries.stream().map(CellLibrary::title).toList())
                        + " cells";
    }

    /** The unit of {@code criterion} on this target. */
    public String unit(Criterion criterion) {
        return fpga() && criterion == Criterion.AREA ? "logic cells" : criterion.unit();
    }

    /** The results column of the Fmax the target's figures are read at. */
    public String fmaxColumn() {
        return fpga() ? "ice40_" + device.id() + "_fmax_mhz" : "fmax_mhz";
    }

    /** The results column of the criterion on this target, at {@code clock}. */
    public String column(Criterion criterion, Clock clock) {
        if (kib && criterion == Criterion.ENERGY) {
            return clock == Clock.OWN ? "kib_energy_own_nj" : "kib_energy_nj";
        }
        if (!fpga()) {
            return criterion.column(clock);
        }
        return criterion == Criterion.AREA ? "ice40_" + device.id() + "_logic_cells" : fmaxColumn();
    }

    /**
     * The row's value of {@code criterion}, empty when it has none. On an FPGA the area is the logic
     * cells of a design that fits, and the throughput the scheme's A.2 throughput at 100 MHz scaled
     * to the part's routed Fmax (its cycles do not change with the clock).
     */
    public OptionalDouble value(Criterion criterion, DesignResult row, Clock clock) {
        if (!fpga()) {
            return DesignResult.number(row.get(column(criterion, clock)));
        }
        OptionalDouble fmax = DesignResult.number(row.get(fmaxColumn()));
        if (fmax.isEmpty()) {
            return OptionalDouble.empty();
        }
        if (criterion == Criterion.AREA) {
            return DesignResult.number(row.get(column(Criterion.AREA, clock)));
        }
        return row.throughputAt(fmax.getAsDouble());
    }
}
