package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code iotcrypt hash}: SM3 values from GB/T 32905 and openssl, output format from sha256sum. */
class HashCommandTest {

    @TempDir
    Path dir;

    @Test
    void standardInputGivesTheGbtAbcExample() {
        CliRun r = CliRun.withStdin("abc".getBytes(StandardCharsets.US_ASCII), "hash");
        // GB/T 32905-2016, Appendix A, example 1.
        assertEquals("66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0  -\n", r.out());
        assertEquals("", r.err());
        assertEquals(0, r.exitCode());
    }

    @Test
    void dashNamesStandardInputToo() {
        // GB/T 32905-2016, Appendix A, example 2: "abcd" repeated 16 times.
        CliRun r = CliRun.withStdin("abcd".repeat(16).getBytes(StandardCharsets.US_ASCII), "hash", "-");
        assertEquals("debe9ff92275b8a138604889c18e5a4d6fdb70e5387e5765293dcba39c0c5732  -\n", r.out());
        assertEquals(0, r.exitCode());
    }

    /**
     * Files around the 64 KiB read size and odd names: the lines must be those sha256sum prints,
     * with each SHA-256 value replaced by the SM3 value openssl computes for the same file.
     */
    @Test
    void linesAreSha256sumLinesWithOpensslSm3Values() throws IOException {
        Peers.assumeOpensslSm3();
        Peers.assumeSha256sum();
        Random random = new Random(32905);
        List<String> names = List.of("empty", "abc", "chunk", "chunk+1", "several chunks",
                "back\\slash", "new\nline", "-dash");
        int[] sizes = {0, 3, FileHasher.CHUNK, FileHasher.CHUNK + 1, 3 * FileHasher.CHUNK + 12345, 17, 18, 19};
        List<String> args = new ArrayList<>(List.of("hash"));
        List<String> sha256sumCommand = new ArrayList<>(List.of("sha256sum", "--"));
        for (int i = 0; i < names.size(); i++) {
            byte[] content = new byte[sizes[i]];
            random.nextBytes(content);
            Path file = dir.resolve(names.get(i));
            Files.write(file, content);
            args.add(file.toString());
            sha256sumCommand.add(file.toString());
        }
        Peers.Output sha256sum = Peers.run(sha256sumCommand, null, null);
        assertEquals(0, sha256sum.exitCode(), sha256sum.err());

        StringBuilder expected = new StringBuilder();
        int i = 0;
        for (String line : sha256sum.out().split("\n")) {
            int hexStart = line.startsWith("\\") ? 1 : 0;
            String sm3 = Peers.opensslSm3(dir.resolve(names.get(i++)));
            expected.append(line, 0, hexStart).append(sm3).append(line.substring(hexStart + 64)).append('\n');
        }
        CliRun r = CliRun.of(args.toArray(String[]::new));
        assertEquals(expected.toString(), r.out());
        assertEquals("", r.err());
        assertEquals(0, r.exitCode());
    }

    @Test
    void anUnreadableFileIsReportedAndTheOthersStillHashed() throws IOException {
        Path missing = dir.resolve("missing");
        Path abc = Files.writeString(dir.resolve("abc"), "abc");
        Path subdir = Files.createDirectory(dir.resolve("subdir"));
        CliRun r = CliRun.of("hash", missing.toString(), abc.toString(), subdir.toString());
        assertEquals("66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0  " + abc + "\n", r.out());
        assertEquals(List.of(
                "iotcrypt: " + missing + ": No such file or directory",
                "iotcrypt: " + subdir + ": Is a directory"), r.errLines());
        assertEquals(1, r.exitCode());
    }

    @Test
    void checkOnlyOptionsAreAUsageErrorWithoutCheck() {
        for (String option : List.of("--quiet", "--status", "--warn", "--strict")) {
            CliRun r = CliRun.of("hash", option);
            assertEquals(2, r.exitCode(), option);
            assertEquals(1, r.errLines().size(), r.err());
            assertTrue(r.err().startsWith("iotcrypt: the " + option + " option is meaningful only"), r.err());
            assertEquals("", r.out());
        }
    }
}
