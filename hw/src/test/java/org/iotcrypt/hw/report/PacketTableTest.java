package org.iotcrypt.hw.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.iotcrypt.hw.explore.DesignResult;
import org.junit.jupiter.api.Test;

/** The packet table: rows with the packet stage's figures only, least 1 KiB energy first, nothing without it. */
class PacketTableTest {

    @Test
    void stageRowsLeastEnergyFirst() {
        List<DesignResult> rows = List.of(
                Rows.row("c1k0n2s0", "fmax_mhz", "199.1", "ccm_cycles", "265", "a2_latency_own_us", "1.331",
                        "a2_energy_own_nj", "545.318", "kib_cycles", "2900", "kib_latency_own_us", "14.565",
                        "kib_energy_own_nj", "6000.000", "kib_energy_per_bit_own_pj", "732.422",
                        "kib_energy_nj", "6000.100", "kib_energy_method", "measured"),
                Rows.row("c0k1n2s0", "fmax_mhz", "239.6", "ccm_cycles", "399", "a2_latency_own_us", "1.665",
                        "a2_energy_own_nj", "480.258", "kib_cycles", "4359", "kib_latency_own_us", "18.193",
                        "kib_energy_own_nj", "5422.743", "kib_energy_per_bit_own_pj", "661.956",
                        "kib_energy_nj", "5422.765", "kib_energy_method", "extrapolated"),
                Rows.row("c0k2n0s1", "kib_energy_own_nj", DesignResult.NOT_MEASURED),
                Rows.row("present32"));
        Table t = PacketTable.table(rows).orElseThrow();
        assertEquals(2, t.rows().size());
        assertEquals(List.of("c0k1n2s0", "239.6", "399", "1.665", "480.258", "4359", "18.193", "5422.743", "661.956",
                "5422.765", "extrapolated"), t.rows().get(0));
        assertEquals("c1k0n2s0", t.rows().get(1).get(0));
    }

    @Test
    void noTableWithoutTheStage() {
        assertFalse(PacketTable.table(List.of(Rows.row("c0k2n0s1"))).isPresent());
        assertFalse(SummaryMarkdown.markdown(List.of(Rows.row("c0k2n0s1"))).contains("IoT packet"));
    }
}
