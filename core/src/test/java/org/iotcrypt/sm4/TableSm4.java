package org.iotcrypt.sm4;

import org.iotcrypt.encoding.Hex;
import org.iotcrypt.util.Bytes;

/**
 * A textbook, table-driven SM4 (GB/T 32907-2016) for tests only: the reference the S-box
 * circuit is checked against. Not constant time, and deliberately written straight from the
 * standard rather than from the production code; {@code Sm4SboxTest} checks it against
 * Bouncy Castle so that the table below is known to be the standard's.
 */
final class TableSm4 {

    /** The S-box table of GB/T 32907-2016, section 6.2, row by row. */
    static final byte[] SBOX = Hex.decode(
            "d690e9fecce13db716b614c228fb2c05" +
            "2b679a762abe04c3aa44132649860699" +
            "9c4250f491ef987a33540b43edcfac62" +
            "e4b31ca9c908e89580df94fa758f3fa6" +
            "4707a7fcf37317ba83593c19e6854fa8" +
            "686b81b27164da8bf8eb0f4b70569d35" +
            "1e240e5e6358d1a225227c3b01217887" +
            "d40046579fd327524c3602e7a0c4c89e" +
            "eabf8ad240c738b5a3f7f2cef96115a1" +
            "e0ae5da49b341a55ad933230f58cb1e3" +
            "1df6e22e8266ca60c02923ab0d534e6f" +
            "d5db3745defd8e2f03ff6a726d6c5b51" +
            "8d1baf92bbddbc7f11d95c411f105ad8" +
            "0ac13188a5cd7bbd2d74d012b8e5b4b0" +
            "8969974a0c96777e65b9f109c56ec684" +
            "18f07dec3adc4d2079ee5f3ed7cb3948");

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
