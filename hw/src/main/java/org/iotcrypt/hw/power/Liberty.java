package org.iotcrypt.hw.power;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
 * Internal-power tables ({@code internal_power} groups' {@code rise_power} and {@code fall_power})
 * are read into {@link PinEnergy} per pin, their axes found from their {@code power_lut_template}'s
 * variables and their energy in the library's voltage unit squared times its capacitance unit
 * (pJ for osu018), converted to joules. Timing tables are not read.
 */
public final class Liberty {

    private static final Pattern UNIT = Pattern.compile("\\s*([0-9.eE+-]+)\\s*([a-zA-Z]+)\\s*");

    /** One library cell, values in the fixed units of {@link Liberty}. */
    public record Cell(String name, double area, double leakageNw, Map<String, Double> loadPinCapacitancePf,
            Set<String> outputPins, Map<String, PinEnergy> pinEnergy, Set<String> clockPins) {

        /** A cell without internal-power tables or clock pins (tests that build cells by hand). */
        public Cell(String name, double area, double leakageNw, Map<String, Double> loadPinCapacitancePf, Set<String> outputPins) {
            this(name, area, leakageNw, loadPinCapacitancePf, outputPins, Map.of(), Set.of());
        }
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
        return parse(text, lib.toString());
    }

    /** Parses a library's text; {@code where} names it in errors. Ill-formed text is a {@link EdaException}. */
    static Liberty parse(String text, String where) {
        LibertyGroup top = LibertyGroup.parse(text, where);
        if (!top.type.equals("library")) {
            throw new EdaException(where + ": ill-formed liberty: the top-level group is " + top.type + ", not library");
        }
        double volt = scale(required(top, "voltage_unit", where), "V", where);
        double farad = capacitanceUnit(top, where);
        double watt = scale(required(top, "leakage_power_unit", where), "W", where);
        double second = scale(required(top, "time_unit", where), "s", where);
        double nomVoltage = number(required(top, "nom_voltage", where), "nom_voltage", where) * volt;
        double defaultLeak = top.simple.containsKey("default_cell_leakage_power")
                ? number(top.simple.get("default_cell_leakage_power"), "default_cell_leakage_power", where) : 0;
        Double defaultCap = top.simple.containsKey("default_input_pin_cap")
                ? number(top.simple.get("default_input_pin_cap"), "default_input_pin_cap", where) : null;

        double joule = volt * volt * farad;
        Map<String, List<String>> templates = new LinkedHashMap<>();
        for (LibertyGroup t : top.groups("power_lut_template")) {
            List<String> variables = new ArrayList<>();
            for (String v : List.of("variable_1", "variable_2")) {
                if (t.simple.containsKey(v)) {
                    variables.add(t.simple.get(v).trim());
                }
            }
            templates.put(t.args.isEmpty() ? "" : t.args.get(0), variables);
        }
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
            Map<String, PinEnergy> energy = new LinkedHashMap<>();
            Set<String> clocks = new LinkedHashSet<>();
            for (LibertyGroup pin : c.groups("pin")) {
                if ("true".equals(pin.simple.getOrDefault("clock", "").trim())) {
                    clocks.addAll(pin.args);
                }
                PinEnergy e = pinEnergy(pin, templates, joule, cw + " pin " + pin.args);
                if (e != null) {
                    for (String pinName : pin.args) {
                        energy.put(pinName, e);
                    }
                }
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
                    Collections.unmodifiableSet(outputs), Collections.unmodifiableMap(energy),
                    Collections.unmodifiableSet(clocks)));
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

    /** A pin's internal-power tables, or null if it has none. */
    private static PinEnergy pinEnergy(LibertyGroup pin, Map<String, List<String>> templates, double joule, String where) {
        List<EnergyTable> rise = new ArrayList<>();
        List<EnergyTable> fall = new ArrayList<>();
        for (LibertyGroup arc : pin.groups("internal_power")) {
            List<LibertyGroup> r = arc.groups("rise_power");
            List<LibertyGroup> f = arc.groups("fall_power");
            List<LibertyGroup> both = arc.groups("power");
            if (r.isEmpty() && f.isEmpty() && both.size() == 1) {
                // one table for either direction (osu018's DFFSR Q, related to S)
                r = both;
                f = both;
            }
            if (r.size() != 1 || f.size() != 1) {
                throw new EdaException(where + ": an internal_power group without one rise_power and one fall_power"
                        + " (or one power table)");
            }
            rise.add(energyTable(r.get(0), templates, joule, where));
            fall.add(energyTable(f.get(0), templates, joule, where));
        }
        return rise.isEmpty() ? null : new PinEnergy(rise, fall);
    }

    /** One rise_power or fall_power table, its axes placed by its template's variables. */
    private static EnergyTable energyTable(LibertyGroup table, Map<String, List<String>> templates, double joule,
            String where) {
        String name = table.args.isEmpty() ? "" : table.args.get(0);
        List<String> variables = templates.get(name);
        if (variables == null || variables.isEmpty()) {
            throw new EdaException(where + ": " + table.type + " uses template '" + name
                    + "', which is not a power_lut_template with variables");
        }
        double[] index1 = axis(table, "index_1", where);
        double[][] values = valueRows(table, where);
        int columns = variables.size() == 1 ? index1.length : axis(table, "index_2", where).length;
        for (double[] row : values) {
            if (row.length != columns) {
                throw new EdaException(where + ": a power table row with " + row.length + " values where its index has "
                        + columns);
            }
        }
        if (variables.size() == 1) {
            if (!variables.get(0).equals("input_transition_time")) {
                throw new EdaException(where + ": a one-axis power table over " + variables.get(0)
                        + ", not input_transition_time");
            }
            if (values.length != 1) {
                throw new EdaException(where + ": a one-axis power table with " + values.length + " rows");
            }
            return new EnergyTable(new double[] {0}, index1, scaled(values, joule));
        }
        double[] index2 = axis(table, "index_2", where);
        if (values.length != index1.length) {
            throw new EdaException(where + ": a power table with " + values.length + " rows where index_1 has "
                    + index1.length);
        }
        boolean loadFirst = variables.get(0).equals("total_output_net_capacitance")
                && variables.get(1).equals("input_transition_time");
        boolean transitionFirst = variables.get(0).equals("input_transition_time")
                && variables.get(1).equals("total_output_net_capacitance");
        if (!loadFirst && !transitionFirst) {
            throw new EdaException(where + ": a power table over " + variables + ", not the output load and the input transition");
        }
        double[][] joules = scaled(values, joule);
        if (transitionFirst) {
            double[][] t = new double[index2.length][index1.length];
            for (int i = 0; i < index1.length; i++) {
                for (int j = 0; j < index2.length; j++) {
                    t[j][i] = joules[i][j];
                }
            }
            return new EnergyTable(index2, index1, t);
        }
        return new EnergyTable(index1, index2, joules);
    }

    /** A table's axis: finite, non-negative, strictly ascending (the interpolation relies on it). */
    private static double[] axis(LibertyGroup table, String index, String where) {
        List<String> args = table.complex.get(index);
        if (args == null || args.size() != 1) {
            throw new EdaException(where + ": a power table without its " + index);
        }
        double[] axis = numbers(args.get(0), index, where);
        for (int i = 0; i < axis.length; i++) {
            if (!(axis[i] >= 0) || !Double.isFinite(axis[i]) || (i > 0 && !(axis[i] > axis[i - 1]))) {
                throw new EdaException(where + ": a power table's " + index + " is not ascending non-negative numbers: "
                        + args.get(0));
            }
        }
        return axis;
    }

    private static double[][] valueRows(LibertyGroup table, String where) {
        List<String> rows = table.complex.get("values");
        if (rows == null || rows.isEmpty()) {
            throw new EdaException(where + ": a power table without values");
        }
        double[][] out = new double[rows.size()][];
        for (int i = 0; i < rows.size(); i++) {
            out[i] = numbers(rows.get(i), "values", where);
        }
        return out;
    }

    private static double[] numbers(String list, String attr, String where) {
        String[] parts = list.split(",");
        double[] out = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            out[i] = number(parts[i], attr, where);
            if (!Double.isFinite(out[i])) {
                throw new EdaException(where + ": " + attr + " holds a value that is no finite number: " + parts[i].trim());
            }
        }
        return out;
    }

    private static double[][] scaled(double[][] values, double factor) {
        double[][] out = new double[values.length][];
        for (int i = 0; i < values.length; i++) {
            out[i] = new double[values[i].length];
            for (int j = 0; j < values[i].length; j++) {
                out[i][j] = values[i][j] * factor;
            }
        }
        return out;
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
