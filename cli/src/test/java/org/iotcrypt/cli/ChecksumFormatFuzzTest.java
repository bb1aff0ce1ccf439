package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Fuzz target for the parser of {@code iotcrypt hash -c} checksum lists (issue 12, point 11):
 * any text, split into lines as the command splits them, parses without an exception; an entry
 * is a 64-digit lower-case digest and a name, and the line {@code hash} would write for it parses
 * back to the same entry, in either style (hash and hash --tag).
 */
class ChecksumFormatFuzzTest {

    static Stream<Arguments> checksumList() {
        String hex = "66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0";
        return Stream.of(hex + "  README.md\n" + hex + " *pom.xml\n", "\\" + hex + "  a\\\\b\\nc\n", hex + " reversed\n",
                        // BSD-style lines (hash --tag, cksum -a sm3): escaped, a name holding ") = ", a short digest
                        "SM3 (README.md) = " + hex + "\n\\SM3 (a\\\\b) = " + hex + "\nSM3 (x) = y) = " + hex + "\nSM3 (z) = 00\n")
                .map(text -> Arguments.of((Object) text.getBytes(StandardCharsets.UTF_8)));
    }

    @MethodSource
    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void checksumList(byte[] input) {
        ChecksumFormat list = new ChecksumFormat(64);
        for (String line : new String(input, StandardCharsets.UTF_8).split("\r?\n", -1)) {
            ChecksumFormat.Entry e = list.parse(line);
            if (e == null) {
                continue;
            }
            assertEquals(64, e.hex().length());
            assertTrue(e.hex().chars().allMatch(c -> c >= '0' && c <= '9' || c >= 'a' && c <= 'f'), e.hex());
            ChecksumFormat.Entry again = new ChecksumFormat(64).parse(ChecksumFormat.format(e.hex(), e.name()));
            assertNotNull(again, "the line hash writes for an entry parses");
            assertEquals(e, again);
            assertEquals(e, new ChecksumFormat(64).parse(ChecksumFormat.formatTagged(e.hex(), e.name())),
                    "the line hash --tag writes for an entry parses back to it");
        }
    }
}
