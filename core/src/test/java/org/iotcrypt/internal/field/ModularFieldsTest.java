package org.iotcrypt.internal.field;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import org.iotcrypt.internal.point.CurveParameters;
import org.iotcrypt.testing.ExampleCurve;
import org.junit.jupiter.api.Test;

/** The factory's choices and its kill switch. */
class ModularFieldsTest {

    private static final BigInteger P = CurveParameters.SM2P256V1.p();

    @Test
    void forModulusPicksTheSpecialisedFieldForTheSm2Prime() {
        assertEquals(P, Sm2PrimeField.P);
        assertInstanceOf(Sm2PrimeField.class, ModularFields.forModulus(P));
        assertInstanceOf(Sm2PrimeField.class, ModularFields.sm2Prime());
        assertInstanceOf(MontgomeryField.class, ModularFields.forModulus(CurveParameters.SM2P256V1.n()));
        assertInstanceOf(MontgomeryField.class, ModularFields.forModulus(ExampleCurve.PARAMETERS.p()));
        assertInstanceOf(MontgomeryField.class, ModularFields.generic(P));
    }

    /** The dispatch rule under the kill switch (AccelerationTest checks the property itself in a fresh JVM). */
    @Test
    void killSwitchForcesTheGenericField() {
        assertInstanceOf(MontgomeryField.class, ModularFields.forModulus(P, true));
        assertInstanceOf(Sm2PrimeField.class, ModularFields.forModulus(P, false));
    }

    @Test
    void rejectsModuliTheFieldCannotHold() {
        assertThrows(IllegalArgumentException.class, () -> ModularFields.generic(P.subtract(BigInteger.ONE)));
        assertThrows(IllegalArgumentException.class, () -> ModularFields.generic(P.shiftRight(1)));
        assertThrows(IllegalArgumentException.class, () -> ModularFields.forModulus(P.shiftLeft(1).add(BigInteger.ONE)));
    }
}
