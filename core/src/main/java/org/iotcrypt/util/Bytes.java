package org.iotcrypt.util;

/** Big-endian packing of integers into byte arrays, as SM3, SM4 and the modes all need. */
public final class Bytes {

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
        return ((long) getIntBE(b, off) << 32) | (getIntBE(b, off + 4) & 0xffffffffL);
    }

    public static void putLongBE(long v, byte[] b, int off) {
        putIntBE((int) (v >>> 32), b, off);
        putIntBE((int) v, b, off + 4);
    }

    /** XORs {@code len} bytes of {@code a} and {@code b} into {@code out} (which may alias either). */
    public static void xor(byte[] a, int aOff, byte[] b, int bOff, byte[] out, int outOff, int len) {
        for (int i = 0; i < len; i++) {
            out[outOff + i] = (byte) (a[aOff + i] ^ b[bOff + i]);
        }
    }
}
