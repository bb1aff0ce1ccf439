package org.iotcrypt.hw.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.iotcrypt.hw.eda.CellLibrary;
import org.iotcrypt.hw.power.GateNetlist;
import org.iotcrypt.hw.power.Liberty;
import org.iotcrypt.hw.power.StandardCells;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The explorer at another point than the reference: the cheapest scheme and the 32-bit PRESENT
 * datapath mapped to the OSU 0.5 µm cells. In that library c0k2n0s1 misses 100 MHz (static timing,
 * about 11 ns), so its gate-level check runs at its own period rounded up and must still be
 * bit-exact on RFC 8998 A.2 and the random message; present32 meets 100 MHz and is checked there.
 */
class OtherLibrariesExploreTest {

    private static final SynthesisPoint OSU050 = new SynthesisPoint(CellLibrary.OSU050, 2);

    @TempDir
    static Path dir;

    private static List<DesignResult> results;
    private static String progress;

    @BeforeAll
    static void explore() throws IOException, InterruptedException {
        StringWriter out = new StringWriter();
        results = new Explorer(RtlSources.locate(Path.of("")), dir.resolve("work"), dir.resolve("cache"), 2,
                new PrintWriter(out), Explorer.Stages.NONE)
                .explore(List.of(Design.parse("c0k2n0s1"), Design.parse("present32")), List.of(OSU050));
        progress = out.toString();
    }

    @Test
    void rowsAreNamedByTheirPointAndPassBitExact() {
        assertEquals(List.of("c0k2n0s1@osu050-2ns", "present32@osu050-2ns"),
                results.stream().map(r -> r.get("design")).toList());
        for (DesignResult r : results) {
            assertTrue(r.passed(), r.values().toString());
            assertEquals("osu050", r.get("cell_library"));
            assertEquals("2.000", r.get("timing_target_ns"));
        }
        assertTrue(progress.contains("c0k2n0s1@osu050-2ns: pass (RTL and gate level)"), progress);
    }

    @Test
    void aNetlistSlowerThan100MhzIsCheckedAtItsOwnWholeNanosecond() throws IOException {
        DesignResult scheme = results.get(0);
        double period = Double.parseDouble(scheme.get("sta_min_period_ns"));
        assertTrue(period > 10, "c0k2n0s1 in 0.5 µm misses 100 MHz: " + period + " ns");
        long gatePeriod = (long) Math.ceil(period);
        assertEquals(String.format(Locale.ROOT, "%.1f", 1000.0 / gatePeriod), scheme.get("gate_clock_mhz"));
        String tb = Files.readString(dir.resolve("work").resolve("c0k2n0s1@osu050-2ns").resolve("tb_gate.v"));
        String half = gatePeriod % 2 == 0 ? Long.toString(gatePeriod / 2) : gatePeriod / 2 + ".5";
        assertTrue(tb.contains("always #" + half + " clk = ~clk;"), tb);
        assertEquals("100.0", results.get(1).get("gate_clock_mhz"), "present32 meets 100 MHz in 0.5 µm too");
        double total = Double.parseDouble(scheme.get("power_mw"));
        double dynamic = Double.parseDouble(scheme.get("power_dynamic_mw"));
        double leakage = Double.parseDouble(scheme.get("power_leakage_mw"));
        assertTrue(dynamic > 0 && leakage > 0, scheme.values().toString());
        assertEquals(dynamic + leakage, total, 2e-4);
    }

    /**
     * Gates are the point's library's NAND2 equivalents (osu05_stdcells.lib line 3774: NAND2X1
     * area : 216), and Yosys's cell area is the sum of the library's areas over the netlist's cells
     * (read back from the netlist with the Liberty reader, not from Yosys's statistics).
     */
    @Test
    void areaIsInThePointsOwnCells() {
        Liberty lib = StandardCells.get(CellLibrary.OSU050);
        assertEquals(216, lib.cell("NAND2X1").area(), 0);
        DesignResult present = results.get(1);
        GateNetlist netlist = GateNetlist.load(dir.resolve("work").resolve("present32@osu050-2ns")
                .resolve("present80_dp32_gates.v"), "present80_dp32", lib);
        double area = 0;
        for (Map.Entry<String, Integer> c : netlist.cellCounts().entrySet()) {
            area += lib.cell(c.getKey()).area() * c.getValue();
        }
        assertEquals(String.format(Locale.ROOT, "%.0f", area), present.get("asic_cell_area_um2"));
        assertEquals(String.format(Locale.ROOT, "%.0f", area / 216), present.get("asic_nand2_eq"));
    }
}
