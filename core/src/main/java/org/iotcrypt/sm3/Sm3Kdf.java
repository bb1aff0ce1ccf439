package org.iotcrypt.sm3;

import java.util.Arrays;
import java.util.Objects;
import org.iotcrypt.internal.util.Bytes;

/**
 * The key derivation function of GB/T 32918.4-2016 §5.4.3 (the SM2 encryption KDF, also used by
 * SM2 key exchange in GB/T 32918.3): {@code K = H(Z || ct) || H(Z || ct+1) || ...} with SM3 as H and
 * a 32-bit big-endian counter {@code ct} starting at 1, truncated to the requested length.
 *
 * <p>SM2 encryption must reject an all-zero K and pick a fresh random k; that check belongs to the
 * caller (this class cannot retry), which can use {@link #isAllZero(byte[])}.
 *
 * <p><b>Constant time.</b> Running time depends on the lengths of Z and K only. Z is absorbed once
 * and the state is copied for each counter value, so a long Z is not rehashed per output block;
 * the digests that held Z are wiped before returning.
 */
public final class Sm3Kdf {

    private Sm3Kdf() {
    }

    /**
     * Derives {@code outLen} bytes from the shared secret {@code z}.
     *
     * @param z the shared secret Z
     * @param outLen the key length in bytes
     * @return the derived key
     * @throws IllegalArgumentException if {@code outLen} is negative
     */
    public static byte[] derive(byte[] z, int outLen) {
        if (outLen < 0) {
            throw new IllegalArgumentException("KDF output length must be >= 0, got " + outLen);
        }
        byte[] out = new byte[outLen];
        derive(z, 0, z.length, out, 0, outLen);
        return out;
    }

    /**
     * Derives {@code outLen} bytes from {@code z[zOff .. zOff+zLen)} into {@code out} at {@code outOff}.
     *
     * @param z the shared secret Z
     * @param zOff where Z starts in {@code z}
     * @param zLen Z's length in bytes
     * @param outLen the key length in bytes
     * @param out the output array
     * @param outOff where the output starts in {@code out}
     * @throws IllegalArgumentException if {@code outLen} or {@code zLen} is negative
     * @throws IndexOutOfBoundsException if a range lies outside its array
     */
    public static void derive(byte[] z, int zOff, int zLen, byte[] out, int outOff, int outLen) {
        if (outLen < 0 || zLen < 0) {
            throw new IllegalArgumentException("KDF lengths must be >= 0, got zLen " + zLen + ", outLen " + outLen);
        }
        Objects.checkFromIndexSize(outOff, outLen, out.length);
        Objects.checkFromIndexSize(zOff, zLen, z.length);
        derive(z, zOff, zLen, out, outOff, outLen, new Sm3(), new Sm3());
    }

    /** The derivation on two given digests (fresh ones; a test looks at them afterwards), which it wipes. */
    static void derive(byte[] z, int zOff, int zLen, byte[] out, int outOff, int outLen, Sm3 afterZ, Sm3 h) {
        byte[] counter = new byte[4];
        byte[] block = new byte[Sm3.DIGEST_LENGTH];
        try {
            afterZ.update(z, zOff, zLen);
            int done = 0;
            for (int ct = 1; done < outLen; ct++) {
                h.copyStateFrom(afterZ);
                Bytes.putIntBE(ct, counter, 0);
                h.update(counter, 0, 4);
                int n = Math.min(Sm3.DIGEST_LENGTH, outLen - done);
                if (n == Sm3.DIGEST_LENGTH) {
                    h.digest(out, outOff + done);
                } else {
                    h.digest(block, 0);
                    System.arraycopy(block, 0, out, outOff + done, n);
                }
                done += n;
            }
        } finally {
            // afterZ's chaining value, buffer and words stand for Z (SM2's x2 || y2)
            afterZ.wipe();
            h.wipe();
            Arrays.fill(block, (byte) 0);
        }
    }

    /**
     * Whether every byte of {@code k} is zero, in time that depends on its length only: SM2
     * encryption's test of the KDF output (GB/T 32918.4 §6.1, step A5).
     *
     * @param k the derived key
     * @return whether every byte is zero (read in constant time)
     */
    public static boolean isAllZero(byte[] k) {
        int acc = 0;
        for (byte b : k) {
            acc |= b;
        }
        return acc == 0;
    }
}
