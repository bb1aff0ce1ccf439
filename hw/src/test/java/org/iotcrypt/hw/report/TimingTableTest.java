package org.iotcrypt.hw.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iotcrypt.hw.explore.DesignResult;
import org.junit.jupiter.api.Test;

/** The static-timing table: timed rows only, fastest first, and nothing for a sweep without timing. */
class TimingTableTest {

    @Test
    void timedRowsFastestFirst() {
        List<DesignResult> rows = List.of(
                Rows.row("c0k1n2s1", "fmax_mhz", "146.3", "fmax_worst_case_mhz", "96.2",
                        "sta_min_period_ns", "6.834", "asic_nand2_eq", "15906", "critical_path", "u.a -> u.b"),
                Rows.row("present32", "fmax_mhz", "520.9", "fmax_worst_case_mhz", "342.4",
                        "sta_min_period_ns", "1.920", "asic_nand2_eq", "1944", "critical_path", "r -> s"),
                Rows.row("c0k2n0s1", "fmax_mhz", DesignResult.NOT_MEASURED));
        Table t = TimingTable.table(rows).orElseThrow();
        assertEquals(2, t.rows().size());
        assertEquals(List.of("present32", "520.9", "342.4", "1.920", "1944", "n/a", "n/a", "r -> s"), t.rows().get(0));
        assertEquals("c0k1n2s1", t.rows().get(1).get(0));
        assertTrue(t.markdown().contains("| present32 | 520.9 |"));
    }

    @Test
    void theNoteStatesTheTargetTheLoadsAndTheDerating() {
        String note = TimingTable.note();
        assertTrue(note.contains("a 2 ns target"), note);
        assertTrue(note.contains("inputs driven by INVX1, 0.025 pF on outputs"), note);
        assertTrue(note.contains("60 ps transitions"), note);
        assertTrue(note.contains("every delay × 1.52"), note);
    }

    @Test
    void noTableWithoutTiming() {
        assertFalse(TimingTable.table(List.of(Rows.row("c0k2n0s1"))).isPresent());
        assertFalse(SummaryMarkdown.markdown(List.of(Rows.row("c0k2n0s1"))).contains("Static timing"));
    }
}
