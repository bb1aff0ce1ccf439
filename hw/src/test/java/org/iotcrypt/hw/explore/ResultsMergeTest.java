package org.iotcrypt.hw.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Merging the results of several files: the same row twice is one, two different rows for a design an error. */
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
    void twoDifferentRowsForOneDesignNameBothFiles() {
        List<DesignResult> a = List.of(row("c0k1n2s2", "399"));
        List<DesignResult> b = List.of(row("c0k1n2s2", "400"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ResultsMerge.merge(List.of(a, b), List.of("shard-1/results.csv", "shard-2/results.csv")));
        assertEquals("design c0k1n2s2 has different results in shard-1/results.csv and shard-2/results.csv", e.getMessage());
    }
}
