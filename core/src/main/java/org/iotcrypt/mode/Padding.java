package org.iotcrypt.mode;

/** Block padding for ECB and CBC. */
public enum Padding {
    /** Input must be a whole number of blocks. */
    NONE,
    /** PKCS#5/PKCS#7 padding: 1..blockSize bytes, each holding the pad length. */
    PKCS5
}
