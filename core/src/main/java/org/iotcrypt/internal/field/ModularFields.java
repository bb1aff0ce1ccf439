package org.iotcrypt.internal.field;

import java.math.BigInteger;
import org.iotcrypt.internal.util.Acceleration;

/**
 * Where fields come from: the generic Montgomery field for any odd 256-bit modulus, or the one
 * specialised to the sm2p256v1 prime. The kill switch {@link Acceleration} (the system property
 * {@value Acceleration#PLAIN_PROPERTY}) makes {@link #forModulus} always return the generic field.
 */
public final class ModularFields {

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
     * The fastest field modulo m: the specialised one for the sm2p256v1 prime unless the plain
     * implementations are forced ({@link Acceleration}), the generic one otherwise.
     *
     * @param m odd, 2^255 &lt; m &lt; 2^256
     * @throws IllegalArgumentException otherwise
     */
    public static ModularField forModulus(BigInteger m) {
        return forModulus(m, Acceleration.plain());
    }

    /** {@link #forModulus(BigInteger)} with the switch given: the dispatch rule itself, testable both ways. */
    static ModularField forModulus(BigInteger m, boolean plain) {
        if (!plain && m.equals(Sm2PrimeField.P)) {
            return SM2_PRIME;
        }
        return generic(m);
    }
}
