package org.iotcrypt.sm2;

import org.iotcrypt.internal.point.CurveParameters;
import org.iotcrypt.sm3.Sm3;

/**
 * The user hash Z = SM3(ENTL || ID || a || b || xG || yG || xA || yA) of GB/T 32918.2 section
 * 5.5, which binds a signature or a key exchange to a user's identity ({@link Sm2UserId}) and
 * key. Z for the default ID is computed once per key.
 */
public final class Sm2Za {

    private Sm2Za() {
    }

    /**
     * Z for the given key and user ID.
     *
     * @param key the public key
     * @param id the user ID
     * @return Z, 32 bytes
     */
    public static byte[] compute(Sm2PublicKey key, Sm2UserId id) {
        if (id.isDefault()) {
            return key.defaultZa().clone();
        }
        return computeUncached(key, id);
    }

    static byte[] computeUncached(Sm2PublicKey key, Sm2UserId id) {
        CurveParameters c = key.group().parameters();
        Sm3 h = c == CurveParameters.SM2P256V1 && id.isDefault() ? DefaultPrefix.SM2P256V1.copy() : prefix(c, id);
        h.update(key.point().x());
        h.update(key.point().y());
        return h.digest();
    }

    /** SM3 after ENTL || ID || a || b || xG || yG, the part of Z that does not depend on the key. */
    private static Sm3 prefix(CurveParameters c, Sm2UserId id) {
        Sm3 h = new Sm3();
        id.writeTo(h);
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
        static final Sm3 SM2P256V1 = prefix(CurveParameters.SM2P256V1, Sm2UserId.DEFAULT);
    }
}
