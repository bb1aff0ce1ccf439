package org.iotcrypt.provider;

import java.security.spec.AlgorithmParameterSpec;
import java.util.Objects;
import org.iotcrypt.sm2.Sm2UserId;

/**
 * The signer's user ID (GB/T 32918.2 section 5.5: the ID_A hashed into Z_A) for
 * {@code Signature SM3withSM2}, set with {@link java.security.Signature#setParameter}. Without it
 * the signature uses the default ID {@code "1234567812345678"} ({@link #DEFAULT}), as OpenSSL,
 * Bouncy Castle and Kona do. The ID's rules (at most {@value Sm2UserId#MAX_LENGTH} bytes) are
 * {@link Sm2UserId}'s.
 */
public final class Sm2ParameterSpec implements AlgorithmParameterSpec {

    /** The default user ID of GM/T 0009, {@code "1234567812345678"} in ASCII. */
    public static final Sm2ParameterSpec DEFAULT = new Sm2ParameterSpec(Sm2UserId.DEFAULT);

    private final Sm2UserId id;

    /**
     * @param id the user ID, copied; may be empty
     * @throws IllegalArgumentException if null or longer than {@value Sm2UserId#MAX_LENGTH} bytes
     */
    public Sm2ParameterSpec(byte[] id) {
        this(Sm2UserId.of(id));
    }

    /** @param id the user ID */
    public Sm2ParameterSpec(Sm2UserId id) {
        this.id = Objects.requireNonNull(id, "id");
    }

    /**
     * A copy of the user ID's bytes.
     *
     * @return a copy of the user ID
     */
    public byte[] getId() {
        return id.bytes();
    }

    /**
     * The user ID.
     *
     * @return the user ID
     */
    public Sm2UserId userId() {
        return id;
    }
}
