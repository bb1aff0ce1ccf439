package org.iotcrypt.sm4;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.security.InvalidKeyException;
import java.util.Arrays;
import java.util.Random;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.params.KeyParameter;
import org.iotcrypt.internal.engine.BulkEngine;
import org.junit.jupiter.api.Test;

/** The two engines against each other and Bouncy Castle, and the routing in {@link Sm4}. */
class Sm4EnginesTest {

    private final Random random = new Random(20161);

    /** The int single-block engine against Bouncy Castle and the bulk engine, at odd offsets and in place. */
    @Test
    void singleBlockEqualsBouncyCastleAndBulkOnRandomKeys() {
        for (int i = 0; i < 300; i++) {
            byte[] key = randomBytes(16);
            int[] rk = Sm4KeySchedule.expand(key, 0);
            Sm4SingleBlockEngine single = new Sm4SingleBlockEngine(rk);
            BulkEngine bulk = Sm4Engines.bulk(rk);
            SM4Engine bc = new SM4Engine();
            bc.init(true, new KeyParameter(key));
            byte[] plain = randomBytes(16);
            byte[] expected = new byte[16];
            bc.processBlock(plain, 0, expected, 0);

            byte[] buf = new byte[21];
            System.arraycopy(plain, 0, buf, 3, 16);
            single.encrypt(buf, 3, buf, 5);
            assertArrayEquals(expected, Arrays.copyOfRange(buf, 5, 21), "single encrypt, in place shifted");
            single.decrypt(buf, 5, buf, 5);
            assertArrayEquals(plain, Arrays.copyOfRange(buf, 5, 21), "single decrypt, in place");

            byte[] viaBulk = new byte[16];
            bulk.encryptBlocks(plain, 0, viaBulk, 0, 1);
            assertArrayEquals(expected, viaBulk, "bulk encrypt");
            byte[] back = new byte[16];
            single.decrypt(viaBulk, 0, back, 0);
            bulk.decryptBlocks(viaBulk, 0, viaBulk, 0, 1);
            assertArrayEquals(plain, back, "single decrypt of bulk output");
            assertArrayEquals(plain, viaBulk, "bulk decrypt");
        }
    }

    /**
     * The dispatch rule every way: the vector engine where this JVM has one and it was not
     * declined, else the bitsliced one; plain under the switch (AccelerationTest checks the property itself in fresh JVMs).
     */
    @Test
    void theDispatcherPicksVectorBitslicedOrPlain() throws InvalidKeyException {
        int[] rk = Sm4KeySchedule.expand(randomBytes(16), 0);
        BulkEngine vector = Sm4Engines.vector(rk);
        // with a vector engine, a SizedEngine keeps short calls on the bitsliced engine
        Class<?> accelerated = vector != null ? org.iotcrypt.internal.engine.SizedEngine.class : Sm4BitslicedEngine.class;
        assertEquals(accelerated, Sm4Engines.bulk(rk, false).getClass());
        assertEquals(Sm4SerialEngine.class, Sm4Engines.bulk(rk, true).getClass());
        // declined (Sm4.declineVectorEngine), the bitsliced engine, wherever the vector one is; the switch still wins
        assertEquals(Sm4BitslicedEngine.class, Sm4Engines.bulk(rk, false, true).getClass());
        assertEquals(Sm4SerialEngine.class, Sm4Engines.bulk(rk, true, true).getClass());
        assertEquals(1, new Sm4(randomBytes(16), true).parallelBlocks());
    }

    @Test
    void reportsBlockSizeAndBatchSize() throws InvalidKeyException {
        Sm4 sm4 = new Sm4(randomBytes(16));
        // 16 on the long engine; the vector engine's batch where this JVM runs it (its own tests pin 128 and 64).
        int batch = Sm4Implementations.vectorEngineServes() ? Sm4Engines.vector(new int[32]).parallelBlocks() : 16;
        assertEquals(batch, sm4.parallelBlocks());
        assertEquals(16, sm4.blockSize());
    }

    /** Sm4 routes one block to the single engine and more to the bulk one: same results. */
    @Test
    void sm4BulkCallsEqualBlockByBlockCalls() throws InvalidKeyException {
        Sm4 sm4 = new Sm4(randomBytes(16));
        for (int count : new int[] {1, 2, 15, 16, 17, 33}) {
            byte[] in = randomBytes(16 * count);
            byte[] expected = new byte[in.length];
            for (int i = 0; i < count; i++) {
                sm4.encryptBlock(in, 16 * i, expected, 16 * i);
            }
            byte[] out = new byte[in.length];
            sm4.encryptBlocks(in, 0, out, 0, count);
            assertArrayEquals(expected, out, "count " + count);
            sm4.decryptBlocks(out, 0, out, 0, count);
            assertArrayEquals(in, out, "count " + count);
        }
    }

    @Test
    void rangesAreChecked() throws InvalidKeyException {
        Sm4 sm4 = new Sm4(randomBytes(16));
        byte[] buf = new byte[32];
        assertThrows(IndexOutOfBoundsException.class, () -> sm4.encryptBlock(buf, 17, buf, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> sm4.decryptBlock(buf, 0, buf, 20));
        assertThrows(IndexOutOfBoundsException.class, () -> sm4.encryptBlocks(buf, 0, buf, 0, 3));
        assertThrows(IllegalArgumentException.class, () -> sm4.decryptBlocks(buf, 0, buf, 0, -1));
    }

    private byte[] randomBytes(int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }
}
