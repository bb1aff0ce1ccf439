package org.iotcrypt.sm4;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.params.KeyParameter;
import org.junit.jupiter.api.Test;

class Sm4SboxTest {

    /** The reference table is the standard's: a table-driven SM4 built on it agrees with Bouncy Castle. */
    @Test
    void referenceTableAgreesWithBouncyCastle() {
        Random random = new Random(32907);
        for (int i = 0; i < 200; i++) {
            byte[] key = new byte[16];
            byte[] block = new byte[16];
            random.nextBytes(key);
            random.nextBytes(block);
            SM4Engine bc = new SM4Engine();
            bc.init(true, new KeyParameter(key));
            byte[] expected = new byte[16];
            bc.processBlock(block, 0, expected, 0);
            TableSm4 table = new TableSm4(key);
            assertArrayEquals(expected, table.encrypt(block));
            assertArrayEquals(block, table.decrypt(expected));
        }
    }

    /** All 256 inputs through the int circuit, in every byte position of a word (zeros elsewhere). */
    @Test
    void wordCircuitEqualsStandardTableForAllInputs() {
        for (int x = 0; x < 256; x++) {
            for (int shift = 0; shift < 32; shift += 8) {
                int expected = 0;
                for (int byteShift = 0; byteShift < 32; byteShift += 8) {
                    int input = byteShift == shift ? x : 0;
                    expected |= (TableSm4.SBOX[input] & 0xff) << byteShift;
                }
                assertEquals(expected, Sm4SingleBlockEngine.tau(x << shift), "S-box input " + x + " at bit " + shift);
            }
        }
    }

    /** Random words: every byte goes through its own S-box. */
    @Test
    void wordCircuitAppliesTheTableToEveryByte() {
        Random random = new Random(7);
        for (int i = 0; i < 1000; i++) {
            int word = random.nextInt();
            assertEquals(TableSm4.tau(word), Sm4SingleBlockEngine.tau(word), Integer.toHexString(word));
        }
    }

    /**
     * All 256 inputs through the long circuit of the bulk engine: one bitsliced round with
     * zero round-key masks and X_0 = X_2 = X_3 = 0 yields X_4 = L(S'(X_1)) in each of the 16
     * blocks, S' being the standard S-box without its affine constants. Four rounds of 64
     * S-boxes (4 bytes × 16 blocks) cover the 256 inputs.
     */
    @Test
    void bitslicedCircuitEqualsStandardTableForAllInputs() {
        for (int pass = 0; pass < 4; pass++) {
            long[] s = new long[40];
            int[] words = new int[16];
            for (int k = 0; k < 16; k++) {
                for (int j = 0; j < 4; j++) {
                    int input = 64 * pass + 16 * j + k;
                    words[k] |= input << (24 - 8 * j);
                    for (int b = 0; b < 8; b++) {
                        s[8 + b] |= (long) ((input >>> b) & 1) << (16 * j + k);
                    }
                }
            }
            Sm4BitslicedRounds.round(s, 0, new long[8]);
            for (int k = 0; k < 16; k++) {
                int actual = 0;
                for (int j = 0; j < 4; j++) {
                    for (int b = 0; b < 8; b++) {
                        actual |= (int) ((s[32 + b] >>> (16 * j + k)) & 1) << (24 - 8 * j + b);
                    }
                }
                int sPrime = TableSm4.tau(words[k] ^ 0x75757575) ^ 0xd3d3d3d3;
                assertEquals(linear(sPrime), actual, "block lane " + k + ", inputs " + Integer.toHexString(words[k]));
            }
        }
    }

    /** L of GB/T 32907 section 6.2, written out here rather than taken from the code under test. */
    private static int linear(int b) {
        return b ^ Integer.rotateLeft(b, 2) ^ Integer.rotateLeft(b, 10) ^ Integer.rotateLeft(b, 18)
                ^ Integer.rotateLeft(b, 24);
    }
}
