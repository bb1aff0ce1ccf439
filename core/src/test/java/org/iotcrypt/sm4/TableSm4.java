package org.iotcrypt.sm4;

import org.iotcrypt.internal.util.Bytes;
import org.iotcrypt.vectors.VectorFile;

/**
 * A textbook, table-driven SM4 (GB/T 32907-2016) for tests only: the reference the S-box
 * circuit is checked against. Not constant time, and deliberately written straight from the
 * standard rather than from the production code; {@code Sm4SboxTest} checks it against
 * Bouncy Castle so that the table it reads is known to be the standard's.
 */
final class TableSm4 {

    /**
     * The S-box table of GB/T 32907-2016 (Table 1), from {@code vectors/gbt32907-sm4-sbox.txt},
     * the file the hardware module's tests read too.
     */
    static final byte[] SBOX = VectorFile.load("gbt32907-sm4-sbox.txt").get(0).hex("sbox");

    private static final int[] FK = {0xa3b1bac6, 0x56aa3350, 0x677d9197, 0xb27022dc};

    private final int[] rk = new int[32];

    TableSm4(byte[] key) {
        int[] k = new int[36];
        for (int i = 0; i < 4; i++) {
            k[i] = Bytes.getIntBE(key, 4 * i) ^ FK[i];
        }
        for (int i = 0; i < 32; i++) {
            int ck = 0;
            for (int j = 0; j < 4; j++) {
                ck = (ck << 8) | ((4 * i + j) * 7 & 0xff);
            }
            int b = tau(k[i + 1] ^ k[i + 2] ^ k[i + 3] ^ ck);
            k[i + 4] = k[i] ^ b ^ Integer.rotateLeft(b, 13) ^ Integer.rotateLeft(b, 23);
            rk[i] = k[i + 4];
        }
    }

    static int tau(int a) {
        int b = 0;
        for (int shift = 24; shift >= 0; shift -= 8) {
            b |= (SBOX[(a >>> shift) & 0xff] & 0xff) << shift;
        }
        return b;
    }

    byte[] encrypt(byte[] block) {
        return crypt(block, false);
    }

    byte[] decrypt(byte[] block) {
        return crypt(block, true);
    }

    private byte[] crypt(byte[] block, boolean decrypt) {
        int[] x = new int[36];
        for (int i = 0; i < 4; i++) {
            x[i] = Bytes.getIntBE(block, 4 * i);
        }
        for (int i = 0; i < 32; i++) {
            int b = tau(x[i + 1] ^ x[i + 2] ^ x[i + 3] ^ rk[decrypt ? 31 - i : i]);
            x[i + 4] = x[i] ^ b ^ Integer.rotateLeft(b, 2) ^ Integer.rotateLeft(b, 10)
                    ^ Integer.rotateLeft(b, 18) ^ Integer.rotateLeft(b, 24);
        }
        byte[] out = new byte[16];
        for (int i = 0; i < 4; i++) {
            Bytes.putIntBE(x[35 - i], out, 4 * i);
        }
        return out;
    }
}
