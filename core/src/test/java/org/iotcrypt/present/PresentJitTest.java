package org.iotcrypt.present;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.security.InvalidKeyException;
import java.util.Random;
import org.iotcrypt.internal.util.Bytes;
import org.iotcrypt.testing.RandomBytes;
import org.iotcrypt.vectors.TablePresent;
import org.junit.jupiter.api.Test;

/**
 * PRESENT after C2 has compiled it, not only in the interpreter and C1 where the other tests
 * mostly run (the project has met a C2 miscompile before, see Sm3JitTest): each hot path runs
 * tens of thousands of times against the table reference.
 */
class PresentJitTest {

    @Test
    void singleBlocksAndKeySchedulesStayRightOnceCompiled() throws InvalidKeyException {
        Random random = new Random(0x9E5E);
        int wrong = 0;
        for (int key = 0; key < 200; key++) {
            byte[] k = RandomBytes.of(random, key % 2 == 0 ? 10 : 16);
            Present present = new Present(k);
            TablePresent reference = new TablePresent(k);
            byte[] block = new byte[8];
            for (int i = 0; i < 100; i++) {
                long x = random.nextLong();
                Bytes.putLongBE(x, block, 0);
                present.encryptBlock(block, 0, block, 0);
                wrong += Bytes.getLongBE(block, 0) == reference.encrypt(x) ? 0 : 1;
                Bytes.putLongBE(x, block, 0);
                present.decryptBlock(block, 0, block, 0);
                wrong += Bytes.getLongBE(block, 0) == reference.decrypt(x) ? 0 : 1;
            }
        }
        assertEquals(0, wrong, "blocks that differ from the table reference");
    }

    @Test
    void bitslicedBatchesStayRightOnceCompiled() throws InvalidKeyException {
        Random random = new Random(0x9E5F);
        byte[] k = RandomBytes.of(random, 10);
        Present present = new Present(k);
        TablePresent reference = new TablePresent(k);
        int wrong = 0;
        for (int i = 0; i < 3_000; i++) {
            // 6..133 blocks: the bitsliced path, full batches and every remainder.
            int blocks = Present.BULK_THRESHOLD + i % 128;
            byte[] in = RandomBytes.of(random, 8 * blocks);
            byte[] out = new byte[8 * blocks];
            boolean encrypt = (i & 1) == 0;
            if (encrypt) {
                present.encryptBlocks(in, 0, out, 0, blocks);
            } else {
                present.decryptBlocks(in, 0, out, 0, blocks);
            }
            for (int b = 0; b < blocks; b++) {
                long x = Bytes.getLongBE(in, 8 * b);
                long want = encrypt ? reference.encrypt(x) : reference.decrypt(x);
                wrong += Bytes.getLongBE(out, 8 * b) == want ? 0 : 1;
            }
        }
        assertEquals(0, wrong, "blocks that differ from the table reference");
    }

}
