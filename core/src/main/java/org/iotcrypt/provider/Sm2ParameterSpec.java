package org.iotcrypt.provider;

import java.nio.charset.StandardCharsets;
import java.security.spec.AlgorithmParameterSpec;

/**
 * The signer's user ID (GB/T 32918.2 section 5.5: the ID_A hashed into Z_A) for
 * {@code Signature SM3withSM2}, set with {@link java.security.Signature#setParameter}. Without it
 * the signature uses the default ID {@code "1234567812345678"} ({@link #DEFAULT_ID}), as
 * OpenSSL, Bouncy Castle and Kona do.
 *
 * <p>The ID's bit length is written into Z_A as 16 bits, so an ID holds at most 8191 bytes.
 */
public final class Sm2ParameterSpec implements AlgorithmParameterSpec {

    /** The longest ID whose length in bits fits the 16-bit ENTL field of Z_A. */
    public static final int MAX_ID_LENGTH = 8191;

    /** The default user ID of GM/T 0009, {@code "1234567812345678"} in ASCII. */
    public static final Sm2ParameterSpec DEFAULT =
            new Sm2ParameterSpec("1234567812345678".getBytes(StandardCharsets.US_ASCII));

    private final byte[] id;

    /**
     * @param id the user ID, copied; may be empty
     * @throws IllegalArgumentException if null or longer than {@value #MAX_ID_LENGTH} bytes
     */
    public Sm2ParameterSpec(byte[] id) {
        this.id = checkedId(id).clone();
    }

    /** A copy of the user ID. */
    public byte[] getId() {
        return id.clone();
    }

    /** Package-internal checks shared with {@link Sm2KeyExchangeParameterSpec}. */
    static byte[] checkedId(byte[] id) {
        if (id == null) {
            throw new IllegalArgumentException("SM2 user ID must not be null (the default is \"1234567812345678\")");
        }
        if (id.length > MAX_ID_LENGTH) {
            throw new IllegalArgumentException("SM2 user ID must be at most " + MAX_ID_LENGTH
                    + " bytes (its bit length is a 16-bit field of Z_A), got " + id.length);
        }
        return id;
    }
}
