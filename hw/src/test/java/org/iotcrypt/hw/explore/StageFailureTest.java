package org.iotcrypt.hw.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotcrypt.hw.eda.EdaException;
import org.junit.jupiter.api.Test;

/**
 * A stage whose tool fails marks its design and lets the sweep go on: the stage's first column says
 * "stage failed" and the reason's first line, the rest "not measured"; any other error still ends
 * the run.
 */
class StageFailureTest {

    private static DesignResult row() {
        Map<String, String> v = new LinkedHashMap<>();
        DesignResult.COLUMNS.forEach(c -> v.put(c, DesignResult.NOT_MEASURED));
        v.put("design", "c0k2n0s0");
        v.put("rtl_check", "pass");
        v.put("gate_check", "pass");
        return new DesignResult(v);
    }

    @Test
    void aToolFailureMarksTheStageAndNotTheChecks() throws Exception {
        DesignResult r = Explorer.orFailed(row(), DesignResult.PACKET_COLUMNS, () -> {
            throw new EdaException("c0k2n0s0: the packets failed their bit-exact check at RTL: FAIL 0 msg 1 tag timeout\n"
                    + "and more lines");
        });
        assertEquals("stage failed: c0k2n0s0: the packets failed their bit-exact check at RTL: FAIL 0 msg 1 tag timeout",
                r.get("packet_bytes"));
        assertEquals(DesignResult.NOT_MEASURED, r.get("kib_energy_own_nj"));
        assertTrue(r.passed(), "the row's own checks are untouched");
        assertEquals(List.of("packet_bytes: stage failed: c0k2n0s0: the packets failed their bit-exact check at RTL: "
                + "FAIL 0 msg 1 tag timeout"), r.stageFailures());
        assertEquals(List.of(), row().stageFailures());

        DesignResult ok = row();
        assertSame(ok, Explorer.orFailed(row(), DesignResult.TVLA_COLUMNS, () -> ok));
        assertThrows(UncheckedIOException.class, () -> Explorer.orFailed(row(), DesignResult.TVLA_COLUMNS, () -> {
            throw new UncheckedIOException(new java.io.IOException("disk full"));
        }));
    }
}
