package org.iotcrypt.hw.sm4;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The two references of the S-box tests agree: the standard's table and the algebraic definition. */
class Sm4SboxTableTest {

    @Test
    void tableIsTheDefinition() {
        assertArrayEquals(Sm4SboxTable.fromDefinition(), Sm4SboxTable.standard());
    }

    @Test
    void tableIsAPermutationWithTheStandardsCorners() {
        int[] s = Sm4SboxTable.standard();
        assertEquals(256, Arrays.stream(s).distinct().count());
        assertEquals(0xd6, s[0x00]);
        assertEquals(0x48, s[0xff]);
    }
}
