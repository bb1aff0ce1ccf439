package org.iotcrypt.sm2.format;

/** How the parts C1, C3, C2 of an SM2 ciphertext are laid out in bytes. */
public enum CiphertextFormat {
    /**
     * GM/T 0009 {@code SEQUENCE { x INTEGER, y INTEGER, C3 OCTET STRING, C2 OCTET STRING }}: the
     * default, as OpenSSL, GmSSL and Kona write.
     */
    DER_C1C3C2,
    /** 04||x||y||C3||C2, the order of GM/T 0003.4-2012 and GB/T 32918.4-2016. */
    RAW_C1C3C2,
    /** 04||x||y||C2||C3, the order of the 2010 draft of SM2 that Bouncy Castle still uses by default. */
    RAW_C1C2C3
}
