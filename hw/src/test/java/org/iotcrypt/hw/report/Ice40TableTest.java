package org.iotcrypt.hw.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iotcrypt.hw.explore.DesignResult;
import org.junit.jupiter.api.Test;

/** The iCE40 table: placed rows only, smallest first, throughput at the HX8K's Fmax by hand. */
class Ice40TableTest {

    @Test
    void placedRowsSmallestFirstWithThroughputAtTheirFmax() {
        List<DesignResult> rows = List.of(
                Rows.row("c0k1n2s2", "throughput_mbps", "76.80", "ice40_luts", "6100", "ice40_flip_flops", "1900",
                        "ice40_wrapper_flip_flops", "656", "ice40_hx8k_logic_cells", "7569", "ice40_hx8k_fmax_mhz", "39.4",
                        "ice40_up5k_logic_cells", "7569", "ice40_up5k_fmax_mhz", "does not fit: 7569 of 5280 logic cells"),
                Rows.row("present32", "block_cycles", "65", "ice40_luts", "400", "ice40_flip_flops", "420",
                        "ice40_wrapper_flip_flops", "211", "ice40_hx8k_logic_cells", "630", "ice40_hx8k_fmax_mhz", "154.0",
                        "ice40_up5k_logic_cells", "630", "ice40_up5k_fmax_mhz", "98.5"),
                Rows.row("c0k2n0s1", "ice40_hx8k_logic_cells", DesignResult.NOT_MEASURED));
        Table t = Ice40Table.table(rows).orElseThrow();
        assertEquals(2, t.rows().size());
        // 64 bits x 154.0 MHz / 65 cycles = 151.63 Mbps
        assertEquals(List.of("present32", "630", "154.0", "630", "98.5", "400", "420 (211)", "151.63"), t.rows().get(0));
        // 76.80 Mbps at 100 MHz x 39.4 / 100 = 30.26 Mbps
        assertEquals(List.of("c0k1n2s2", "7569", "39.4", "7569", "does not fit: 7569 of 5280 logic cells", "6100",
                "1900 (656)", "30.26"), t.rows().get(1));
    }

    @Test
    void theNoteNamesTheWrapperTheTargetAndTheParts() {
        String note = Ice40Table.note();
        assertTrue(note.contains("aimed at 100 MHz, seed 1"), note);
        assertTrue(note.contains("HX8K 7,680 logic cells, UP5K 5,280 logic cells"), note);
        assertTrue(note.contains("ice40_pins"), note);
    }

    @Test
    void noTableWithoutTheStage() {
        assertFalse(Ice40Table.table(List.of(Rows.row("c0k2n0s1"))).isPresent());
        assertFalse(SummaryMarkdown.markdown(List.of(Rows.row("c0k2n0s1"))).contains("iCE40"));
    }
}
