package org.iotcrypt.bench;

import java.math.BigInteger;
import org.iotcrypt.mode.BlockCipher;
import org.iotcrypt.util.Bytes;

/**
 * The table-based PRESENT reference the bitsliced engine is measured against: PRESENT written
 * the way the CHES 2007 paper describes it and most published software does it, a 16-entry
 * S-box table looked up per nibble and the pLayer as a loop over the 64 bit positions with
 * P(i) = 16 i mod 63. A copy of the core tests' {@code TablePresent}. Not constant time (the
 * S-box lookups are indexed by secret nibbles); for comparison only.
 */
final class PresentTableReference implements BlockCipher {

    private static final int[] SBOX = {0xC, 0x5, 0x6, 0xB, 0x9, 0x0, 0xA, 0xD, 0x3, 0xE, 0xF, 0x8, 0x4, 0x7, 0x1, 0x2};
    private static final int[] INVERSE_SBOX = new int[16];

    static {
        for (int x = 0; x < 16; x++) {
            INVERSE_SBOX[SBOX[x]] = x;
        }
    }

    private final long[] roundKeys = new long[32];

    PresentTableReference(byte[] key) {
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

    /** K1..K32, for {@link PresentSpTable}, which shares this key schedule. */
    long[] roundKeys() {
        return roundKeys.clone();
    }

    @Override
    public int blockSize() {
        return 8;
    }

    @Override
    public void encryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
        long state = Bytes.getLongBE(in, inOff);
        for (int round = 0; round < 31; round++) {
            state = pLayer(sBoxLayer(state ^ roundKeys[round], SBOX));
        }
        Bytes.putLongBE(state ^ roundKeys[31], out, outOff);
    }

    @Override
    public void decryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
        long state = Bytes.getLongBE(in, inOff) ^ roundKeys[31];
        for (int round = 30; round >= 0; round--) {
            state = sBoxLayer(inversePLayer(state), INVERSE_SBOX) ^ roundKeys[round];
        }
        Bytes.putLongBE(state, out, outOff);
    }

    private static long sBoxLayer(long state, int[] box) {
        long out = 0;
        for (int i = 0; i < 16; i++) {
            out |= (long) box[(int) (state >>> (4 * i)) & 0xF] << (4 * i);
        }
        return out;
    }

    private static int p(int i) {
        return i == 63 ? 63 : (16 * i) % 63;
    }

    private static long pLayer(long state) {
        long out = 0;
        for (int i = 0; i < 64; i++) {
            out |= ((state >>> i) & 1) << p(i);
        }
        return out;
    }

    private static long inversePLayer(long state) {
        long out = 0;
        for (int i = 0; i < 64; i++) {
            out |= ((state >>> p(i)) & 1) << i;
        }
        return out;
    }
}
