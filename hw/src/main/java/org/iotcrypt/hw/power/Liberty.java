package org.iotcrypt.hw.power;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotcrypt.hw.eda.EdaException;

/**
 * What the power estimate needs from a Liberty (.lib) standard-cell library: per cell its area,
 * the capacitance of each input pin, its output pins and its {@code cell_leakage_power}, and the
 * library's nominal voltage. The library's unit attributes ({@code capacitive_load_unit},
 * {@code leakage_power_unit}, {@code voltage_unit}, {@code time_unit}) are read, not assumed:
 * every value this class returns is converted to fixed units (pF, nW, V), so a library written
 * in femtofarads or microwatts gives the same answers. Inout pins count as loads like inputs.
 * Timing and internal-power tables are not read: the estimator does not use them.
 */
public final class Liberty {

    private static final Pattern UNIT = Pattern.compile("\\s*([0-9.eE+-]+)\\s*([a-zA-Z]+)\\s*");

    /** One library cell, values in the fixed units of {@link Liberty}. */
    public record Cell(String name, double area, double leakageNw, Map<String, Double> loadPinCapacitancePf,
            Set<String> outputPins) {
    }

    private final String name;
    private final double voltage;
    private final double timeUnitSeconds;
    private final Map<String, Cell> cells;

    private Liberty(String name, double voltage, double timeUnitSeconds, Map<String, Cell> cells) {
        this.name = name;
        this.voltage = voltage;
        this.timeUnitSeconds = timeUnitSeconds;
        this.cells = cells;
    }

    /** Reads and parses {@code lib}; an unreadable or ill-formed file is a {@link EdaException}. */
    public static Liberty load(Path lib) {
        String text;
        try {
            text = Files.readString(lib, StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new EdaException("cannot read liberty file " + lib + ": " + e.getMessage(), e);
        }
        LibertyGroup top = LibertyGroup.parse(text, lib.toString());
        if (!top.type.equals("library")) {
            throw new EdaException(lib + ": ill-formed liberty: the top-level group is " + top.type + ", not library");
        }
        String where = lib.toString();
        double volt = scale(required(top, "voltage_unit", where), "V", where);
        double farad = capacitanceUnit(top, where);
        double watt = scale(required(top, "leakage_power_unit", where), "W", where);
        double second = scale(required(top, "time_unit", where), "s", where);
        double nomVoltage = number(required(top, "nom_voltage", where), "nom_voltage", where) * volt;
        double defaultLeak = top.simple.containsKey("default_cell_leakage_power")
                ? number(top.simple.get("default_cell_leakage_power"), "default_cell_leakage_power", where) : 0;
        Double defaultCap = top.simple.containsKey("default_input_pin_cap")
                ? number(top.simple.get("default_input_pin_cap"), "default_input_pin_cap", where) : null;

        Map<String, Cell> cells = new LinkedHashMap<>();
        for (LibertyGroup c : top.groups("cell")) {
            if (c.args.size() != 1) {
                throw new EdaException(where + ": ill-formed liberty: cell group with arguments " + c.args);
            }
            String cellName = c.args.get(0);
            String cw = where + ": cell " + cellName;
            double area = c.simple.containsKey("area") ? number(c.simple.get("area"), "area", cw) : 0;
            double leak = c.simple.containsKey("cell_leakage_power")
                    ? number(c.simple.get("cell_leakage_power"), "cell_leakage_power", cw) : defaultLeak;
            Map<String, Double> loads = new LinkedHashMap<>();
            Set<String> outputs = new LinkedHashSet<>();
            for (LibertyGroup pin : c.groups("pin")) {
                String dir = pin.simple.get("direction");
                if (dir == null) {
                    throw new EdaException(cw + " pin " + pin.args + " has no direction");
                }
                for (String pinName : pin.args) {
                    if (dir.equals("output")) {
                        outputs.add(pinName);
                    } else if (dir.equals("input") || dir.equals("inout")) {
                        if (dir.equals("inout")) {
                            outputs.add(pinName);
                        }
                        String cap = pin.simple.get("capacitance");
                        if (cap == null && defaultCap == null) {
                            throw new EdaException(cw + " input pin " + pinName
                                    + " has no capacitance and the library no default_input_pin_cap");
                        }
                        double pf = (cap != null ? number(cap, "capacitance", cw) : defaultCap) * farad / 1e-12;
                        loads.put(pinName, pf);
                    }
                }
            }
            cells.put(cellName, new Cell(cellName, area, leak * watt / 1e-9, Collections.unmodifiableMap(loads),
                    Collections.unmodifiableSet(outputs)));
        }
        if (cells.isEmpty()) {
            throw new EdaException(where + ": the library defines no cells");
        }
        return new Liberty(top.args.isEmpty() ? "" : top.args.get(0), nomVoltage, second,
                Collections.unmodifiableMap(cells));
    }

    /** The library's name, the argument of its {@code library(...)} group. */
    public String name() {
        return name;
    }

    /** Nominal supply voltage ({@code nom_voltage}) in volts: 1.8 for osu018. */
    public double voltage() {
        return voltage;
    }

    /** The library's {@code time_unit} in seconds (1e-9 for osu018); delays are not used here. */
    public double timeUnitSeconds() {
        return timeUnitSeconds;
    }

    /** Whether the library defines a cell of this name. */
    public boolean hasCell(String cellName) {
        return cells.containsKey(cellName);
    }

    /** The named cell; a name the library does not define is a {@link EdaException}. */
    public Cell cell(String cellName) {
        Cell c = cells.get(cellName);
        if (c == null) {
            throw new EdaException("cell type " + cellName + " is not in the liberty library " + name);
        }
        return c;
    }

    /** All cells, by name, in file order. */
    public Map<String, Cell> cells() {
        return cells;
    }

    private static String required(LibertyGroup top, String attr, String where) {
        String v = top.simple.get(attr);
        if (v == null) {
            throw new EdaException(where + ": the library has no " + attr + " attribute");
        }
        return v;
    }

    private static double number(String text, String attr, String where) {
        try {
            return Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw new EdaException(where + ": " + attr + " is not a number: " + text, e);
        }
    }

    /** {@code capacitive_load_unit (1,pf)}: the complex attribute's value in farads. */
    private static double capacitanceUnit(LibertyGroup top, String where) {
        List<String> args = top.complex.get("capacitive_load_unit");
        if (args == null || args.size() != 2) {
            throw new EdaException(where + ": the library has no capacitive_load_unit (value, unit)");
        }
        return number(args.get(0), "capacitive_load_unit", where) * prefix(args.get(1), "f", where);
    }

    /** A unit string such as "1nW", "1V", "10ps" in units of {@code base} (W, V, s). */
    private static double scale(String text, String base, String where) {
        Matcher m = UNIT.matcher(text);
        if (!m.matches()) {
            throw new EdaException(where + ": unit '" + text + "' is not a number followed by a unit");
        }
        return number(m.group(1), "unit", where) * prefix(m.group(2), base, where);
    }

    /** The SI factor of a unit name such as "pf", "nW", "mV", "ns" whose base unit is {@code base}. */
    private static double prefix(String unit, String base, String where) {
        String u = unit.toLowerCase();
        String b = base.toLowerCase();
        if (!u.endsWith(b)) {
            throw new EdaException(where + ": unit '" + unit + "' is not a unit of " + base);
        }
        String p = unit.substring(0, unit.length() - base.length());
        switch (p) {
            case "":
                return 1;
            case "m":
                return 1e-3;
            case "u":
                return 1e-6;
            case "n":
                return 1e-9;
            case "p":
                return 1e-12;
            case "f":
                return 1e-15;
            default:
                throw new EdaException(where + ": unknown unit prefix in '" + unit + "'");
        }
    }
}
