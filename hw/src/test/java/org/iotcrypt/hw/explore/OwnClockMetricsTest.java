package org.iotcrypt.hw.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iotcrypt.hw.eda.Yosys;
import org.iotcrypt.hw.power.StandardCells;
import org.iotcrypt.hw.power.PowerReport;
import org.junit.jupiter.api.Test;

/**
 * The metrics at a design's own clock, against the arithmetic done by hand: 399 cycles on A.2,
 * 9 mW dynamic (6 switching, 3 internal) and 1 mW leakage at 100 MHz, Fmax 200 MHz.
 */
class OwnClockMetricsTest {

    @Test
    void schemeMetricsAtFmax() throws Exception {
        double area = 100_000;
        Yosys.AsicResult asic = new Yosys.AsicResult(area, 1000, Path.of("x_gates.v"), Path.of("x_sta.v"));
        PowerReport power = new PowerReport(6, 3, 2, 1, 0, 3990, 0);
        double throughput = 768 * 100.0 / 399;
        Map<String, String> row = new HashMap<>();
        new CcmDesign(Scheme.parse("c0k1n2s2")).metricColumns(null,
                new Design.Synthesized(Path.of("."), List.of(), asic, StandardCells.gateEquivalents(area), power,
                        throughput, 399, 200), row);

        // 10 mW for 399 cycles of 10 ns: 39.9 nJ. At 200 MHz: 9 mW x 3.99 us + 1 mW x 1.995 us.
        assertEquals("39.900", row.get("a2_energy_nj"));
        assertEquals("37.905", row.get("a2_energy_own_nj"));
        assertEquals("1.995", row.get("a2_latency_own_us"));
        // 100,000 um2 / 24 um2 (NAND2X1) = 4,166.7 gates; 2 x 192.48 Mbps / 4,166.7 = 92,391 bit/s a gate
        assertEquals(24.0, StandardCells.nand2Area(), 1e-9);
        assertEquals("92391", row.get("area_efficiency_own_bps_per_gate"));
    }
}
