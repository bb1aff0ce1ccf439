package org.iotcrypt.sm4;

import java.util.Arrays;

/**
 * The 32 SM4 rounds on a bitsliced state of 16 blocks, for the bulk engine, with the S-box
 * as a Boolean circuit.
 *
 * <p>Layout: 8 longs per 32-bit word. Bit {@code b} (0 = least significant) of byte
 * {@code j} (0 = most significant, as the bytes of a big-endian word come in memory) of
 * word {@code w}, for block {@code k} (0..15), sits at bit {@code 16·j + k} of
 * {@code state[8·w + b]}. Rotating a word left by one byte is then a 64-bit rotation right
 * by 16, so the linear transform L costs only XORs and rotations, and one S-box circuit on
 * eight longs computes the 64 S-boxes of a round (4 bytes × 16 blocks).
 *
 * <p>The state holds all 36 words X_0..X_35 of the round recurrence: round i reads words
 * i..i+3 and writes word i+4, so indices are linear in i (the JIT drops the bounds checks)
 * and no word moves. The caller loads X_0..X_3 into longs 0..31 and finds X_32..X_35 at
 * {@link #OUTPUT}.
 *
 * <p>Constant time: secret data meets only XOR, AND and fixed rotations; the S-box
 * constants are folded into the round-key masks (see {@link #masks}).
 */
final class Sm4BitslicedRounds {

    /** Longs in a bitsliced state (36 words of 8 slices). */
    static final int STATE_LONGS = 8 * (Sm4KeySchedule.ROUNDS + 4);

    /** Where X_32..X_35 start in the state after {@link #rounds}. */
    static final int OUTPUT = 8 * Sm4KeySchedule.ROUNDS;

    /** Blocks per bitsliced batch. */
    static final int BATCH = 16;

    /** Bit 16·j of each 16-bit group: block lane 0 of every byte. */
    private static final long LANE0 = 0x0001000100010001L;

    private Sm4BitslicedRounds() {
    }

    /**
     * Expands round keys into 8 slice masks per round (a mask bit is the bit of the folded
     * round key, see {@link Sm4RoundKeys#folded}, in its byte, repeated over the 16
     * blocks), in round order or reversed for decryption.
     */
    static long[] masks(int[] rk, boolean reverse) {
        int[] folded = Sm4RoundKeys.folded(rk, reverse);
        long[] masks = new long[8 * Sm4KeySchedule.ROUNDS];
        for (int i = 0; i < Sm4KeySchedule.ROUNDS; i++) {
            long x = spread(folded[i]);
            for (int b = 0; b < 8; b++) {
                masks[8 * i + b] = plane(x, b);
            }
        }
        Arrays.fill(folded, 0);
        return masks;
    }

    /**
     * A 32-bit word's bytes spread for {@link #plane}: byte j (0 = most significant, as the bytes
     * of a big-endian word come in memory) at bits 16j..16j+7.
     */
    static long spread(int word) {
        long x = Integer.reverseBytes(word) & 0xffffffffL;
        x = (x | (x << 16)) & 0x0000ffff0000ffffL;
        return (x | (x << 8)) & 0x00ff00ff00ff00ffL;
    }

    /**
     * Slice b of a word every block of the batch holds, from its {@link #spread}: all 16 lanes of
     * byte j's group set where bit b of byte j is set (bit b of byte j is bit 16j of
     * {@code spread >>> b}; the multiplication repeats it over the group's lanes). Branch-free.
     */
    static long plane(long spread, int b) {
        return ((spread >>> b) & LANE0) * 0xffffL;
    }

    /** Runs the 32 rounds on X_0..X_3 in {@code s[0..31]}. */
    static void rounds(long[] s, long[] masks) {
        for (int i = 0; i < 8 * Sm4KeySchedule.ROUNDS; i += 8) {
            round(s, i, masks);
        }
    }

    /**
     * Round r = i / 8: X_{r+4} = X_r ^ L(S'(X_{r+1} ^ X_{r+2} ^ X_{r+3} ^ rk_r)), with X_j
     * at {@code s[8j..8j+7]} and the masks of rk_r at {@code masks[i..i+7]}.
     *
     * <p>S' is a circuit of 137 gates (101 XOR, 36 AND). GB/T 32907's S-box is
     * {@code S(x) = A·inv(A·x + c) + c} over GF(2^8) modulo x^8+x^7+x^6+x^5+x^4+x^2+1, with
     * the circulant matrix A of rows 0xA7, 0x4F, 0x9E, 0x3D, 0x7A, 0xF4, 0xE9, 0xD3 (output
     * bit r is the parity of row r AND x) and c = 0xD3; the circuit computes
     * {@code S'(y) = A·inv(A·y)}. The inversion runs in the tower field GF(((2^2)^2)^2):
     * GF(4) = GF(2)[w]/(w^2+w+1), GF(16) = GF(4)[z]/(z^2+z+w), GF(256) =
     * GF(16)[y]/(y^2+y+lambda) with lambda = w·z + 1. For a = ah·y + al,
     * {@code inv(a) = (ah·y + ah + al)·d^-1} with the norm {@code d = lambda·ah^2 + ah·al +
     * al^2}, inverted the same way one level down; products use Karatsuba (three ANDs per
     * GF(4) product). The basis change (x maps to the root 0x83 of the field polynomial, in
     * tower coordinates) and A are merged into the top and bottom linear layers, whose XORs
     * were reduced with Paar's greedy common-pair heuristic. The circuit was derived and
     * checked offline for all 256 inputs, and {@code Sm4SboxTest} checks it against the
     * standard's table. {@code Sm4SingleBlockEngine} runs the same gates on {@code int}s.
     */
    static void round(long[] s, int i, long[] masks) {
        long x0 = s[i + 8] ^ s[i + 16] ^ s[i + 24] ^ masks[i];
        long x1 = s[i + 9] ^ s[i + 17] ^ s[i + 25] ^ masks[i + 1];
        long x2 = s[i + 10] ^ s[i + 18] ^ s[i + 26] ^ masks[i + 2];
        long x3 = s[i + 11] ^ s[i + 19] ^ s[i + 27] ^ masks[i + 3];
        long x4 = s[i + 12] ^ s[i + 20] ^ s[i + 28] ^ masks[i + 4];
        long x5 = s[i + 13] ^ s[i + 21] ^ s[i + 29] ^ masks[i + 5];
        long x6 = s[i + 14] ^ s[i + 22] ^ s[i + 30] ^ masks[i + 6];
        long x7 = s[i + 15] ^ s[i + 23] ^ s[i + 31] ^ masks[i + 7];
        // Generated from tools/sm4-sbox/sm4-sbox-circuit.txt by tools/sm4-sbox/gen_circuit.py: edit the list, not these lines.
        // Gates in an order chosen by timing: C2 keeps much of the source order, and with ~27
        // values live on 13 registers the order decides the spills. Random local reorderings
        // (each gate's position jittered by a few places, kept topological) of the
        // phase-by-phase order, screened by timing the 32 rounds against each other in one
        // JVM, gave 9% (61.5 -> 56 us per 16 KiB on JDK 17, Zen 4), where fewer gates (a
        // 114-gate Boyar-Peralta-style circuit) did not. The phases below still hold, give or
        // take a gate moved across a heading.
        // Top linear layer: tower coordinates ah, al of A·x, their Karatsuba operands, and
        // the linear part lambda·ah^2 + al^2 of the norm.
        long t1 = x0 ^ x1;
        long t2 = x2 ^ t1;
        long t3 = x4 ^ x6;
        long t4 = x3 ^ x5;
        long t5 = t3 ^ t2;
        long t6 = x2 ^ t4;
        long t7 = x7 ^ t3;
        long t8 = x0 ^ t3;
        long t9 = x4 ^ t2;
        long t10 = x4 ^ x5;
        long t11 = t1 ^ t7;
        long t12 = x6 ^ t2;
        long t13 = x0 ^ t6;
        long t14 = x6 ^ t1;
        long t15 = x6 ^ x7;
        long t16 = x2 ^ x7;
        long t17 = x5 ^ t12;
        long t18 = x3 ^ t15;
        long t19 = x1 ^ t10;
        long t20 = x5 ^ t8;
        long t21 = t4 ^ t5;
        long t22 = t4 ^ t9;
        long t23 = x2 ^ t8;
        long t24 = t6 ^ t15;
        long t25 = t4 ^ t11;
        // ah·al in GF(16): nine ANDs.
        long t26 = x6 & t19;
        long t27 = t21 & t17;
        long t28 = t25 & t12;
        long t29 = t5 & t20;
        long t30 = t22 & t23;
        long t31 = t16 & x5;
        long t32 = t24 & x2;
        long t33 = t28 ^ t29;
        long t34 = t9 & t14;
        long t35 = t11 & t8;
        // The norm d = lambda·ah^2 + ah·al + al^2, then the operands of its inversion.
        long t36 = t31 ^ t26;
        long t37 = t18 ^ t33;
        long t38 = t36 ^ t37;
        long t39 = t29 ^ t35;
        long t40 = t27 ^ t34;
        long t41 = t13 ^ t33;
        long t42 = t40 ^ t41;
        long t43 = t26 ^ t30;
        long t44 = t2 ^ t39;
        long t45 = t43 ^ t44;
        long t46 = t34 ^ t32;
        long t47 = t10 ^ t39;
        long t48 = t46 ^ t47;
        long t49 = t45 ^ t48;
        long t50 = t38 ^ t42;
        long t51 = t48 ^ t50;
        // d^-1 in GF(16) by the same norm trick over GF(4), where inversion is squaring
        // (linear), then the Karatsuba operands of d^-1.
        long t52 = t48 & t42;
        long t53 = t45 & t38;
        long t54 = t42 ^ t45;
        long t55 = t49 & t50;
        long t56 = t55 ^ t54;
        long t57 = t53 ^ t56;
        long t58 = t52 ^ t51;
        long t59 = t56 ^ t58;
        long t60 = t53 ^ t58;
        long t61 = t49 & t60;
        long t62 = t45 & t59;
        long t63 = t48 & t57;
        long t64 = t42 & t57;
        long t65 = t62 ^ t61;
        long t66 = t38 & t59;
        long t67 = t50 & t60;
        long t68 = t66 ^ t67;
        long t69 = t63 ^ t61;
        long t70 = t64 ^ t67;
        long t71 = t64 ^ t66;
        long t72 = t63 ^ t62;
        long t73 = t65 ^ t68;
        long t74 = t69 ^ t70;
        long t75 = t72 ^ t71;
        // Those of ah and al again, from the tower bits: fewer values live through the middle.
        long t76 = t21 ^ x6;
        long t77 = t16 ^ t5;
        long t78 = t21 ^ t16;
        long t79 = x6 ^ t5;
        long t80 = t19 ^ t20;
        long t81 = t76 ^ t77;
        long t82 = t17 ^ x5;
        long t83 = t17 ^ t19;
        long t84 = x5 ^ t20;
        long t85 = t83 ^ t84;
        // ah·d^-1 and al·d^-1: eighteen ANDs.
        long t86 = t16 & t72;
        long t87 = t78 & t69;
        long t88 = t21 & t65;
        long t89 = t5 & t75;
        long t90 = x6 & t73;
        long t91 = t79 & t74;
        long t92 = t76 & t68;
        long t93 = x5 & t72;
        long t94 = t77 & t71;
        long t95 = t17 & t65;
        long t96 = t81 & t70;
        long t97 = t19 & t73;
        long t98 = t82 & t69;
        long t99 = t20 & t75;
        long t100 = t83 & t68;
        long t101 = t85 & t70;
        long t102 = t84 & t71;
        long t103 = t80 & t74;
        // Bottom linear layer: back to the polynomial basis, times A.
        long t104 = t98 ^ t102;
        long t105 = t94 ^ t104;
        long t106 = t89 ^ t91;
        long t107 = t95 ^ t106;
        long t108 = t88 ^ t107;
        long t109 = t86 ^ t92;
        long t110 = t93 ^ t97;
        long t111 = t101 ^ t108;
        long t112 = t98 ^ t99;
        long t113 = t87 ^ t100;
        long t114 = t109 ^ t105;
        long t115 = t110 ^ t112;
        long t116 = t89 ^ t94;
        long t117 = t93 ^ t113;
        long t118 = t100 ^ t108;
        long t119 = t96 ^ t107;
        long t120 = t95 ^ t103;
        long t121 = t90 ^ t92;
        long t122 = t114 ^ t117;
        long t123 = t87 ^ t115;
        long t124 = t103 ^ t114;
        long t125 = t101 ^ t119;
        long t126 = t97 ^ t124;
        long t127 = t116 ^ t121;
        long t128 = t105 ^ t125;
        long t129 = t106 ^ t109;
        long t130 = t110 ^ t120;
        long t131 = t117 ^ t111;
        long t132 = t123 ^ t129;
        long t133 = t87 ^ t104;
        long t134 = t111 ^ t133;
        long t135 = t96 ^ t132;
        long t136 = t118 ^ t126;
        long t137 = t115 ^ t127;
        long b0 = t122;
        long b1 = t137;
        long b2 = t136;
        long b3 = t135;
        long b4 = t128;
        long b5 = t134;
        long b6 = t130;
        long b7 = t131;
        // End of the generated circuit.
        // L(B) = B ^ (B <<< 2) ^ (B <<< 10) ^ (B <<< 18) ^ (B <<< 24).
        // Rotating the word by one byte is rotating each long right by 16 (left by 48), so with
        // R_k(x) = Long.rotateLeft(x, k): slice b of B <<< 24 is R_16(B_b), and B <<< 2 moves
        // slice b to slice b + 2 of the same byte, slices 6 and 7 to slices 0 and 1 of the next
        // byte (R_48). For b >= 2, slice b of L(B) is
        //     B_b ^ R_16(B_b) ^ B_{b-2} ^ R_48(B_{b-2}) ^ R_32(B_{b-2}) = q_b ^ w_{b-2}
        // with q = B_b ^ R_16(B_b) and w = B_b ^ R_32(q) = B_b ^ R_32(B_b) ^ R_48(B_b). For b < 2
        // the B_{b-2} terms are those of R_48(B_{b+6}), and R_48 applied to w_{b+6} gives
        // exactly them. Two rotations and three XORs per slice, where the direct sum takes three
        // and four.
        // The slices go in pairs, the order that timed fastest of those tried (they were up to
        // 15% apart: C2 keeps much of the source order).
        long q6 = b6 ^ Long.rotateLeft(b6, 16);
        long w6 = b6 ^ Long.rotateLeft(q6, 32);
        long q7 = b7 ^ Long.rotateLeft(b7, 16);
        long w7 = b7 ^ Long.rotateLeft(q7, 32);
        long q0 = b0 ^ Long.rotateLeft(b0, 16);
        long w0 = b0 ^ Long.rotateLeft(q0, 32);
        long q1 = b1 ^ Long.rotateLeft(b1, 16);
        long w1 = b1 ^ Long.rotateLeft(q1, 32);
        s[i + 32] = s[i] ^ q0 ^ Long.rotateLeft(w6, 48);
        s[i + 33] = s[i + 1] ^ q1 ^ Long.rotateLeft(w7, 48);
        long q2 = b2 ^ Long.rotateLeft(b2, 16);
        long w2 = b2 ^ Long.rotateLeft(q2, 32);
        long q3 = b3 ^ Long.rotateLeft(b3, 16);
        long w3 = b3 ^ Long.rotateLeft(q3, 32);
        s[i + 34] = s[i + 2] ^ q2 ^ w0;
        s[i + 35] = s[i + 3] ^ q3 ^ w1;
        long q4 = b4 ^ Long.rotateLeft(b4, 16);
        long w4 = b4 ^ Long.rotateLeft(q4, 32);
        long q5 = b5 ^ Long.rotateLeft(b5, 16);
        long w5 = b5 ^ Long.rotateLeft(q5, 32);
        s[i + 36] = s[i + 4] ^ q4 ^ w2;
        s[i + 37] = s[i + 5] ^ q5 ^ w3;
        s[i + 38] = s[i + 6] ^ q6 ^ w4;
        s[i + 39] = s[i + 7] ^ q7 ^ w5;
    }
}
