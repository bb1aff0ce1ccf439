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

    /** All 256 inputs through the circuit, in every byte position of a word (zeros elsewhere). */
    @Test
    void circuitEqualsStandardTableForAllInputs() {
        for (int x = 0; x < 256; x++) {
            for (int shift = 0; shift < 32; shift += 8) {
                int expected = 0;
                for (int byteShift = 0; byteShift < 32; byteShift += 8) {
                    int input = byteShift == shift ? x : 0;
                    expected |= (TableSm4.SBOX[input] & 0xff) << byteShift;
                }
                assertEquals(expected, Sm4BitslicedRounds.tau(x << shift), "S-box input " + x + " at bit " + shift);
            }
        }
    }

    /** Random words: every byte goes through its own S-box. */
    @Test
    void tauAppliesTheTableToEveryByte() {
        Random random = new Random(7);
        for (int i = 0; i < 1000; i++) {
            int word = random.nextInt();
            assertEquals(TableSm4.tau(word), Sm4BitslicedRounds.tau(word), Integer.toHexString(word));
        }
    }
}
