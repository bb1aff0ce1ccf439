package org.iotcrypt.hw.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.iotcrypt.hw.report.Report;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report's JSON encoding and the result cache, on hand-made rows (no EDA tools; the CSV: ResultsCsvTest). */
class ReportAndCacheTest {

    private static DesignResult row(String design, String check, String gates) {
        Map<String, String> v = new LinkedHashMap<>();
        DesignResult.COLUMNS.forEach(c -> v.put(c, "x"));
        v.put("design", design);
        v.put("description", "a, \"quoted\" description");
        v.put("rtl_check", check);
        v.put("gate_check", check);
        v.put("asic_nand2_eq", gates);
        return new DesignResult(v);
    }

    @Test
    void jsonWritesNumbersAsNumbersAndEscapesStrings() {
        String json = Report.json(List.of(row("c0k0n0s0", "pass", "123"), row("present32", "pass", "n/a")));
        assertTrue(json.contains("\"asic_nand2_eq\": 123,"), json);
        assertTrue(json.contains("\"asic_nand2_eq\": \"n/a\""), json);
        assertTrue(json.contains("\"description\": \"a, \\\"quoted\\\" description\""), json);
        assertTrue(json.startsWith("[\n") && json.endsWith("}\n]\n"), json);
    }

    @Test
    void cacheKeepsPassingResultsOnlyAndLeavesNoTemporaryFiles(@TempDir Path dir) throws IOException {
        ResultCache cache = new ResultCache(dir);
        DesignResult ok = row("c0k0n0s0", "pass", "123");
        cache.put("k1", ok);
        cache.put("k2", row("c0k0n0s1", "FAIL: block 0 wrong", "5"));
        DesignResult cached = cache.get("k1").orElseThrow();
        // a row is cached without its stages' columns, which are cached apart under keys of their own
        for (String c : DesignResult.COLUMNS) {
            assertEquals(DesignResult.STAGE_COLUMNS.contains(c) ? DesignResult.NOT_MEASURED : ok.get(c), cached.get(c), c);
        }
        assertFalse(Files.readString(dir.resolve("k1.properties")).contains("tvla_max_t"));
        assertFalse(cache.get("k2").isPresent(), "a failure is rerun, never served from the cache");
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of("k1.properties"), files.map(p -> p.getFileName().toString()).toList());
        }
    }

    @Test
    void rowsMissingAColumnAreRejected() {
        Map<String, String> v = new LinkedHashMap<>(row("c0k0n0s0", "pass", "1").values());
        v.remove("cache_key");
        assertThrows(IllegalArgumentException.class, () -> new DesignResult(v));
    }
}
