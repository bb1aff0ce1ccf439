package org.iotcrypt.seal;

/**
 * The AEAD that protects a sealed file's segments, with its identifier in the header. Both take
 * the format's 12-byte nonces and 16-byte tags; SM4-CCM's 12-byte nonce leaves a 3-byte length
 * field, so its segments stay below 16 MiB, which the format's limit ({@link SealFormat#MAX_SEGMENT})
 * keeps.
 */
public enum SealedAead {

    /** SM4-GCM (the default): the faster of the two on this library's engines. */
    GCM(1),

    /** SM4-CCM, for devices that have only CCM (RFC 8998's other suite). */
    CCM(2);

    private final int id;

    SealedAead(int id) {
        this.id = id;
    }

    /** @return the header's byte for it */
    int id() {
        return id;
    }

    /** The AEAD of a header byte, or null. */
    static SealedAead of(int id) {
        for (SealedAead a : values()) {
            if (a.id == id) {
                return a;
            }
        }
        return null;
    }
}
