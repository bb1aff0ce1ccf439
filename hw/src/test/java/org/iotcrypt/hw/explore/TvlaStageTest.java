package org.iotcrypt.hw.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.iotcrypt.hw.eda.EdaException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The TVLA stage on the fastest scheme's gate-level netlist (c1k1n2s0: P2SM4, OnKP, four LUT
 * S-boxes) with the fewest traces it takes: every message bit-exact (the stage fails otherwise),
 * one trace a message after the key load, all of one length, and the columns filled; too few
 * traces to check |t| (the first check is at 50), so "none in 20" at every level. A second run on
 * the same cache finds it there. A PRESENT datapath gets n/a.
 */
class TvlaStageTest {

    /**
     * A row with nothing but its static timing, which the stage reads for its clock: c1k1n2s0's netlist
     * needs 4.573 ns (the committed sweep), so the traces run at the paper's 100 MHz.
     */
    private static DesignResult emptyRow(String design) {
        Map<String, String> v = new LinkedHashMap<>();
        DesignResult.COLUMNS.forEach(c -> v.put(c, DesignResult.NOT_MEASURED));
        v.put("design", design);
        v.put("sta_min_period_ns", "4.573");
        return new DesignResult(v);
    }

    @Test
    void twentyTracesOfTheFastestScheme(@TempDir Path dir) throws Exception {
        RtlSources rtl = RtlSources.locate(Path.of(""));
        ToolVersions tools = ToolVersions.detect(dir);
        DesignRun run = new DesignRun(Design.parse("c1k1n2s0"), rtl, tools);
        ResultCache cache = new ResultCache(dir.resolve("cache"));
        TvlaStage stage = run.tvla(20);
        DesignResult r = stage.apply(emptyRow("c1k1n2s0"), cache, dir.resolve("tvla"));
        assertTrue(stage.ran());
        assertEquals("20", r.get("tvla_traces"));
        String log = Files.readString(dir.resolve("tvla/tvla.log"));
        // message 1 is the first trace; its TAG line holds the cycles from start to tag
        String tag1 = log.lines().filter(l -> l.startsWith("TAG 0 1 ")).findFirst().orElseThrow();
        assertEquals(tag1.split("\\s+")[3], r.get("tvla_cycles"), log);
        assertEquals(21, log.lines().filter(l -> l.startsWith("TRACE ")).count());
        assertTrue(Double.parseDouble(r.get("tvla_mean_toggles")) > 0);
        assertTrue(Double.parseDouble(r.get("tvla_max_t")) > 0);
        assertTrue(Double.isFinite(Double.parseDouble(r.get("tvla_control_max_t"))));
        assertEquals("sigma 0: none in 20", r.get("tvla_traces_needed").split(" \\(")[0]);
        assertEquals(3, r.get("tvla_traces_needed").split("; ").length);
        assertFalse(Files.exists(dir.resolve("tvla").resolve(GateLevelRun.VCD)), "the dump is deleted after use");

        TvlaStage again = run.tvla(20);
        assertEquals(r.values(), again.apply(emptyRow("c1k1n2s0"), cache, dir.resolve("tvla2")).values());
        assertFalse(again.ran());
        assertNotEquals(stage.cacheKey(), run.tvla(30).cacheKey(), "the trace count is an input");

        DesignResult present = new DesignRun(Design.parse("present32"), rtl, tools).tvla(20)
                .apply(emptyRow("present32"), cache, dir.resolve("p"));
        assertEquals(DesignResult.NOT_APPLICABLE, present.get("tvla_max_t"));
        assertThrows(IllegalArgumentException.class, () -> run.tvla(19));
        // a row without static timing has no clock to run the traces at: a clear error, nothing cached
        Map<String, String> untimed = new LinkedHashMap<>(emptyRow("c1k1n2s0").values());
        untimed.put("sta_min_period_ns", DesignResult.NOT_MEASURED);
        EdaException e = assertThrows(EdaException.class, () -> run.tvla(21).apply(new DesignResult(untimed), cache,
                dir.resolve("untimed")));
        assertEquals("c1k1n2s0: the TVLA stage needs the row's static timing", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Explorer.Stages(false, 5, 0));
    }
}
