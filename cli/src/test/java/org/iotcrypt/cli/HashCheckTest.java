package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code iotcrypt hash -c}: behaves as {@code sha256sum -c} does. The main test builds the same
 * checksum list twice, with SHA-256 values for sha256sum and SM3 values (from openssl) for
 * iotcrypt, and expects the same report, warnings and exit code from both.
 */
class HashCheckTest {

    private static final String ABC_SM3 = "66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0";

    @TempDir
    Path dir;

    private Path abc;
    private Path random;
    private Path spaced;
    private Path backslash;
    private Path missing;

    @BeforeEach
    void files() throws IOException {
        abc = Files.writeString(dir.resolve("abc"), "abc");
        byte[] content = new byte[100_000];
        new java.util.Random(8998).nextBytes(content);
        random = Files.write(dir.resolve("random"), content);
        spaced = Files.writeString(dir.resolve(" with spaces "), "x");
        backslash = Files.writeString(dir.resolve("back\\slash"), "y");
        missing = dir.resolve("missing");
    }

    static Stream<List<String>> checkOptions() {
        return Stream.of(List.of(), List.of("--quiet"), List.of("--status"), List.of("--warn"),
                List.of("--strict"), List.of("--warn", "--quiet"), List.of("--quiet", "--warn"),
                List.of("--status", "--warn"), List.of("--warn", "--status", "--strict"));
    }

    /** Standard and binary-mode lines, a comment, an empty line, upper-case hex, CRLF, bad lines, a missing file, a modified file. */
    @ParameterizedTest
    @MethodSource("checkOptions")
    void reportsAsSha256sumDoes(List<String> options) throws IOException {
        Peers.assumeOpensslSm3();
        Peers.assumeSha256sum();
        Path sha256List = writeList("sha256.list", HashCheckTest::sha256);
        Path sm3List = writeList("sm3.list", Peers::opensslSm3);
        Files.writeString(random, "modified after the lists were made");
        assertSameAsSha256sum(options, sha256List, sm3List);
    }

    @Test
    void listWithoutAProperLineFailsAsSha256sumDoes() throws IOException {
        Peers.assumeSha256sum();
        Path list = Files.writeString(dir.resolve("garbage.list"), "not a checksum\n" + ABC_SM3 + "\n");
        assertSameAsSha256sum(List.of("--warn"), list, list);
    }

    @Test
    void missingListFailsAsSha256sumDoes() {
        Peers.assumeSha256sum();
        assertSameAsSha256sum(List.of(), missing, missing);
    }

    @Test
    void anEmptyListOnStandardInputFailsAsSha256sumDoes() throws IOException {
        Peers.assumeSha256sum();
        Path empty = Files.createFile(dir.resolve("empty"));
        Peers.Output expected = Peers.run(List.of("sha256sum", "-c"), empty, null);
        CliRun actual = CliRun.withStdin(new byte[0], "hash", "-c");
        assertEquals(expected.err().replace("sha256sum: ", "iotcrypt: "), actual.err());
        assertEquals(expected.exitCode(), actual.exitCode());
    }

    @Test
    void mixingStandardAndReversedLinesIsRefusedAsSha256sumDoes() throws IOException {
        Peers.assumeSha256sum();
        Path sha256List = Files.writeString(dir.resolve("sha256.list"),
                sha256(abc) + " *" + abc + "\n" + sha256(abc) + " " + abc + "\n");
        Path sm3List = Files.writeString(dir.resolve("sm3.list"),
                ABC_SM3 + " *" + abc + "\n" + ABC_SM3 + " " + abc + "\n");
        assertSameAsSha256sum(List.of("--warn"), sha256List, sm3List);
    }

    @Test
    void verifiesAListItMadeItself() throws IOException {
        CliRun made = CliRun.of("hash", abc.toString(), spaced.toString(), backslash.toString());
        Path list = Files.writeString(dir.resolve("list"), made.out());
        CliRun r = CliRun.of("hash", "-c", list.toString());
        assertEquals(List.of(abc + ": OK", spaced + ": OK", backslash + ": OK"), r.outLines());
        assertEquals("", r.err());
        assertEquals(0, r.exitCode());
    }

    @Test
    void aModifiedFileFails() throws IOException {
        Path list = Files.writeString(dir.resolve("list"), CliRun.of("hash", abc.toString(), random.toString()).out());
        Files.writeString(random, "changed");
        CliRun r = CliRun.of("hash", "--check", list.toString());
        assertEquals(List.of(abc + ": OK", random + ": FAILED"), r.outLines());
        assertEquals(List.of("iotcrypt: WARNING: 1 computed checksum did NOT match"), r.errLines());
        assertEquals(1, r.exitCode());
    }

    @Test
    void aMissingFileFailsOpenOrRead() throws IOException {
        Path list = Files.writeString(dir.resolve("list"), ABC_SM3 + "  " + missing + "\n");
        CliRun r = CliRun.of("hash", "-c", list.toString());
        assertEquals(List.of(missing + ": FAILED open or read"), r.outLines());
        assertEquals(List.of("iotcrypt: " + missing + ": No such file or directory",
                "iotcrypt: WARNING: 1 listed file could not be read"), r.errLines());
        assertEquals(1, r.exitCode());
    }

    @Test
    void malformedLinesAreCountedButDoNotFailWithoutStrict() throws IOException {
        Path list = Files.writeString(dir.resolve("list"),
                "nonsense\n" + ABC_SM3 + "  " + abc + "\n" + ABC_SM3.substring(1) + "  " + abc + "\n");
        CliRun r = CliRun.of("hash", "-c", list.toString());
        assertEquals(List.of(abc + ": OK"), r.outLines());
        assertEquals(List.of("iotcrypt: WARNING: 2 lines are improperly formatted"), r.errLines());
        assertEquals(0, r.exitCode());
        assertEquals(1, CliRun.of("hash", "-c", "--strict", list.toString()).exitCode());
    }

    @Test
    void opensslReversedOutputWithBinaryMarkersVerifies() {
        Peers.assumeOpensslSm3();
        Peers.Output openssl = Peers.run(List.of("openssl", "dgst", "-sm3", "-r", abc.toString(), random.toString()),
                null, null);
        CliRun r = CliRun.withStdin(openssl.out().getBytes(StandardCharsets.UTF_8), "hash", "-c");
        assertEquals(List.of(abc + ": OK", random + ": OK"), r.outLines());
        assertEquals(0, r.exitCode());
    }

    @Test
    void aListOnStandardInputCannotNameStandardInput() {
        String list = ABC_SM3 + "  -\n" + ABC_SM3 + "  " + abc + "\n";
        CliRun r = CliRun.withStdin(list.getBytes(StandardCharsets.UTF_8), "hash", "-c", "-");
        assertEquals(List.of(abc + ": OK"), r.outLines());
        assertEquals(List.of("iotcrypt: WARNING: 1 line is improperly formatted"), r.errLines());
    }

    private Path writeList(String name, Function<Path, String> digest) throws IOException {
        String text = digest.apply(abc) + "  " + abc + "\n"
                + "# a comment line\n"
                + "\n"
                + digest.apply(random) + " *" + random + "\n"
                + "this line is not a checksum\n"
                + "0".repeat(64) + "  " + missing + "\n"
                + digest.apply(spaced).toUpperCase() + "  " + spaced + "\r\n"
                + "\\" + digest.apply(backslash) + "  " + backslash.toString().replace("\\", "\\\\") + "\n"
                + digest.apply(abc) + "  " + abc + " trailing\n";
        return Files.writeString(dir.resolve(name), text);
    }

    private void assertSameAsSha256sum(List<String> options, Path sha256List, Path sm3List) {
        List<String> command = new ArrayList<>(List.of("sha256sum", "-c"));
        command.addAll(options);
        command.add(sha256List.toString());
        Peers.Output expected = Peers.run(command, null, null);

        List<String> args = new ArrayList<>(List.of("hash", "-c"));
        args.addAll(options);
        args.add(sm3List.toString());
        CliRun actual = CliRun.of(args.toArray(String[]::new));

        assertEquals(expected.out(), actual.out(), "stdout");
        assertEquals(expected.err()
                .replace("sha256sum: ", "iotcrypt: ")
                .replace("SHA256", "SM3")
                .replace(sha256List.toString(), sm3List.toString()), actual.err(), "stderr");
        assertEquals(expected.exitCode(), actual.exitCode(), "exit code");
    }

    private static String sha256(Path file) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException | NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
