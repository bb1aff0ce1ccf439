package org.iotcrypt.present;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.InvalidKeyException;
import java.util.Random;
import org.iotcrypt.internal.util.Bytes;
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

    /** Every count from 0 to 200 (partial, full and several batches), at odd offsets and in place. */
    @Test
    void bulkCallsEqualReferenceForEveryCount() throws InvalidKeyException {
        for (int count = 0; count <= 200; count++) {
            byte[] key = randomBytes(count % 3 == 0 ? 16 : 10);
            TablePresent reference = new TablePresent(key);
            Present present = new Present(key);
            PresentBitslicedEngine bulk = new PresentBitslicedEngine(PresentKeySchedule.expand(key));
            byte[] in = randomBytes(8 * count + 7);
            byte[] expectedEnc = in.clone();
            byte[] expectedDec = in.clone();
            for (int b = 0; b < count; b++) {
                long x = Bytes.getLongBE(in, 3 + 8 * b);
                Bytes.putLongBE(reference.encrypt(x), expectedEnc, 5 + 8 * b);
                Bytes.putLongBE(reference.decrypt(x), expectedDec, 5 + 8 * b);
            }
            byte[] enc = in.clone();
            byte[] dec = in.clone();
            bulk.encryptBlocks(in, 3, enc, 5, count);
            bulk.decryptBlocks(in, 3, dec, 5, count);
            assertArrayEquals(expectedEnc, enc, "bitsliced encrypt, count " + count);
            assertArrayEquals(expectedDec, dec, "bitsliced decrypt, count " + count);

            enc = in.clone();
            dec = in.clone();
            present.encryptBlocks(in, 3, enc, 5, count);
            present.decryptBlocks(in, 3, dec, 5, count);
            assertArrayEquals(expectedEnc, enc, "Present encrypt, count " + count);
            assertArrayEquals(expectedDec, dec, "Present decrypt, count " + count);

            byte[] inPlace = in.clone();
            present.encryptBlocks(inPlace, 3, inPlace, 3, count);
            present.decryptBlocks(inPlace, 3, inPlace, 3, count);
            assertArrayEquals(in, inPlace, "round trip in place, count " + count);
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
