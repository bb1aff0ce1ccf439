package org.iotcrypt.vector;

import static jdk.incubator.vector.VectorOperators.ROL;
import static jdk.incubator.vector.VectorOperators.XOR;
import static org.iotcrypt.vector.Shape.INTS;
import static org.iotcrypt.vector.Shape.LANES;

import jdk.incubator.vector.IntVector;

/**
 * The 32 SM4 rounds on a bitsliced state of {@code 8·LANES} blocks (128 on 512-bit vectors), with
 * the S-box circuit that core's {@code long} engine runs ({@code Sm4BitslicedRounds}), gate for
 * gate, on vectors instead of {@code long}s.
 *
 * <p>Layout: the state is an {@code int[]} of planes, {@code LANES} ints each. Plane
 * {@code 8·w + b} holds bit {@code b} of every byte of word {@code w}: block {@code B}'s byte
 * {@code j} (0 = most significant) at bit {@code 8·j + p} of lane {@code l}, where
 * {@link Sm4VectorTransposition} maps B to (l, p). Rotating a word left by one byte is then a
 * lane rotation left by 24 bits, where the {@code long} engine rotates by 48 of 64.
 *
 * <p>The state is a ring of four words: X_{r+4} overwrites X_r, the one word no later round
 * reads. (It held all 36 words X_0..X_35 once, as the {@code long} engine does: 18 KB a call,
 * allocated, zeroed and wiped, which made a call of one batch of 128 blocks cost 2.9 us where
 * one batch inside a long call cost 1.6; the ring is 2 KB.) As in the {@code long} engine, the
 * S-box's affine constants are folded into the round keys (core computes the folded keys), and secret data meets
 * only XOR, AND and fixed lane rotations: nothing here indexes by data or branches on it, so the
 * Vector API's Java fallback (interpreter, C1, a failed intrinsic) is as constant time as the
 * compiled code.
 *
 * <p>Kept small on purpose: one round is one method of about 2.8 KB of bytecode that takes and
 * returns arrays, so C2 compiles it on its own (it is far below the 8,000-byte limit beyond which
 * HotSpot never compiles), and no vector crosses a call (a call C2 did not inline would box it).
 */
final class Sm4VectorRounds {

    /** Ints in a state: a ring of 4 words of 8 planes. */
    static final int STATE_INTS = 4 * 8 * LANES;

    /**
     * The plane where X_32..X_35 start after {@link #rounds}: where X_0..X_3 were, since 32
     * rounds take the ring round eight times.
     */
    static final int OUTPUT_PLANE = 0;

    private Sm4VectorRounds() {
    }

    /**
     * Expands folded round keys into 8 plane masks per round: the int that has 0xff in byte
     * {@code j} exactly when bit {@code b} of byte {@code j} of the key word is set. The key
     * word is secret; the expansion uses only shifts, masks and a negation.
     */
    static int[] masks(int[] folded) {
        int[] m = new int[8 * 32];
        for (int r = 0; r < 32; r++) {
            for (int b = 0; b < 8; b++) {
                m[8 * r + b] = plane(folded[r], b);
            }
        }
        return m;
    }

    /**
     * Plane {@code b} of a word that every block holds alike (a round key, a counter's fixed part):
     * 0xff in byte {@code j} of the lane exactly when bit {@code b} of the word's byte {@code j}
     * (0 = most significant) is set. Shifts, masks and a negation only: the word may be secret.
     */
    static int plane(int word, int b) {
        int v = 0;
        for (int j = 0; j < 4; j++) {
            int bit = (word >>> (24 - 8 * j + b)) & 1;
            v |= (-bit & 0xff) << (8 * j);
        }
        return v;
    }

    /** Runs the 32 rounds on X_0..X_3 in planes 0..31 of {@code s}. */
    static void rounds(int[] s, int[] masks) {
        for (int i = 0; i < 8 * 32; i += 8) {
            round(s, i, masks);
        }
    }

    /**
     * Round r = i / 8: X_{r+4} = X_r ^ L(S'(X_{r+1} ^ X_{r+2} ^ X_{r+3} ^ rk_r)), with X_j in
     * planes 8(j mod 4)..8(j mod 4)+7, X_{r+4} taking X_r's place plane by plane (each plane of
     * X_r is read just before its place is written), and the masks of rk_r at
     * {@code masks[i..i+7]}.
     */
    static void round(int[] s, int i, int[] masks) {
        // Where X_r, X_{r+1}, X_{r+2}, X_{r+3} sit in the ring of four words (r = i / 8).
        int o0 = (i & 24) * LANES;
        int o1 = ((i + 8) & 24) * LANES;
        int o2 = ((i + 16) & 24) * LANES;
        int o3 = ((i + 24) & 24) * LANES;
        IntVector x0 = IntVector.fromArray(INTS, s, o1)
                .lanewise(XOR, IntVector.fromArray(INTS, s, o2))
                .lanewise(XOR, IntVector.fromArray(INTS, s, o3)).lanewise(XOR, masks[i + 0]);
        IntVector x1 = IntVector.fromArray(INTS, s, o1 + 1 * LANES)
                .lanewise(XOR, IntVector.fromArray(INTS, s, o2 + 1 * LANES))
                .lanewise(XOR, IntVector.fromArray(INTS, s, o3 + 1 * LANES)).lanewise(XOR, masks[i + 1]);
        IntVector x2 = IntVector.fromArray(INTS, s, o1 + 2 * LANES)
                .lanewise(XOR, IntVector.fromArray(INTS, s, o2 + 2 * LANES))
                .lanewise(XOR, IntVector.fromArray(INTS, s, o3 + 2 * LANES)).lanewise(XOR, masks[i + 2]);
        IntVector x3 = IntVector.fromArray(INTS, s, o1 + 3 * LANES)
                .lanewise(XOR, IntVector.fromArray(INTS, s, o2 + 3 * LANES))
                .lanewise(XOR, IntVector.fromArray(INTS, s, o3 + 3 * LANES)).lanewise(XOR, masks[i + 3]);
        IntVector x4 = IntVector.fromArray(INTS, s, o1 + 4 * LANES)
                .lanewise(XOR, IntVector.fromArray(INTS, s, o2 + 4 * LANES))
                .lanewise(XOR, IntVector.fromArray(INTS, s, o3 + 4 * LANES)).lanewise(XOR, masks[i + 4]);
        IntVector x5 = IntVector.fromArray(INTS, s, o1 + 5 * LANES)
                .lanewise(XOR, IntVector.fromArray(INTS, s, o2 + 5 * LANES))
                .lanewise(XOR, IntVector.fromArray(INTS, s, o3 + 5 * LANES)).lanewise(XOR, masks[i + 5]);
        IntVector x6 = IntVector.fromArray(INTS, s, o1 + 6 * LANES)
                .lanewise(XOR, IntVector.fromArray(INTS, s, o2 + 6 * LANES))
                .lanewise(XOR, IntVector.fromArray(INTS, s, o3 + 6 * LANES)).lanewise(XOR, masks[i + 6]);
        IntVector x7 = IntVector.fromArray(INTS, s, o1 + 7 * LANES)
                .lanewise(XOR, IntVector.fromArray(INTS, s, o2 + 7 * LANES))
                .lanewise(XOR, IntVector.fromArray(INTS, s, o3 + 7 * LANES)).lanewise(XOR, masks[i + 7]);
        // Generated from tools/sm4-sbox/sm4-sbox-circuit.txt by tools/sm4-sbox/gen_circuit.py: edit the list, not these lines.
        IntVector t1 = x0.lanewise(XOR, x1);
        IntVector t2 = x2.lanewise(XOR, t1);
        IntVector t3 = x4.lanewise(XOR, x6);
        IntVector t4 = x3.lanewise(XOR, x5);
        IntVector t5 = t3.lanewise(XOR, t2);
        IntVector t6 = x2.lanewise(XOR, t4);
        IntVector t7 = x7.lanewise(XOR, t3);
        IntVector t8 = x0.lanewise(XOR, t3);
        IntVector t9 = x4.lanewise(XOR, t2);
        IntVector t10 = x4.lanewise(XOR, x5);
        IntVector t11 = t1.lanewise(XOR, t7);
        IntVector t12 = x6.lanewise(XOR, t2);
        IntVector t13 = x0.lanewise(XOR, t6);
        IntVector t14 = x6.lanewise(XOR, t1);
        IntVector t15 = x6.lanewise(XOR, x7);
        IntVector t16 = x2.lanewise(XOR, x7);
        IntVector t17 = x5.lanewise(XOR, t12);
        IntVector t18 = x3.lanewise(XOR, t15);
        IntVector t19 = x1.lanewise(XOR, t10);
        IntVector t20 = x5.lanewise(XOR, t8);
        IntVector t21 = t4.lanewise(XOR, t5);
        IntVector t22 = t4.lanewise(XOR, t9);
        IntVector t23 = x2.lanewise(XOR, t8);
        IntVector t24 = t6.lanewise(XOR, t15);
        IntVector t25 = t4.lanewise(XOR, t11);
        IntVector t26 = x6.and(t19);
        IntVector t27 = t21.and(t17);
        IntVector t28 = t25.and(t12);
        IntVector t29 = t5.and(t20);
        IntVector t30 = t22.and(t23);
        IntVector t31 = t16.and(x5);
        IntVector t32 = t24.and(x2);
        IntVector t33 = t28.lanewise(XOR, t29);
        IntVector t34 = t9.and(t14);
        IntVector t35 = t11.and(t8);
        IntVector t36 = t31.lanewise(XOR, t26);
        IntVector t37 = t18.lanewise(XOR, t33);
        IntVector t38 = t36.lanewise(XOR, t37);
        IntVector t39 = t29.lanewise(XOR, t35);
        IntVector t40 = t27.lanewise(XOR, t34);
        IntVector t41 = t13.lanewise(XOR, t33);
        IntVector t42 = t40.lanewise(XOR, t41);
        IntVector t43 = t26.lanewise(XOR, t30);
        IntVector t44 = t2.lanewise(XOR, t39);
        IntVector t45 = t43.lanewise(XOR, t44);
        IntVector t46 = t34.lanewise(XOR, t32);
        IntVector t47 = t10.lanewise(XOR, t39);
        IntVector t48 = t46.lanewise(XOR, t47);
        IntVector t49 = t45.lanewise(XOR, t48);
        IntVector t50 = t38.lanewise(XOR, t42);
        IntVector t51 = t48.lanewise(XOR, t50);
        IntVector t52 = t48.and(t42);
        IntVector t53 = t45.and(t38);
        IntVector t54 = t42.lanewise(XOR, t45);
        IntVector t55 = t49.and(t50);
        IntVector t56 = t55.lanewise(XOR, t54);
        IntVector t57 = t53.lanewise(XOR, t56);
        IntVector t58 = t52.lanewise(XOR, t51);
        IntVector t59 = t56.lanewise(XOR, t58);
        IntVector t60 = t53.lanewise(XOR, t58);
        IntVector t61 = t49.and(t60);
        IntVector t62 = t45.and(t59);
        IntVector t63 = t48.and(t57);
        IntVector t64 = t42.and(t57);
        IntVector t65 = t62.lanewise(XOR, t61);
        IntVector t66 = t38.and(t59);
        IntVector t67 = t50.and(t60);
        IntVector t68 = t66.lanewise(XOR, t67);
        IntVector t69 = t63.lanewise(XOR, t61);
        IntVector t70 = t64.lanewise(XOR, t67);
        IntVector t71 = t64.lanewise(XOR, t66);
        IntVector t72 = t63.lanewise(XOR, t62);
        IntVector t73 = t65.lanewise(XOR, t68);
        IntVector t74 = t69.lanewise(XOR, t70);
        IntVector t75 = t72.lanewise(XOR, t71);
        IntVector t76 = t21.lanewise(XOR, x6);
        IntVector t77 = t16.lanewise(XOR, t5);
        IntVector t78 = t21.lanewise(XOR, t16);
        IntVector t79 = x6.lanewise(XOR, t5);
        IntVector t80 = t19.lanewise(XOR, t20);
        IntVector t81 = t76.lanewise(XOR, t77);
        IntVector t82 = t17.lanewise(XOR, x5);
        IntVector t83 = t17.lanewise(XOR, t19);
        IntVector t84 = x5.lanewise(XOR, t20);
        IntVector t85 = t83.lanewise(XOR, t84);
        IntVector t86 = t16.and(t72);
        IntVector t87 = t78.and(t69);
        IntVector t88 = t21.and(t65);
        IntVector t89 = t5.and(t75);
        IntVector t90 = x6.and(t73);
        IntVector t91 = t79.and(t74);
        IntVector t92 = t76.and(t68);
        IntVector t93 = x5.and(t72);
        IntVector t94 = t77.and(t71);
        IntVector t95 = t17.and(t65);
        IntVector t96 = t81.and(t70);
        IntVector t97 = t19.and(t73);
        IntVector t98 = t82.and(t69);
        IntVector t99 = t20.and(t75);
        IntVector t100 = t83.and(t68);
        IntVector t101 = t85.and(t70);
        IntVector t102 = t84.and(t71);
        IntVector t103 = t80.and(t74);
        IntVector t104 = t98.lanewise(XOR, t102);
        IntVector t105 = t94.lanewise(XOR, t104);
        IntVector t106 = t89.lanewise(XOR, t91);
        IntVector t107 = t95.lanewise(XOR, t106);
        IntVector t108 = t88.lanewise(XOR, t107);
        IntVector t109 = t86.lanewise(XOR, t92);
        IntVector t110 = t93.lanewise(XOR, t97);
        IntVector t111 = t101.lanewise(XOR, t108);
        IntVector t112 = t98.lanewise(XOR, t99);
        IntVector t113 = t87.lanewise(XOR, t100);
        IntVector t114 = t109.lanewise(XOR, t105);
        IntVector t115 = t110.lanewise(XOR, t112);
        IntVector t116 = t89.lanewise(XOR, t94);
        IntVector t117 = t93.lanewise(XOR, t113);
        IntVector t118 = t100.lanewise(XOR, t108);
        IntVector t119 = t96.lanewise(XOR, t107);
        IntVector t120 = t95.lanewise(XOR, t103);
        IntVector t121 = t90.lanewise(XOR, t92);
        IntVector t122 = t114.lanewise(XOR, t117);
        IntVector t123 = t87.lanewise(XOR, t115);
        IntVector t124 = t103.lanewise(XOR, t114);
        IntVector t125 = t101.lanewise(XOR, t119);
        IntVector t126 = t97.lanewise(XOR, t124);
        IntVector t127 = t116.lanewise(XOR, t121);
        IntVector t128 = t105.lanewise(XOR, t125);
        IntVector t129 = t106.lanewise(XOR, t109);
        IntVector t130 = t110.lanewise(XOR, t120);
        IntVector t131 = t117.lanewise(XOR, t111);
        IntVector t132 = t123.lanewise(XOR, t129);
        IntVector t133 = t87.lanewise(XOR, t104);
        IntVector t134 = t111.lanewise(XOR, t133);
        IntVector t135 = t96.lanewise(XOR, t132);
        IntVector t136 = t118.lanewise(XOR, t126);
        IntVector t137 = t115.lanewise(XOR, t127);
        IntVector b0 = t122;
        IntVector b1 = t137;
        IntVector b2 = t136;
        IntVector b3 = t135;
        IntVector b4 = t128;
        IntVector b5 = t134;
        IntVector b6 = t130;
        IntVector b7 = t131;
        // End of the generated circuit.
        // L(B) = B ^ (B <<< 2) ^ (B <<< 10) ^ (B <<< 18) ^ (B <<< 24), sliced as in the long
        // engine (see Sm4BitslicedRounds.round): q_b = B_b ^ R8(B_b), w_b = B_b ^ R16(q_b), and
        // plane b of L(B) is q_b ^ w_{b-2}, or q_b ^ R24(w_{b+6}) for b < 2, where R_k rotates
        // each lane left by k bits.
        IntVector q6 = b6.lanewise(XOR, b6.lanewise(ROL, 8));
        IntVector w6 = b6.lanewise(XOR, q6.lanewise(ROL, 16));
        IntVector q7 = b7.lanewise(XOR, b7.lanewise(ROL, 8));
        IntVector w7 = b7.lanewise(XOR, q7.lanewise(ROL, 16));
        IntVector q0 = b0.lanewise(XOR, b0.lanewise(ROL, 8));
        IntVector w0 = b0.lanewise(XOR, q0.lanewise(ROL, 16));
        IntVector q1 = b1.lanewise(XOR, b1.lanewise(ROL, 8));
        IntVector w1 = b1.lanewise(XOR, q1.lanewise(ROL, 16));
        IntVector.fromArray(INTS, s, o0).lanewise(XOR, q0).lanewise(XOR, w6.lanewise(ROL, 24))
                .intoArray(s, o0);
        IntVector.fromArray(INTS, s, o0 + 1 * LANES).lanewise(XOR, q1).lanewise(XOR, w7.lanewise(ROL, 24))
                .intoArray(s, o0 + 1 * LANES);
        IntVector q2 = b2.lanewise(XOR, b2.lanewise(ROL, 8));
        IntVector w2 = b2.lanewise(XOR, q2.lanewise(ROL, 16));
        IntVector q3 = b3.lanewise(XOR, b3.lanewise(ROL, 8));
        IntVector w3 = b3.lanewise(XOR, q3.lanewise(ROL, 16));
        IntVector.fromArray(INTS, s, o0 + 2 * LANES).lanewise(XOR, q2).lanewise(XOR, w0).intoArray(s, o0 + 2 * LANES);
        IntVector.fromArray(INTS, s, o0 + 3 * LANES).lanewise(XOR, q3).lanewise(XOR, w1).intoArray(s, o0 + 3 * LANES);
        IntVector q4 = b4.lanewise(XOR, b4.lanewise(ROL, 8));
        IntVector w4 = b4.lanewise(XOR, q4.lanewise(ROL, 16));
        IntVector q5 = b5.lanewise(XOR, b5.lanewise(ROL, 8));
        IntVector w5 = b5.lanewise(XOR, q5.lanewise(ROL, 16));
        IntVector.fromArray(INTS, s, o0 + 4 * LANES).lanewise(XOR, q4).lanewise(XOR, w2).intoArray(s, o0 + 4 * LANES);
        IntVector.fromArray(INTS, s, o0 + 5 * LANES).lanewise(XOR, q5).lanewise(XOR, w3).intoArray(s, o0 + 5 * LANES);
        IntVector.fromArray(INTS, s, o0 + 6 * LANES).lanewise(XOR, q6).lanewise(XOR, w4).intoArray(s, o0 + 6 * LANES);
        IntVector.fromArray(INTS, s, o0 + 7 * LANES).lanewise(XOR, q7).lanewise(XOR, w5).intoArray(s, o0 + 7 * LANES);
    }
}
