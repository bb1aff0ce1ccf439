package org.iotcrypt.hw.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two explorers sharing one cache folder and started together on the same design (two tasks of a
 * job array writing to one shared cache): the design is evaluated once, the other explorer waits
 * and takes the cached row, and both report the same result. In one JVM this exercises the lock
 * per work folder ({@link UnitLock}) in both its layers, the in-JVM one and the file lock that
 * separates processes.
 */
class SharedCacheTest {

    @Test
    void twoExplorersOnOneCacheEvaluateADesignOnce(@TempDir Path dir) throws Exception {
        RtlSources rtl = RtlSources.locate(Path.of(""));
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<StringWriter> outs = List.of(new StringWriter(), new StringWriter());
        try {
            List<Future<List<DesignResult>>> runs = new ArrayList<>();
            for (StringWriter out : outs) {
                runs.add(pool.submit(() -> new Explorer(rtl, dir.resolve("work"), dir.resolve("cache"), 1,
                        new PrintWriter(out, true), Explorer.Stages.NONE).explore(List.of(Design.parse("present16")))));
            }
            DesignResult first = runs.get(0).get().get(0);
            DesignResult second = runs.get(1).get().get(0);
            assertEquals(first.values(), second.values());
            assertTrue(first.passed(), first.values().toString());
        } finally {
            pool.shutdownNow();
        }
        String both = outs.get(0) + "\n" + outs.get(1);
        assertEquals(1, both.lines().filter(l -> l.startsWith("[1/1] present16:") && l.endsWith(" s)")).count(), both);
        assertEquals(1, both.lines().filter(l -> l.startsWith("[1/1] present16:") && l.endsWith("(cached)")).count(), both);
    }
}
