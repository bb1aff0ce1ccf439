package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code iotcrypt hw sweep FILE}: a file's runs into one merged report, and the file's mistakes as usage errors. */
class HwSweepCommandTest {

    @Test
    void twoRunsShareTheCacheAndMergeIntoOneReport(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("s.sweep"), "# a sweep\n\nexplore --schemes present16\n"
                + "explore --schemes=present16 --packets   # its packet stage: n/a for PRESENT\n");
        Path out = dir.resolve("out");
        CliRun run = CliRun.of("hw", "sweep", file.toString(), "--out", out.toString());
        assertEquals(0, run.exitCode(), run.out() + run.err());
        List<String> lines = run.outLines();
        assertEquals("line 3: iotcrypt hw explore --schemes present16 --out " + out.resolve("run-3") + " --cache "
                + out.resolve(".cache") + " --jobs 1", lines.get(0));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("[1/1] present16: pass") && l.endsWith("(cached)")),
                "the second run finds the first's row: " + run.out());
        assertEquals("wrote " + out.resolve("index.html") + ", summary.md, results.json, results.csv (1 rows from 2 "
                + "runs, merged)", lines.get(lines.size() - 1));
        List<String> csv = Files.readAllLines(out.resolve("results.csv"));
        assertEquals(2, csv.size(), csv.toString());
        assertTrue(csv.get(1).startsWith("present16,") && csv.get(1).contains(",pass,pass,"), csv.get(1));
        assertTrue(Files.isRegularFile(out.resolve("run-4/results.csv")));
    }

    @Test
    void mistakesInTheFileAreUsageErrorsNamingTheLine(@TempDir Path dir) throws IOException {
        String[][] cases = {
            {"explore --schemes present16\nrun --schemes present32\n", "line 2: a run is 'explore' and its options, not 'run'"},
            {"explore --out elsewhere\n", "line 1: --out is the sweep's, for every run: give it to 'hw sweep'"},
            {"explore --jobs=4\n", "line 1: --jobs is the sweep's, for every run: give it to 'hw sweep'"},
            {"explore --schemes 'present16'\n", "line 1: no quoting in a sweep file ('present16')"},
            {"# nothing\n\n", "no run in it: a line 'explore [OPTIONS]' is one"},
            {"explore --schemes c2k1n0s0\n", "line 1: unknown design 'c2k1n0s0'"}};
        for (String[] c : cases) {
            Path file = Files.writeString(dir.resolve("bad.sweep"), c[0]);
            CliRun run = CliRun.of("hw", "sweep", file.toString(), "--out", dir.resolve("out").toString());
            assertEquals(2, run.exitCode(), c[0] + run.out() + run.err());
            assertTrue(run.err().startsWith("iotcrypt: " + file + " " + c[1]), run.err());
        }
        CliRun missing = CliRun.of("hw", "sweep", dir.resolve("none.sweep").toString());
        assertEquals(1, missing.exitCode());
        assertEquals(List.of("iotcrypt: " + dir.resolve("none.sweep") + ": No such file or directory"), missing.errLines());
        Path ok = Files.writeString(dir.resolve("ok.sweep"), "explore --schemes present16\n");
        CliRun over = CliRun.of("hw", "sweep", ok.toString(), "--out", dir.toString());
        assertEquals(2, over.exitCode());
        assertTrue(over.err().startsWith("iotcrypt: --out " + dir + " holds " + ok + ": choose another folder"), over.err());
        assertEquals("explore --schemes present16\n", Files.readString(ok));
        CliRun badShard = CliRun.of("hw", "sweep", ok.toString(), "--shard", "3/2");
        assertEquals(2, badShard.exitCode());
        assertTrue(badShard.err().startsWith("iotcrypt: --shard: a shard is K/N with 1 <= K <= N, not 3/2"), badShard.err());
    }
}
