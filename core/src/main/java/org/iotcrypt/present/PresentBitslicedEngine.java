package org.iotcrypt.present;

import java.util.Arrays;
import org.iotcrypt.internal.util.Bytes;

/**
 * PRESENT on 64 blocks at once, bitsliced: after a 64 x 64 bit transposition, {@code long}
 * number j holds bit j of every block (block k in bit k). An S-box is then the Boolean
 * circuit of {@link PresentSbox} on four longs, for 64 blocks at a time, and the pLayer
 * costs nothing: each S-box writes its four outputs straight to the longs its bits move to
 * (bit 4q + r goes to 16r + q), alternating between two state arrays. The round keys are
 * expanded once into all-zero / all-one masks, one per round and bit.
 *
 * <p>A partial batch is padded with zero blocks, so a call costs the same for 1 and 64
 * blocks; {@link Present} sends small counts to the single-block engine instead.
 *
 * <p>Constant time: only XOR, AND, OR, NOT and shifts by public amounts; every array index
 * is a loop counter. Thread-safe: each call works in its own scratch arrays.
 */
final class PresentBitslicedEngine {

    /** Blocks per batch: one per bit of a long. */
    static final int BATCH = 64;

    private static final int ROUNDS = PresentKeySchedule.ROUND_KEYS - 1;

    /** {@code keyMasks[64 * i + j]} is all ones if bit j of round key K(i+1) is set. */
    private final long[] keyMasks;

    /** Reads {@code roundKeys} (K1..K32) without keeping it. */
    PresentBitslicedEngine(long[] roundKeys) {
        keyMasks = new long[64 * roundKeys.length];
        for (int i = 0; i < roundKeys.length; i++) {
            for (int j = 0; j < 64; j++) {
                keyMasks[64 * i + j] = -((roundKeys[i] >>> j) & 1);
            }
        }
    }

    /** Overwrites the round-key masks. */
    void wipe() {
        Arrays.fill(keyMasks, 0L);
    }

    void encryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        long[] a = new long[BATCH];
        long[] b = new long[BATCH];
        try {
            for (int done = 0; done < blocks; done += BATCH) {
                int k = Math.min(BATCH, blocks - done);
                load(in, inOff + 8 * done, k, a);
                for (int round = 0; round < ROUNDS; round += 2) {
                    encryptRound(a, b, 64 * round);
                    if (round + 1 < ROUNDS) {
                        encryptRound(b, a, 64 * (round + 1));
                    } else {
                        System.arraycopy(b, 0, a, 0, BATCH);
                    }
                }
                addKey(a, 64 * ROUNDS);
                store(a, k, out, outOff + 8 * done);
            }
        } finally {
            wipeScratch(a, b);
        }
    }

    void decryptBlocks(byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        long[] a = new long[BATCH];
        long[] b = new long[BATCH];
        try {
            for (int done = 0; done < blocks; done += BATCH) {
                int k = Math.min(BATCH, blocks - done);
                load(in, inOff + 8 * done, k, a);
                addKey(a, 64 * ROUNDS);
                for (int round = ROUNDS - 1; round >= 0; round -= 2) {
                    decryptRound(a, b, 64 * round);
                    if (round > 0) {
                        decryptRound(b, a, 64 * (round - 1));
                    } else {
                        System.arraycopy(b, 0, a, 0, BATCH);
                    }
                }
                store(a, k, out, outOff + 8 * done);
            }
        } finally {
            wipeScratch(a, b);
        }
    }

    /** The two state arrays hold the last batch's round states, plaintext included. */
    private static void wipeScratch(long[] a, long[] b) {
        Arrays.fill(a, 0L);
        Arrays.fill(b, 0L);
    }

    /** addRoundKey, sBoxLayer and pLayer from {@code x} into {@code y}; the circuit is PresentSbox's. */
    private void encryptRound(long[] x, long[] y, int key) {
        long[] km = keyMasks;
        for (int q = 0; q < 16; q++) {
            int i = 4 * q;
            long a0 = x[i] ^ km[key + i];
            long a1 = x[i + 1] ^ km[key + i + 1];
            long a2 = x[i + 2] ^ km[key + i + 2];
            long a3 = x[i + 3] ^ km[key + i + 3];
            long t1 = a1 ^ a2;
            long t2 = a2 & t1;
            long t3 = a3 ^ t2;
            long y0 = a0 ^ t3;
            t2 = t1 & t3;
            t1 ^= y0;
            t2 ^= a2;
            long t4 = a0 | t2;
            long y1 = t1 ^ t4;
            t2 ^= ~a0;
            y[q] = y0;
            y[q + 16] = y1;
            y[q + 48] = y1 ^ t2;
            t2 |= t1;
            y[q + 32] = t3 ^ t2;
        }
    }

    /** Inverse pLayer, inverse sBoxLayer and addRoundKey from {@code x} into {@code y}. */
    private void decryptRound(long[] x, long[] y, int key) {
        long[] km = keyMasks;
        for (int q = 0; q < 16; q++) {
            long a0 = x[q];
            long a1 = x[q + 16];
            long a2 = x[q + 32];
            long a3 = x[q + 48];
            long t13 = a1 & a3;
            long t12 = a1 & a2;
            long t23 = a2 & a3;
            long qq = t12 ^ t23;
            long r = t13 ^ t23;
            long u = a1 ^ qq;
            long p = a0 ^ a1 ^ a3;
            int i = 4 * q;
            y[i] = ~(a0 ^ a2 ^ t13) ^ km[key + i];
            y[i + 1] = p ^ r ^ (a0 & (a2 ^ t12 ^ r)) ^ km[key + i + 1];
            y[i + 2] = ~(a3 ^ t12 ^ t13 ^ (a0 & (u ^ a2 ^ a3 ^ t13))) ^ km[key + i + 2];
            y[i + 3] = p ^ a2 ^ (a0 & u) ^ km[key + i + 3];
        }
    }

    private void addKey(long[] x, int key) {
        for (int j = 0; j < 64; j++) {
            x[j] ^= keyMasks[key + j];
        }
    }

    /** Reads {@code k} blocks (the rest of the batch zero) and transposes them into bit slices. */
    private static void load(byte[] in, int off, int k, long[] x) {
        for (int i = 0; i < k; i++) {
            x[i] = Bytes.getLongBE(in, off + 8 * i);
        }
        for (int i = k; i < BATCH; i++) {
            x[i] = 0;
        }
        transpose(x);
    }

    /** Transposes the bit slices back into blocks and writes the first {@code k}. */
    private static void store(long[] x, int k, byte[] out, int off) {
        transpose(x);
        for (int i = 0; i < k; i++) {
            Bytes.putLongBE(x[i], out, off + 8 * i);
        }
    }

    /**
     * Transposes the 64 x 64 bit matrix whose row i is {@code x[i]} (column j = bit j), in
     * place: six rounds of swapping the off-diagonal blocks of size 32, 16, ..., 1.
     */
    static void transpose(long[] x) {
        long m = 0x00000000FFFFFFFFL;
        for (int j = 32; j != 0; j >>>= 1, m ^= m << j) {
            for (int k = 0; k < 64; k = ((k | j) + 1) & ~j) {
                long t = ((x[k] >>> j) ^ x[k | j]) & m;
                x[k] ^= t << j;
                x[k | j] ^= t;
            }
        }
    }
}
