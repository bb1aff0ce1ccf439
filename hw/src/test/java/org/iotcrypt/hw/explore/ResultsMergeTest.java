package org.iotcrypt.hw.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Merging the results of several files: the same row twice is one, a column one file did not measure
 * takes the other's value, two different values of a column for a design are an error.
 */
class ResultsMergeTest {

    private static DesignResult row(String design, String cycles) {
        Map<String, String> v = new LinkedHashMap<>();
        DesignResult.COLUMNS.forEach(c -> v.put(c, DesignResult.NOT_APPLICABLE));
        v.put("design", design);
        v.put("ccm_cycles", cycles);
        return new DesignResult(v);
    }

    @Test
    void mergesInTheExplorersOrderAndCollapsesTheSameRow() {
        List<DesignResult> a = List.of(row("present32", "65"), row("c0k1n2s2", "399"));
        List<DesignResult> b = List.of(row("c0k0n0s0", "1678"), row("c0k1n2s2", "399"), row("custom", "1"));
        List<DesignResult> merged = ResultsMerge.merge(List.of(a, b), List.of("a.csv", "b.csv"));
        assertEquals(List.of("c0k0n0s0", "c0k1n2s2", "present32", "custom"), merged.stream().map(r -> r.get("design")).toList());
    }

    @Test
    void rowsAtOtherPointsFollowTheReferencesPointByPoint() {
        List<DesignResult> a = List.of(row("c0k1n2s2@osu050-2ns", "399"), row("present32", "65"),
                row("present32@osu035-2ns", "65"), row("c0k1n2s2", "399"));
        List<DesignResult> b = List.of(row("c0k0n0s0@osu035-2ns", "1678"), row("c0k1n2s2@osu035-2ns", "399"));
        List<DesignResult> merged = ResultsMerge.merge(List.of(a, b), List.of("a.csv", "b.csv"));
        assertEquals(List.of("c0k1n2s2", "present32", "c0k0n0s0@osu035-2ns", "c0k1n2s2@osu035-2ns",
                "present32@osu035-2ns", "c0k1n2s2@osu050-2ns"), merged.stream().map(r -> r.get("design")).toList());
        assertEquals("c0k1n2s2", merged.get(5).designName());
        assertEquals(List.of(true, true, false, false, false, false),
                merged.stream().map(DesignResult::isReference).toList());
    }

    @Test
    void aRowWithoutALibraryColumnWasMappedToTheReferenceLibrary() {
        assertEquals("n/a", row("c0k1n2s2", "399").get("cell_library"), "this test's rows fill every column with n/a");
        Map<String, String> v = new LinkedHashMap<>(row("c0k1n2s2", "399").values());
        v.put("cell_library", DesignResult.NOT_MEASURED);
        assertEquals("osu018", new DesignResult(v).library());
        v.put("cell_library", "osu050");
        assertEquals("osu050", new DesignResult(v).library());
    }

    @Test
    void twoDifferentRowsForOneDesignNameBothFiles() {
        List<DesignResult> a = List.of(row("c0k1n2s2", "399"));
        List<DesignResult> b = List.of(row("c0k1n2s2", "400"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ResultsMerge.merge(List.of(a, b), List.of("shard-1/results.csv", "shard-2/results.csv")));
        assertEquals("design c0k1n2s2 has different results in shard-1/results.csv and shard-2/results.csv"
                + " (ccm_cycles: 399 and 400)", e.getMessage());
    }

    @Test
    void aStageMeasuredInOneFileFillsTheOthersGap() {
        DesignResult sweep = with(row("c0k1n2s2", "399"), "tvla_max_t", DesignResult.NOT_MEASURED, "ice40_luts", "6100");
        DesignResult tvla = with(row("c0k1n2s2", "399"), "tvla_max_t", "27.10", "ice40_luts", DesignResult.NOT_MEASURED);
        DesignResult merged = ResultsMerge.merge(List.of(List.of(sweep), List.of(tvla)), List.of("sweep", "tvla"))
                .get(0);
        assertEquals("27.10", merged.get("tvla_max_t"));
        assertEquals("6100", merged.get("ice40_luts"));
        assertEquals("399", merged.get("ccm_cycles"));
        // a third file disagreeing with a measured value is still an error, naming all three
        DesignResult other = with(row("c0k1n2s2", "399"), "tvla_max_t", "3.00", "ice40_luts", "6100");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ResultsMerge.merge(
                List.of(List.of(sweep), List.of(tvla), List.of(other)), List.of("sweep", "tvla", "again")));
        assertEquals("design c0k1n2s2 has different results in sweep and tvla and again (tvla_max_t: 27.10 and 3.00)",
                e.getMessage());
    }

    private static DesignResult with(DesignResult r, String... columnsAndValues) {
        Map<String, String> v = new LinkedHashMap<>(r.values());
        for (int i = 0; i < columnsAndValues.length; i += 2) {
            v.put(columnsAndValues[i], columnsAndValues[i + 1]);
        }
        return new DesignResult(v);
    }
}
