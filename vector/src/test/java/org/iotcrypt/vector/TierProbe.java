package org.iotcrypt.vector;

import java.util.Arrays;
import java.util.Random;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.params.KeyParameter;
import org.iotcrypt.internal.mode.Ghash;
import org.iotcrypt.sm4.Sm4;

/**
 * Encrypts and decrypts random block counts (1 to three batches) with Sm4, which the JVM's
 * options route to the vector engine, and checks every block against Bouncy Castle's SM4Engine;
 * prints the engine and the number of blocks checked, or exits 1 at the first difference (or if
 * the vector GHASH failed its self-test in this tier). Run by
 * VectorTiersTest in JVMs that never reach C2, where the Vector API runs its Java fallback.
 */
public final class TierProbe {

    private TierProbe() {
    }

    public static void main(String[] args) throws Exception {
        int calls = Integer.parseInt(args[0]);
        Random rnd = new Random(1707);
        long checked = 0;
        String engine = null;
        for (int i = 0; i < calls; i++) {
            byte[] key = new byte[16];
            rnd.nextBytes(key);
            Sm4 sm4 = new Sm4(key);
            engine = sm4.implementation();
            int blocks = 2 + rnd.nextInt(3 * sm4.parallelBlocks());
            byte[] in = new byte[16 * blocks];
            rnd.nextBytes(in);
            byte[] enc = new byte[in.length];
            byte[] dec = new byte[in.length];
            sm4.encryptBlocks(in, 0, enc, 0, blocks);
            sm4.decryptBlocks(in, 0, dec, 0, blocks);
            SM4Engine e = new SM4Engine();
            e.init(true, new KeyParameter(key));
            SM4Engine d = new SM4Engine();
            d.init(false, new KeyParameter(key));
            byte[] want = new byte[16];
            for (int b = 0; b < blocks; b++) {
                e.processBlock(in, 16 * b, want, 0);
                if (!Arrays.equals(want, 0, 16, enc, 16 * b, 16 * b + 16)) {
                    System.out.println("encryption differs from Bouncy Castle at call " + i + ", block " + b);
                    System.exit(1);
                }
                d.processBlock(in, 16 * b, want, 0);
                if (!Arrays.equals(want, 0, 16, dec, 16 * b, 16 * b + 16)) {
                    System.out.println("decryption differs from Bouncy Castle at call " + i + ", block " + b);
                    System.exit(1);
                }
            }
            checked += blocks;
        }
        // The vector GHASH's self-test (long runs, and short messages side by side as batch GCM
        // hashes them, against core's plain GHASH) runs in this JVM's tier too; it serves only if it passed.
        if (!Ghash.bulkStatus().startsWith("on")) {
            System.out.println("the vector GHASH does not serve: " + Ghash.bulkStatus());
            System.exit(1);
        }
        System.out.println(engine + ": " + checked + " blocks agree");
    }
}
