package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The CLI's promises: help everywhere, a version, exit codes 0/1/2, one-line errors. */
class MainTest {

    @ParameterizedTest
    @ValueSource(strings = {"--help", "hash --help", "demo --help", "version --help", "help hash", "hash -h"})
    void helpIsEverywhere(String args) {
        CliRun r = CliRun.of(args.split(" "));
        assertEquals(0, r.exitCode());
        assertTrue(r.out().startsWith("Usage: iotcrypt"), r.out());
        assertTrue(r.out().contains("Exit codes:"), r.out());
        assertEquals("", r.err());
    }

    @Test
    void topLevelHelpListsTheCommands() {
        String help = CliRun.of("--help").out();
        for (String command : List.of("hash", "demo", "version", "help")) {
            assertTrue(help.contains("\n  " + command + " "), command);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"version", "--version", "-V", "hash --version"})
    void versionNamesTheBuildAndTheJavaRuntime(String args) {
        CliRun r = CliRun.of(args.split(" "));
        assertEquals(0, r.exitCode());
        List<String> lines = r.outLines();
        assertEquals(3, lines.size(), r.out());
        assertTrue(lines.get(0).matches("iotcrypt \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?"), lines.get(0));
        assertTrue(lines.get(1).startsWith("Java " + System.getProperty("java.version") + " "), lines.get(1));
        // This test JVM has no incubator module: the long engine, and the reason.
        assertEquals("SM4 engine: bitsliced, 16 blocks per batch; vector engine off: jdk.incubator.vector is not in this JVM"
                + " (run iotcrypt with IOTCRYPT_VECTOR=1 to add it)", lines.get(2));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "frobnicate", "--frobnicate", "hash --frobnicate", "hash -c --quiet=yes",
        "demo extra", "version extra", "hash --status"})
    void usageErrorsExitTwoWithOneLine(String args) {
        CliRun r = CliRun.of(args.isEmpty() ? new String[0] : args.split(" "));
        assertEquals(2, r.exitCode(), r.err());
        assertEquals(1, r.errLines().size(), r.err());
        assertTrue(r.err().startsWith("iotcrypt: "), r.err());
        assertTrue(r.err().contains(" --help')"), "points at the help: " + r.err());
        assertEquals("", r.out());
    }

    @Test
    void anUnknownCommandIsCalledSo() {
        assertEquals(List.of("iotcrypt: unknown command 'frobnicate' (see 'iotcrypt --help')"),
                CliRun.of("frobnicate").errLines());
    }

    @Test
    void verboseShowsTheStackTraceWhereverItStands() {
        for (String[] args : List.of(
                new String[] {"--verbose", "hash", "/no/such/file"},
                new String[] {"hash", "--verbose", "/no/such/file"})) {
            CliRun r = CliRun.of(args);
            assertEquals(1, r.exitCode());
            assertEquals("iotcrypt: /no/such/file: No such file or directory", r.errLines().get(0));
            assertTrue(r.errLines().get(1).startsWith("java.nio.file.NoSuchFileException"), r.err());
            assertTrue(r.errLines().stream().anyMatch(l -> l.startsWith("\tat ")), r.err());
        }
    }

    @Test
    void withoutVerboseAnErrorIsOneLine() {
        CliRun r = CliRun.of("hash", "/no/such/file");
        assertEquals(1, r.exitCode());
        assertEquals(List.of("iotcrypt: /no/such/file: No such file or directory"), r.errLines());
        assertFalse(r.err().contains("\tat "));
    }
}
