package org.iotcrypt.bench;

import org.iotcrypt.internal.util.Bytes;

/**
 * The fastest common table-based PRESENT in software, for an honest comparison beside
 * {@link PresentTableReference}: the S-layer and pLayer of one round merged into eight tables
 * of 256 {@code long}s (the S-boxes of one byte of the state, then where the pLayer sends
 * those eight bits), so a round is eight lookups and XORs. Not constant time (every lookup is
 * indexed by a secret byte), which is why iotcrypt does not ship it. Round keys come from
 * {@link PresentTableReference}'s schedule; decryption keeps the plain inverse layers.
 */
final class PresentSpTable extends ReferenceCipher {

    private static final int[] SBOX = {0xC, 0x5, 0x6, 0xB, 0x9, 0x0, 0xA, 0xD, 0x3, 0xE, 0xF, 0x8, 0x4, 0x7, 0x1, 0x2};
    private static final long[][] SP = new long[8][256];

    static {
        for (int b = 0; b < 8; b++) {
            for (int v = 0; v < 256; v++) {
                long s = (long) (SBOX[v & 0xF] | SBOX[v >>> 4] << 4) << (8 * b);
                long p = 0;
                for (int i = 0; i < 64; i++) {
                    p |= ((s >>> i) & 1) << (i == 63 ? 63 : (16 * i) % 63);
                }
                SP[b][v] = p;
            }
        }
    }

    private final PresentTableReference schedule;
    private final long[] roundKeys;

    PresentSpTable(byte[] key) {
        schedule = new PresentTableReference(key);
        roundKeys = schedule.roundKeys();
    }

    @Override
    public int blockSize() {
        return 8;
    }

    @Override
    public void encryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
        long s = Bytes.getLongBE(in, inOff);
        for (int round = 0; round < 31; round++) {
            s ^= roundKeys[round];
            s = SP[0][(int) s & 0xff] ^ SP[1][(int) (s >>> 8) & 0xff] ^ SP[2][(int) (s >>> 16) & 0xff]
                    ^ SP[3][(int) (s >>> 24) & 0xff] ^ SP[4][(int) (s >>> 32) & 0xff]
                    ^ SP[5][(int) (s >>> 40) & 0xff] ^ SP[6][(int) (s >>> 48) & 0xff] ^ SP[7][(int) (s >>> 56)];
        }
        Bytes.putLongBE(s ^ roundKeys[31], out, outOff);
    }

    @Override
    public void decryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
        schedule.decryptBlock(in, inOff, out, outOff);
    }
}
