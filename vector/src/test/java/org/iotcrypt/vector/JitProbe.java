package org.iotcrypt.vector;

import org.iotcrypt.sm4.Sm4;

/** Encrypts 16 KiB messages with Sm4 until C2 has long finished with the vector engine (for JitCompilationTest). */
public final class JitProbe {

    private JitProbe() {
    }

    public static void main(String[] args) throws Exception {
        Sm4 sm4 = new Sm4(new byte[16]);
        byte[] buf = new byte[16384];
        int iterations = Integer.parseInt(args[0]);
        for (int i = 0; i < iterations; i++) {
            sm4.encryptBlocks(buf, 0, buf, 0, buf.length / 16);
            sm4.decryptBlocks(buf, 0, buf, 0, 100);
        }
        System.out.println("done: " + sm4.implementation() + ", " + buf[0]);
    }
}
