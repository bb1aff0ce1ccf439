package org.iotcrypt.internal.util;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigInteger;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Objects;

/** Big-endian packing of integers into byte arrays, as SM3, SM4 and the modes all need. */
public final class Bytes {

    /** Eight bytes at a time; XOR does not care about byte order, so the native one is used. */
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.nativeOrder());

    /** Big-endian eight-byte access compiles to one load or store and a byte swap. */
    private static final VarHandle LONGS_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    private Bytes() {
    }

    public static int getIntBE(byte[] b, int off) {
        return (b[off] << 24) | ((b[off + 1] & 0xff) << 16) | ((b[off + 2] & 0xff) << 8) | (b[off + 3] & 0xff);
    }

    public static void putIntBE(int v, byte[] b, int off) {
        b[off] = (byte) (v >>> 24);
        b[off + 1] = (byte) (v >>> 16);
        b[off + 2] = (byte) (v >>> 8);
        b[off + 3] = (byte) v;
    }

    public static long getLongBE(byte[] b, int off) {
        return (long) LONGS_BE.get(b, off);
    }

    public static void putLongBE(long v, byte[] b, int off) {
        LONGS_BE.set(b, off, v);
    }

    /**
     * Checks a block cipher call's ranges: a non-negative count of {@code blockSize}-byte blocks
     * inside both arrays.
     *
     * @throws IllegalArgumentException for a negative count
     * @throws IndexOutOfBoundsException for a range outside an array
     */
    public static void checkBlocks(int blockSize, byte[] in, int inOff, byte[] out, int outOff, int blocks) {
        if (blocks < 0) {
            throw new IllegalArgumentException("negative block count: " + blocks);
        }
        Objects.checkFromIndexSize(inOff, blockSize * blocks, in.length);
        Objects.checkFromIndexSize(outOff, blockSize * blocks, out.length);
    }

    /**
     * XORs {@code len} bytes of {@code a} and {@code b} into {@code out}, which may be either input
     * at the same offset. Eight bytes per step: the key-stream XOR of CTR, GCM and CCM runs here.
     */
    public static void xor(byte[] a, int aOff, byte[] b, int bOff, byte[] out, int outOff, int len) {
        int i = 0;
        for (; i <= len - 8; i += 8) {
            LONGS.set(out, outOff + i, (long) LONGS.get(a, aOff + i) ^ (long) LONGS.get(b, bOff + i));
        }
        for (; i < len; i++) {
            out[outOff + i] = (byte) (a[aOff + i] ^ b[bOff + i]);
        }
    }

    /**
     * A non-negative {@code v} below 2^(8·length) as exactly {@code length} big-endian bytes
     * (left-padded with zeros; BigInteger's sign byte dropped). Higher bits of a larger v are cut
     * off: callers check the range where it matters. The intermediate copy is wiped. Not constant
     * time (BigInteger never is): for public values, or where a JCA interface hands over a
     * BigInteger anyway.
     */
    public static byte[] unsignedFixed(BigInteger v, int length) {
        byte[] raw = v.toByteArray();
        byte[] out = new byte[length];
        int n = Math.min(raw.length, length);
        System.arraycopy(raw, raw.length - n, out, length - n, n);
        Arrays.fill(raw, (byte) 0);
        return out;
    }
}
