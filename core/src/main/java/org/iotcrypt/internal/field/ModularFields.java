package org.iotcrypt.internal.field;

import java.math.BigInteger;

/**
 * Where fields come from: the generic Montgomery field for any odd 256-bit modulus, or the one
 * specialised to the sm2p256v1 prime. Setting the system property
 * {@code iotcrypt.sm2.genericField=true} makes {@link #forModulus} always return the generic
 * field (a kill switch for the specialised code, read on every call).
 */
public final class ModularFields {

    /** The system property that forces the generic field. */
    public static final String GENERIC_PROPERTY = "iotcrypt.sm2.genericField";

    private static final Sm2PrimeField SM2_PRIME = new Sm2PrimeField();

    private ModularFields() {
    }

    /**
     * The generic Montgomery field modulo m (five 52-bit limbs).
     *
     * @param m odd, 2^255 &lt; m &lt; 2^256
     * @throws IllegalArgumentException otherwise
     */
    public static ModularField generic(BigInteger m) {
        return new MontgomeryField(m);
    }

    /** The field specialised to the sm2p256v1 prime (shared; fields are stateless). */
    public static ModularField sm2Prime() {
        return SM2_PRIME;
    }

    /**
     * The fastest field modulo m: the specialised one for the sm2p256v1 prime unless
     * {@value #GENERIC_PROPERTY} is true, the generic one otherwise.
     *
     * @param m odd, 2^255 &lt; m &lt; 2^256
     * @throws IllegalArgumentException otherwise
     */
    public static ModularField forModulus(BigInteger m) {
        if (!Boolean.getBoolean(GENERIC_PROPERTY) && m.equals(Sm2PrimeField.P)) {
            return SM2_PRIME;
        }
        return generic(m);
    }
}
