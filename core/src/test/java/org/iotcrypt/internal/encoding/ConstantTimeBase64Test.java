package org.iotcrypt.internal.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Base64;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** ConstantTimeBase64 against the JDK's table-driven Base64 (an independent implementation). */
class ConstantTimeBase64Test {

    private final Random rnd = new Random(4648);

    @Test
    void matchesTheJdkOnEveryLengthAndEveryByteValue() {
        byte[] all = new byte[256 * 3];
        for (int i = 0; i < all.length; i++) {
            all[i] = (byte) (i * 7 / 3);
        }
        for (int len = 0; len < 300; len++) {
            byte[] data = new byte[len];
            rnd.nextBytes(data);
            check(data);
        }
        check(all);
    }

    private static void check(byte[] data) {
        String expected = Base64.getEncoder().encodeToString(data);
        assertEquals(expected, ConstantTimeBase64.encode(data));
        assertArrayEquals(data, ConstantTimeBase64.decode(expected));
    }

    @Test
    void everyCharacterOutsideTheAlphabetIsRefused() {
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        for (char c = 0; c < 0x180; c++) {
            String text = "AB" + c + "D";
            if (alphabet.indexOf(c) >= 0) {
                assertArrayEquals(Base64.getDecoder().decode(text), ConstantTimeBase64.decode(text));
            } else {
                assertThrows(IllegalArgumentException.class, () -> ConstantTimeBase64.decode(text), text);
            }
        }
        for (String bad : new String[] {"A", "ABC", "====", "A===", "AB=C", "=ABC", "AB==CD==", "ABCDE"}) {
            assertThrows(IllegalArgumentException.class, () -> ConstantTimeBase64.decode(bad), bad);
        }
    }
}
