package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A hardware sweep through Slurm end to end: hw/scripts/slurm-local starts a private single-node
 * cluster (munged, slurmctld, slurmd, as root, in a temporary folder), hw/scripts/slurm-sweep
 * submits the three PRESENT datapaths as a job array of two shares and the merge after them, and
 * the merged report holds every design, each share only its own; then the same designs as a sweep
 * file of two runs (slurm-sweep --sweep), each task its share of both. Needs root and Debian's
 * slurm-wlm and munge (run-tests installs them; CI runs as root); skipped with a message otherwise.
 */
class SlurmSweepTest {

    @Test
    void aSweepRunsAsAJobArrayAndMergesIntoOneReport(@TempDir Path dir) throws Exception {
        boolean root = "root".equals(System.getProperty("user.name"));
        boolean tools = List.of("slurmctld", "slurmd", "sbatch", "munged").stream()
                .allMatch(t -> List.of("/usr/sbin", "/usr/bin").stream().anyMatch(d -> Files.isExecutable(Path.of(d, t))));
        Assumptions.assumeTrue(root && tools, "needs root and Debian's slurm-wlm and munge (apt-get install slurm-wlm munge)");
        Path cluster = dir.resolve("slurm");
        run(List.of("../hw/scripts/slurm-local", "start", cluster.toString()), Map.of(), 120);
        try {
            // The jobs run the CLI from this test's class path, as the launcher would run the jar.
            Path iotcrypt = dir.resolve("iotcrypt");
            Files.writeString(iotcrypt, "#!/bin/sh\nexec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '"
                    + System.getProperty("java.class.path") + "' " + Main.class.getName() + " \"$@\"\n", StandardCharsets.UTF_8);
            Files.setPosixFilePermissions(iotcrypt, PosixFilePermissions.fromString("rwx------"));
            Path out = dir.resolve("sweep");
            String printed = run(List.of("../hw/scripts/slurm-sweep", "--out", out.toString(), "--shards", "2", "--cpus", "1",
                    "--wait", "--", "--schemes", "present16,present32,present64"),
                    Map.of("SLURM_CONF", cluster.resolve("slurm.conf").toString(), "IOTCRYPT", iotcrypt.toString()), 600);
            assertTrue(printed.contains("array job ") && printed.contains(": 2 tasks"), printed);
            assertEquals(List.of("present16", "present64"), designs(out.resolve("shard-1/results.csv")), "every second design from the first");
            assertEquals(List.of("present32"), designs(out.resolve("shard-2/results.csv")));
            assertEquals(List.of("present16", "present32", "present64"), designs(out.resolve("report/results.csv")));
            String log = Files.readString(out.resolve("logs/report.log"));
            assertTrue(log.contains("(3 rows from 2 files, merged)"), log);
            assertTrue(Files.readString(out.resolve("report/results.csv")).lines().filter(l -> l.startsWith("present"))
                    .allMatch(l -> l.contains(",pass,pass,")), "every design bit-exact at RTL and gate level");

            // The same designs as a sweep file of two runs, each share running its part of both; the
            // first sweep's cache serves every row.
            Path file = Files.writeString(dir.resolve("presents.sweep"), "# two runs\nexplore --schemes present16,present32\n"
                    + "explore --schemes present64 --packets\n", StandardCharsets.UTF_8);
            Path fromFile = dir.resolve("from-file");
            printed = run(List.of("../hw/scripts/slurm-sweep", "--out", fromFile.toString(), "--shards", "2", "--cpus", "1",
                    "--sweep", file.toString(), "--cache", out.resolve("cache").toString(), "--wait"),
                    Map.of("SLURM_CONF", cluster.resolve("slurm.conf").toString(), "IOTCRYPT", iotcrypt.toString()), 600);
            assertTrue(printed.contains(": 2 tasks"), printed);
            assertEquals(List.of("present16"), designs(fromFile.resolve("shard-1/run-2/results.csv")));
            assertEquals(List.of("present64"), designs(fromFile.resolve("shard-1/run-3/results.csv")));
            assertEquals(List.of("present32"), designs(fromFile.resolve("shard-2/results.csv")), "share 2 of run 3 is empty");
            assertEquals(List.of("present16", "present32", "present64"), designs(fromFile.resolve("report/results.csv")));
            assertTrue(Files.readString(fromFile.resolve("logs/shard-2.log")).contains("line 3: no design in share 2/2, skipped"));
        } finally {
            run(List.of("../hw/scripts/slurm-local", "stop", cluster.toString()), Map.of(), 60);
        }
    }

    private static List<String> designs(Path csv) throws IOException {
        return Files.readAllLines(csv).stream().filter(l -> !l.startsWith("#") && !l.startsWith("design,"))
                .map(l -> l.substring(0, l.indexOf(','))).toList();
    }

    /** Runs a command to its end, output and errors together; a nonzero exit fails the test with them. */
    private static String run(List<String> command, Map<String, String> env, int seconds) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().putAll(env);
        Process p = pb.start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(seconds, TimeUnit.SECONDS), command + " within " + seconds + " s");
        assertEquals(0, p.exitValue(), command + ": " + output);
        return output;
    }
}
