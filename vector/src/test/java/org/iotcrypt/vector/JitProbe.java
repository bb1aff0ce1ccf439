package org.iotcrypt.vector;

import java.util.Arrays;
import org.iotcrypt.internal.engine.BulkGhash;
import org.iotcrypt.internal.mode.Ghash;
import org.iotcrypt.mode.Gcm;
import org.iotcrypt.sm4.Sm4;

/**
 * Runs one vector engine hot until C2 has long finished with it (for JitCompilationTest):
 * {@code sm4} encrypts 16 KiB messages (and decrypts a partial batch), {@code ghash} hashes
 * them with the vector GHASH (and batches of short messages, as batch GCM does), each engine in
 * a JVM of its own; {@code gcm} seals them with SM4-GCM, and batches of short messages, both
 * engines in one JVM, as users run them.
 */
public final class JitProbe {

    private JitProbe() {
    }

    public static void main(String[] args) throws Exception {
        int iterations = Integer.parseInt(args[0]);
        byte[] buf = new byte[16384];
        if (args[1].equals("ghash")) {
            byte[] h = new byte[16];
            h[5] = 42;
            byte[] out = new byte[16];
            // Batch GCM's GHASH too: 64 messages of 64 bytes with 20 bytes of AAD, side by side.
            BulkGhash bulk = Ghash.bulkFor(h);
            byte[][] aads = new byte[64][20];
            byte[][] texts = new byte[64][64];
            int[] lens = new int[64];
            Arrays.fill(lens, 64);
            byte[] hashes = new byte[16 * 64];
            // At least 4 s: with batch GCM's messages hashed 32 to a call, absorbLanes went through
            // three or four OSR compilations and got its normal C2 compilation only 1.4-1.75 s into
            // fresh JDK 17 JVMs, about when a 3,000-iteration run ends (one CI run caught it unfinished).
            long until = System.nanoTime() + 4_000_000_000L;
            for (int i = 0; i < iterations || System.nanoTime() < until; i++) {
                Ghash g = new Ghash(h);
                g.update(buf, 0, buf.length);
                g.finish(0, buf.length, out, 0);
                buf[i & 1023] ^= out[0];
                Ghash.ofMessages(h, bulk, aads, texts, lens, hashes);
                texts[i & 63][i & 31] ^= hashes[i & 1023];
            }
            System.out.println("done: " + Ghash.bulkStatus() + ", " + buf[0]);
            return;
        }
        Sm4 sm4 = new Sm4(new byte[16]);
        if (args[1].equals("gcm")) {
            Gcm gcm = new Gcm(sm4, 16);
            byte[] nonce = new byte[12];
            // And a gateway's batch: 128 messages of 64 bytes, each with its own nonce.
            byte[][] nonces = new byte[128][12];
            byte[][] messages = new byte[128][64];
            // At least 6 s: the batches' SM4 input side (loadGroup, 911 bytes) finished its C2
            // compilation only 2.3-2.9 s into fresh JVMs here, after the end of a 3,000-iteration
            // run in one JVM of four, and of a 6,000-iteration one (3.3 s) once in a CI run.
            long until = System.nanoTime() + 6_000_000_000L;
            for (int i = 0; i < iterations || System.nanoTime() < until; i++) {
                nonce[0] = (byte) i;
                nonce[1] = (byte) (i >>> 8);
                byte[] sealed = gcm.seal(nonce, null, buf);
                buf[i & 1023] ^= sealed[sealed.length - 1];
                for (int m = 0; m < nonces.length; m++) {
                    nonces[m][0] = (byte) i;
                    nonces[m][1] = (byte) (i >>> 8);
                    nonces[m][2] = (byte) m;
                }
                byte[][] batch = gcm.sealBatch(nonces, null, messages);
                messages[i & 127][0] ^= batch[i & 127][70];
            }
            System.out.println("done: " + sm4.implementation() + ", " + Ghash.bulkStatus() + ", " + buf[0]);
            return;
        }
        for (int i = 0; i < iterations; i++) {
            sm4.encryptBlocks(buf, 0, buf, 0, buf.length / 16);
            sm4.decryptBlocks(buf, 0, buf, 0, 100);
        }
        System.out.println("done: " + sm4.implementation() + ", " + buf[0]);
    }
}
