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

    /** All 256 inputs through the circuit, 64 per bitsliced call. */
    @Test
    void circuitEqualsStandardTableForAllInputs() {
        for (int base = 0; base < 256; base += 64) {
            long[] slices = new long[8];
            for (int lane = 0; lane < 64; lane++) {
                int x = (base + lane) ^ Sm4Sbox.IN_CONSTANT;
                for (int b = 0; b < 8; b++) {
                    slices[b] |= (long) ((x >>> b) & 1) << lane;
                }
            }
            Sm4Sbox.apply(slices, 0);
            for (int lane = 0; lane < 64; lane++) {
                int y = 0;
                for (int b = 0; b < 8; b++) {
                    y |= (int) ((slices[b] >>> lane) & 1) << b;
                }
                int x = base + lane;
                assertEquals(TableSm4.SBOX[x] & 0xff, y ^ Sm4Sbox.OUT_CONSTANT, "S-box input " + x);
            }
        }
    }

    @Test
    void applyTouchesOnlyItsEightSlices() {
        long[] v = new long[10];
        v[0] = -1L;
        v[9] = -1L;
        Sm4Sbox.apply(v, 1);
        assertEquals(-1L, v[0]);
        assertEquals(-1L, v[9]);
    }

    @Test
    void tauAppliesTheTableToEveryByte() {
        Random random = new Random(7);
        for (int i = 0; i < 1000; i++) {
            int word = random.nextInt();
            assertEquals(TableSm4.tau(word), Sm4Sbox.tau(word), Integer.toHexString(word));
        }
        for (int x = 0; x < 256; x++) {
            assertEquals(TableSm4.tau(x * 0x01010101), Sm4Sbox.tau(x * 0x01010101), "byte " + x);
        }
    }
}
