package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code hash --tag}: BSD-style lines, held to GNU coreutils' {@code cksum -a sm3} (coreutils 9.1
 * here, an SM3 of its own), which writes that style by default, escaped names included; and
 * {@code hash -c} reads what cksum writes.
 */
class HashTagTest {

    private static boolean cksumHasSm3() {
        Peers.Output r = Peers.run(List.of("cksum", "-a", "sm3", "/dev/null"), null, null);
        return r.exitCode() == 0 && r.out().startsWith("SM3 (");
    }

    @Test
    void tagLinesAreCksumsAndCheckReadsThem(@TempDir Path dir) throws Exception {
        assumeTrue(cksumHasSm3(), "GNU coreutils' cksum -a sm3 (coreutils 9) not available");
        Path abc = Files.writeString(dir.resolve("abc.txt"), "abc");
        Path odd = Files.writeString(dir.resolve("we\\ird.txt"), "x");
        for (Path file : List.of(abc, odd)) {
            Peers.Output cksum = Peers.run(List.of("cksum", "-a", "sm3", file.toString()), null, null);
            CliRun ours = CliRun.of("hash", "--tag", file.toString());
            assertEquals(0, ours.exitCode(), ours.err());
            assertEquals(cksum.out(), ours.out());
        }
        // GB/T 32905-2016, Appendix A.1: SM3("abc").
        assertTrue(CliRun.of("hash", "--tag", abc.toString()).out()
                .endsWith(") = 66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0\n"));

        Path list = dir.resolve("SM3SUMS");
        Files.writeString(list, Peers.run(List.of("cksum", "-a", "sm3", abc.toString(), odd.toString()), null, null).out());
        CliRun checked = CliRun.of("hash", "-c", list.toString());
        assertEquals(0, checked.exitCode(), checked.err());
        assertEquals(2, checked.out().lines().filter(l -> l.endsWith(": OK")).count(), checked.out());

        Files.writeString(odd, "y");
        assertEquals(1, CliRun.of("hash", "-c", list.toString()).exitCode(), "a changed file fails the check");
    }

    @Test
    void tagIsForPrinting() {
        CliRun r = CliRun.of("hash", "--tag", "--check", "x");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("--tag is for printing checksums"), r.err());
    }
}
