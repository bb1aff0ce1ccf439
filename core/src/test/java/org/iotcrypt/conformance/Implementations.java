package org.iotcrypt.conformance;

import java.util.ArrayList;
import java.util.List;
import org.iotcrypt.internal.field.ModularField;
import org.iotcrypt.internal.field.ModularFields;
import org.iotcrypt.internal.field.MontgomeryField;
import org.iotcrypt.internal.multiply.CurveGroup;
import org.iotcrypt.internal.point.CurveParameters;
import org.iotcrypt.present.PresentImplementations;
import org.iotcrypt.sm4.Sm4Implementations;
import org.iotcrypt.testing.ExampleCurve;

/**
 * Every implementation of every primitive that has more than one, listed once; the conformance
 * suites take their cases from here, so an implementation added to a primitive is tested the
 * moment it is listed. Each accelerated implementation stands beside its plain twin (the one the
 * kill switch {@code -Diotcrypt.plain=true} selects; AccelerationTest checks the dispatch) and a
 * reference written apart from the product code.
 * <ul>
 * <li>Block ciphers (BlockCipherConformanceTest): SM4 bitsliced, plain, table reference, Bouncy
 * Castle; PRESENT bitsliced, plain, table reference.</li>
 * <li>Fields (ModularFieldConformanceTest, against BigInteger): the specialised sm2p256v1 field and
 * the generic Montgomery field on the curves' p and n.</li>
 * <li>Scalar multipliers (CurveGroupTest, against the BigInteger curve ReferenceCurve and the
 * standards' examples): fixed-base comb, variable-base window, interleaved and one-shot wNAF, each
 * on the specialised field, on the generic field of the same curve, and on the a != -3 example curve.</li>
 * <li>GHASH (GhashTest): the constant-time multiplier against SP 800-38D's bit-serial Algorithm 1
 * and the GCM specification's GHASH value.</li>
 * </ul>
 */
public final class Implementations {

    private Implementations() {
    }

    /** SM4 and PRESENT, each implementation with its primitive's name and whether it is a reference. */
    public static List<Implementation> blockCiphers() {
        List<Implementation> all = new ArrayList<>(Sm4Implementations.all());
        all.addAll(PresentImplementations.all());
        return all;
    }

    /** A field with the name the suite reports it by. */
    public record Field(String name, ModularField field) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** Every field implementation on every modulus in use. */
    public static List<Field> fields() {
        CurveParameters sm2 = CurveParameters.SM2P256V1;
        CurveParameters example = ExampleCurve.PARAMETERS;
        return List.of(
                new Field("generic sm2p256v1 p", new MontgomeryField(sm2.p())),
                new Field("generic sm2p256v1 n", new MontgomeryField(sm2.n())),
                new Field("generic example p", new MontgomeryField(example.p())),
                new Field("generic example n", new MontgomeryField(example.n())),
                new Field("sm2prime", ModularFields.sm2Prime()));
    }

    /**
     * The groups the multipliers run in: sm2p256v1 on its specialised field, sm2p256v1 on the
     * generic field (the plain twin), and the example curve (a != -3, generic field).
     */
    public static List<CurveGroup> curveGroups() {
        return GROUPS;
    }

    private static final List<CurveGroup> GROUPS = List.of(CurveGroup.sm2p256v1(),
            CurveGroup.of(CurveParameters.SM2P256V1), CurveGroup.of(ExampleCurve.PARAMETERS));
}
