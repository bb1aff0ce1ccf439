package org.iotcrypt.sm2;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.iotcrypt.internal.point.CurveParameters;
import org.iotcrypt.sm3.Sm3;

/**
 * The user hash Z = SM3(ENTL || ID || a || b || xG || yG || xA || yA) of GB/T 32918.2 section
 * 5.5, which binds a signature or a key exchange to a user's identity and key. ENTL is the bit
 * length of ID as two big-endian bytes, so an ID is at most 8191 bytes.
 */
public final class Sm2Za {

    /**
     * The default user ID, held privately: a public array could be changed by any caller, and
     * {@link #compute} trusts it to decide when the key's cached Z applies.
     */
    private static final byte[] DEFAULT_ID = "1234567812345678".getBytes(StandardCharsets.US_ASCII);

    /** Longest ID whose bit length fits ENTL's 16 bits. */
    private static final int MAX_ID_LENGTH = 0xffff / 8;

    private Sm2Za() {
    }

    /** The default user ID of GM/T 0009-2012 section 10 (GB/T 35276), "1234567812345678"; a copy. */
    public static byte[] defaultId() {
        return DEFAULT_ID.clone();
    }

    /**
     * Z for the given key and user ID.
     *
     * @throws IllegalArgumentException if the ID is longer than 8191 bytes
     */
    public static byte[] compute(Sm2PublicKey key, byte[] id) {
        if (Arrays.equals(id, DEFAULT_ID)) {
            return key.defaultZa().clone();
        }
        return computeUncached(key, id);
    }

    static byte[] computeUncached(Sm2PublicKey key, byte[] id) {
        if (id.length > MAX_ID_LENGTH) {
            throw new IllegalArgumentException("SM2 user ID must be at most " + MAX_ID_LENGTH
                    + " bytes (its bit length is a 16-bit field), got " + id.length);
        }
        CurveParameters c = key.group().parameters();
        Sm3 h = c == CurveParameters.SM2P256V1 && Arrays.equals(id, DEFAULT_ID)
                ? DefaultPrefix.SM2P256V1.copy() : prefix(c, id);
        h.update(key.point().x());
        h.update(key.point().y());
        return h.digest();
    }

    /** SM3 after ENTL || ID || a || b || xG || yG, the part of Z that does not depend on the key. */
    private static Sm3 prefix(CurveParameters c, byte[] id) {
        int bits = id.length * 8;
        Sm3 h = new Sm3();
        h.update(new byte[] {(byte) (bits >>> 8), (byte) bits});
        h.update(id);
        h.update(Scalars.toBytes(c.a()));
        h.update(Scalars.toBytes(c.b()));
        h.update(Scalars.toBytes(c.gx()));
        h.update(Scalars.toBytes(c.gy()));
        return h;
    }

    /**
     * The prefix for sm2p256v1 and the default ID, hashed once: two of the four SM3 blocks of Z
     * for every fresh key (a verifier meeting many keys computes Z for each).
     */
    private static final class DefaultPrefix {
        static final Sm3 SM2P256V1 = prefix(CurveParameters.SM2P256V1, DEFAULT_ID);
    }

    /** e = SM3(Z || M), the digest that is signed (GB/T 32918.2 section 6.1, steps A1-A2). */
    static byte[] digest(Sm2PublicKey key, byte[] id, byte[] message) {
        Sm3 h = new Sm3();
        h.update(compute(key, id));
        h.update(message);
        return h.digest();
    }
}
