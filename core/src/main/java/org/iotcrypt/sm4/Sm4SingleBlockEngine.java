package org.iotcrypt.sm4;

import org.iotcrypt.util.Bytes;

/**
 * The single-block engine for serial work (CBC encryption, CBC-MAC): the 32 rounds on four
 * {@code int}s in registers, the S-box being the circuit of {@link Sm4Sbox#substitute} on
 * the four bytes of a word at once. Nothing is allocated per block. Constant time: secret
 * data meets only XOR, AND, fixed shifts and rotations; no branch or index depends on it.
 */
final class Sm4SingleBlockEngine {

    private final int[] encKeys;
    private final int[] decKeys;

    Sm4SingleBlockEngine(int[] rk) {
        this.encKeys = Sm4Sbox.foldedRoundKeys(rk, false);
        this.decKeys = Sm4Sbox.foldedRoundKeys(rk, true);
    }

    void encrypt(byte[] in, int inOff, byte[] out, int outOff) {
        process(encKeys, in, inOff, out, outOff);
    }

    void decrypt(byte[] in, int inOff, byte[] out, int outOff) {
        process(decKeys, in, inOff, out, outOff);
    }

    /** X_{i+4} = X_i ^ L(S'(X_{i+1} ^ X_{i+2} ^ X_{i+3} ^ k_i)), four rounds per iteration. */
    private static void process(int[] k, byte[] in, int inOff, byte[] out, int outOff) {
        int x0 = Bytes.getIntBE(in, inOff);
        int x1 = Bytes.getIntBE(in, inOff + 4);
        int x2 = Bytes.getIntBE(in, inOff + 8);
        int x3 = Bytes.getIntBE(in, inOff + 12);
        for (int i = 0; i < Sm4KeySchedule.ROUNDS; i += 4) {
            x0 ^= Sm4Sbox.linear(Sm4Sbox.substitute(x1 ^ x2 ^ x3 ^ k[i]));
            x1 ^= Sm4Sbox.linear(Sm4Sbox.substitute(x2 ^ x3 ^ x0 ^ k[i + 1]));
            x2 ^= Sm4Sbox.linear(Sm4Sbox.substitute(x3 ^ x0 ^ x1 ^ k[i + 2]));
            x3 ^= Sm4Sbox.linear(Sm4Sbox.substitute(x0 ^ x1 ^ x2 ^ k[i + 3]));
        }
        Bytes.putIntBE(x3, out, outOff);
        Bytes.putIntBE(x2, out, outOff + 4);
        Bytes.putIntBE(x1, out, outOff + 8);
        Bytes.putIntBE(x0, out, outOff + 12);
    }
}
