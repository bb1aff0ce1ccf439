package org.iotcrypt.present;

import org.iotcrypt.vectors.TablePresent;
/**
 * ECB, CBC and CTR written out by hand over {@link TablePresent}, with PKCS#7 padding, as
 * the independent expectation for the mode classes and the JCA cipher on 8-byte blocks.
 */
final class PresentModes {

    private PresentModes() {
    }

    static byte[] pad(byte[] message) {
        int p = 8 - message.length % 8;
        byte[] out = java.util.Arrays.copyOf(message, message.length + p);
        for (int i = message.length; i < out.length; i++) {
            out[i] = (byte) p;
        }
        return out;
    }

    static byte[] ecb(TablePresent cipher, byte[] in) {
        byte[] out = new byte[in.length];
        for (int off = 0; off < in.length; off += 8) {
            put(cipher.encrypt(get(in, off)), out, off);
        }
        return out;
    }

    static byte[] cbc(TablePresent cipher, byte[] iv, byte[] in) {
        byte[] out = new byte[in.length];
        long chain = get(iv, 0);
        for (int off = 0; off < in.length; off += 8) {
            chain = cipher.encrypt(chain ^ get(in, off));
            put(chain, out, off);
        }
        return out;
    }

    /** The whole 8-byte block is the counter, wrapping modulo 2^64. */
    static byte[] ctr(TablePresent cipher, byte[] iv, byte[] in) {
        byte[] out = new byte[in.length];
        long counter = get(iv, 0);
        for (int off = 0; off < in.length; off += 8, counter++) {
            long ks = cipher.encrypt(counter);
            for (int i = off; i < Math.min(in.length, off + 8); i++) {
                out[i] = (byte) (in[i] ^ (ks >>> (56 - 8 * (i - off))));
            }
        }
        return out;
    }

    private static long get(byte[] b, int off) {
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v = v << 8 | (b[off + i] & 0xff);
        }
        return v;
    }

    private static void put(long v, byte[] b, int off) {
        for (int i = 0; i < 8; i++) {
            b[off + i] = (byte) (v >>> (56 - 8 * i));
        }
    }
}
