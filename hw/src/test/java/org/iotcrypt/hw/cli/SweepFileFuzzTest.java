package org.iotcrypt.hw.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Fuzz target for the sweep-file reader ({@code hw sweep FILE}): any text is read or refused with
 * IllegalArgumentException (naming the line); a run that is read sits on a line of the text, sets
 * none of the sweep's own options, quotes nothing, and its --schemes values read without error.
 * Seeds: the committed sweep's file, one with CRLF and '=' options, and a refused one.
 */
class SweepFileFuzzTest {

    static Stream<Arguments> sweepFile() {
        return Stream.of(
                "# the committed sweep\nexplore --ice40 --packets\n\n"
                        + "explore --schemes c0k1n2s0,c0k1n2s1,c0k1n2s2 --tvla 200 --packets  # TVLA\n",
                "explore --schemes=present16\r\nexplore --packets=1024 --schemes ci\r\n",
                "explore --out x\nrun --schemes present32\n")
                .map(s -> Arguments.of((Object) s.getBytes(StandardCharsets.UTF_8)));
    }

    @MethodSource
    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void sweepFile(byte[] input) {
        String text = new String(input, StandardCharsets.UTF_8);
        List<SweepFile.Run> runs;
        try {
            runs = SweepFile.parse(text);
        } catch (IllegalArgumentException refused) {
            return;
        }
        assertFalse(runs.isEmpty());
        int lines = text.split("\r?\n", -1).length;
        for (SweepFile.Run r : runs) {
            assertTrue(r.line() >= 1 && r.line() <= lines, r.line() + " of " + lines);
            for (String a : r.args()) {
                String option = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
                assertFalse(SweepFile.SWEEP_OPTIONS.contains(option), a);
                assertFalse(a.contains("\"") || a.contains("'") || a.isBlank() || a.contains("#"), a);
            }
            r.schemes();
        }
    }
}
