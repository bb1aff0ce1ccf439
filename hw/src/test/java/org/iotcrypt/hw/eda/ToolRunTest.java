package org.iotcrypt.hw.eda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Running a tool: exit codes, merged output, and a time limit that holds while the tool still runs. */
class ToolRunTest {

    @Test
    void aToolStillRunningAtItsLimitIsStoppedWithWhatItPrinted(@TempDir Path dir) {
        // prints, then sleeps far past the limit with its output still open: a reader that waits for
        // the end of the output would see the sleep end by itself and no time-out (exec: no shell
        // left to report its child "Killed" into the output, which made this test flaky under load)
        ToolRun.Finished f = ToolRun.runToExit(dir, List.of("sh", "-c", "echo started; exec sleep 60"), 1);
        assertTrue(f.timedOut());
        assertEquals("started\n", f.output());
        EdaException e = assertThrows(EdaException.class, () -> ToolRun.run(dir, List.of("sh", "-c", "sleep 60"), 1));
        assertTrue(e.getMessage().endsWith("ran longer than 1 s"), e.getMessage());
    }

    @Test
    void exitCodesAndMergedOutput(@TempDir Path dir) {
        ToolRun.Finished f = ToolRun.runToExit(dir, List.of("sh", "-c", "echo out; echo err >&2; exit 3"), 30);
        assertFalse(f.timedOut());
        assertEquals(3, f.exitCode());
        assertTrue(f.output().contains("out\n") && f.output().contains("err\n"), f.output());
        EdaException e = assertThrows(EdaException.class, () -> ToolRun.run(dir, List.of("sh", "-c", "exit 3"), 30));
        assertTrue(e.getMessage().contains("failed with exit code 3"), e.getMessage());
        assertThrows(EdaException.class, () -> ToolRun.run(dir, List.of("no-such-tool-iotcrypt"), 30));
    }
}
