package org.iotcrypt.present;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.iotcrypt.vectors.TablePresent;
import org.junit.jupiter.api.Test;

/** The S-box circuits on all 16 inputs, the word permutations and the bit transposition. */
class PresentCircuitTest {

    private final Random random = new Random(2007);

    /** Every nibble of a word gets a different input, so all 16 inputs run in every position. */
    @Test
    void circuitsEqualTheTableOnAllInputsInEveryNibble() {
        for (int shift = 0; shift < 16; shift++) {
            long in = 0;
            for (int q = 0; q < 16; q++) {
                in |= (long) ((q + shift) & 0xF) << (4 * q);
            }
            long expected = 0;
            long expectedInverse = 0;
            for (int q = 0; q < 16; q++) {
                int x = (q + shift) & 0xF;
                expected |= (long) TablePresent.SBOX[x] << (4 * q);
                expectedInverse |= (long) TablePresent.INVERSE_SBOX[x] << (4 * q);
            }
            assertEquals(expected, PresentSbox.substitute(in), "S, rotation " + shift);
            assertEquals(expectedInverse, PresentSbox.invert(in), "S^-1, rotation " + shift);
        }
    }

    @Test
    void permutationsEqualTheBitLoop() {
        for (int j = 0; j < 64; j++) {
            long bit = 1L << j;
            assertEquals(TablePresent.pLayer(bit), PresentSingleBlockEngine.permute(bit), "bit " + j);
            assertEquals(TablePresent.inversePLayer(bit), PresentSingleBlockEngine.unpermute(bit), "bit " + j);
        }
        for (int i = 0; i < 1000; i++) {
            long s = random.nextLong();
            assertEquals(TablePresent.pLayer(s), PresentSingleBlockEngine.permute(s));
            assertEquals(s, PresentSingleBlockEngine.unpermute(PresentSingleBlockEngine.permute(s)));
        }
    }

    @Test
    void transposeMovesBitJOfRowIToBitIOfRowJ() {
        long[] rows = new long[64];
        for (int i = 0; i < 64; i++) {
            rows[i] = random.nextLong();
        }
        long[] x = rows.clone();
        PresentBitslicedEngine.transpose(x);
        for (int i = 0; i < 64; i++) {
            for (int j = 0; j < 64; j++) {
                assertEquals((rows[i] >>> j) & 1, (x[j] >>> i) & 1, "row " + i + " bit " + j);
            }
        }
    }
}
