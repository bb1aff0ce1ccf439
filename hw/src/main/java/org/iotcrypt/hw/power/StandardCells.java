package org.iotcrypt.hw.power;

import java.util.HashMap;
import java.util.Map;
import org.iotcrypt.hw.eda.CellLibrary;
import org.iotcrypt.hw.eda.EdaException;

/**
 * The cell libraries synthesis maps to ({@link CellLibrary}), as read by {@link Liberty}: each
 * parsed on first use and then shared. A library gives the power estimate its capacitances,
 * internal-power tables and leakage, and the area report its unit, the gate equivalent (the area
 * of that library's NAND2X1, so that gate counts compare across libraries).
 */
public final class StandardCells {

    private static final Map<CellLibrary, Liberty> LOADED = new HashMap<>();

    private StandardCells() {
    }

    /**
     * The reference library, OSU 0.18 µm.
     *
     * @throws EdaException if the Liberty file is missing or unreadable (it names the package to install)
     */
    public static Liberty get() {
        return get(CellLibrary.OSU018);
    }

    /**
     * {@code library}, read.
     *
     * @throws EdaException if the Liberty file is missing or unreadable (it names the package to install)
     */
    public static synchronized Liberty get(CellLibrary library) {
        Liberty l = LOADED.get(library);
        if (l == null) {
            try {
                l = Liberty.load(library.liberty());
            } catch (EdaException e) {
                throw new EdaException(e.getMessage() + " (apt-get install " + library.debianPackage() + ")", e);
            }
            LOADED.put(library, l);
        }
        return l;
    }

    /** The area of the reference library's NAND2X1 in µm². */
    public static double nand2Area() {
        return get().cell("NAND2X1").area();
    }

    /** A cell area in the reference library in gate equivalents (NAND2X1 areas). */
    public static double gateEquivalents(double cellArea) {
        return gateEquivalents(CellLibrary.OSU018, cellArea);
    }

    /** A cell area in {@code library} in gate equivalents (that library's NAND2X1 areas). */
    public static double gateEquivalents(CellLibrary library, double cellArea) {
        return cellArea / get(library).cell("NAND2X1").area();
    }
}
