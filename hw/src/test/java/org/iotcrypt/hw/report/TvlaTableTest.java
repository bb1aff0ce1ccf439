package org.iotcrypt.hw.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iotcrypt.hw.explore.DesignResult;
import org.junit.jupiter.api.Test;

/** The TVLA table: assessed rows only, the most leaky first, and nothing without the stage. */
class TvlaTableTest {

    @Test
    void assessedRowsMostLeakyFirst() {
        List<DesignResult> rows = List.of(
                Rows.row("c0k1n2s1", "description", "CFA", "tvla_traces", "200", "tvla_cycles", "160",
                        "tvla_mean_toggles", "1500", "tvla_max_t", "8.10", "tvla_control_max_t", "2.00",
                        "tvla_traces_needed", "sigma 0: 60 traces"),
                Rows.row("c0k1n2s0", "description", "LUT", "tvla_traces", "200", "tvla_cycles", "160",
                        "tvla_mean_toggles", "1700", "tvla_max_t", "27.00", "tvla_control_max_t", "2.50",
                        "tvla_traces_needed", "sigma 0: 50 traces"),
                Rows.row("c0k2n0s1", "tvla_max_t", DesignResult.NOT_MEASURED));
        Table t = TvlaTable.table(rows).orElseThrow();
        assertEquals(2, t.rows().size());
        assertEquals(List.of("c0k1n2s0", "LUT", "200", "160", "1700", "27.00", "2.50", "sigma 0: 50 traces"),
                t.rows().get(0));
        assertEquals("c0k1n2s1", t.rows().get(1).get(0));
        assertTrue(TvlaTable.note().contains("|t| > 4.5 flags a leak, checked every 10 traces from the 50th"),
                TvlaTable.note());
    }

    @Test
    void noTableWithoutTheStage() {
        assertFalse(TvlaTable.table(List.of(Rows.row("c0k2n0s1"))).isPresent());
        assertFalse(SummaryMarkdown.markdown(List.of(Rows.row("c0k2n0s1"))).contains("TVLA"));
    }
}
