package org.iotcrypt.vector;

import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.modes.GCMBlockCipher;
import org.bouncycastle.crypto.params.AEADParameters;
import org.bouncycastle.crypto.params.KeyParameter;
import org.iotcrypt.internal.engine.VectorWarmup;
import org.iotcrypt.internal.mode.Ghash;
import org.iotcrypt.mode.Gcm;
import org.iotcrypt.sm4.Sm4;

/**
 * A program's first SM4-GCM key in a fresh JVM with the vector engines and the warm-up on
 * ({@code -Diotcrypt.vector.warmup=true}): prints the status and the key's engine at once, seals
 * random messages and checks each against Bouncy Castle while the engines warm up and after they
 * serve, then prints the same lines again (for WarmupTest). Exits 1 at the first difference.
 */
public final class WarmupProbe {

    private WarmupProbe() {
    }

    public static void main(String[] args) throws Exception {
        Random rnd = new Random(2024);
        byte[] key = new byte[16];
        rnd.nextBytes(key);
        Sm4 early = new Sm4(key);
        Gcm gcm = new Gcm(early, 16);
        System.out.println("early status: " + Sm4.vectorEngineStatus());
        System.out.println("early engine: " + early.implementation());
        long during = 0;
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!VectorWarmup.awaitAll(0, TimeUnit.SECONDS) && System.nanoTime() < end) {
            check(gcm, key, rnd);
            during++;
        }
        System.out.println("GHASH status: " + Ghash.bulkStatus());
        for (int i = 0; i < 300; i++) {
            check(gcm, key, rnd);
        }
        System.out.println("late status: " + Sm4.vectorEngineStatus());
        System.out.println("early key's engine now: " + early.implementation());
        System.out.println("new key's engine: " + new Sm4(new byte[16]).implementation());
        System.out.println("checked " + during + " messages while warming up and 300 after");
    }

    /** One message of 0 to 3 vector batches (plus a tail), sealed by both, compared byte for byte. */
    private static void check(Gcm gcm, byte[] key, Random rnd) throws Exception {
        byte[] nonce = new byte[12];
        rnd.nextBytes(nonce);
        byte[] aad = new byte[rnd.nextInt(40)];
        rnd.nextBytes(aad);
        byte[] text = new byte[rnd.nextInt(3 * 128 * 16 + 100)];
        rnd.nextBytes(text);
        byte[] ours = gcm.seal(nonce, aad, text);
        GCMBlockCipher bc = (GCMBlockCipher) GCMBlockCipher.newInstance(new SM4Engine());
        bc.init(true, new AEADParameters(new KeyParameter(key), 128, nonce, aad));
        byte[] theirs = new byte[bc.getOutputSize(text.length)];
        int n = bc.processBytes(text, 0, text.length, theirs, 0);
        bc.doFinal(theirs, n);
        if (!Arrays.equals(ours, theirs)) {
            System.out.println("SM4-GCM differs from Bouncy Castle for a message of " + text.length + " bytes");
            System.exit(1);
        }
    }
}
