package org.iotcrypt.hw.power;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotcrypt.hw.eda.CellLibrary;
import org.iotcrypt.hw.eda.EdaException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The liberty reader against the literal text of Debian's osu018_stdcells.lib and small hand-written libraries. */
class LibertyTest {

    private static final Liberty OSU = Liberty.load(CellLibrary.OSU018.liberty());

    @Test
    void readsTheOtherOsuLibrariesAsTheirFilesWriteThem() {
        // osu035_stdcells.lib line 30: "nom_voltage : 3.3;"; lines 3773-3775: cell (NAND2X1) { area : 96;
        // cell_leakage_power : 0.0261623;
        Liberty osu035 = StandardCells.get(CellLibrary.OSU035);
        assertEquals(3.3, osu035.voltage(), 0);
        assertEquals(96, osu035.cell("NAND2X1").area(), 0);
        assertEquals(0.0261623, osu035.cell("NAND2X1").leakageNw(), 1e-12);
        assertEquals(10, StandardCells.gateEquivalents(CellLibrary.OSU035, 960), 1e-12);
        // osu05_stdcells.lib line 30: "nom_voltage : 5;"; lines 3773-3775: area : 216; cell_leakage_power : 0.0551262;
        Liberty osu050 = StandardCells.get(CellLibrary.OSU050);
        assertEquals(5, osu050.voltage(), 0);
        assertEquals(216, osu050.cell("NAND2X1").area(), 0);
        assertEquals(0.0551262, osu050.cell("NAND2X1").leakageNw(), 1e-12);
        assertEquals(StandardCells.get(CellLibrary.OSU050), osu050, "read once, then shared");
    }

    @Test
    void readsOsu018ValuesAsTheFileWritesThem() {
        // osu018_stdcells.lib line 31: "nom_voltage : 1.8;" with voltage_unit "1V" (line 15).
        assertEquals(1.8, OSU.voltage(), 0);
        // line 14: time_unit : "1ns";
        assertEquals(1e-9, OSU.timeUnitSeconds(), 1e-24);
        // lines 3769-3771: cell (NAND2X1) { area : 24; cell_leakage_power : 0.0393659;
        assertEquals(24, OSU.cell("NAND2X1").area(), 0);
        assertEquals(24, StandardCells.nand2Area(), 0, "the shared library is the same file");
        assertEquals(10, StandardCells.gateEquivalents(240), 1e-12);
        assertEquals(0.0393659, OSU.cell("NAND2X1").leakageNw(), 1e-12);
        // lines 3774 and 3780: NAND2X1 pin(A) capacitance : 0.0125; pin(B) capacitance : 0.0129035;
        assertEquals(Map.of("A", 0.0125, "B", 0.0129035), OSU.cell("NAND2X1").loadPinCapacitancePf());
        assertEquals(Set.of("Y"), OSU.cell("NAND2X1").outputPins());
        // lines 2946 and 2949: INVX1 cell_leakage_power : 0.0221741; pin(A) capacitance : 0.00932456;
        assertEquals(0.0221741, OSU.cell("INVX1").leakageNw(), 1e-12);
        assertEquals(0.00932456, OSU.cell("INVX1").loadPinCapacitancePf().get("A"), 1e-15);
        // lines 1632-1634 and 1652: DFFPOSX1 area : 96; cell_leakage_power : 0.160725;
        // pin(CLK) capacitance : 0.0279235; pin(D) capacitance : 0.00882947;
        Liberty.Cell dff = OSU.cell("DFFPOSX1");
        assertEquals(96, dff.area(), 0);
        assertEquals(0.160725, dff.leakageNw(), 1e-12);
        assertEquals(Map.of("CLK", 0.0279235, "D", 0.00882947), dff.loadPinCapacitancePf());
        assertEquals(Set.of("Q"), dff.outputPins());
    }

    /** Internal-power tables as the file writes them, in joules (its unit: 1 V squared times 1 pF). */
    @Test
    void readsInternalPowerTables() {
        // INVX1 pin(Y), related A: fall_power row 1 "0.009213, 0.004772, ...", rise_power row 1
        // "0.023555, 0.029044, ..."; on the grid point (0.005 pF, 0.06 ns) the mean of the two.
        PinEnergy inv = OSU.cell("INVX1").pinEnergy().get("Y");
        assertEquals(1, inv.rise().size());
        assertEquals((0.009213 + 0.023555) / 2 * 1e-12, inv.perTransition(0.005, 0.06), 1e-20);
        // and held at the table's edges outside it (the last row, last column: 0.020842, 0.057524)
        assertEquals((0.020842 + 0.057524) / 2 * 1e-12, inv.perTransition(9, 9), 1e-20);
        // NAND2X1 Y has one arc per input; DFFPOSX1's clock and data pins have passive tables
        // (CLK rise "0.006865, ...", fall "0.11034, ..." at 0.06 ns); its Q one arc, related to CLK.
        assertEquals(2, OSU.cell("NAND2X1").pinEnergy().get("Y").rise().size());
        PinEnergy clk = OSU.cell("DFFPOSX1").pinEnergy().get("CLK");
        assertEquals((0.006865 + 0.11034) / 2 * 1e-12, clk.perTransition(0, 0.06), 1e-20);
        assertEquals(Set.of("CLK", "D", "Q"), OSU.cell("DFFPOSX1").pinEnergy().keySet());
        // DFFSR's Q has three arcs (related to CLK, R and S); the one related to S writes one power
        // table for both directions
        assertEquals(3, OSU.cell("DFFSR").pinEnergy().get("Q").rise().size());
    }

    /** A template whose first variable is the transition: the axes are placed by name, not by position. */
    @Test
    void placesATablesAxesByItsTemplatesVariables(@TempDir Path dir) throws IOException {
        String lib = """
                library(t) {
                  time_unit : "1ns"; voltage_unit : "1V"; leakage_power_unit : "1nW";
                  capacitive_load_unit (1, ff); nom_voltage : 1.0;
                  power_lut_template(swapped) { variable_1 : input_transition_time; variable_2 : total_output_net_capacitance;
                    index_1 ("1, 2"); index_2 ("1, 2"); }
                  cell(BUF) { area : 1;
                    pin(A) { direction : input; capacitance : 1; }
                    pin(Y) { direction : output;
                      internal_power() { related_pin : "A";
                        rise_power(swapped) { index_1 ("0.1, 0.2"); index_2 ("10, 20"); values ("1, 2", "3, 4"); }
                        fall_power(swapped) { index_1 ("0.1, 0.2"); index_2 ("10, 20"); values ("1, 2", "3, 4"); } } } }
                }
                """;
        Path file = dir.resolve("t.lib");
        Files.writeString(file, lib);
        PinEnergy y = Liberty.load(file).cell("BUF").pinEnergy().get("Y");
        // values[i][j] at transition index_1[i], load index_2[j]; units: 1 V squared x 1 fF = 1e-15 J
        assertEquals(2e-15, y.perTransition(20, 0.1), 1e-27);
        assertEquals(3e-15, y.perTransition(10, 0.2), 1e-27);
        assertEquals(2.5e-15, y.perTransition(15, 0.15), 1e-27);
    }

    /** Malformed power tables are refused with the file's name and what is wrong, not indexed out of bounds. */
    @Test
    void refusesRaggedOrUnorderedPowerTables(@TempDir Path dir) throws IOException {
        String lib = """
                library(t) {
                  time_unit : "1ns"; voltage_unit : "1V"; leakage_power_unit : "1nW";
                  capacitive_load_unit (1, pf); nom_voltage : 1.0;
                  power_lut_template(e) { variable_1 : total_output_net_capacitance; variable_2 : input_transition_time;
                    index_1 ("1, 2"); index_2 ("1, 2"); }
                  cell(BUF) { area : 1;
                    pin(A) { direction : input; capacitance : 1; }
                    pin(Y) { direction : output;
                      internal_power() { related_pin : "A";
                        rise_power(e) { index_1 ("LOADS"); index_2 ("0.1, 0.2"); values (VALUES); }
                        fall_power(e) { index_1 ("0.1, 0.2"); index_2 ("0.1, 0.2"); values ("1, 2", "3, 4"); } } } }
                }
                """;
        Map<String, String> cases = new java.util.LinkedHashMap<>();
        cases.put(lib.replace("LOADS", "0.1, 0.2").replace("VALUES", "\"1, 2\", \"3\""), "a power table row with 1 values");
        cases.put(lib.replace("LOADS", "0.1, 0.2").replace("VALUES", "\"1, 2\""), "a power table with 1 rows");
        cases.put(lib.replace("LOADS", "0.2, 0.1").replace("VALUES", "\"1, 2\", \"3, 4\""), "is not ascending");
        cases.put(lib.replace("LOADS", "0.1, 0.2").replace("VALUES", "\"1, 1e999\", \"3, 4\""), "no finite number");
        for (Map.Entry<String, String> c : cases.entrySet()) {
            Path file = dir.resolve("bad.lib");
            Files.writeString(file, c.getKey());
            EdaException e = assertThrows(EdaException.class, () -> Liberty.load(file), c.getValue());
            assertTrue(e.getMessage().contains(c.getValue()) && e.getMessage().contains("bad.lib"), e.getMessage());
        }
    }

    /** Every cell's area and leakage against a plain regex over the file, an independent reading. */
    @Test
    void everyCellMatchesAnIndependentRegexReading() throws IOException {
        String text = Files.readString(CellLibrary.OSU018.liberty());
        Matcher m = Pattern.compile("cell \\((\\w+)\\) \\{\\s*(?:cell_footprint : \\w+;\\s*)?area : ([0-9.]+);"
                + "\\s*cell_leakage_power : ([0-9.]+);").matcher(text);
        Map<String, double[]> expected = new TreeMap<>();
        while (m.find()) {
            expected.put(m.group(1), new double[] {Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3))});
        }
        assertEquals(32, expected.size(), "cells found by the regex");
        assertEquals(expected.keySet(), new TreeMap<>(OSU.cells()).keySet());
        for (Map.Entry<String, double[]> e : expected.entrySet()) {
            assertEquals(e.getValue()[0], OSU.cell(e.getKey()).area(), 0, e.getKey());
            assertEquals(e.getValue()[1], OSU.cell(e.getKey()).leakageNw(), 1e-12, e.getKey());
        }
    }

    @Test
    void convertsTheLibrarysOwnUnits(@TempDir Path dir) throws IOException {
        Path lib = dir.resolve("units.lib");
        Files.writeString(lib, """
                /* units chosen unlike osu018's to catch assumed units */
                library(tiny) {
                  time_unit : "1ps";
                  voltage_unit : "1mV";
                  leakage_power_unit : "1uW";
                  capacitive_load_unit (1,ff);
                  nom_voltage : 1200;
                  cell (BUF) {
                    area : 3.5;
                    cell_leakage_power : 0.25;
                    pin(A) { direction : input; capacitance : 9.0; }
                    pin(Y) { direction : output; function : "A"; }
                  }
                }
                """);
        Liberty l = Liberty.load(lib);
        assertEquals(1.2, l.voltage(), 1e-12);
        assertEquals(1e-12, l.timeUnitSeconds(), 1e-27);
        assertEquals(250, l.cell("BUF").leakageNw(), 1e-9);
        assertEquals(0.009, l.cell("BUF").loadPinCapacitancePf().get("A"), 1e-15);
        assertEquals(3.5, l.cell("BUF").area(), 0);
    }

    @Test
    void rejectsMissingAndIllFormedFilesClearly(@TempDir Path dir) throws IOException {
        EdaException missing = assertThrows(EdaException.class, () -> Liberty.load(dir.resolve("none.lib")));
        assertTrue(missing.getMessage().contains("none.lib"), missing.getMessage());

        Path cut = dir.resolve("cut.lib");
        Files.writeString(cut, "library(x) {\n  time_unit : \"1ns\";\n  cell (INV) {\n    area : 1;\n");
        EdaException truncated = assertThrows(EdaException.class, () -> Liberty.load(cut));
        assertTrue(truncated.getMessage().contains("cut.lib") && truncated.getMessage().contains("end of file"),
                truncated.getMessage());

        Path noUnit = dir.resolve("nounit.lib");
        Files.writeString(noUnit, "library(x) { nom_voltage : 1; cell (INV) { area : 1; } }\n");
        EdaException unit = assertThrows(EdaException.class, () -> Liberty.load(noUnit));
        assertTrue(unit.getMessage().contains("voltage_unit"), unit.getMessage());

        EdaException cell = assertThrows(EdaException.class, () -> OSU.cell("NAND9X9"));
        assertTrue(cell.getMessage().contains("NAND9X9"), cell.getMessage());
    }
}
