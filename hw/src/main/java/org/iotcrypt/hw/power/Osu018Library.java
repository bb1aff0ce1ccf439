package org.iotcrypt.hw.power;

import org.iotcrypt.hw.eda.EdaException;
import org.iotcrypt.hw.eda.Yosys;

/**
 * The OSU 0.18 µm cell library that synthesis maps to ({@link Yosys#OSU018_LIBERTY}), as read by
 * {@link Liberty}: parsed on first use and then shared. It gives the power estimate its
 * capacitances and leakage, and the area report its unit, the gate equivalent (the area of
 * NAND2X1).
 */
public final class Osu018Library {

    private static Liberty library;

    private Osu018Library() {
    }

    /**
     * The library.
     *
     * @throws EdaException if the Liberty file is missing or unreadable (it names the package to install)
     */
    public static synchronized Liberty get() {
        if (library == null) {
            try {
                library = Liberty.load(Yosys.OSU018_LIBERTY);
            } catch (EdaException e) {
                throw new EdaException(e.getMessage() + " (apt-get install qflow-tech-osu018)", e);
            }
        }
        return library;
    }

    /** The area of NAND2X1 in µm², the unit of gate equivalents. */
    public static double nand2Area() {
        return get().cell("NAND2X1").area();
    }

    /** A synthesized cell area in gate equivalents (NAND2X1 areas). */
    public static double gateEquivalents(double cellArea) {
        return cellArea / nand2Area();
    }
}
