package org.iotcrypt.hw.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** results.csv written and read back, a hand-written older CSV, and malformed input. */
class ResultsCsvTest {

    private static DesignResult row(String design, String description) {
        Map<String, String> v = new LinkedHashMap<>();
        DesignResult.COLUMNS.forEach(c -> v.put(c, "x"));
        v.put("design", design);
        v.put("description", description);
        v.put("rtl_check", "pass");
        return new DesignResult(v);
    }

    @Test
    void writeQuotesFieldsWithCommasAndQuotes() {
        String csv = ResultsCsv.write(List.of(row("c0k0n0s0", "a, \"quoted\" description")));
        assertEquals(String.join(",", DesignResult.COLUMNS), csv.lines().findFirst().orElseThrow());
        assertTrue(csv.contains("c0k0n0s0,\"a, \"\"quoted\"\" description\",x,pass,"), csv);
    }

    @Test
    void readGivesBackWhatWriteWrote() {
        List<DesignResult> rows = List.of(row("c0k0n0s0", "a, \"quoted\" description"),
                row("c1k1n2s0", "two\nlines, \"and\" a comma"), row("present32", "CRLF\r\ninside"), row("c0k0n0s1", ""));
        assertEquals(rows, ResultsCsv.read(ResultsCsv.write(rows)));
    }

    /**
     * Found by fuzzing (ResultsCsvFuzzTestInputs): an empty first field lost its comma, so the row
     * came back one field short; a first field starting with '#' read back as a comment line.
     */
    @Test
    void anEmptyOrHashFirstFieldSurvivesTheRoundTrip() {
        List<DesignResult> rows = List.of(row("", "empty design"), row("#3", "a design named like a comment"));
        List<DesignResult> back = ResultsCsv.read(ResultsCsv.write(rows));
        assertEquals(2, back.size());
        assertEquals("", back.get(0).get("design"));
        assertEquals("#3", back.get(1).get("design"));
        assertEquals("a design named like a comment", back.get(1).get("description"));
    }

    @Test
    void readsAnOlderHandWrittenCsv() {
        String csv = "# an older explorer's results: no gate_check, no power split, one column since dropped\n"
                + "design,description,rtl_check,asic_nand2_eq,dropped_column,power_mw\r\n"
                + "c0k1n2s2,\"S1SM4/OnKP/NLT4/DSE, \"\"the chosen one\"\"\",pass,14600,1,pending\r\n"
                + "# a comment between rows\n"
                + "\n"
                + "present32,\"a description\non two lines\",pass,1838,2,n/a\n";
        List<DesignResult> rows = ResultsCsv.read(csv);
        assertEquals(2, rows.size());
        DesignResult chosen = rows.get(0);
        assertEquals("c0k1n2s2", chosen.get("design"));
        assertEquals("S1SM4/OnKP/NLT4/DSE, \"the chosen one\"", chosen.get("description"));
        assertEquals("14600", chosen.get("asic_nand2_eq"));
        assertEquals("pending", chosen.get("power_mw"));
        assertEquals(DesignResult.NOT_MEASURED, chosen.get("gate_check"), "a column the file does not have");
        assertEquals(DesignResult.NOT_MEASURED, chosen.get("power_dynamic_mw"));
        assertFalse(chosen.values().containsKey("dropped_column"));
        assertEquals("a description\non two lines", rows.get(1).get("description"));
        assertEquals("n/a", rows.get(1).get("power_mw"));
    }

    @Test
    void aRowWithTheWrongFieldCountNamesItsLine() {
        String csv = "# header comment\ndesign,rtl_check,asic_nand2_eq\nc0k0n0s0,pass,100\n\"c0k0n0s1\nx\",pass\n";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ResultsCsv.read(csv));
        assertEquals("results.csv line 4: 2 fields, the header has 3", e.getMessage());
    }

    @Test
    void anUnclosedQuoteOrAMissingHeaderIsAnError() {
        IllegalArgumentException open = assertThrows(IllegalArgumentException.class,
                () -> ResultsCsv.read("design,description\nc0k0n0s0,\"no end\n"));
        assertEquals("results.csv line 2: a quoted field is not closed", open.getMessage());
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> ResultsCsv.read("# only a comment\nname,value\n"));
        assertTrue(none.getMessage().contains("'design'"), none.getMessage());
    }
}
