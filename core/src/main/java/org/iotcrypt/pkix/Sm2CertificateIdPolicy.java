package org.iotcrypt.pkix;

import java.util.List;
import org.iotcrypt.sm2.Sm2UserId;

/**
 * Which SM2 user IDs a certificate's SM3withSM2 signature is checked under. GM/T 0015 signs
 * certificates with the default ID {@code 1234567812345678}, as Bouncy Castle, Kona and GmSSL do;
 * OpenSSL 3.0 signs and verifies them with an empty ID unless given {@code -sigopt distid:...}.
 * Both kinds are in the field, so by default a signature is tried under the standard ID and then
 * under the empty one; {@code -Diotcrypt.pkix.sm2id=standard} accepts the standard ID only.
 */
public enum Sm2CertificateIdPolicy {

    /** The standard ID first, then OpenSSL 3.0's empty ID (the default). */
    STANDARD_THEN_EMPTY(List.of(Sm2UserId.DEFAULT, Sm2UserId.of(new byte[0]))),

    /** The standard ID only. */
    STANDARD_ONLY(List.of(Sm2UserId.DEFAULT));

    /** The system property that selects {@link #STANDARD_ONLY} with the value {@code standard}. */
    public static final String PROPERTY = "iotcrypt.pkix.sm2id";

    private final List<Sm2UserId> ids;

    Sm2CertificateIdPolicy(List<Sm2UserId> ids) {
        this.ids = ids;
    }

    /**
     * The IDs to try, in order.
     *
     * @return the IDs
     */
    public List<Sm2UserId> ids() {
        return ids;
    }

    /**
     * The policy the system property selects.
     *
     * @return {@link #STANDARD_ONLY} for {@code -Diotcrypt.pkix.sm2id=standard}, else {@link #STANDARD_THEN_EMPTY}
     */
    public static Sm2CertificateIdPolicy current() {
        return "standard".equals(System.getProperty(PROPERTY)) ? STANDARD_ONLY : STANDARD_THEN_EMPTY;
    }
}
