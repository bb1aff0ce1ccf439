package org.iotcrypt.vector;

import org.iotcrypt.internal.mode.Ghash;
import org.iotcrypt.mode.Gcm;
import org.iotcrypt.sm4.Sm4;

/**
 * Runs one vector engine hot until C2 has long finished with it (for JitCompilationTest):
 * {@code sm4} encrypts 16 KiB messages (and decrypts a partial batch), {@code ghash} hashes
 * them with the vector GHASH, each engine in a JVM of its own; {@code gcm} seals them with
 * SM4-GCM, both engines in one JVM, as users run them.
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
            for (int i = 0; i < iterations; i++) {
                Ghash g = new Ghash(h);
                g.update(buf, 0, buf.length);
                g.finish(0, buf.length, out, 0);
                buf[i & 1023] ^= out[0];
            }
            System.out.println("done: " + Ghash.bulkStatus() + ", " + buf[0]);
            return;
        }
        Sm4 sm4 = new Sm4(new byte[16]);
        if (args[1].equals("gcm")) {
            Gcm gcm = new Gcm(sm4, 16);
            byte[] nonce = new byte[12];
            for (int i = 0; i < iterations; i++) {
                nonce[0] = (byte) i;
                nonce[1] = (byte) (i >>> 8);
                byte[] sealed = gcm.seal(nonce, null, buf);
                buf[i & 1023] ^= sealed[sealed.length - 1];
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
