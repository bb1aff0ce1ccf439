package org.iotcrypt.mode;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.bouncycastle.crypto.BufferedBlockCipher;
import org.bouncycastle.crypto.DefaultBufferedBlockCipher;
import org.bouncycastle.crypto.StreamCipher;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.modes.CBCBlockCipher;
import org.bouncycastle.crypto.modes.SICBlockCipher;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;
import org.iotcrypt.cipher.Aead;
import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.testing.RandomBytes;
import org.junit.jupiter.api.Test;

/**
 * The SM4 modes after the JIT has compiled them with C2, not only in the interpreter and C1
 * where the other tests mostly run: JDK 17.0.15's C2 once miscompiled SM3's digest output
 * loop (see Sm3JitTest), so each mode here runs tens of thousands of short messages, in
 * split updates, against Bouncy Castle.
 */
class ModesJitTest {

    private static final byte[] KEY = RandomBytes.of(new Random(0x3d), 16);

    @Test
    void gcmAndCcmStayRightOnceCompiled() throws Exception {
        Random random = new Random(0x6c3);
        BlockCipher sm4 = TestCiphers.sm4(KEY);
        Aead gcm = new Gcm(sm4, 16);
        Aead ccm = new Ccm(sm4, 16);
        int wrong = 0;
        for (int i = 0; i < 10_000; i++) {
            byte[] nonce = RandomBytes.of(random, 12);
            byte[] aad = RandomBytes.of(random, random.nextInt(24));
            byte[] msg = RandomBytes.of(random, random.nextInt(72));
            byte[] wantGcm = Peers.bcGcm(true, KEY, nonce, 16, aad, msg);
            wrong += Arrays.equals(wantGcm, gcm.seal(nonce, aad, msg)) ? 0 : 1;
            wrong += Arrays.equals(msg, gcm.open(nonce, aad, wantGcm)) ? 0 : 1;
            byte[] wantCcm = Peers.bcCcm(true, KEY, nonce, 16, aad, msg);
            wrong += Arrays.equals(wantCcm, ccm.seal(nonce, aad, msg)) ? 0 : 1;
            wrong += Arrays.equals(msg, ccm.open(nonce, aad, wantCcm)) ? 0 : 1;
        }
        assertEquals(0, wrong, "AEAD results that differ from Bouncy Castle's");
    }

    @Test
    void cbcAndCtrStayRightOnceCompiled() throws Exception {
        Random random = new Random(0xcbc);
        BlockCipher sm4 = TestCiphers.sm4(KEY);
        int wrong = 0;
        for (int i = 0; i < 10_000; i++) {
            byte[] iv = RandomBytes.of(random, 16);
            byte[] msg = RandomBytes.of(random, 16 * random.nextInt(6));
            byte[] wantCbc = bcCbc(iv, msg);
            wrong += Arrays.equals(wantCbc, split(random, Cbc.encryptor(sm4, iv, Padding.NONE), msg)) ? 0 : 1;
            wrong += Arrays.equals(msg, split(random, Cbc.decryptor(sm4, iv, Padding.NONE), wantCbc)) ? 0 : 1;
            // Counters whose low bytes are all ones, so the carry paths run too.
            Arrays.fill(iv, 12 + random.nextInt(4), 16, (byte) 0xff);
            byte[] text = RandomBytes.of(random, random.nextInt(80));
            wrong += Arrays.equals(bcCtr(iv, text), split(random, Ctr.create(sm4, iv), text)) ? 0 : 1;
        }
        assertEquals(0, wrong, "CBC/CTR results that differ from Bouncy Castle's");
    }

    /** Runs the operation with the input split in two updates and a final call. */
    private static byte[] split(Random random, CipherOperation op, byte[] in) throws Exception {
        byte[] out = new byte[op.finalOutputSize(in.length)];
        int a = random.nextInt(in.length + 1);
        int b = a + random.nextInt(in.length - a + 1);
        int n = op.update(in, 0, a, out, 0);
        n += op.update(in, a, b - a, out, n);
        n += op.doFinal(in, b, in.length - b, out, n);
        return Arrays.copyOf(out, n);
    }

    private static byte[] bcCbc(byte[] iv, byte[] in) throws Exception {
        BufferedBlockCipher c = new DefaultBufferedBlockCipher(CBCBlockCipher.newInstance(new SM4Engine()));
        c.init(true, new ParametersWithIV(new KeyParameter(KEY), iv));
        byte[] out = new byte[in.length];
        int n = c.processBytes(in, 0, in.length, out, 0);
        c.doFinal(out, n);
        return out;
    }

    private static byte[] bcCtr(byte[] iv, byte[] in) {
        StreamCipher c = SICBlockCipher.newInstance(new SM4Engine());
        c.init(true, new ParametersWithIV(new KeyParameter(KEY), iv));
        byte[] out = new byte[in.length];
        c.processBytes(in, 0, in.length, out, 0);
        return out;
    }

}
