package org.iotcrypt.sm4;

import org.iotcrypt.util.Bytes;

/**
 * The single-block engine for serial work (CBC encryption, CBC-MAC): the bitsliced rounds
 * with only block lane 0 loaded. One block costs about as much as a batch of 16 in the
 * rounds, but the transposition in and out is a handful of shifts per word. Constant time
 * for the same reasons as the rounds: no data-dependent branch or index anywhere.
 */
final class Sm4SingleBlockEngine {

    /** Bit 16·j of each 16-bit group: block lane 0 of every byte. */
    private static final long LANE0 = 0x0001000100010001L;

    private final long[] encMasks;
    private final long[] decMasks;

    Sm4SingleBlockEngine(int[] rk) {
        this.encMasks = Sm4BitslicedRounds.masks(rk, false);
        this.decMasks = Sm4BitslicedRounds.masks(rk, true);
    }

    void encrypt(byte[] in, int inOff, byte[] out, int outOff) {
        process(encMasks, in, inOff, out, outOff);
    }

    void decrypt(byte[] in, int inOff, byte[] out, int outOff) {
        process(decMasks, in, inOff, out, outOff);
    }

    private static void process(long[] masks, byte[] in, int inOff, byte[] out, int outOff) {
        long[] s = new long[Sm4BitslicedRounds.STATE_LONGS];
        for (int w = 0; w < 4; w++) {
            long spread = spread(Integer.reverseBytes(Bytes.getIntBE(in, inOff + 4 * w)));
            for (int b = 0; b < 8; b++) {
                s[8 * w + b] = (spread >>> b) & LANE0;
            }
        }
        Sm4BitslicedRounds.rounds(s, masks);
        for (int w = 0; w < 4; w++) {
            int base = Sm4BitslicedRounds.OUTPUT + 8 * (3 - w);
            long spread = 0;
            for (int b = 0; b < 8; b++) {
                spread |= (s[base + b] & LANE0) << b;
            }
            Bytes.putIntBE(Integer.reverseBytes(gather(spread)), out, outOff + 4 * w);
        }
    }

    /** Moves bits 8j..8j+7 of {@code word} to bits 16j..16j+7. */
    private static long spread(int word) {
        long x = word & 0xffffffffL;
        x = (x | (x << 16)) & 0x0000ffff0000ffffL;
        return (x | (x << 8)) & 0x00ff00ff00ff00ffL;
    }

    /** The inverse of {@link #spread}. */
    private static int gather(long x) {
        x = (x | (x >>> 8)) & 0x0000ffff0000ffffL;
        return (int) (x | (x >>> 16));
    }
}
