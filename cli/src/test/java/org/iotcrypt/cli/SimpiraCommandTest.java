package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Known answers: the authors' reference code run on AES-NI (core's simpira-v2-reference-code.txt). */
class SimpiraCommandTest {

    private static final String B2_INPUT = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
    private static final String B2_OUTPUT = "6034efb1f029e92a407d406d4941d5e8dbd9dfca4643d39b8ea14e40f5722b8f";

    @Test
    void permutesAHexState() {
        CliRun r = CliRun.of("simpira", "--b", "2", B2_INPUT);
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(B2_OUTPUT + "\n", r.out());
        assertEquals("", r.err());
    }

    @Test
    void oneBlockOfZeros() {
        CliRun r = CliRun.of("simpira", "--b", "1", "00000000 00000000 00000000 00000000");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("d5f6aad74d37b5518cbbbef7a90ddfca\n", r.out());
    }

    @Test
    void inverseTakesTheOutputBack() {
        CliRun r = CliRun.of("simpira", "--b", "2", "--inverse", B2_OUTPUT.toUpperCase());
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(B2_INPUT + "\n", r.out());
    }

    @Test
    void usageErrorsExitWithTwoAndOneLine() {
        CliRun badB = CliRun.of("simpira", "--b", "5", "00");
        assertEquals(2, badB.exitCode());
        assertTrue(badB.err().contains("--b must be 1, 2, 3, 4, 6 or 8"), badB.err());
        assertEquals(1, badB.errLines().size(), badB.err());

        CliRun badLength = CliRun.of("simpira", "--b", "1", "0011");
        assertEquals(2, badLength.exitCode());
        assertTrue(badLength.err().contains("must be 16 bytes"), badLength.err());

        CliRun notHex = CliRun.of("simpira", "--b", "1", "zz".repeat(16));
        assertEquals(2, notHex.exitCode());
        assertTrue(notHex.err().contains("not a hex digit"), notHex.err());

        CliRun missingB = CliRun.of("simpira", "00");
        assertEquals(2, missingB.exitCode());
    }
}
