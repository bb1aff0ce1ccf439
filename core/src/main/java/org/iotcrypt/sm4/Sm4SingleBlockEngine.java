package org.iotcrypt.sm4;

import org.iotcrypt.util.Bytes;

/**
 * The single-block engine for serial work (CBC encryption, CBC-MAC): the bitsliced rounds
 * with only block lane 0 loaded. One block costs about as much as a batch of 16 in the
 * rounds, but the transposition in and out is a handful of shifts per word. Constant time
 * for the same reasons as the rounds: no data-dependent branch or index anywhere.
 */
final class Sm4SingleBlockEngine {

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
            Sm4BitslicedRounds.toLane0(Bytes.getIntBE(in, inOff + 4 * w), s, 8 * w);
        }
        Sm4BitslicedRounds.rounds(s, masks);
        for (int w = 0; w < 4; w++) {
            int word = Sm4BitslicedRounds.fromLane0(s, Sm4BitslicedRounds.OUTPUT + 8 * (3 - w));
            Bytes.putIntBE(word, out, outOff + 4 * w);
        }
    }
}
