package org.iotcrypt.sm2;

/**
 * The three parts of an SM2 ciphertext (GB/T 32918.4 section 6.1): C1 = k*G as affine
 * coordinates, C3 = SM3(x2 || M || y2) and C2 = M xor KDF(x2 || y2). How the parts are laid out
 * in bytes (DER C1C3C2, raw C1C3C2, raw C1C2C3) is the business of
 * {@code org.iotcrypt.sm2.format.Sm2CiphertextEncoding}; this class only holds them.
 */
public final class Sm2Ciphertext {

    private final byte[] c1x;
    private final byte[] c1y;
    private final byte[] c3;
    private final byte[] c2;

    /**
     * @param c1x x of C1, 32 bytes big-endian
     * @param c1y y of C1, 32 bytes big-endian
     * @param c3 the 32-byte SM3 check value
     * @param c2 the masked message, as long as the message
     */
    public Sm2Ciphertext(byte[] c1x, byte[] c1y, byte[] c3, byte[] c2) {
        if (c1x.length != 32 || c1y.length != 32) {
            throw new IllegalArgumentException("C1 coordinates must be 32 bytes each");
        }
        if (c3.length != 32) {
            throw new IllegalArgumentException("C3 must be 32 bytes, got " + c3.length);
        }
        this.c1x = c1x.clone();
        this.c1y = c1y.clone();
        this.c3 = c3.clone();
        this.c2 = c2.clone();
    }

    /** @return a copy of C1's x, 32 bytes */
    public byte[] c1x() {
        return c1x.clone();
    }

    /** @return a copy of C1's y, 32 bytes */
    public byte[] c1y() {
        return c1y.clone();
    }

    /** @return a copy of C3, 32 bytes */
    public byte[] c3() {
        return c3.clone();
    }

    /** @return a copy of C2, as long as the message */
    public byte[] c2() {
        return c2.clone();
    }
}
