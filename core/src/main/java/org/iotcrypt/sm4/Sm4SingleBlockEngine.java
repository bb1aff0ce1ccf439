package org.iotcrypt.sm4;

import java.util.Arrays;

import org.iotcrypt.internal.util.Bytes;

/**
 * The single-block engine for serial work (CBC encryption, CBC-MAC): the rounds on four
 * {@code int}s, with the S-box circuit of {@code Sm4BitslicedRounds} run once per round on
 * the four bytes of a word. Nothing is allocated per block.
 *
 * <p>Constant time: secret data meets only XOR, AND, fixed shifts and rotations; no branch
 * or index depends on it. The key schedule uses the same rounds for its S-box ({@link #tau}).
 */
final class Sm4SingleBlockEngine {

    /** Bit 0 of every byte. */
    private static final int LOW_BITS = 0x01010101;

    /** The round key that turns one round into the S-box of {@link #tau}. */
    private static final int[] TAU_KEY = {Sm4RoundKeys.IN_CONSTANT * LOW_BITS};

    private final int[] encKeys;
    private final int[] decKeys;

    Sm4SingleBlockEngine(int[] rk) {
        this.encKeys = Sm4RoundKeys.folded(rk, false);
        this.decKeys = Sm4RoundKeys.folded(rk, true);
    }

    /** Overwrites the round keys. */
    void wipe() {
        Arrays.fill(encKeys, 0);
        Arrays.fill(decKeys, 0);
    }

    void encrypt(byte[] in, int inOff, byte[] out, int outOff) {
        process(encKeys, in, inOff, out, outOff);
    }

    void decrypt(byte[] in, int inOff, byte[] out, int outOff) {
        process(decKeys, in, inOff, out, outOff);
    }

    /**
     * The standard S-box on each byte of {@code word} (the transform tau), for the key
     * schedule: one round from X_0..X_3 = (0, word, 0, 0) under the round key IN_CONSTANT
     * yields X_4 = L(S'(word ^ IN_CONSTANT)) = L(S(word) ^ OUT_CONSTANT), and L is undone.
     */
    static int tau(int word) {
        byte[] block = new byte[16];
        Bytes.putIntBE(word, block, 4);
        process(TAU_KEY, block, 0, block, 0);
        int result = inverseLinear(Bytes.getIntBE(block, 0)) ^ (Sm4RoundKeys.OUT_CONSTANT * LOW_BITS);
        Arrays.fill(block, (byte) 0);
        return result;
    }

    /** The linear transform L of the round function (written out again in {@code process}). */
    static int linear(int b) {
        return b ^ Integer.rotateLeft(b, 2) ^ Integer.rotateLeft(b, 10)
                ^ Integer.rotateLeft(b, 18) ^ Integer.rotateLeft(b, 24);
    }

    /**
     * L^-1. L is 1 + r^2 + r^10 + r^18 + r^24 in the ring of word rotations over GF(2), where
     * squaring doubles every exponent (mod 32), so L^2 = 1 + r^16 + r^20, L^4 = r^8, L^8 =
     * r^16, L^16 = 1 and L^-1 = L^31 = L·L^2·L^4·L^8 = L·L^2·r^24.
     */
    private static int inverseLinear(int b) {
        int c = Integer.rotateLeft(b, 24);
        c ^= Integer.rotateLeft(c, 16) ^ Integer.rotateLeft(c, 20);
        return linear(c);
    }

    /**
     * Runs {@code k.length} rounds X_{i+4} = X_i ^ L(S'(X_{i+1} ^ X_{i+2} ^ X_{i+3} ^ k_i))
     * on the block at {@code in} and writes X_{n+3}, X_{n+2}, X_{n+1}, X_n to {@code out}
     * (the cipher's output order after n = 32 rounds).
     *
     * <p>S' runs on "sparse planes": {@code x >>> b} holds bit b of byte k of x at bit 8k;
     * its other bits are garbage that never reaches those positions, since no gate moves
     * bits sideways, and the outputs are gathered back from bits 8k. The gates are those of
     * {@code Sm4BitslicedRounds.round} on {@code int} instead of {@code long}, less the ten
     * XORs there that recompute values of the top layer to shorten their lives (reusing
     * them measured faster here, recomputing them there). Java has no generic code over
     * primitives, and a shared copy over arrays, or a method the JIT cannot inline (the
     * circuit is too big for that), costs the hottest loop its registers: inlining here
     * made a block 8% faster than calling a circuit method. So the circuit stands twice, and
     * {@code Sm4SboxTest} checks each copy against the standard's table for all 256 inputs.
     */
    private static void process(int[] k, byte[] in, int inOff, byte[] out, int outOff) {
        int w0 = Bytes.getIntBE(in, inOff);
        int w1 = Bytes.getIntBE(in, inOff + 4);
        int w2 = Bytes.getIntBE(in, inOff + 8);
        int w3 = Bytes.getIntBE(in, inOff + 12);
        for (int i = 0; i < k.length; i++) {
            // Parenthesized for a short critical path: w3 is the word the last round wrote.
            int x0 = (w1 ^ w2 ^ k[i]) ^ w3;
            int x1 = x0 >>> 1;
            int x2 = x0 >>> 2;
            int x3 = x0 >>> 3;
            int x4 = x0 >>> 4;
            int x5 = x0 >>> 5;
            int x6 = x0 >>> 6;
            int x7 = x0 >>> 7;
            // Gates in an order chosen by timing, as in Sm4BitslicedRounds.round (690 -> 650 ns
            // a block); the phases below still hold, give or take a gate moved across a heading.
            // Top linear layer: tower coordinates ah, al of A·x, their Karatsuba operands, and
            // the linear part lambda·ah^2 + al^2 of the norm.
            int t1 = x0 ^ x1;
            int t2 = x4 ^ x6;
            int t3 = x2 ^ t1;
            int t4 = x3 ^ x5;
            int t5 = x2 ^ t4;
            int t6 = x0 ^ t2;
            int t7 = t2 ^ t3;
            int t8 = x7 ^ t2;
            int t9 = x4 ^ t3;
            int t10 = x4 ^ x5;
            int t11 = t1 ^ t8;
            int t12 = x6 ^ x7;
            int t13 = x6 ^ t1;
            int t14 = x6 ^ t3;
            int t15 = x5 ^ t14;
            int t16 = x0 ^ t5;
            int t17 = x2 ^ x7;
            int t18 = x5 ^ t6;
            int t19 = x3 ^ t12;
            int t20 = t4 ^ t9;
            int t21 = x1 ^ t10;
            int t22 = t4 ^ t7;
            int t23 = x2 ^ t6;
            int t24 = t5 ^ t12;
            int t25 = t4 ^ t11;
            // ah·al in GF(16): nine ANDs.
            int t26 = t22 & t15;
            int t27 = t25 & t14;
            int t28 = t17 & x5;
            int t29 = x6 & t21;
            int t30 = t7 & t18;
            int t31 = t9 & t13;
            int t32 = t11 & t6;
            int t33 = t20 & t23;
            int t34 = t27 ^ t30;
            int t35 = t24 & x2;
            // The norm d = lambda·ah^2 + ah·al + al^2, then the operands of its inversion.
            int t36 = t19 ^ t34;
            int t37 = t30 ^ t32;
            int t38 = t28 ^ t29;
            int t39 = t38 ^ t36;
            int t40 = t26 ^ t31;
            int t41 = t16 ^ t34;
            int t42 = t40 ^ t41;
            int t43 = t29 ^ t33;
            int t44 = t3 ^ t37;
            int t45 = t43 ^ t44;
            int t46 = t31 ^ t35;
            int t47 = t10 ^ t37;
            int t48 = t46 ^ t47;
            int t49 = t39 ^ t42;
            int t50 = t45 ^ t48;
            int t51 = t48 ^ t49;
            int t52 = t42 ^ t45;
            // d^-1 in GF(16) by the same norm trick over GF(4), where inversion is squaring
            // (linear), then the Karatsuba operands of d^-1.
            int t53 = t48 & t42;
            int t54 = t45 & t39;
            int t55 = t50 & t49;
            int t56 = t55 ^ t52;
            int t57 = t53 ^ t51;
            int t58 = t54 ^ t56;
            int t59 = t54 ^ t57;
            int t60 = t56 ^ t57;
            int t61 = t45 & t60;
            int t62 = t48 & t58;
            int t63 = t50 & t59;
            int t64 = t42 & t58;
            int t65 = t39 & t60;
            int t66 = t49 & t59;
            int t67 = t62 ^ t63;
            int t68 = t61 ^ t63;
            int t69 = t62 ^ t61;
            int t70 = t64 ^ t65;
            int t71 = t65 ^ t66;
            int t72 = t64 ^ t66;
            int t73 = t68 ^ t71;
            // ah·d^-1 and al·d^-1: eighteen ANDs.
            int t74 = t22 & t68;
            int t75 = t69 ^ t70;
            int t76 = t67 ^ t72;
            int t77 = t25 & t67;
            int t78 = t17 & t69;
            int t79 = t7 & t75;
            int t80 = x6 & t73;
            int t81 = t9 & t76;
            int t82 = t11 & t70;
            int t83 = t20 & t71;
            int t84 = t15 & t68;
            int t85 = x5 & t69;
            int t86 = t24 & t72;
            int t87 = t21 & t73;
            int t88 = t14 & t67;
            int t89 = t18 & t75;
            int t90 = t13 & t76;
            int t91 = t6 & t70;
            int t92 = t23 & t71;
            int t93 = x2 & t72;
            // Bottom linear layer: back to the polynomial basis, times A.
            int t94 = t88 ^ t91;
            int t95 = t79 ^ t81;
            int t96 = t84 ^ t95;
            int t97 = t85 ^ t87;
            int t98 = t74 ^ t96;
            int t99 = t78 ^ t83;
            int t100 = t82 ^ t94;
            int t101 = t88 ^ t89;
            int t102 = t99 ^ t100;
            int t103 = t77 ^ t92;
            int t104 = t85 ^ t103;
            int t105 = t97 ^ t101;
            int t106 = t93 ^ t98;
            int t107 = t92 ^ t98;
            int t108 = t80 ^ t83;
            int t109 = t79 ^ t82;
            int t110 = t90 ^ t102;
            int t111 = t84 ^ t90;
            int t112 = t86 ^ t96;
            int t113 = t93 ^ t112;
            int t114 = t102 ^ t104;
            int t115 = t77 ^ t105;
            int t116 = t109 ^ t108;
            int t117 = t87 ^ t110;
            int t118 = t100 ^ t113;
            int t119 = t104 ^ t106;
            int t120 = t95 ^ t99;
            int t121 = t115 ^ t120;
            int t122 = t77 ^ t94;
            int t123 = t97 ^ t111;
            int t124 = t86 ^ t121;
            int t125 = t105 ^ t116;
            int t126 = t106 ^ t122;
            int t127 = t107 ^ t117;
            // Output bit b of each byte, from bit 8k of its plane to bit 8k + b; then X_i ^ L(y).
            int y = (((t114 & LOW_BITS) | ((t125 & LOW_BITS) << 1))
                    | (((t127 & LOW_BITS) << 2) | ((t124 & LOW_BITS) << 3)))
                    | ((((t118 & LOW_BITS) << 4) | ((t126 & LOW_BITS) << 5))
                    | (((t123 & LOW_BITS) << 6) | ((t119 & LOW_BITS) << 7)));
            int next = (w0 ^ y ^ (Integer.rotateLeft(y, 2) ^ Integer.rotateLeft(y, 24)))
                    ^ (Integer.rotateLeft(y, 10) ^ Integer.rotateLeft(y, 18));
            w0 = w1;
            w1 = w2;
            w2 = w3;
            w3 = next;
        }
        Bytes.putIntBE(w3, out, outOff);
        Bytes.putIntBE(w2, out, outOff + 4);
        Bytes.putIntBE(w1, out, outOff + 8);
        Bytes.putIntBE(w0, out, outOff + 12);
    }
}
