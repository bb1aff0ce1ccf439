package org.iotcrypt.simpira;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Random;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.api.Test;

class SimpiraTest {

    private static final List<VectorFile.Vector> VECTORS = VectorFile.load("simpira-v2-reference-code.txt");

    @Test
    void matchesTheReferenceCodeForEveryWidth() {
        assertEquals(12, VECTORS.size());
        for (VectorFile.Vector v : VECTORS) {
            int b = v.integer("b");
            byte[] state = v.hex("input");
            Simpira.permute(b, state);
            assertEquals(v.get("output"), Hex.encode(state), v.toString());
            Simpira.invert(b, state);
            assertArrayEquals(v.hex("input"), state, "inverse of " + v);
        }
    }

    @Test
    void invertUndoesPermuteOnRandomStates() {
        Random rnd = new Random(20161204);
        for (int b : Simpira.SUPPORTED_WIDTHS) {
            for (int i = 0; i < 50; i++) {
                byte[] x = new byte[16 * b];
                rnd.nextBytes(x);
                byte[] y = x.clone();
                Simpira.permute(b, y);
                Simpira.invert(b, y);
                assertArrayEquals(x, y, "b = " + b);
                Simpira.invert(b, y);
                Simpira.permute(b, y);
                assertArrayEquals(x, y, "b = " + b);
            }
        }
    }

    @Test
    void rejectsUnsupportedWidthsAndWrongLengths() {
        for (int b : new int[] {0, 5, 7, 9, 16, -1}) {
            assertThrows(IllegalArgumentException.class, () -> Simpira.permute(b, new byte[16 * Math.max(b, 1)]));
            assertThrows(IllegalArgumentException.class, () -> Simpira.invert(b, new byte[16 * Math.max(b, 1)]));
        }
        assertThrows(IllegalArgumentException.class, () -> Simpira.permute(2, new byte[16]));
        assertThrows(IllegalArgumentException.class, () -> Simpira.permute(1, new byte[17]));
        assertThrows(IllegalArgumentException.class, () -> Simpira.invert(8, new byte[127]));
        assertThrows(IllegalArgumentException.class, () -> Simpira.permute(3, null));
        assertThrows(IllegalArgumentException.class, () -> SimpiraOne.permute(new byte[32]));
        assertThrows(IllegalArgumentException.class, () -> SimpiraOne.permute(new byte[15]));
        assertThrows(IllegalArgumentException.class, () -> SimpiraOne.invert(null));
    }

    @Test
    void addRoundKeyCountsFollowTheConstantSchedule() {
        // Plain: two 16-byte AddRoundKeys per F call. Optimized: the constant's non-zero bytes,
        // 4 per key except where a byte (0x10w ^ c ^ b) is zero: c = b + 0x10w within the schedule.
        int[][] expected = {
            // b, F calls, plain, optimized
            {1, 6, 192, 6 * 4 - 1},
            {2, 15, 480, 15 * 4 - 1},
            {3, 21, 672, 21 * 4 - 2},
            {4, 30, 960, 30 * 4 - 2},
            {6, 45, 1440, 45 * 4 - 3},
            {8, 72, 2304, 72 * 4 - 4},
        };
        for (int[] e : expected) {
            assertEquals(e[1], AddRoundKeyCount.fCalls(e[0]));
            assertEquals(e[2], AddRoundKeyCount.byteXors(e[0], false), "plain b = " + e[0]);
            assertEquals(e[3], AddRoundKeyCount.byteXors(e[0], true), "optimized b = " + e[0]);
        }
        assertEquals(12 * 8, AddRoundKeyCount.planeXors(1, false));
    }
}
