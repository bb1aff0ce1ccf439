package org.iotcrypt.sm2;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.iotcrypt.sm3.Sm3;

/**
 * An SM2 user ID: the ID that Z = SM3(ENTL || ID || a || b || xG || yG || xA || yA) of
 * GB/T 32918.2 section 5.5 binds a signature or a key exchange to. ENTL is the ID's bit length
 * in two bytes, so an ID holds at most {@value #MAX_LENGTH} bytes; this class is the one place
 * that rule and the default ID are written.
 *
 * <p>Immutable. IDs are public values: they are compared and hashed without constant-time care.
 */
public final class Sm2UserId {

    /** Longest ID whose bit length fits ENTL's 16 bits. */
    public static final int MAX_LENGTH = 0xffff / 8;

    /**
     * The default ID of GM/T 0009-2012 section 10 (GB/T 35276), {@code "1234567812345678"} in
     * ASCII, which OpenSSL, Bouncy Castle, GmSSL and Kona use when none is given.
     */
    public static final Sm2UserId DEFAULT = new Sm2UserId("1234567812345678".getBytes(StandardCharsets.US_ASCII));

    private final byte[] id;

    private Sm2UserId(byte[] id) {
        this.id = id;
    }

    /**
     * The ID of these bytes (copied); {@link #DEFAULT} for the default ID's bytes.
     *
     * @param id the ID's bytes, at most 8191
     * @return the ID
     * @throws IllegalArgumentException if {@code id} is null or longer than {@value #MAX_LENGTH} bytes
     */
    public static Sm2UserId of(byte[] id) {
        if (id == null) {
            throw new IllegalArgumentException("SM2 user ID must not be null (the default is Sm2UserId.DEFAULT)");
        }
        if (id.length > MAX_LENGTH) {
            throw new IllegalArgumentException("SM2 user ID must be at most " + MAX_LENGTH
                    + " bytes (its bit length is a 16-bit field), got " + id.length);
        }
        return Arrays.equals(id, DEFAULT.id) ? DEFAULT : new Sm2UserId(id.clone());
    }

    /**
     * The ID of this text in UTF-8.
     *
     * @param text the ID as text, encoded as UTF-8
     * @return the ID
     * @throws IllegalArgumentException if the text is null or its UTF-8 form is longer than {@value #MAX_LENGTH} bytes
     */
    public static Sm2UserId utf8(String text) {
        if (text == null) {
            throw new IllegalArgumentException("SM2 user ID must not be null (the default is Sm2UserId.DEFAULT)");
        }
        return of(text.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * The ID's bytes; a copy.
     *
     * @return a copy of the ID's bytes
     */
    public byte[] bytes() {
        return id.clone();
    }

    /**
     * The ID's length in bytes.
     *
     * @return the ID's length in bytes
     */
    public int length() {
        return id.length;
    }

    /**
     * Whether this is the default ID.
     *
     * @return whether this is the default ID 1234567812345678
     */
    public boolean isDefault() {
        return this == DEFAULT;
    }

    /** ENTL || ID, the start of Z. */
    void writeTo(Sm3 h) {
        int bits = id.length * 8;
        h.update(new byte[] {(byte) (bits >>> 8), (byte) bits});
        h.update(id);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Sm2UserId && Arrays.equals(id, ((Sm2UserId) o).id);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(id);
    }

    @Override
    public String toString() {
        return isDefault() ? "Sm2UserId[default, 1234567812345678]" : "Sm2UserId[" + id.length + " bytes]";
    }
}
