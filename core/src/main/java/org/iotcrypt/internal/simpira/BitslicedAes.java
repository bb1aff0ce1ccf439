package org.iotcrypt.internal.simpira;

import java.util.Arrays;

/**
 * The AES round steps on a bitsliced state: up to four 16-byte blocks held as eight {@code long}
 * bit planes. Plane {@code i} holds bit {@code i} of every byte; block {@code k} occupies bits
 * {@code 16k .. 16k+15} of each plane, byte {@code j} of the block (FIPS-197 input order:
 * row {@code j % 4}, column {@code j / 4}) at bit {@code 16k + j}.
 *
 * <p>Constant time: the S-box is the Boyar-Peralta Boolean circuit (Journal of Cryptology 2013,
 * the 115-gate depth-16 form), ShiftRows and MixColumns are fixed shifts and masks, so no branch
 * and no memory index depends on the state.
 */
public final class BitslicedAes {

    /** Number of 16-byte blocks one pass can carry. */
    public static final int LANES = 4;

    private static final long LANE = 0x0001_0001_0001_0001L;

    private BitslicedAes() {
    }

    /** Transposes the 8x8 bit matrix whose row {@code r} is byte {@code r} of {@code x}. */
    private static long transpose8(long x) {
        long t = (x ^ (x >>> 7)) & 0x00AA_00AA_00AA_00AAL;
        x ^= t ^ (t << 7);
        t = (x ^ (x >>> 14)) & 0x0000_CCCC_0000_CCCCL;
        x ^= t ^ (t << 14);
        t = (x ^ (x >>> 28)) & 0x0000_0000_F0F0_F0F0L;
        x ^= t ^ (t << 28);
        return x;
    }

    private static long loadLe(byte[] b, int off) {
        long v = 0;
        for (int i = 7; i >= 0; i--) {
            v = (v << 8) | (b[off + i] & 0xFF);
        }
        return v;
    }

    private static void storeLe(long v, byte[] b, int off) {
        for (int i = 0; i < 8; i++) {
            b[off + i] = (byte) (v >>> (8 * i));
        }
    }

    /** ORs the 16 bytes at {@code src[off..off+15]} into lane {@code lane} of the planes. */
    public static void load(byte[] src, int off, int lane, long[] q) {
        long lo = transpose8(loadLe(src, off));
        long hi = transpose8(loadLe(src, off + 8));
        int shift = 16 * lane;
        for (int i = 0; i < 8; i++) {
            long bits = ((lo >>> (8 * i)) & 0xFF) | (((hi >>> (8 * i)) & 0xFF) << 8);
            q[i] |= bits << shift;
        }
    }

    /** XORs lane {@code lane} of the planes into the 16 bytes at {@code dst[off..off+15]}. */
    public static void xorInto(long[] q, int lane, byte[] dst, int off) {
        int shift = 16 * lane;
        long lo = 0;
        long hi = 0;
        for (int i = 0; i < 8; i++) {
            long bits = q[i] >>> shift;
            lo |= (bits & 0xFF) << (8 * i);
            hi |= ((bits >>> 8) & 0xFF) << (8 * i);
        }
        storeLe(transpose8(lo) ^ loadLe(dst, off), dst, off);
        storeLe(transpose8(hi) ^ loadLe(dst, off + 8), dst, off + 8);
    }

    /** Writes lane {@code lane} of the planes to the 16 bytes at {@code dst[off..off+15]}. */
    public static void store(long[] q, int lane, byte[] dst, int off) {
        Arrays.fill(dst, off, off + 16, (byte) 0);
        xorInto(q, lane, dst, off);
    }

    /** SubBytes on every byte of every lane. */
    public static void subBytes(long[] q) {
        long x0 = q[7];
        long x1 = q[6];
        long x2 = q[5];
        long x3 = q[4];
        long x4 = q[3];
        long x5 = q[2];
        long x6 = q[1];
        long x7 = q[0];

        long y14 = x3 ^ x5;
        long y13 = x0 ^ x6;
        long y9 = x0 ^ x3;
        long y8 = x0 ^ x5;
        long t0 = x1 ^ x2;
        long y1 = t0 ^ x7;
        long y4 = y1 ^ x3;
        long y12 = y13 ^ y14;
        long y2 = y1 ^ x0;
        long y5 = y1 ^ x6;
        long y3 = y5 ^ y8;
        long t1 = x4 ^ y12;
        long y15 = t1 ^ x5;
        long y20 = t1 ^ x1;
        long y6 = y15 ^ x7;
        long y10 = y15 ^ t0;
        long y11 = y20 ^ y9;
        long y7 = x7 ^ y11;
        long y17 = y10 ^ y11;
        long y19 = y10 ^ y8;
        long y16 = t0 ^ y11;
        long y21 = y13 ^ y16;
        long y18 = x0 ^ y16;

        long t2 = y12 & y15;
        long t3 = y3 & y6;
        long t4 = t3 ^ t2;
        long t5 = y4 & x7;
        long t6 = t5 ^ t2;
        long t7 = y13 & y16;
        long t8 = y5 & y1;
        long t9 = t8 ^ t7;
        long t10 = y2 & y7;
        long t11 = t10 ^ t7;
        long t12 = y9 & y11;
        long t13 = y14 & y17;
        long t14 = t13 ^ t12;
        long t15 = y8 & y10;
        long t16 = t15 ^ t12;
        long t17 = t4 ^ t14;
        long t18 = t6 ^ t16;
        long t19 = t9 ^ t14;
        long t20 = t11 ^ t16;
        long t21 = t17 ^ y20;
        long t22 = t18 ^ y19;
        long t23 = t19 ^ y21;
        long t24 = t20 ^ y18;
        long t25 = t21 ^ t22;
        long t26 = t21 & t23;
        long t27 = t24 ^ t26;
        long t28 = t25 & t27;
        long t29 = t28 ^ t22;
        long t30 = t23 ^ t24;
        long t31 = t22 ^ t26;
        long t32 = t31 & t30;
        long t33 = t32 ^ t24;
        long t34 = t23 ^ t33;
        long t35 = t27 ^ t33;
        long t36 = t24 & t35;
        long t37 = t36 ^ t34;
        long t38 = t27 ^ t36;
        long t39 = t29 & t38;
        long t40 = t25 ^ t39;
        long t41 = t40 ^ t37;
        long t42 = t29 ^ t33;
        long t43 = t29 ^ t40;
        long t44 = t33 ^ t37;
        long t45 = t42 ^ t41;
        long z0 = t44 & y15;
        long z1 = t37 & y6;
        long z2 = t33 & x7;
        long z3 = t43 & y16;
        long z4 = t40 & y1;
        long z5 = t29 & y7;
        long z6 = t42 & y11;
        long z7 = t45 & y17;
        long z8 = t41 & y10;
        long z9 = t44 & y12;
        long z10 = t37 & y3;
        long z11 = t33 & y4;
        long z12 = t43 & y13;
        long z13 = t40 & y5;
        long z14 = t29 & y2;
        long z15 = t42 & y9;
        long z16 = t45 & y14;
        long z17 = t41 & y8;

        long t46 = z15 ^ z16;
        long t47 = z10 ^ z11;
        long t48 = z5 ^ z13;
        long t49 = z9 ^ z10;
        long t50 = z2 ^ z12;
        long t51 = z2 ^ z5;
        long t52 = z7 ^ z8;
        long t53 = z0 ^ z3;
        long t54 = z6 ^ z7;
        long t55 = z16 ^ z17;
        long t56 = z12 ^ t48;
        long t57 = t50 ^ t53;
        long t58 = z4 ^ t46;
        long t59 = z3 ^ t54;
        long t60 = t46 ^ t57;
        long t61 = z14 ^ t57;
        long t62 = t52 ^ t58;
        long t63 = t49 ^ t58;
        long t64 = z4 ^ t59;
        long t65 = t61 ^ t62;
        long t66 = z1 ^ t63;
        long s0 = t59 ^ t63;
        long s6 = t56 ^ ~t62;
        long s7 = t48 ^ ~t60;
        long t67 = t64 ^ t65;
        long s3 = t53 ^ t66;
        long s4 = t51 ^ t66;
        long s5 = t47 ^ t65;
        long s1 = t64 ^ ~s3;
        long s2 = t55 ^ ~t67;

        q[7] = s0;
        q[6] = s1;
        q[5] = s2;
        q[4] = s3;
        q[3] = s4;
        q[2] = s5;
        q[1] = s6;
        q[0] = s7;
    }

    /**
     * InvSubBytes through the forward circuit: with S(x) = L(x^-1) + 0x63, the inverse is
     * S^-1(x) = L^-1(S(L^-1(x) + 0x05)) + 0x05, where L^-1 sets bit i to bits i+2, i+5, i+7.
     */
    public static void invSubBytes(long[] q) {
        invAffine(q);
        subBytes(q);
        invAffine(q);
    }

    /** x -> L^-1(x) + 0x05 on every byte. */
    private static void invAffine(long[] q) {
        long x0 = q[0];
        long x1 = q[1];
        long x2 = q[2];
        long x3 = q[3];
        long x4 = q[4];
        long x5 = q[5];
        long x6 = q[6];
        long x7 = q[7];
        q[0] = ~(x2 ^ x5 ^ x7);
        q[1] = x3 ^ x6 ^ x0;
        q[2] = ~(x4 ^ x7 ^ x1);
        q[3] = x5 ^ x0 ^ x2;
        q[4] = x6 ^ x1 ^ x3;
        q[5] = x7 ^ x2 ^ x4;
        q[6] = x0 ^ x3 ^ x5;
        q[7] = x1 ^ x4 ^ x6;
    }

    /**
     * ShiftRows: row r (bits r, r+4, r+8, r+12 of a lane) rotates left by r columns, i.e. the
     * lane's bits of that row rotate right by 4r. Rows 2 and 3 first rotate by 8 (a swap of the
     * lane's two bytes), then rows 1 and 3 rotate right by 4.
     */
    public static void shiftRows(long[] q) {
        for (int i = 0; i < 8; i++) {
            long x = q[i];
            long t = ((x >>> 8) ^ x) & 0x00CCL * LANE;
            x ^= t ^ (t << 8);
            q[i] = (x & 0x5555L * LANE) | ((x >>> 4) & 0x0AAAL * LANE) | ((x << 12) & 0xA000L * LANE);
        }
    }

    /** InvShiftRows, the inverse of {@link #shiftRows}: rows 1 and 3 left by 4, rows 2 and 3 by 8. */
    public static void invShiftRows(long[] q) {
        for (int i = 0; i < 8; i++) {
            long x = q[i];
            x = (x & 0x5555L * LANE) | ((x << 4) & 0xAAA0L * LANE) | ((x >>> 12) & 0x000AL * LANE);
            long t = ((x >>> 8) ^ x) & 0x00CCL * LANE;
            q[i] = x ^ t ^ (t << 8);
        }
    }

    /** Row r of each column receives the byte of row r + 1 (mod 4) of the same column. */
    private static long rowUp1(long x) {
        return ((x >>> 1) & 0x7777L * LANE) | ((x << 3) & 0x8888L * LANE);
    }

    private static long rowUp2(long x) {
        return ((x >>> 2) & 0x3333L * LANE) | ((x << 2) & 0xCCCCL * LANE);
    }

    /**
     * MixColumns: out_r = 2 t_r + e_r with t_r = a_r + a_(r+1) and
     * e_r = a_(r+1) + a_(r+2) + a_(r+3) = a_(r+1) + t_(r+2).
     */
    public static void mixColumns(long[] q) {
        long r0 = rowUp1(q[0]);
        long t0 = q[0] ^ r0;
        long r1 = rowUp1(q[1]);
        long t1 = q[1] ^ r1;
        long r2 = rowUp1(q[2]);
        long t2 = q[2] ^ r2;
        long r3 = rowUp1(q[3]);
        long t3 = q[3] ^ r3;
        long r4 = rowUp1(q[4]);
        long t4 = q[4] ^ r4;
        long r5 = rowUp1(q[5]);
        long t5 = q[5] ^ r5;
        long r6 = rowUp1(q[6]);
        long t6 = q[6] ^ r6;
        long r7 = rowUp1(q[7]);
        long t7 = q[7] ^ r7;
        // 2t (xtime) moves plane i to plane i + 1 and adds plane 7 into planes 0, 1, 3 and 4.
        q[0] = t7 ^ r0 ^ rowUp2(t0);
        q[1] = t0 ^ t7 ^ r1 ^ rowUp2(t1);
        q[2] = t1 ^ r2 ^ rowUp2(t2);
        q[3] = t2 ^ t7 ^ r3 ^ rowUp2(t3);
        q[4] = t3 ^ t7 ^ r4 ^ rowUp2(t4);
        q[5] = t4 ^ r5 ^ rowUp2(t5);
        q[6] = t5 ^ r6 ^ rowUp2(t6);
        q[7] = t6 ^ r7 ^ rowUp2(t7);
    }

    /**
     * InvMixColumns as MixColumns after the map a_r += 4(a_r + a_(r+2)), the factorisation of
     * the inverse matrix given in the Rijndael book (Daemen and Rijmen, section 4.1.3).
     */
    public static void invMixColumns(long[] q) {
        // u = a_r + a_(r+2) per plane; 4u = xtime(xtime(u)) reads planes 6 and 7 of u.
        long u0 = q[0] ^ rowUp2(q[0]);
        long u1 = q[1] ^ rowUp2(q[1]);
        long u2 = q[2] ^ rowUp2(q[2]);
        long u3 = q[3] ^ rowUp2(q[3]);
        long u4 = q[4] ^ rowUp2(q[4]);
        long u5 = q[5] ^ rowUp2(q[5]);
        long u6 = q[6] ^ rowUp2(q[6]);
        long u7 = q[7] ^ rowUp2(q[7]);
        q[0] ^= u6;
        q[1] ^= u6 ^ u7;
        q[2] ^= u0 ^ u7;
        q[3] ^= u1 ^ u6;
        q[4] ^= u2 ^ u6 ^ u7;
        q[5] ^= u3 ^ u7;
        q[6] ^= u4;
        q[7] ^= u5;
        mixColumns(q);
    }
}
