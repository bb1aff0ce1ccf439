package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** Line-level cases of the sha256sum format that the end-to-end comparison does not reach. */
class ChecksumFormatTest {

    private static final String HEX = "66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0";

    @Test
    void escapedNamesRoundTrip() {
        String name = "a\\b\nc\rd";
        String line = ChecksumFormat.format(HEX, name);
        assertEquals("\\" + HEX + "  a\\\\b\\nc\\rd", line);
        assertEquals(new ChecksumFormat.Entry(HEX, name), new ChecksumFormat(64).parse(line));
    }

    @Test
    void digestsOfTheWrongLengthOrWithNonHexDigitsAreRefused() {
        ChecksumFormat format = new ChecksumFormat(64);
        assertNull(format.parse(HEX.substring(2) + "  name"));
        assertNull(format.parse(HEX + "00  name"));
        assertNull(format.parse("g" + HEX.substring(1) + "  name"));
        assertNull(format.parse(HEX + " "));
        assertNull(format.parse("\\" + HEX + "  bad\\escape"));
    }

    @Test
    void upperCaseHexAndLeadingBlanksAreAccepted() {
        assertEquals(new ChecksumFormat.Entry(HEX, "name"),
                new ChecksumFormat(64).parse(" \t" + HEX.toUpperCase() + " *name"));
    }

    @Test
    void onceAListIsReversedAStarBelongsToTheName() {
        ChecksumFormat format = new ChecksumFormat(64);
        assertEquals(new ChecksumFormat.Entry(HEX, "x"), format.parse(HEX + " x"));
        assertEquals(new ChecksumFormat.Entry(HEX, "*y"), format.parse(HEX + " *y"));
    }
}
