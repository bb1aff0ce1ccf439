package org.iotcrypt.sm4;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.security.InvalidKeyException;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.params.KeyParameter;
import org.iotcrypt.internal.encoding.Hex;
import org.iotcrypt.testing.Openssl;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** Random keys and blocks against Bouncy Castle's SM4Engine and the openssl command. */
class Sm4InteropTest {

    private final Random random = new Random(0x5344);

    @Test
    void randomBlocksAgreeWithBouncyCastle() throws InvalidKeyException {
        for (int i = 0; i < 300; i++) {
            byte[] key = randomBytes(16);
            int count = 1 + random.nextInt(40);
            byte[] plain = randomBytes(16 * count);
            byte[] expected = new byte[plain.length];
            SM4Engine bc = new SM4Engine();
            bc.init(true, new KeyParameter(key));
            for (int b = 0; b < count; b++) {
                bc.processBlock(plain, 16 * b, expected, 16 * b);
            }
            Sm4 sm4 = new Sm4(key);
            byte[] bulk = new byte[plain.length];
            sm4.encryptBlocks(plain, 0, bulk, 0, count);
            assertArrayEquals(expected, bulk, "bulk, key " + Hex.encode(key));
            byte[] single = new byte[16];
            sm4.encryptBlock(plain, 0, single, 0);
            assertArrayEquals(Arrays.copyOf(expected, 16), single, "single, key " + Hex.encode(key));
            sm4.decryptBlocks(bulk, 0, bulk, 0, count);
            assertArrayEquals(plain, bulk, "decrypt, key " + Hex.encode(key));
        }
    }

    @Test
    void randomBlocksAgreeWithOpenssl() throws Exception {
        Assumptions.assumeTrue(Openssl.available(), "openssl with SM4 not found");
        for (int i = 0; i < 6; i++) {
            byte[] key = randomBytes(16);
            int count = 1 + random.nextInt(40);
            byte[] plain = randomBytes(16 * count);
            byte[] expected = Openssl.run(plain, List.of("openssl", "enc", "-sm4-ecb", "-nopad", "-K", Hex.encode(key)));
            byte[] actual = new byte[plain.length];
            new Sm4(key).encryptBlocks(plain, 0, actual, 0, count);
            assertArrayEquals(expected, actual, "key " + Hex.encode(key) + ", " + count + " blocks");
        }
    }

    private byte[] randomBytes(int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }
}
