package org.iotcrypt.hw.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iotcrypt.hw.explore.DesignResult;
import org.junit.jupiter.api.Test;

/**
 * The table of rows at other cell libraries and delay targets: only designs explored at more than
 * the reference point, every point of each together; the paper's tables keep to the reference rows.
 */
class PointsTableTest {

    private static DesignResult at(String name, String library, String target, String gates) {
        return Rows.row(name, "cell_library", library, "timing_target_ns", target, "asic_nand2_eq", gates,
                "gate_check", "pass", "gate_clock_mhz", "100.0", "fmax_mhz", "200.0");
    }

    @Test
    void everyPointOfADesignExploredAtMoreThanOne() {
        List<DesignResult> rows = List.of(at("present32", "osu018", "2.000", "1944"),
                at("c0k1n2s2", DesignResult.NOT_MEASURED, "2.000", "21004"),
                at("c0k1n2s2@osu050-2ns", "osu050", "2.000", "22241"),
                at("c0k1n2s2@osu018-5ns", "osu018", "5.000", "19000"),
                at("c0k1n2s2@osu035-2ns", "osu035", "2.000", "22363"));
        Table t = PointsTable.table(rows).orElseThrow();
        // present32 was explored at the reference only: not in the table
        assertEquals(List.of("c0k1n2s2 osu018 2.000", "c0k1n2s2 osu018 5.000", "c0k1n2s2 osu035 2.000",
                "c0k1n2s2 osu050 2.000"), t.rows().stream().map(r -> r.get(0) + " " + r.get(1) + " " + r.get(2)).toList());
        assertEquals("22241", t.rows().get(3).get(3));
        assertTrue(PointsTable.note().contains("NAND2 equivalents of the point's own library"));
    }

    @Test
    void thePapersTablesKeepToTheReferenceRowsAndThePointsHaveTheirOwnSection() {
        List<DesignResult> rows = List.of(at("c0k1n2s2", "osu018", "2.000", "21004"),
                at("c0k1n2s2@osu050-2ns", "osu050", "2.000", "22241"));
        String md = SummaryMarkdown.markdown(rows);
        assertTrue(md.contains("## Other cell libraries and delay targets"), md);
        String timing = md.substring(md.indexOf("## Static timing"), md.indexOf("## Other cell libraries"));
        assertTrue(timing.contains("| c0k1n2s2 |") && !timing.contains("osu050"), timing);
        String html = ReportPage.html(rows);
        assertTrue(html.contains("Rows at other cell libraries or delay targets: 1"), html);
        assertFalse(SummaryMarkdown.markdown(rows.subList(0, 1)).contains("Other cell libraries"));
        assertFalse(PointsTable.table(rows.subList(0, 1)).isPresent());
    }
}
