package org.iotcrypt.sm4;

/**
 * The SM4 S-box as a Boolean circuit of 127 gates (91 XOR, 36 AND): no table, no branch,
 * so it runs in constant time and, applied to 64-bit words, computes 64 S-boxes at once
 * (bitslicing).
 *
 * <p>GB/T 32907's S-box is {@code S(x) = A·inv(A·x + c) + c} over GF(2^8) modulo
 * x^8+x^7+x^6+x^5+x^4+x^2+1, with the circulant matrix A of first row 0xA7 (output bit i is
 * the parity of {@code ROW[i] & x}, rows 0xA7, 0x4F, 0x9E, 0x3D, 0x7A, 0xF4, 0xE9, 0xD3) and
 * c = 0xD3. The circuit computes the constant-free core {@code S'(y) = A·inv(A·y)}, so that
 * {@code S(x) = S'(x ^ IN_CONSTANT) ^ OUT_CONSTANT} with IN_CONSTANT = A^-1·c; the engines
 * fold both constants into their round keys instead of paying for them per S-box.
 *
 * <p>The inversion runs in the tower field GF(((2^2)^2)^2): GF(4) = GF(2)[w]/(w^2+w+1),
 * GF(16) = GF(4)[z]/(z^2+z+w), GF(256) = GF(16)[y]/(y^2+y+lambda) with lambda = w·z + 1.
 * For a = ah·y + al, {@code inv(a) = (ah·y + ah + al)·d^-1} with the norm
 * {@code d = lambda·ah^2 + ah·al + al^2} in GF(16), which is inverted the same way one level
 * down; products use Karatsuba (three ANDs per GF(4) product). The isomorphism from the
 * standard's polynomial basis sends x to the root 0x83 (tower coordinates) of the field
 * polynomial; it and A are merged into the top and bottom linear layers, whose XOR counts
 * were reduced with Paar's greedy common-pair heuristic. Inputs and outputs: bit i of the
 * byte is slice i. {@code Sm4SboxTest} checks the circuit against the standard's table for
 * all 256 inputs.
 */
final class Sm4Sbox {

    /** A^-1·0xD3: XOR it into the input of {@link #apply} to get the standard S-box. */
    static final int IN_CONSTANT = 0x75;

    /** The affine constant c = 0xD3, XORed into the output of {@link #apply}. */
    static final int OUT_CONSTANT = 0xD3;

    private Sm4Sbox() {
    }

    /**
     * Replaces the eight bit slices {@code v[off..off+7]} (slice i holds bit i of every byte)
     * by those of {@code S'} applied to every byte position.
     */
    static void apply(long[] v, int off) {
        long x0 = v[off];
        long x1 = v[off + 1];
        long x2 = v[off + 2];
        long x3 = v[off + 3];
        long x4 = v[off + 4];
        long x5 = v[off + 5];
        long x6 = v[off + 6];
        long x7 = v[off + 7];
        // Top linear layer: the tower-field coordinates (ah, al) of A·x, their Karatsuba operands,
        // and the linear part lambda·ah^2 + al^2 of the norm.
        long t1 = x0 ^ x1;
        long t2 = x4 ^ x6;
        long t3 = x2 ^ t1;
        long t4 = x3 ^ x5;
        long t5 = x0 ^ t2;
        long t6 = x2 ^ t4;
        long t7 = t2 ^ t3;
        long t8 = x4 ^ t3;
        long t9 = x7 ^ t2;
        long t10 = x4 ^ x5;
        long t11 = x6 ^ x7;
        long t12 = t1 ^ t9;
        long t13 = x6 ^ t3;
        long t14 = x6 ^ t1;
        long t15 = x0 ^ t6;
        long t16 = x5 ^ t13;
        long t17 = x2 ^ x7;
        long t18 = x3 ^ t11;
        long t19 = x5 ^ t5;
        long t20 = x1 ^ t10;
        long t21 = t4 ^ t7;
        long t22 = t4 ^ t8;
        long t23 = x2 ^ t5;
        long t24 = t6 ^ t11;
        long t25 = t4 ^ t12;
        // ah·al in GF(2^4): nine ANDs (Karatsuba over GF(2^2)).
        long t26 = t21 & t16;
        long t27 = t17 & x5;
        long t28 = t25 & t13;
        long t29 = x6 & t20;
        long t30 = t7 & t19;
        long t31 = t8 & t14;
        long t32 = t22 & t23;
        long t33 = t12 & t5;
        long t34 = t24 & x2;
        // The norm d = lambda·ah^2 + ah·al + al^2, then the operands of its inversion.
        long t35 = t28 ^ t30;
        long t36 = t30 ^ t33;
        long t37 = t27 ^ t29;
        long t38 = t18 ^ t35;
        long t39 = t37 ^ t38;
        long t40 = t26 ^ t31;
        long t41 = t15 ^ t35;
        long t42 = t40 ^ t41;
        long t43 = t29 ^ t32;
        long t44 = t3 ^ t36;
        long t45 = t43 ^ t44;
        long t46 = t31 ^ t34;
        long t47 = t10 ^ t36;
        long t48 = t46 ^ t47;
        long t49 = t39 ^ t42;
        long t50 = t45 ^ t48;
        long t51 = t48 ^ t49;
        long t52 = t42 ^ t45;
        // d^-1 in GF((2^2)^2): the same norm trick one level down (nine ANDs, GF(4) inverse = square).
        long t53 = t48 & t42;
        long t54 = t45 & t39;
        long t55 = t50 & t49;
        long t56 = t55 ^ t52;
        long t57 = t53 ^ t51;
        long t58 = t54 ^ t56;
        long t59 = t56 ^ t57;
        long t60 = t54 ^ t57;
        long t61 = t48 & t58;
        long t62 = t45 & t59;
        long t63 = t50 & t60;
        long t64 = t42 & t58;
        long t65 = t39 & t59;
        long t66 = t49 & t60;
        // The operands of d^-1, then ah·d^-1 and al·d^-1: eighteen ANDs.
        long t67 = t62 ^ t63;
        long t68 = t61 ^ t62;
        long t69 = t61 ^ t63;
        long t70 = t65 ^ t66;
        long t71 = t64 ^ t65;
        long t72 = t64 ^ t66;
        long t73 = t67 ^ t70;
        long t74 = t68 ^ t71;
        long t75 = t69 ^ t72;
        long t76 = t21 & t67;
        long t77 = t17 & t68;
        long t78 = t25 & t69;
        long t79 = x6 & t73;
        long t80 = t7 & t74;
        long t81 = t8 & t75;
        long t82 = t22 & t70;
        long t83 = t12 & t71;
        long t84 = t24 & t72;
        long t85 = t16 & t67;
        long t86 = x5 & t68;
        long t87 = t13 & t69;
        long t88 = t20 & t73;
        long t89 = t19 & t74;
        long t90 = t14 & t75;
        long t91 = t23 & t70;
        long t92 = t5 & t71;
        long t93 = x2 & t72;
        // Bottom linear layer: inverse in tower coordinates -> polynomial basis, times A.
        long t94 = t80 ^ t81;
        long t95 = t87 ^ t92;
        long t96 = t85 ^ t94;
        long t97 = t76 ^ t96;
        long t98 = t86 ^ t88;
        long t99 = t77 ^ t82;
        long t100 = t83 ^ t95;
        long t101 = t87 ^ t89;
        long t102 = t99 ^ t100;
        long t103 = t78 ^ t91;
        long t104 = t86 ^ t103;
        long t105 = t93 ^ t97;
        long t106 = t98 ^ t101;
        long t107 = t91 ^ t97;
        long t108 = t80 ^ t83;
        long t109 = t79 ^ t82;
        long t110 = t90 ^ t102;
        long t111 = t84 ^ t96;
        long t112 = t85 ^ t90;
        long t113 = t102 ^ t104;
        long t114 = t93 ^ t111;
        long t115 = t78 ^ t106;
        long t116 = t88 ^ t110;
        long t117 = t108 ^ t109;
        long t118 = t100 ^ t114;
        long t119 = t94 ^ t99;
        long t120 = t104 ^ t105;
        long t121 = t115 ^ t119;
        long t122 = t78 ^ t95;
        long t123 = t98 ^ t112;
        long t124 = t84 ^ t121;
        long t125 = t105 ^ t122;
        long t126 = t107 ^ t116;
        long t127 = t106 ^ t117;
        v[off] = t113;
        v[off + 1] = t127;
        v[off + 2] = t126;
        v[off + 3] = t124;
        v[off + 4] = t118;
        v[off + 5] = t125;
        v[off + 6] = t123;
        v[off + 7] = t120;
    }

    /**
     * The standard S-box on each byte of a 32-bit word (the non-linear transform tau), in
     * constant time; used by the key schedule.
     */
    static int tau(int word) {
        int x = word ^ (IN_CONSTANT * 0x01010101);
        long[] v = new long[8];
        for (int i = 0; i < 8; i++) {
            v[i] = (x >>> i) & 0x01010101L;
        }
        apply(v, 0);
        int y = 0;
        for (int i = 0; i < 8; i++) {
            y |= (int) (v[i] & 0x01010101L) << i;
        }
        return y ^ (OUT_CONSTANT * 0x01010101);
    }
}
