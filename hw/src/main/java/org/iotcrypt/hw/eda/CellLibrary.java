package org.iotcrypt.hw.eda;

import java.nio.file.Path;
import java.util.List;

/**
 * A standard-cell library the ASIC flow maps to: the Oklahoma State University cells that Debian
 * packages for qflow ({@code qflow-tech-osu018}, {@code -osu035}, {@code -osu050}). The three have
 * the same 35 logic cells under the same names (INVX1, NAND2X1, DFFPOSX1, ...), one typical corner
 * each, and Liberty files with internal-power tables, so every stage of the explorer runs on any of
 * them unchanged; only the files, and with them areas, delays, capacitances and the supply, differ.
 *
 * @param name the name the command line takes ({@code osu018})
 * @param title what a report calls it ({@code OSU 0.18 um}, ASCII for a terminal)
 * @param liberty its Liberty file: areas, timing and power tables
 * @param verilog its cell models with specify delays, for gate-level simulation
 */
public record CellLibrary(String name, String title, Path liberty, Path verilog) {

    private static final String TECH = "/usr/share/qflow/tech/";

    /** The OSU 0.18 µm cells (1.8 V): the explorer's reference library. */
    public static final CellLibrary OSU018 = new CellLibrary("osu018", "OSU 0.18 um",
            Path.of(TECH + "osu018/osu018_stdcells.lib"), Path.of(TECH + "osu018/osu018_stdcells.v"));

    /** The OSU 0.35 µm cells (3.3 V). */
    public static final CellLibrary OSU035 = new CellLibrary("osu035", "OSU 0.35 um",
            Path.of(TECH + "osu035/osu035_stdcells.lib"), Path.of(TECH + "osu035/osu035_stdcells.v"));

    /** The OSU 0.5 µm cells (5 V); Debian names its files osu05_*. */
    public static final CellLibrary OSU050 = new CellLibrary("osu050", "OSU 0.5 um",
            Path.of(TECH + "osu050/osu05_stdcells.lib"), Path.of(TECH + "osu050/osu05_stdcells.v"));

    /** Every library, the reference first. */
    public static final List<CellLibrary> ALL = List.of(OSU018, OSU035, OSU050);

    /** The Debian package that installs it. */
    public String debianPackage() {
        return "qflow-tech-" + name;
    }

    /** The library called {@code name}. */
    public static CellLibrary parse(String name) {
        for (CellLibrary l : ALL) {
            if (l.name.equals(name)) {
                return l;
            }
        }
        throw new IllegalArgumentException("unknown cell library '" + name + "': one of "
                + String.join(", ", ALL.stream().map(CellLibrary::name).toList()));
    }

    /** The title of the library called {@code name}, or the name itself when it is none of them (a hand-made row's). */
    public static String title(String name) {
        return ALL.stream().filter(l -> l.name.equals(name)).map(CellLibrary::title).findFirst().orElse(name);
    }

    @Override
    public String toString() {
        return name;
    }
}
