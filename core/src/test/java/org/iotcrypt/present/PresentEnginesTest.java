package org.iotcrypt.present;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.InvalidKeyException;
import java.util.Random;
import org.iotcrypt.vectors.TablePresent;
import org.junit.jupiter.api.Test;

/** Both engines and the {@link Present} routing against the table reference on random inputs. */
class PresentEnginesTest {

    private final Random random = new Random(29192);

    @Test
    void singleBlockEngineEqualsReferenceOnRandomKeysAndBlocks() {
        for (int i = 0; i < 2000; i++) {
            byte[] key = randomBytes(i % 2 == 0 ? 10 : 16);
            TablePresent reference = new TablePresent(key);
            PresentSingleBlockEngine single = new PresentSingleBlockEngine(PresentKeySchedule.expand(key));
            long plain = random.nextLong();
            long cipher = reference.encrypt(plain);
            assertEquals(cipher, single.encrypt(plain));
            assertEquals(plain, single.decrypt(cipher));
            long other = random.nextLong();
            assertEquals(reference.decrypt(other), single.decrypt(other));
        }
    }

    @Test
    void keysOfOtherLengthsAreRefusedNamingTheAllowedOnes() {
        for (int length : new int[] {0, 8, 9, 11, 12, 15, 17, 20, 32}) {
            InvalidKeyException e = assertThrows(InvalidKeyException.class, () -> new Present(new byte[length]));
            assertTrue(e.getMessage().contains("10 bytes") && e.getMessage().contains("16 bytes")
                    && e.getMessage().contains("got " + length), e.getMessage());
        }
        assertThrows(InvalidKeyException.class, () -> new Present(null));
    }

    @Test
    void rangesAreChecked() throws InvalidKeyException {
        Present present = new Present(new byte[10]);
        assertEquals(8, present.blockSize());
        assertEquals(64, present.parallelBlocks());
        assertThrows(IndexOutOfBoundsException.class, () -> present.encryptBlock(new byte[7], 0, new byte[8], 0));
        assertThrows(IndexOutOfBoundsException.class, () -> present.decryptBlock(new byte[8], 0, new byte[8], 1));
        assertThrows(IndexOutOfBoundsException.class,
                () -> present.encryptBlocks(new byte[80], 0, new byte[72], 0, 10));
        assertThrows(IllegalArgumentException.class, () -> present.decryptBlocks(new byte[8], 0, new byte[8], 0, -1));
    }

    private byte[] randomBytes(int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }
}
