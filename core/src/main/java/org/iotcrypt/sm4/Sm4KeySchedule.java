package org.iotcrypt.sm4;

import org.iotcrypt.internal.util.Bytes;

/**
 * The SM4 key expansion (GB/T 32907-2016, section 7.3): 32 round keys from a 16-byte key.
 *
 * <p>The key is secret, so the S-box here is the same Boolean circuit the engines use
 * ({@link Sm4SingleBlockEngine#tau}): no table lookup and no branch depends on the key.
 */
final class Sm4KeySchedule {

    /** The system parameters FK0..FK3. */
    private static final int[] FK = {0xa3b1bac6, 0x56aa3350, 0x677d9197, 0xb27022dc};

    static final int ROUNDS = 32;

    private Sm4KeySchedule() {
    }

    /** Returns rk[0..31]; {@code key} must hold 16 bytes from {@code off} (checked by the caller). */
    static int[] expand(byte[] key, int off) {
        int k0 = Bytes.getIntBE(key, off) ^ FK[0];
        int k1 = Bytes.getIntBE(key, off + 4) ^ FK[1];
        int k2 = Bytes.getIntBE(key, off + 8) ^ FK[2];
        int k3 = Bytes.getIntBE(key, off + 12) ^ FK[3];
        int[] rk = new int[ROUNDS];
        for (int i = 0; i < ROUNDS; i++) {
            int b = Sm4SingleBlockEngine.tau(k1 ^ k2 ^ k3 ^ ck(i));
            int next = k0 ^ b ^ Integer.rotateLeft(b, 13) ^ Integer.rotateLeft(b, 23);
            rk[i] = next;
            k0 = k1;
            k1 = k2;
            k2 = k3;
            k3 = next;
        }
        return rk;
    }

    /** The fixed parameter CK_i: its byte j is (4i + j)·7 mod 256. */
    static int ck(int i) {
        int word = 0;
        for (int j = 0; j < 4; j++) {
            word = (word << 8) | (((4 * i + j) * 7) & 0xff);
        }
        return word;
    }
}
