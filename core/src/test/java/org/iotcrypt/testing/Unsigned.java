package org.iotcrypt.testing;

import java.math.BigInteger;

/** Non-negative BigIntegers as fixed-length big-endian bytes, the form the SM2 code takes (tests only). */
public final class Unsigned {

    private Unsigned() {
    }

    /** v mod 2^256 as 32 bytes big-endian (v is never negative here). */
    public static byte[] bytes32(BigInteger v) {
        byte[] raw = v.toByteArray();
        byte[] out = new byte[32];
        int len = Math.min(raw.length, 32);
        System.arraycopy(raw, raw.length - len, out, 32 - len, len);
        return out;
    }
}
