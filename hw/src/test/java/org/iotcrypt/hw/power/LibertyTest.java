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
import org.iotcrypt.hw.eda.EdaException;
import org.iotcrypt.hw.eda.Yosys;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The liberty reader against the literal text of Debian's osu018_stdcells.lib and small hand-written libraries. */
class LibertyTest {

    private static final Liberty OSU = Liberty.load(Yosys.OSU018_LIBERTY);

    @Test
    void readsOsu018ValuesAsTheFileWritesThem() {
        // osu018_stdcells.lib line 31: "nom_voltage : 1.8;" with voltage_unit "1V" (line 15).
        assertEquals(1.8, OSU.voltage(), 0);
        // line 14: time_unit : "1ns";
        assertEquals(1e-9, OSU.timeUnitSeconds(), 1e-24);
        // lines 3769-3771: cell (NAND2X1) { area : 24; cell_leakage_power : 0.0393659;
        assertEquals(24, OSU.cell("NAND2X1").area(), 0);
        assertEquals(24, Osu018Library.nand2Area(), 0, "the shared library is the same file");
        assertEquals(10, Osu018Library.gateEquivalents(240), 1e-12);
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

    /** Every cell's area and leakage against a plain regex over the file, an independent reading. */
    @Test
    void everyCellMatchesAnIndependentRegexReading() throws IOException {
        String text = Files.readString(Yosys.OSU018_LIBERTY);
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
