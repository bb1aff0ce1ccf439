package org.iotcrypt.sm4;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.security.InvalidKeyException;
import java.util.Arrays;
import java.util.List;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.params.KeyParameter;
import org.iotcrypt.internal.engine.BulkEngine;
import org.iotcrypt.vectors.VectorFile;
import org.junit.jupiter.api.Test;

/** GB/T 32907-2016 Appendix A, both examples, through both engines and through Bouncy Castle. */
class Sm4KnownAnswerTest {

    private static final List<VectorFile.Vector> VECTORS = VectorFile.load("gbt32907-sm4.txt");

    @Test
    void singleBlockEngineMatchesTheStandard() throws InvalidKeyException {
        for (VectorFile.Vector v : VECTORS) {
            Sm4 sm4 = new Sm4(v.hex("key"));
            byte[] block = v.hex("plaintext");
            for (int i = 0; i < v.integer("iterations"); i++) {
                sm4.encryptBlock(block, 0, block, 0);
            }
            assertArrayEquals(v.hex("ciphertext"), block, v.toString());
            for (int i = 0; i < v.integer("iterations"); i++) {
                sm4.decryptBlock(block, 0, block, 0);
            }
            assertArrayEquals(v.hex("plaintext"), block, v.toString());
        }
    }

    /** The bulk engine, iterated with one block in lane 0 of every batch and copies elsewhere. */
    @Test
    void bulkEngineMatchesTheStandard() throws InvalidKeyException {
        for (VectorFile.Vector v : VECTORS) {
            int iterations = Math.min(v.integer("iterations"), 20_000);
            int[] rk = Sm4KeySchedule.expand(v.hex("key"), 0);
            BulkEngine bulk = Sm4Engines.bulk(rk);
            int batch = bulk.parallelBlocks();
            byte[] expected = v.hex("plaintext");
            SM4Engine bc = new SM4Engine();
            bc.init(true, new KeyParameter(v.hex("key")));
            for (int i = 0; i < iterations; i++) {
                bc.processBlock(expected, 0, expected, 0);
            }
            byte[] blocks = new byte[16 * batch];
            for (int k = 0; k < batch; k++) {
                System.arraycopy(v.hex("plaintext"), 0, blocks, 16 * k, 16);
            }
            for (int i = 0; i < iterations; i++) {
                bulk.encryptBlocks(blocks, 0, blocks, 0, batch);
            }
            for (int k = 0; k < batch; k++) {
                assertArrayEquals(expected, Arrays.copyOfRange(blocks, 16 * k, 16 * k + 16));
            }
            if (iterations == v.integer("iterations")) {
                assertArrayEquals(v.hex("ciphertext"), expected, v.toString());
            }
        }
    }

    /** The vectors themselves, checked against an independent implementation. */
    @Test
    void bouncyCastleAgreesWithTheVectors() {
        for (VectorFile.Vector v : VECTORS) {
            SM4Engine bc = new SM4Engine();
            bc.init(true, new KeyParameter(v.hex("key")));
            byte[] block = v.hex("plaintext");
            for (int i = 0; i < v.integer("iterations"); i++) {
                bc.processBlock(block, 0, block, 0);
            }
            assertArrayEquals(v.hex("ciphertext"), block, v.toString());
        }
    }
}
