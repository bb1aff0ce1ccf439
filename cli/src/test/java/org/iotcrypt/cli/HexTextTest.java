package org.iotcrypt.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The constant-time hex of the CLI against the JDK's {@link HexFormat}, an independent implementation. */
class HexTextTest {

    @Test
    void everyCharacterAndEveryByteAsTheJdkSays() {
        for (int c = 0; c <= 0xffff; c++) {
            int expected = HexFormat.isHexDigit(c) ? HexFormat.fromHexDigit(c) : -1;
            assertEquals(expected, HexText.digitValue(c), "char " + c);
        }
        byte[] all = new byte[256];
        for (int i = 0; i < 256; i++) {
            all[i] = (byte) i;
        }
        assertEquals(HexFormat.of().formatHex(all), HexText.of(all));
        assertEquals(HexFormat.ofDelimiter(":").withUpperCase().formatHex(all), HexText.colons(all, true));
        assertEquals(HexFormat.ofDelimiter(":").formatHex(all), HexText.colons(all, false));
        assertArrayEquals(all, HexText.parse(HexFormat.of().withUpperCase().formatHex(all)));
    }

    @Test
    void parsingIgnoresWhiteSpaceAndNamesOnlyThePosition() {
        Random random = new Random(44);
        for (int n = 0; n < 200; n++) {
            byte[] b = new byte[random.nextInt(40)];
            random.nextBytes(b);
            String spaced = HexFormat.ofDelimiter(random.nextBoolean() ? " " : "\n\t").formatHex(b);
            assertArrayEquals(b, HexText.parse(spaced), spaced);
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> HexText.parse("0123 456g89"));
        assertEquals("not a hex digit at position 9", e.getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> HexText.parse("012")).getMessage()
                .startsWith("odd number of hex digits"));
        // A character Java calls white space but this parser does not is refused, not read as a digit.
        assertThrows(IllegalArgumentException.class, () -> HexText.parse("00\u001c11"));
    }
}
