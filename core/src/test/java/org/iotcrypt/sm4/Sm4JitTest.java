package org.iotcrypt.sm4;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.params.KeyParameter;
import org.iotcrypt.testing.RandomBytes;
import org.junit.jupiter.api.Test;

/**
 * SM4 after the JIT has compiled it with C2, not only in the interpreter and C1 where the
 * other tests mostly run: JDK 17.0.15's C2 once miscompiled SM3's digest output loop (see
 * Sm3JitTest), so each hot path here runs tens of thousands of times against Bouncy Castle.
 */
class Sm4JitTest {

    @Test
    void singleBlocksStayRightOnceCompiled() throws Exception {
        Random random = new Random(0x5304);
        int wrong = 0;
        for (int key = 0; key < 8; key++) {
            byte[] k = RandomBytes.of(random, 16);
            Sm4 sm4 = new Sm4(k);
            SM4Engine enc = bc(true, k);
            SM4Engine dec = bc(false, k);
            byte[] in = new byte[16];
            byte[] want = new byte[16];
            byte[] got = new byte[16];
            for (int i = 0; i < 4_000; i++) {
                random.nextBytes(in);
                enc.processBlock(in, 0, want, 0);
                sm4.encryptBlock(in, 0, got, 0);
                wrong += Arrays.equals(want, got) ? 0 : 1;
                dec.processBlock(in, 0, want, 0);
                sm4.decryptBlock(in, 0, got, 0);
                wrong += Arrays.equals(want, got) ? 0 : 1;
            }
        }
        assertEquals(0, wrong, "blocks that differ from Bouncy Castle's");
    }

    @Test
    void bulkBlocksStayRightOnceCompiled() throws Exception {
        Random random = new Random(0x5305);
        byte[] k = RandomBytes.of(random, 16);
        Sm4 sm4 = new Sm4(k);
        SM4Engine enc = bc(true, k);
        SM4Engine dec = bc(false, k);
        int wrong = 0;
        for (int i = 0; i < 12_000; i++) {
            // 1..40 blocks: every bitsliced batch width and remainder, at odd offsets.
            int blocks = 1 + i % 40;
            int inOff = random.nextInt(4);
            int outOff = random.nextInt(4);
            byte[] in = RandomBytes.of(random, inOff + 16 * blocks);
            byte[] want = new byte[16 * blocks];
            byte[] got = new byte[outOff + 16 * blocks];
            boolean encrypt = (i & 1) == 0;
            SM4Engine peer = encrypt ? enc : dec;
            for (int b = 0; b < blocks; b++) {
                peer.processBlock(in, inOff + 16 * b, want, 16 * b);
            }
            if (encrypt) {
                sm4.encryptBlocks(in, inOff, got, outOff, blocks);
            } else {
                sm4.decryptBlocks(in, inOff, got, outOff, blocks);
            }
            wrong += Arrays.equals(want, Arrays.copyOfRange(got, outOff, got.length)) ? 0 : 1;
        }
        assertEquals(0, wrong, "bulk runs that differ from Bouncy Castle's");
    }

    private static SM4Engine bc(boolean encrypt, byte[] key) {
        SM4Engine e = new SM4Engine();
        e.init(encrypt, new KeyParameter(key));
        return e;
    }

}
