package org.iotcrypt.vectors;

import java.math.BigInteger;

/**
 * PRESENT written the way the CHES 2007 paper describes it: a 16-entry S-box table, the pLayer
 * as a loop over the 64 bit positions with P(i) = 16 i mod 63, and the key register as a
 * BigInteger. Two uses: the reference core's tests check the constant-time engines against,
 * and (through core's test-jar) the table-based PRESENT that bench measures the bitsliced engine
 * against ({@code org.iotcrypt.bench.PresentTableReference}). Not constant time (the S-box
 * lookups are indexed by secret nibbles); never shipped.
 */
public final class TablePresent {

    /** The S-box of the CHES 2007 paper, Table 1. */
    public static final int[] SBOX = {0xC, 0x5, 0x6, 0xB, 0x9, 0x0, 0xA, 0xD, 0x3, 0xE, 0xF, 0x8, 0x4, 0x7, 0x1, 0x2};
    /** Its inverse. */
    public static final int[] INVERSE_SBOX = new int[16];

    static {
        for (int x = 0; x < 16; x++) {
            INVERSE_SBOX[SBOX[x]] = x;
        }
    }

    private final long[] roundKeys = new long[32];

    /** @param key 10 bytes (PRESENT-80) or 16 bytes (PRESENT-128), not checked */
    public TablePresent(byte[] key) {
        int bits = 8 * key.length;
        BigInteger mask = BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
        BigInteger register = new BigInteger(1, key);
        for (int i = 1; i <= 32; i++) {
            roundKeys[i - 1] = register.shiftRight(bits - 64).longValue();
            if (i == 32) {
                break;
            }
            register = register.shiftLeft(61).or(register.shiftRight(bits - 61)).and(mask);
            int top = register.shiftRight(bits - 4).intValue();
            register = register.xor(BigInteger.valueOf(top ^ SBOX[top]).shiftLeft(bits - 4));
            if (bits == 128) {
                int next = register.shiftRight(bits - 8).intValue() & 0xF;
                register = register.xor(BigInteger.valueOf(next ^ SBOX[next]).shiftLeft(bits - 8));
                register = register.xor(BigInteger.valueOf(i).shiftLeft(62));
            } else {
                register = register.xor(BigInteger.valueOf(i).shiftLeft(15));
            }
        }
    }

    /** K1..K32 as 64-bit words, for a reference that shares this key schedule. */
    public long[] roundKeys() {
        return roundKeys.clone();
    }

    /** Encrypts one big-endian 64-bit block. */
    public long encrypt(long state) {
        for (int round = 0; round < 31; round++) {
            state = pLayer(sBoxLayer(state ^ roundKeys[round], SBOX));
        }
        return state ^ roundKeys[31];
    }

    /** Decrypts one big-endian 64-bit block. */
    public long decrypt(long state) {
        state ^= roundKeys[31];
        for (int round = 30; round >= 0; round--) {
            state = sBoxLayer(inversePLayer(state), INVERSE_SBOX) ^ roundKeys[round];
        }
        return state;
    }

    static long sBoxLayer(long state, int[] box) {
        long out = 0;
        for (int i = 0; i < 16; i++) {
            out |= (long) box[(int) (state >>> (4 * i)) & 0xF] << (4 * i);
        }
        return out;
    }

    static int p(int i) {
        return i == 63 ? 63 : (16 * i) % 63;
    }

    /** The bit permutation P of the paper, bit i to P(i). */
    public static long pLayer(long state) {
        long out = 0;
        for (int i = 0; i < 64; i++) {
            out |= ((state >>> i) & 1) << p(i);
        }
        return out;
    }

    /** P's inverse. */
    public static long inversePLayer(long state) {
        long out = 0;
        for (int i = 0; i < 64; i++) {
            out |= ((state >>> p(i)) & 1) << i;
        }
        return out;
    }
}
