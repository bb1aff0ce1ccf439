package org.iotcrypt.conformance;

import java.util.Random;
import org.iotcrypt.mode.Gcm;
import org.iotcrypt.sm4.Sm4;

/**
 * Seals batches of 16 GCM messages of 64 bytes with 20 bytes of AAD (the benchmark's shape) and,
 * after each, one message of 1 KiB (whose GHASH runs the bulk GHASH's {@code absorb}) under one
 * key, at least {@code args[0]} batches and for at least {@code args[1]} milliseconds, so that C2
 * compiles the default path's kernels (for DefaultPathJitTest, which reads the JIT's log); then
 * prints which SM4 engine served.
 */
public final class BatchGcmProbe {

    private BatchGcmProbe() {
    }

    public static void main(String[] args) throws Exception {
        long batches = Long.parseLong(args[0]);
        long millis = Long.parseLong(args[1]);
        Random random = new Random(0x6c31);
        byte[] key = new byte[16];
        random.nextBytes(key);
        Sm4 sm4 = new Sm4(key);
        Gcm gcm = new Gcm(sm4, 16);
        byte[][] nonces = new byte[16][12];
        byte[][] aads = new byte[16][20];
        byte[][] texts = new byte[16][64];
        byte[] longText = new byte[1024];
        random.nextBytes(longText);
        for (int i = 0; i < 16; i++) {
            random.nextBytes(aads[i]);
            random.nextBytes(texts[i]);
        }
        long start = System.nanoTime();
        long sink = 0;
        for (long n = 0; n < batches || System.nanoTime() - start < millis * 1_000_000; n++) {
            for (int i = 0; i < 16; i++) {
                nonces[i][0] = (byte) i;
                nonces[i][4] = (byte) (n >>> 24);
                nonces[i][5] = (byte) (n >>> 16);
                nonces[i][6] = (byte) (n >>> 8);
                nonces[i][7] = (byte) n;
            }
            sink += gcm.sealBatch(nonces, aads, texts)[15][79];
            nonces[0][0] = (byte) 0xff;
            sink += gcm.seal(nonces[0], aads[0], longText)[1039];
        }
        System.out.println("done: " + sm4.implementation() + " (" + sink % 2 + ")");
    }
}
